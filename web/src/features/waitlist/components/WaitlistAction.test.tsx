import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { mockFetch, renderApp, sentBody } from "@/test/renderApp";
import { resetToasts } from "@/shared/ui/use-toast";
import type { ClubEvent } from "@/shared/lib/types";
import { WaitlistAction } from "./WaitlistAction";

// jsdom lacks the pointer-capture calls the rate select makes.
Element.prototype.hasPointerCapture ??= () => false;
Element.prototype.releasePointerCapture ??= () => undefined;
Element.prototype.scrollIntoView ??= () => undefined;

afterEach(() => {
  act(() => resetToasts());
});

const event: ClubEvent = {
  id: 7, title: "Club Medal", description: "Stroke play", date: "2026-12-05", time: "7:30 AM", type: "tournament",
  capacity: 2, registered: 2, image: "", createdAt: "2026-11-01T00:00:00Z", promotionPayHours: 48,
  rates: [{ type: "Non-Member Weekday", price: 180, category: "non-member" }],
};
const STATUS = "GET /api/events/7/waitlist";
const JOIN = "POST /api/events/7/waitlist";
const LEAVE = "DELETE /api/events/7/waitlist";

describe("WaitlistAction", () => {
  it("a visitor sees the event is full, how many wait, and signs in to join", async () => {
    mockFetch({ [STATUS]: { body: { count: 3, position: 0 } } });
    const login = vi.fn();
    const user = userEvent.setup();
    renderApp(<WaitlistAction event={event} signedIn={false} onLoginToRegister={login} />);
    expect(await screen.findByText(/3 on the waitlist/)).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Login to join waitlist" }));
    expect(login).toHaveBeenCalledWith(event);
  });

  it("a member joins at a rate and then sees their place", async () => {
    let joined = false;
    const fetchMock = mockFetch({
      [STATUS]: () => ({ body: joined ? { count: 3, position: 3 } : { count: 2, position: 0 } }),
      [JOIN]: () => {
        joined = true;
        return { status: 201, body: { count: 3, position: 3 } };
      },
    });
    const user = userEvent.setup();
    renderApp(<WaitlistAction event={event} signedIn onLoginToRegister={vi.fn()} />);
    await user.click(await screen.findByRole("button", { name: "Join waitlist" }));
    expect(screen.getByText(/you have 48 h to pay/)).toBeInTheDocument();
    const confirm = screen.getByRole("button", { name: "Confirm: join waitlist" });
    expect(confirm).toBeDisabled(); // no rate chosen yet
    await user.click(screen.getByRole("combobox", { name: "Rate Type" }));
    await user.click(await screen.findByRole("option", { name: /Non-Member Weekday/ }));
    await user.click(screen.getByRole("button", { name: "Confirm: join waitlist" }));
    await waitFor(() => expect(sentBody(fetchMock, JOIN)).toEqual({ guestRateType: "Non-Member Weekday" }));
    expect(await screen.findByTestId("waitlist-position")).toHaveTextContent("You are #3 on the waitlist");
    expect(screen.getByRole("button", { name: "Leave waitlist" })).toBeInTheDocument();
  });

  it("a member on the list leaves it; a failure is told with the server's words", async () => {
    mockFetch({
      [STATUS]: { body: { count: 1, position: 1 } },
      [LEAVE]: { status: 404, body: { code: "not_on_waitlist", message: "You are not on the waitlist for this event" } },
    });
    const user = userEvent.setup();
    renderApp(<WaitlistAction event={event} signedIn onLoginToRegister={vi.fn()} />);
    await user.click(await screen.findByRole("button", { name: "Leave waitlist" }));
    expect(await screen.findByText("You are not on the waitlist for this event")).toBeInTheDocument();
  });
});
