import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { Toaster } from "@/shared/ui/toaster";
import { resetToasts } from "@/shared/ui/use-toast";
import { json, mockFetch, polyfillRadix, renderWithProviders } from "@/test/publicHarness";
import ContactPage from "./ContactPage";

beforeAll(polyfillRadix);
afterEach(() => {
  act(() => resetToasts());
});

function page() {
  return renderWithProviders(
    <>
      <ContactPage />
      <Toaster />
    </>,
  );
}

type User = ReturnType<typeof userEvent.setup>;

// Pasting keeps the tests quick on a busy machine; typing is covered above.
async function put(user: User, label: string, text: string) {
  await user.click(screen.getByLabelText(label));
  await user.paste(text);
}

async function fill(user: User) {
  await put(user, "First name", "Aisyah");
  await put(user, "Last name", "Rahman");
  await put(user, "Email", "aisyah@example.my");
  await user.click(screen.getByRole("combobox", { name: "Subject" }));
  await user.click(await screen.findByRole("option", { name: "Event Booking" }));
  await put(user, "Message", "Can I bring a guest?");
}

describe("ContactPage", { timeout: 20000 }, () => {
  it("shows club info from settings and the fixed hours", async () => {
    mockFetch({});
    page();
    expect(await screen.findByText("+60 12-345 6789")).toBeInTheDocument();
    expect(screen.getByText("hello@golfclub.example")).toBeInTheDocument();
    expect(screen.getByText("Dawn to Dusk, 7 Days a Week")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: /Facebook/ })).toHaveAttribute("href", "https://facebook.com/golfclub");
  });

  it("validates on submit with clear messages, then again as the member types", async () => {
    const fetch = mockFetch({});
    const user = userEvent.setup({ delay: null });
    page();
    await user.click(screen.getByRole("button", { name: "Send Message" }));
    expect(await screen.findByText("First name is required")).toBeInTheDocument();
    expect(screen.getByText("Last name is required")).toBeInTheDocument();
    expect(screen.getByText("Email is required")).toBeInTheDocument();
    expect(screen.getByText("Please choose a subject")).toBeInTheDocument();
    expect(screen.getByText("Message is required")).toBeInTheDocument();
    const first = screen.getByLabelText("First name");
    expect(first).toHaveAttribute("aria-invalid", "true");
    expect(first.getAttribute("aria-describedby")).toBe(screen.getByText("First name is required").id);

    await user.type(screen.getByLabelText("Email"), "not-an-email");
    expect(await screen.findByText("Please enter a valid email address")).toBeInTheDocument();
    await user.type(first, "A");
    await waitFor(() => expect(screen.queryByText("First name is required")).not.toBeInTheDocument());
    expect(fetch.mock.calls.some(([u]) => String(u).includes("/api/contact"))).toBe(false);
  });

  it("sends the message, thanks the visitor and resets the form", async () => {
    let sent: unknown;
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    mockFetch({
      "POST /api/contact": async (_u, init) => {
        sent = JSON.parse(String(init?.body));
        await gate;
        return json({ message: "Thank you" }, 201);
      },
    });
    const user = userEvent.setup({ delay: null });
    page();
    await fill(user);
    await user.click(screen.getByRole("button", { name: "Send Message" }));
    expect(await screen.findByRole("button", { name: "Sending Message..." })).toBeDisabled();
    release();
    expect(await screen.findByText("Message Sent")).toBeInTheDocument();
    expect(screen.getByText("Thank you for your message. We'll get back to you soon!")).toBeInTheDocument();
    expect(sent).toEqual({
      firstName: "Aisyah",
      lastName: "Rahman",
      email: "aisyah@example.my",
      subject: "Event Booking",
      message: "Can I bring a guest?",
    });
    await waitFor(() => expect(screen.getByLabelText("First name")).toHaveValue(""));
    expect(screen.getByLabelText("Message")).toHaveValue("");
    expect(screen.getByRole("combobox", { name: "Subject" })).toHaveTextContent("Choose a subject");
  });

  it("shows the server's message when sending fails", async () => {
    mockFetch({ "POST /api/contact": () => json({ message: "Too many messages, slow down" }, 429) });
    const user = userEvent.setup({ delay: null });
    page();
    await fill(user);
    await user.click(screen.getByRole("button", { name: "Send Message" }));
    expect(await screen.findByText("Failed to Send Message")).toBeInTheDocument();
    expect(screen.getByText("Too many messages, slow down")).toBeInTheDocument();
    expect(screen.getByLabelText("First name")).toHaveValue("Aisyah");
  });

  it("falls back to 'Please try again later.' without a server message", async () => {
    mockFetch({ "POST /api/contact": () => Promise.reject(new TypeError("Failed to fetch")) });
    const user = userEvent.setup({ delay: null });
    page();
    await fill(user);
    await user.click(screen.getByRole("button", { name: "Send Message" }));
    expect(await screen.findByText("Failed to Send Message")).toBeInTheDocument();
    expect(screen.getByText("Please try again later.")).toBeInTheDocument();
  });
});
