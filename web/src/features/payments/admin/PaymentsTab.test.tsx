import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { mockFetch, renderApp } from "@/test/renderApp";
import { installDomShims, reference } from "@/test/adminData";
import type { PayFigures, PaymentAnalytics } from "@/features/payments/types";
import PaymentsTab from "./PaymentsTab";

vi.setConfig({ testTimeout: 30_000 });
beforeEach(() => installDomShims());
const figs = (cc: number, ca: number, oc: number, oa: number, ac: number, aa: number, unpriced = 0): PayFigures => ({
  collected: { count: cc, amount: ca },
  outstanding: { count: oc, amount: oa },
  awaiting: { count: ac, amount: aa },
  unpriced,
});

const empty = figs(0, 0, 0, 0, 0, 0);

const report = (patch: Partial<PaymentAnalytics> = {}): PaymentAnalytics => ({
  from: "2026-06-01",
  to: "2026-12-31",
  totals: figs(4, 540.5, 4, 481, 2, 300.5, 1),
  months: [
    { month: "2026-06", ...figs(2, 300.5, 1, 180.5, 0, 0) },
    { month: "2026-07", ...empty },
    { month: "2026-08", ...figs(1, 120, 1, 0, 0, 0, 1) },
    { month: "2026-09", ...empty },
    { month: "2026-10", ...empty },
    { month: "2026-11", ...empty },
    { month: "2026-12", ...figs(1, 120, 2, 300.5, 2, 300.5) },
  ],
  events: [
    { eventId: 1, eventTitle: "June Cup", eventDate: "2026-06-14", ...figs(2, 300.5, 1, 180.5, 0, 0) },
    { eventId: 2, eventTitle: "August Cup", eventDate: "2026-08-09", ...figs(1, 120, 1, 0, 0, 0, 1) },
    { eventId: 3, eventTitle: "December Cup", eventDate: "2026-12-05", ...figs(1, 120, 2, 300.5, 2, 300.5) },
  ],
  daysToPay: { measured: 3, average: 2.5, median: 2, noSlipTime: 1 },
  ...patch,
});

const refs = {
  body: {
    items: [reference(1, { paymentReferenceFileUrl: "/x/f-1", paymentReferenceFileName: "a.pdf" })],
    total: 2,
    offset: 0,
    limit: 1,
    counts: { all: 2, awaiting: 1, unpaid: 1, paid: 1 },
  },
};

describe("PaymentsTab", () => {
  it("links to the payment references and shows the analytics' figures", async () => {
    mockFetch({ "GET /api/admin/payment-references": refs, "GET /api/admin/payments/analytics": { body: report() } });
    renderApp(<PaymentsTab />);
    expect(screen.getByRole("link", { name: /View Payment References/ })).toHaveAttribute("href", "/admin/payment-references");
    const collected = await screen.findByTestId("pay-collected");
    expect(collected).toHaveTextContent("RM 540.50");
    expect(collected).toHaveTextContent("4 paid registrations");
    expect(screen.getByTestId("pay-outstanding")).toHaveTextContent("RM 481");
    expect(screen.getByTestId("pay-awaiting")).toHaveTextContent("2");
    expect(screen.getByRole("link", { name: "RM 300.50 to confirm" })).toHaveAttribute("href", "/admin/payment-references?filter=awaiting");
    expect(screen.getByTestId("pay-days")).toHaveTextContent("2.5 days");
    expect(screen.getByTestId("pay-days")).toHaveTextContent("Median 2 days, over 3 payments.");
    expect(screen.getByText("1 registration has no known rate and count as RM 0.")).toBeInTheDocument();
    expect(screen.getByText("Not counted: 1 marked paid without a slip.")).toBeInTheDocument();
    const dec = screen.getByTestId("pay-row-3");
    expect(within(dec).getByRole("rowheader")).toHaveTextContent("December Cup");
    expect(dec).toHaveTextContent("5 Dec 2026");
    expect(dec).toHaveTextContent("RM 300.50");
    expect(screen.getByTestId("pay-row-2026-06")).toHaveTextContent("Jun 2026");
    expect(await screen.findByTestId("pay-chart-months")).toBeInTheDocument();
    expect(screen.getByRole("img", { name: /Money per month from 1 Jun 2026 to 31 Dec 2026: RM 540.50 collected, RM 300.50 awaiting review, RM 180.50 unpaid/ })).toBeInTheDocument();
    expect(await screen.findByText("1 awaiting review")).toBeInTheDocument();
  });

  it("asks for the dates chosen, refuses an end before the start, and exports the range shown", async () => {
    const calls: string[] = [];
    const fetch = mockFetch({
      "GET /api/admin/payments/analytics": (_init, url) => {
        calls.push(url.search);
        const from = url.searchParams.get("from") ?? "2026-06-01";
        const to = url.searchParams.get("to") ?? "2026-12-31";
        return { body: report({ from, to }) };
      },
      "GET /api/export/payment-analytics/excel": () =>
        new Response(new Uint8Array([0x50, 0x4b, 3, 4]), {
          headers: { "Content-Disposition": 'attachment; filename="golfclub-payment-analytics-2026-11-21.xlsx"' },
        }),
    });
    const saved: string[] = [];
    vi.stubGlobal("URL", Object.assign(URL, { createObjectURL: vi.fn(() => "blob:payments"), revokeObjectURL: vi.fn() }));
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    renderApp(<PaymentsTab />);
    const from = await screen.findByLabelText("Events from");
    await waitFor(() => expect(from).toHaveValue("2026-06-01"));
    expect(calls).toEqual([""]);

    fireEvent.change(from, { target: { value: "2026-08-01" } });
    fireEvent.change(screen.getByLabelText("Events to"), { target: { value: "2026-07-01" } });
    await userEvent.click(screen.getByRole("button", { name: "Show" }));
    expect(screen.getByRole("alert")).toHaveTextContent("The end date must not be before the start date.");
    expect(calls).toEqual([""]);

    fireEvent.change(screen.getByLabelText("Events to"), { target: { value: "2026-08-31" } });
    await userEvent.click(screen.getByRole("button", { name: "Show" }));
    await waitFor(() => expect(calls).toEqual(["", "?from=2026-08-01&to=2026-08-31"]));
    expect(screen.queryByRole("alert")).toBeNull();

    await userEvent.click(screen.getByRole("button", { name: /Export .xlsx: the payment analytics/ }));
    await waitFor(() =>
      expect(fetch.mock.calls.some(([u]) => String(u) === "/api/export/payment-analytics/excel?from=2026-08-01&to=2026-08-31")).toBe(true),
    );
    await waitFor(() => expect(saved).toEqual(["golfclub-payment-analytics-2026-11-21.xlsx"]));
  });

  it("analytics load failure", async () => {
    mockFetch({ "GET /api/admin/payments/analytics": { status: 500, body: { message: "x" } } });
    renderApp(<PaymentsTab />);
    expect(await screen.findByText("Failed to load payment analytics")).toBeInTheDocument();
  });

  it("no events in the dates", async () => {
    mockFetch({ "GET /api/admin/payments/analytics": { body: report({ totals: empty, events: [], daysToPay: { measured: 0, average: null, median: null, noSlipTime: 0 } }) } });
    renderApp(<PaymentsTab />);
    expect(await screen.findByText("No events in these dates.")).toBeInTheDocument();
    expect(screen.getByTestId("pay-days")).toHaveTextContent("No paid slips in these dates yet.");
  });
});
