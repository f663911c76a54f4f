import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { resetToasts } from "@/shared/ui/use-toast";
import { mockFetch, renderApp } from "@/test/renderApp";
import { event, flight, flightMember, installDomShims } from "@/test/adminData";
import FlightsTab from "./FlightsTab";

vi.setConfig({ testTimeout: 30_000 });
beforeEach(() => installDomShims());
afterEach(() => {
  act(() => resetToasts());
});

const events = [
  event(1, { title: "Monthly Medal" }),
  event(2, { title: "Charity Social", type: "social", date: "2026-12-12" }),
  event(3, { title: "Langkawi Trip", type: "Golf Trips", date: "2027-01-10" }),
];
const full = flight(1, {
  eventId: 1,
  eventTitle: "Monthly Medal",
  maxPlayers: 2,
  members: [flightMember(1), flightMember(2)],
});
const open = flight(2, { eventId: 2, eventTitle: "Charity Social", eventDate: "2026-12-12", flightNumber: 1, teeTime: "08:10", startingHole: 10 });

describe("FlightsTab", () => {
  it("table with players current/max, Full/Available and a view link", async () => {
    mockFetch({ "GET /api/flights/all": { body: [full, open] }, "GET /api/events": { body: events } });
    renderApp(<FlightsTab />);
    const r1 = await screen.findByTestId("flight-row-1");
    expect(within(r1).getByText("2/2")).toBeInTheDocument();
    expect(within(r1).getByText("Full")).toBeInTheDocument();
    const r2 = screen.getByTestId("flight-row-2");
    expect(within(r2).getByText("0/4")).toBeInTheDocument();
    expect(within(r2).getByText("Available")).toBeInTheDocument();
    expect(within(r2).getByText("8:10 am")).toBeInTheDocument();
    expect(within(r2).getByRole("link", { name: "View flight 1 of Charity Social" })).toHaveAttribute("href", "/admin/flights/2");
  });

  it("the event filter lists tournament and social events only and filters the table", async () => {
    mockFetch({ "GET /api/flights/all": { body: [full, open] }, "GET /api/events": { body: events } });
    const user = userEvent.setup();
    renderApp(<FlightsTab />);
    await screen.findByTestId("flight-row-1");
    await user.click(screen.getByRole("combobox", { name: "Filter flights by event" }));
    const options = (await screen.findAllByRole("option")).map((o) => o.textContent);
    expect(options).toEqual(["All events", "Charity Social - 12 Dec 2026", "Monthly Medal - 5 Dec 2026"]);
    await user.click(screen.getByRole("option", { name: "Charity Social - 12 Dec 2026" }));
    expect(screen.queryByTestId("flight-row-1")).toBeNull();
    expect(screen.getByTestId("flight-row-2")).toBeInTheDocument();
  });

  it("delete asks first; a failure toasts 'Failed to delete flight'", async () => {
    mockFetch({
      "GET /api/flights/all": { body: [full, open] },
      "GET /api/events": { body: events },
      "DELETE /api/admin/flights/2": { status: 500, body: { message: "Database unavailable" } },
    });
    const user = userEvent.setup();
    renderApp(<FlightsTab />);
    await user.click(await screen.findByRole("button", { name: "Delete flight 1 of Charity Social" }));
    await user.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Delete" }));
    expect(await screen.findByText("Failed to delete flight")).toBeInTheDocument();
  });

  it("Manage opens the positions dialog of that flight", async () => {
    mockFetch({
      "GET /api/flights/all": { body: [full, open] },
      "GET /api/events": { body: events },
      "GET /api/admin/flights/1/available-members": { body: [] },
    });
    const user = userEvent.setup();
    renderApp(<FlightsTab />);
    await user.click(await screen.findByRole("button", { name: "Manage flight 1 of Monthly Medal" }));
    const dialog = await screen.findByRole("dialog", { name: "Manage flight 1" });
    expect(within(dialog).getByRole("button", { name: "Remove Player 2 from position 2" })).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getByRole("combobox", { name: "Position 3 member" })).toBeDisabled());
  });

  it("Export Flights saves the spreadsheet without leaving the tab; a failure toasts 'Failed to export flights'", async () => {
    const saved: string[] = [];
    vi.stubGlobal("URL", Object.assign(URL, { createObjectURL: vi.fn(() => "blob:flights"), revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    let fail = false;
    mockFetch({
      "GET /api/flights/all": { body: [full, open] },
      "GET /api/events": { body: events },
      "GET /api/export/flights/excel": () =>
        fail
          ? { status: 500, body: { code: "internal", message: "Export broke" } }
          : new Response(new Uint8Array([0x50, 0x4b, 3, 4]), {
              headers: { "Content-Disposition": 'attachment; filename="golfclub-flights-2026-11-21.xlsx"' },
            }),
    });
    const user = userEvent.setup();
    const { loc } = renderApp(<FlightsTab />);
    const before = loc.history.length;
    await user.click(await screen.findByRole("button", { name: "Export Flights" }));
    await waitFor(() => expect(saved).toEqual(["golfclub-flights-2026-11-21.xlsx"]));
    expect(loc.history.length).toBe(before);
    fail = true;
    await user.click(screen.getByRole("button", { name: "Export Flights" }));
    expect(await screen.findByText("Failed to export flights")).toBeInTheDocument();
    expect(screen.getByText("Export broke")).toBeInTheDocument();
    click.mockRestore();
  });

  it("without flights: an empty state whose button has its own name", async () => {
    mockFetch({ "GET /api/flights/all": { body: [] }, "GET /api/events": { body: events } });
    renderApp(<FlightsTab />);
    expect(await screen.findByText("No flights yet.")).toBeInTheDocument();
    expect(screen.getAllByRole("button", { name: "Create Flight" })).toHaveLength(1);
    expect(screen.getByRole("button", { name: "Create the first flight" })).toBeInTheDocument();
  });

  it("Create Flight opens the form with the filter's event preselected", async () => {
    mockFetch({ "GET /api/flights/all": { body: [full, open] }, "GET /api/events": { body: events } });
    const user = userEvent.setup();
    renderApp(<FlightsTab />);
    await screen.findByTestId("flight-row-1");
    await user.click(screen.getByRole("combobox", { name: "Filter flights by event" }));
    await user.click(await screen.findByRole("option", { name: "Charity Social - 12 Dec 2026" }));
    await user.click(screen.getByRole("button", { name: "Create Flight" }));
    const dialog = await screen.findByRole("dialog", { name: "Create Flight" });
    expect(within(dialog).getByRole("combobox", { name: /Event/ })).toHaveTextContent("Charity Social - 12 Dec 2026");
    expect(within(dialog).getByLabelText(/Flight number/)).toHaveValue(2);
  });
});
