import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { mockFetch, renderApp, sentBody } from "@/test/renderApp";
import { resetToasts } from "@/shared/ui/use-toast";
import { AdminWaitlist } from "./AdminWaitlist";
import type { WaitlistEntry } from "../api/waitlist";

afterEach(() => {
  act(() => resetToasts());
});

const entry = (id: number, position: number, memberName: string): WaitlistEntry => ({
  id, position, memberId: id, memberName, memberPhone: "0123456789", guestRateType: "Non-Member Weekday", joinedAt: "2026-11-20T02:00:00Z",
});
const LIST = "GET /api/admin/events/7/waitlist";

describe("AdminWaitlist", () => {
  it("lists members in order with labelled move and remove buttons; the ends cannot move out", async () => {
    mockFetch({ [LIST]: { body: [entry(1, 1, "Ali"), entry(2, 2, "Bee")] } });
    renderApp(<AdminWaitlist eventId={7} />);
    expect(await screen.findByText("Ali")).toBeInTheDocument();
    expect(screen.getByText(/2 waiting/)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Move Ali up" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Move Bee down" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Move Bee up" })).toBeEnabled();
    expect(screen.getByRole("button", { name: "Remove Ali from the waitlist" })).toBeEnabled();
  });

  it("moving a member up sends the move and shows the new order", async () => {
    let list = [entry(1, 1, "Ali"), entry(2, 2, "Bee")];
    const fetchMock = mockFetch({
      [LIST]: () => ({ body: list }),
      "POST /api/admin/events/7/waitlist/2/move": () => {
        list = [entry(2, 1, "Bee"), entry(1, 2, "Ali")];
        return { body: list };
      },
    });
    const user = userEvent.setup();
    renderApp(<AdminWaitlist eventId={7} />);
    await user.click(await screen.findByRole("button", { name: "Move Bee up" }));
    await waitFor(() => expect(sentBody(fetchMock, "POST /api/admin/events/7/waitlist/2/move")).toEqual({ direction: "up" }));
    await waitFor(() => expect(screen.getByRole("button", { name: "Move Bee up" })).toBeDisabled());
    const items = screen.getAllByRole("listitem");
    expect(items[0]).toHaveTextContent("Bee");
  });

  it("removing a member calls the admin route", async () => {
    const fetchMock = mockFetch({
      [LIST]: { body: [entry(1, 1, "Ali")] },
      "DELETE /api/admin/events/7/waitlist/1": { body: { message: "Removed from the waitlist" } },
    });
    const user = userEvent.setup();
    renderApp(<AdminWaitlist eventId={7} />);
    await user.click(await screen.findByRole("button", { name: "Remove Ali from the waitlist" }));
    await waitFor(() => expect(fetchMock.mock.calls.some(([u, i]) => String(u).endsWith("/waitlist/1") && i?.method === "DELETE")).toBe(true));
  });
});
