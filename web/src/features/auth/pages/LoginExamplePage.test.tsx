import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { resetToasts } from "@/shared/ui/use-toast";
import { mockFetch, renderApp, sentBody } from "@/test/renderApp";
import LoginExamplePage from "./LoginExamplePage";

afterEach(() => {
  act(() => resetToasts());
  vi.unstubAllGlobals();
});

describe("/login-example", () => {
  it("validates the email or phone and a six-character password", async () => {
    mockFetch({});
    const user = userEvent.setup();
    renderApp(<LoginExamplePage />, { path: "/login-example" });
    await user.type(screen.getByLabelText("Email or phone"), "012345");
    await user.type(screen.getByLabelText("Password"), "12345");
    await user.click(screen.getByRole("button", { name: "LOGIN" }));
    expect(await screen.findByText("Please enter a valid email address or phone number")).toBeInTheDocument();
    expect(screen.getByText("Password must be at least 6 characters")).toBeInTheDocument();
  });

  it("toggles the password's visibility", async () => {
    mockFetch({});
    const user = userEvent.setup();
    renderApp(<LoginExamplePage />, { path: "/login-example" });
    const pw = screen.getByLabelText("Password");
    expect(pw).toHaveAttribute("type", "password");
    const toggle = screen.getByRole("button", { name: "Show password" });
    expect(toggle).toHaveAttribute("aria-pressed", "false");
    await user.click(toggle);
    expect(pw).toHaveAttribute("type", "text");
    expect(screen.getByRole("button", { name: "Hide password" })).toHaveAttribute("aria-pressed", "true");
  });

  it("sends an email as email, a phone as phone, and goes to /member", async () => {
    const fetch = mockFetch({ "POST /api/member/login": { body: { id: 1, name: "Ali", memberName: "Ali" } } });
    const user = userEvent.setup();
    const { loc } = renderApp(<LoginExamplePage />, { path: "/login-example" });
    await user.type(screen.getByLabelText("Email or phone"), "ali@example.com");
    await user.type(screen.getByLabelText("Password"), "secret1");
    await user.click(screen.getByRole("button", { name: "LOGIN" }));
    expect(await screen.findByText("Login Successful")).toBeInTheDocument();
    expect(sentBody(fetch, "POST /api/member/login")).toEqual({ email: "ali@example.com", password: "secret1" });
    await waitFor(() => expect(loc.history?.at(-1)).toBe("/member"));
  });

  it("forgot password only points to /member/login; links to sign up and the main site", async () => {
    mockFetch({});
    const user = userEvent.setup();
    renderApp(<LoginExamplePage />, { path: "/login-example" });
    await user.click(screen.getByRole("button", { name: "Forgot password?" }));
    expect(screen.getByRole("link", { name: "Member Login page" })).toHaveAttribute("href", "/member/login?reset=1");
    expect(screen.getByRole("link", { name: "Sign up" })).toHaveAttribute("href", "/member/register");
    expect(screen.getByRole("link", { name: "Go to the main website" })).toHaveAttribute("href", "/");
  });
});
