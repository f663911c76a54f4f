import { screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { mockFetch, renderApp } from "@/test/renderApp";
import { installDomShims, reference } from "@/test/adminData";
import PaymentsTab from "./PaymentsTab";

vi.setConfig({ testTimeout: 30_000 });
beforeEach(() => installDomShims());
afterEach(() => vi.unstubAllGlobals());

describe("PaymentsTab", () => {
  it("links to the payment references and draws the analytics", async () => {
    mockFetch({
      "GET /api/admin/payment-references": {
        body: {
          items: [reference(1, { paymentReferenceFileUrl: "/x/f-1", paymentReferenceFileName: "a.pdf" })],
          total: 2,
          offset: 0,
          limit: 1,
          counts: { all: 2, awaiting: 1, unpaid: 1, paid: 1 },
        },
      },
      "GET /api/admin/payment-analytics": {
        body: [{ eventId: 1, eventTitle: "Monthly Medal", eventDate: "2026-12-05", paidCount: 1, unpaidCount: 1, paidAmount: 144, unpaidAmount: 144 }],
      },
    });
    renderApp(<PaymentsTab />);
    expect(screen.getByRole("link", { name: /View Payment References/ })).toHaveAttribute("href", "/admin/payment-references");
    expect(await screen.findByRole("img", { name: "Monthly Medal: 1 paid (RM 144), 1 unpaid (RM 144)" })).toBeInTheDocument();
    expect(await screen.findByText("1 awaiting review")).toBeInTheDocument();
  });

  it("analytics load failure and empty state", async () => {
    mockFetch({ "GET /api/admin/payment-analytics": { status: 500, body: { message: "x" } } });
    renderApp(<PaymentsTab />);
    expect(await screen.findByText("Failed to load payment analytics")).toBeInTheDocument();
  });

  it("no upcoming events", async () => {
    mockFetch({ "GET /api/admin/payment-analytics": { body: [] } });
    renderApp(<PaymentsTab />);
    expect(await screen.findByText(/No upcoming events/)).toBeInTheDocument();
  });
});
