import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Toaster } from "@/shared/ui/toaster";
import { resetToasts } from "@/shared/ui/use-toast";
import type { ClubEvent } from "@/shared/lib/types";
import { json, mockFetch, renderWithProviders } from "@/test/publicHarness";
import { EventFormDialog } from "./EventFormDialog";

afterEach(() => {
  act(() => resetToasts());
});

const medal: ClubEvent = {
  id: 3,
  title: "Monthly Medal",
  description: "Stableford, 18 holes, shotgun start.",
  date: "2026-12-11",
  time: "7:30 AM",
  type: "tournament",
  capacity: 40,
  registered: 11,
  image: "",
  rates: [{ type: "Member Weekday", price: 120, category: "member" }],
  createdAt: "2026-11-01T00:00:00Z",
};

function open(event: ClubEvent | null, routes = {}) {
  const fetch = mockFetch(routes);
  const onOpenChange = vi.fn();
  renderWithProviders(
    <>
      <EventFormDialog open onOpenChange={onOpenChange} event={event} />
      <Toaster />
    </>,
  );
  return { fetch, onOpenChange, dialog: screen.getByRole("dialog"), user: userEvent.setup() };
}

describe("EventFormDialog", () => {
  it("shows the spec's messages on an empty form, capacity defaulting to 20", async () => {
    const { dialog, user } = open(null);
    expect(within(dialog).getByLabelText(/Capacity/)).toHaveValue(20);
    await user.clear(within(dialog).getByLabelText(/Capacity/));
    await user.click(within(dialog).getByRole("button", { name: "Create Event" }));
    expect(await within(dialog).findByText("Title must be at least 3 characters")).toBeInTheDocument();
    expect(within(dialog).getByText("Description must be at least 10 characters")).toBeInTheDocument();
    expect(within(dialog).getByText("Date is required")).toBeInTheDocument();
    expect(within(dialog).getByText("Time is required")).toBeInTheDocument();
    expect(within(dialog).getByText("Type is required")).toBeInTheDocument();
    expect(within(dialog).getByText("Capacity must be at least 1")).toBeInTheDocument();
  });

  it("saves an edit with the canonical rates list", async () => {
    const { dialog, user, fetch, onOpenChange } = open(medal, { "PUT /api/events/3": () => json(medal) });
    const guest = within(dialog).getByRole("group", { name: "NON-MEMBER RATES" });
    await user.click(within(guest).getByRole("button", { name: "Add non-member rate" }));
    await user.type(within(guest).getByLabelText("Non-Member rate type 1"), "Weekday");
    await user.type(within(guest).getByLabelText("Non-Member rate price 1 (RM)"), "180");
    await user.click(within(dialog).getByRole("button", { name: "Save Changes" }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    const call = fetch.mock.calls.find(([u, i]) => String(u) === "/api/events/3" && i?.method === "PUT");
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({
      title: "Monthly Medal",
      description: "Stableford, 18 holes, shotgun start.",
      date: "2026-12-11",
      time: "7:30 AM",
      // No end given: a one-day event of the assumed length.
      endDate: null,
      endTime: null,
      type: "tournament",
      capacity: 40,
      image: "",
      rates: [
        { type: "Member Weekday", price: 120, category: "member" },
        { type: "Non-Member Weekday", price: 180, category: "non-member" },
      ],
      // Left empty: no payment deadline after a waitlist promotion.
      promotionPayHours: null,
    });
  });

  it("sends a trip's end date and end time, and shows them when editing it again", async () => {
    const trip: ClubEvent = { ...medal, id: 4, type: "Golf Trips", endDate: "2026-12-12", endTime: null };
    const { dialog, user, fetch, onOpenChange } = open(trip, { "PUT /api/events/4": () => json(trip) });
    expect(within(dialog).getByLabelText(/End date/)).toHaveValue("2026-12-12");
    expect(within(dialog).getByLabelText(/End time/)).toHaveValue("");
    await user.type(within(dialog).getByLabelText(/End time/), "17:30");
    await user.click(within(dialog).getByRole("button", { name: "Save Changes" }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    const call = fetch.mock.calls.find(([u, i]) => String(u) === "/api/events/4" && i?.method === "PUT");
    expect(JSON.parse(String(call?.[1]?.body))).toMatchObject({ date: "2026-12-11", endDate: "2026-12-12", endTime: "17:30" });
  });

  it("shows the server's end date problem under the end date", async () => {
    const { dialog, user } = open(medal, {
      "PUT /api/events/3": () =>
        json(
          {
            message: "End date cannot be before the date",
            code: "end_before_start",
            fields: { endDate: { code: "end_before_start", message: "End date cannot be before the date" } },
          },
          400,
        ),
    });
    await user.type(within(dialog).getByLabelText(/End date/), "2026-12-01");
    await user.click(within(dialog).getByRole("button", { name: "Save Changes" }));
    const field = within(dialog).getByLabelText(/End date/);
    await waitFor(() => expect(field).toHaveAttribute("aria-invalid", "true"));
  });

  it("toasts 'Failed to update event' with the server's reason", async () => {
    const { dialog, user } = open(medal, {
      "PUT /api/events/3": () => json({ message: "Capacity cannot be below the 11 registered" }, 400),
    });
    await user.click(within(dialog).getByRole("button", { name: "Save Changes" }));
    expect(await screen.findByText("Failed to update event")).toBeInTheDocument();
    expect(screen.getByText("Capacity cannot be below the 11 registered")).toBeInTheDocument();
  });
});
