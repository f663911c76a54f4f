import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { resetToasts } from "@/shared/ui/use-toast";
import { mockFetch, renderApp, sentBody } from "@/test/renderApp";
import { event, flight, installDomShims } from "@/test/adminData";
import { FlightFormDialog } from "./FlightFormDialog";

vi.setConfig({ testTimeout: 30_000 });
beforeEach(() => installDomShims());
afterEach(() => {
  act(() => resetToasts());
});

const events = [event(1, { title: "Monthly Medal" }), event(2, { title: "Charity Social", type: "social", date: "2026-12-12" })];
const flights = [flight(1, { eventId: 1, flightNumber: 1 }), flight(2, { eventId: 1, flightNumber: 2 })];

describe("FlightFormDialog", () => {
  it("shows the spec's messages for an empty form", async () => {
    mockFetch({});
    const user = userEvent.setup();
    renderApp(<FlightFormDialog open onOpenChange={() => {}} events={events} flights={flights} />);
    expect(screen.getByLabelText(/Max players/)).toHaveValue(4);
    expect(screen.getByLabelText(/Starting hole/)).toHaveValue(1);
    expect(screen.getByLabelText(/Flight number/)).toHaveValue(1);
    await user.clear(screen.getByLabelText(/Flight number/));
    await user.click(screen.getByRole("button", { name: "Create Flight" }));
    expect(await screen.findByText("Event is required")).toBeInTheDocument();
    expect(screen.getByText("Flight number must be at least 1")).toBeInTheDocument();
    expect(screen.getByText("Tee time is required")).toBeInTheDocument();
  });

  it.each([
    ["Max players", "0", "Max players must be at least 1"],
    ["Max players", "5", "Max players cannot exceed 4"],
    ["Starting hole", "0", "Starting hole must be between 1-18"],
    ["Starting hole", "19", "Starting hole must be between 1-18"],
    ["Flight number", "0", "Flight number must be at least 1"],
  ])("%s %s → %s", async (label, value, msg) => {
    mockFetch({});
    const user = userEvent.setup();
    renderApp(<FlightFormDialog open onOpenChange={() => {}} events={events} flights={flights} defaultEventId={1} />);
    const input = screen.getByLabelText(new RegExp(label));
    await user.clear(input);
    await user.type(input, value);
    await user.click(screen.getByRole("button", { name: "Create Flight" }));
    expect(await screen.findByText(msg)).toBeInTheDocument();
  });

  it("suggests the event's next free flight number and posts the flight", async () => {
    const fetchMock = mockFetch({ "POST /api/admin/flights": { status: 201, body: flight(9, { eventId: 1, flightNumber: 3 }) } });
    const onOpenChange = vi.fn();
    const user = userEvent.setup();
    renderApp(<FlightFormDialog open onOpenChange={onOpenChange} events={events} flights={flights} defaultEventId={1} />);
    expect(screen.getByLabelText(/Flight number/)).toHaveValue(3);

    // Another event: its own numbering.
    await user.click(screen.getByRole("combobox", { name: /Event/ }));
    await user.click(await screen.findByRole("option", { name: "Charity Social - 12 Dec 2026" }));
    expect(screen.getByLabelText(/Flight number/)).toHaveValue(1);
    await user.click(screen.getByRole("combobox", { name: /Event/ }));
    await user.click(await screen.findByRole("option", { name: "Monthly Medal - 5 Dec 2026" }));
    expect(screen.getByLabelText(/Flight number/)).toHaveValue(3);

    await user.type(screen.getByLabelText(/Tee time/), "07:30");
    await user.type(screen.getByLabelText(/Notes/), "Buggies 1-2");
    await user.click(screen.getByRole("button", { name: "Create Flight" }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(sentBody(fetchMock, "POST /api/admin/flights")).toEqual({
      eventId: 1,
      flightNumber: 3,
      teeTime: "07:30",
      maxPlayers: 4,
      startingHole: 1,
      notes: "Buggies 1-2",
    });
  });

  it("edits with PUT (no eventId) and toasts a failure", async () => {
    const fetchMock = mockFetch({ "PUT /api/admin/flights/2": { status: 409, body: { message: "Flight number 1 already exists for this event" } } });
    const user = userEvent.setup();
    renderApp(<FlightFormDialog open onOpenChange={() => {}} events={events} flights={flights} flight={flights[1]} />);
    expect(screen.getByRole("combobox", { name: /Event/ })).toBeDisabled();
    const num = screen.getByLabelText(/Flight number/);
    expect(num).toHaveValue(2);
    await user.clear(num);
    await user.type(num, "1");
    await user.click(screen.getByRole("button", { name: "Save Changes" }));
    expect(await screen.findByText("Failed to update flight")).toBeInTheDocument();
    expect(screen.getByText("Flight number 1 already exists for this event")).toBeInTheDocument();
    expect(sentBody(fetchMock, "PUT /api/admin/flights/2")).toEqual({
      flightNumber: 1,
      teeTime: "07:30",
      maxPlayers: 4,
      startingHole: 1,
      notes: "",
    });
  });

  it("a failed create says 'Failed to create flight'", async () => {
    mockFetch({ "POST /api/admin/flights": { status: 500, body: { message: "boom" } } });
    const user = userEvent.setup();
    renderApp(<FlightFormDialog open onOpenChange={() => {}} events={events} flights={flights} defaultEventId={2} />);
    await user.type(screen.getByLabelText(/Tee time/), "08:00");
    await user.click(screen.getByRole("button", { name: "Create Flight" }));
    expect(await screen.findByText("Failed to create flight")).toBeInTheDocument();
  });
});
