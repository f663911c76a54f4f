import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Route } from "wouter";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { mockFetch, renderApp } from "@/test/renderApp";
import { ADMIN, flight, flightMember, installDomShims } from "@/test/adminData";
import FlightSheetPage from "./FlightSheetPage";

vi.setConfig({ testTimeout: 30_000 });
beforeEach(() => installDomShims());

const sheet = () => <Route path="/admin/flights/:id" component={FlightSheetPage} />;

describe("/admin/flights/{id}", () => {
  it("prints the event, date, tee time, hole, flight number, notes and four positions", async () => {
    const f = flight(7, {
      eventTitle: "Monthly Medal",
      flightNumber: 3,
      teeTime: "07:38",
      startingHole: 10,
      maxPlayers: 3,
      notes: "Buggies 5 and 6",
      members: [
        flightMember(1, { memberName: "Ahmad Ali", memberPhone: "0123456789", isPaid: true, handicap: 12 }),
        flightMember(2, { memberName: "Siti Aminah", memberPhone: "0198765432" }),
      ],
    });
    mockFetch({
      "GET /api/admin/session": { body: ADMIN },
      "GET /api/admin/flights/7": { body: f },
      "GET /api/settings": { body: { clubName: "Bukit Hijau Golf Club" } },
    });
    const print = vi.fn();
    vi.stubGlobal("print", print);
    const user = userEvent.setup();
    renderApp(sheet(), { path: "/admin/flights/7" });

    expect(await screen.findByRole("heading", { level: 1, name: "Monthly Medal" })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText(/Bukit Hijau Golf Club/)).toBeInTheDocument());
    expect(screen.getByText("Sat, 5 December 2026")).toBeInTheDocument();
    expect(screen.getByText("7:38 am")).toBeInTheDocument();
    expect(screen.getByText("Starting hole").nextElementSibling).toHaveTextContent("10");
    expect(screen.getByText("Flight number").nextElementSibling).toHaveTextContent("3");
    expect(screen.getByText("Buggies 5 and 6")).toBeInTheDocument();
    expect(document.title).toBe("Flight 3 – Monthly Medal");

    const rows = within(screen.getByRole("table")).getAllByRole("row");
    expect(rows).toHaveLength(5);
    expect(rows[1]).toHaveTextContent(/^1Ahmad Ali(012-345 6789)+12Paid$/);
    expect(rows[2]).toHaveTextContent(/^2Siti Aminah(019-876 5432)+Unpaid$/);
    expect(within(rows[2]).getByLabelText("Handicap to fill in")).toBeInTheDocument();
    expect(within(rows[3]).getByLabelText("Handicap to fill in")).toBeInTheDocument();
    expect(rows[4]).toHaveTextContent("Not used");

    expect(screen.getByRole("link", { name: "Back to flights" })).toHaveAttribute("href", "/admin/dashboard?tab=flights");
    await user.click(screen.getByRole("button", { name: "Print" }));
    expect(print).toHaveBeenCalled();
  });

  it("an unknown flight says so", async () => {
    mockFetch({ "GET /api/admin/session": { body: ADMIN }, "GET /api/admin/flights/99": { status: 404, body: { message: "Flight not found" } } });
    renderApp(sheet(), { path: "/admin/flights/99" });
    expect(await screen.findByRole("heading", { name: "Flight not found" })).toBeInTheDocument();
  });

  it("without an admin session it goes to /admin/login", async () => {
    const fetchMock = mockFetch({ "GET /api/admin/session": { body: null } });
    const { loc } = renderApp(sheet(), { path: "/admin/flights/7" });
    await waitFor(() => expect(loc.history.at(-1)).toBe("/admin/login"));
    expect(fetchMock.mock.calls.some(([u]) => String(u).includes("/api/admin/flights/"))).toBe(false);
  });
});
