import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { resetToasts } from "@/shared/ui/use-toast";
import { mockFetch, renderApp, sentBody } from "@/test/renderApp";
import { event, installDomShims, registration } from "@/test/adminData";
import RegistrationsTab from "./RegistrationsTab";

vi.setConfig({ testTimeout: 30_000 });
beforeEach(() => installDomShims());
afterEach(() => {
  act(() => resetToasts());
});

const events = [event(1, { title: "Monthly Medal" }), event(2, { title: "Charity Social", date: "2026-12-12", type: "social" })];
const regs = [
  registration(1, {
    memberName: "Ahmad Ali",
    eventId: 1,
    eventTitle: "Monthly Medal",
    paymentReferenceFileUrl: "/objects/payment-references/f-1",
    paymentReferenceFileName: "maybank.pdf",
  }),
  registration(2, { memberName: "Siti Aminah", eventId: 2, eventTitle: "Charity Social", eventDate: "2026-12-12", price: null }),
];

describe("RegistrationsTab", () => {
  it("lists registrations with price, slip link and the Paid checkbox; filters by name and event", async () => {
    mockFetch({ "GET /api/registrations/all": { body: regs }, "GET /api/events": { body: events } });
    const user = userEvent.setup();
    renderApp(<RegistrationsTab />);
    const row1 = await screen.findByTestId("registration-1");
    expect(within(row1).getByText("RM 144")).toBeInTheDocument();
    expect(within(row1).getByText("5 Dec 2026")).toBeInTheDocument();
    // The slip is a button that fetches the file first: a missing file
    // toasts 'Download Failed' instead of opening a broken tab.
    const slip = within(row1).getByRole("button", { name: /maybank\.pdf/ });
    await user.click(slip);
    expect(await screen.findByText("Download Failed")).toBeInTheDocument();
    expect(within(screen.getByTestId("registration-2")).getByText("Contact for rate")).toBeInTheDocument();
    expect(within(screen.getByTestId("registration-2")).getByText("No slip")).toBeInTheDocument();
    expect(screen.getByRole("checkbox", { name: "Mark as Paid for Ahmad Ali" })).not.toBeChecked();

    await user.type(screen.getByRole("searchbox", { name: "Search by member name" }), "siti");
    expect(screen.queryByTestId("registration-1")).toBeNull();
    expect(screen.getByTestId("registration-2")).toBeInTheDocument();
    await user.clear(screen.getByRole("searchbox", { name: "Search by member name" }));

    expect(screen.queryByRole("button", { name: "Export this event" })).toBeNull();
    await user.click(screen.getByRole("combobox", { name: "Filter by event" }));
    await user.click(await screen.findByRole("option", { name: "Monthly Medal - 5 Dec 2026" }));
    expect(screen.getByTestId("registration-1")).toBeInTheDocument();
    expect(screen.queryByTestId("registration-2")).toBeNull();
    expect(screen.getByRole("button", { name: "Export this event" })).toBeInTheDocument();
  });

  it("Mark as Paid updates at once and rolls back with 'Update Failed' when the server refuses", async () => {
    const paid = new Map<number, boolean>();
    let release: (() => void) | undefined;
    let failNext = false;
    const fetchMock = mockFetch({
      "GET /api/registrations/all": () => ({ body: regs.map((r) => ({ ...r, isPaid: paid.get(r.id) ?? r.isPaid })) }),
      "GET /api/events": { body: events },
    });
    const base = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input, init) => {
      if (init?.method === "PUT") {
        // Hold the answer so the optimistic state can be seen.
        await new Promise<void>((r) => (release = r));
        if (failNext) return new Response(JSON.stringify({ message: "Database unavailable" }), { status: 500 });
        const body = JSON.parse(String(init.body)) as { isPaid: boolean };
        paid.set(1, body.isPaid);
        return new Response(JSON.stringify({ ...regs[0], isPaid: body.isPaid }), {
          headers: { "Content-Type": "application/json" },
        });
      }
      return base(input, init);
    });
    const user = userEvent.setup();
    renderApp(<RegistrationsTab />);
    const name = { name: "Mark as Paid for Ahmad Ali" };
    await user.click(await screen.findByRole("checkbox", name));
    await waitFor(() => expect(screen.getByRole("checkbox", name)).toBeChecked());
    expect(sentBody(fetchMock, "PUT /api/admin/payment-status/1")).toEqual({ isPaid: true });
    act(() => release?.());
    await waitFor(() => expect(paid.get(1)).toBe(true));

    failNext = true;
    await user.click(screen.getByRole("checkbox", name));
    await waitFor(() => expect(screen.getByRole("checkbox", name)).not.toBeChecked());
    act(() => release?.());
    expect(await screen.findByText("Update Failed")).toBeInTheDocument();
    expect(screen.getByText("Database unavailable")).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole("checkbox", name)).toBeChecked());
  });

  it("delete asks first and reports the server's message", async () => {
    const fetchMock = mockFetch({
      "GET /api/registrations/all": { body: regs },
      "GET /api/events": { body: events },
      "DELETE /api/admin/events/2/registrations": { status: 404, body: { message: "Registration not found" } },
    });
    const user = userEvent.setup();
    renderApp(<RegistrationsTab />);
    await user.click(await screen.findByRole("button", { name: "Delete registration of Siti Aminah" }));
    const dialog = await screen.findByRole("alertdialog");
    expect(within(dialog).getByText(/Siti Aminah will be removed from Charity Social/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Delete" }));
    expect(await screen.findByText("Delete failed")).toBeInTheDocument();
    expect(screen.getByText("Registration not found")).toBeInTheDocument();
    expect(sentBody(fetchMock, "DELETE /api/admin/events/2/registrations")).toEqual({ memberPhone: regs[1].memberPhone });
  });

  it("a delete failure without a message uses the fallback text", async () => {
    mockFetch({
      "GET /api/registrations/all": { body: regs },
      "GET /api/events": { body: events },
      "DELETE /api/admin/events/1/registrations": { status: 500 },
    });
    const user = userEvent.setup();
    renderApp(<RegistrationsTab />);
    await user.click(await screen.findByRole("button", { name: "Delete registration of Ahmad Ali" }));
    await user.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Delete" }));
    expect(await screen.findByText("Could not delete the registration. Please try again.")).toBeInTheDocument();
  });

  it("phone layout: cards with the same controls", async () => {
    installDomShims(390);
    mockFetch({ "GET /api/registrations/all": { body: regs }, "GET /api/events": { body: events } });
    renderApp(<RegistrationsTab />);
    const list = await screen.findByRole("list", { name: "Registrations" });
    expect(within(list).getAllByRole("listitem")).toHaveLength(2);
    expect(screen.queryByRole("table")).toBeNull();
    expect(within(list).getByRole("checkbox", { name: "Mark as Paid for Siti Aminah" })).toBeInTheDocument();
  });
});
