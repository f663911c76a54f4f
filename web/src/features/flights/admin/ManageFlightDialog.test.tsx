import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { resetToasts } from "@/shared/ui/use-toast";
import { mockFetch, renderApp, sentBody } from "@/test/renderApp";
import { available, flight, flightMember, installDomShims } from "@/test/adminData";
import { ManageFlightDialog } from "./ManageFlightDialog";

vi.setConfig({ testTimeout: 30_000 });
beforeEach(() => installDomShims());
afterEach(() => {
  act(() => resetToasts());
});

describe("ManageFlightDialog", () => {
  it("hides members already in the flight (by phone) and disables slots above maxPlayers", async () => {
    const f = flight(5, { maxPlayers: 3, members: [flightMember(1, { memberName: "Ali", memberPhone: "012-345 6789", isPaid: true })] });
    mockFetch({
      "GET /api/admin/flights/1/available-members": {
        body: [available(11, "Ali duplicate", "0123456789"), available(12, "Siti", "0198765432")],
      },
    });
    const user = userEvent.setup();
    renderApp(<ManageFlightDialog flight={f} onOpenChange={() => {}} />);

    const dialog = await screen.findByRole("dialog", { name: "Manage flight 5" });
    // Filled slot: name, phone, paid badge and Remove.
    const slot1 = within(dialog).getByTestId("flight-position-1");
    expect(within(slot1).getByText("Ali")).toBeInTheDocument();
    expect(within(slot1).getByText("012-345 6789")).toBeInTheDocument();
    expect(within(slot1).getByText("Paid")).toBeInTheDocument();
    expect(within(slot1).getByRole("button", { name: "Remove Ali from position 1" })).toBeEnabled();

    // Slots 2 and 3 are open; 4 is above maxPlayers.
    await waitFor(() => expect(within(dialog).getByRole("combobox", { name: "Position 2 member" })).toBeEnabled());
    expect(within(dialog).getByRole("combobox", { name: "Position 3 member" })).toBeEnabled();
    expect(within(dialog).getByRole("combobox", { name: "Position 4 member" })).toBeDisabled();
    expect(within(dialog).getByRole("button", { name: "Add to position 4" })).toBeDisabled();
    expect(within(dialog).getByText("Not used (max 3 players)")).toBeInTheDocument();

    await user.click(within(dialog).getByRole("combobox", { name: "Position 2 member" }));
    const options = await screen.findAllByRole("option");
    expect(options.map((o) => o.textContent)).toEqual(["Siti · 019-876 5432"]);
  });

  it("adds the chosen member to the position with email and handicap sent as null", async () => {
    const f = flight(5, { eventId: 3 });
    const fetchMock = mockFetch({
      "GET /api/admin/flights/3/available-members": { body: [available(12, "Siti", "0198765432")] },
      "POST /api/admin/flights/5/members": { status: 201, body: flightMember(2, { memberName: "Siti" }) },
    });
    const user = userEvent.setup();
    renderApp(<ManageFlightDialog flight={f} onOpenChange={() => {}} />);
    const add = await screen.findByRole("button", { name: "Add to position 2" });
    expect(add).toBeDisabled();
    await user.click(screen.getByRole("combobox", { name: "Position 2 member" }));
    await user.click(await screen.findByRole("option", { name: /Siti/ }));
    expect(add).toBeEnabled();
    await user.click(add);
    await waitFor(() =>
      expect(sentBody(fetchMock, "POST /api/admin/flights/5/members")).toEqual({
        registrationId: 12,
        position: 2,
        memberName: "Siti",
        memberPhone: "0198765432",
        memberEmail: null,
        handicap: null,
      }),
    );
  });

  it("a failed add or remove shows the toast with the server message", async () => {
    const f = flight(5, { members: [flightMember(1)] });
    mockFetch({
      "GET /api/admin/flights/1/available-members": { body: [available(12, "Siti", "0198765432")] },
      "POST /api/admin/flights/5/members": { status: 409, body: { message: "Flight is full" } },
      "DELETE /api/admin/flights/5/members/101": { status: 500, body: { message: "Database unavailable" } },
    });
    const user = userEvent.setup();
    renderApp(<ManageFlightDialog flight={f} onOpenChange={() => {}} />);
    await user.click(await screen.findByRole("combobox", { name: "Position 2 member" }));
    await user.click(await screen.findByRole("option", { name: /Siti/ }));
    await user.click(screen.getByRole("button", { name: "Add to position 2" }));
    expect(await screen.findByText("Failed to add member to flight")).toBeInTheDocument();
    expect(screen.getByText("Flight is full")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Remove Player 1 from position 1" }));
    expect(await screen.findByText("Failed to remove member from flight")).toBeInTheDocument();
    expect(screen.getByText("Database unavailable")).toBeInTheDocument();
  });
});
