import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { PaymentAnalyticsRow } from "@/features/payments/types";
import { PaymentAnalyticsChart } from "./PaymentAnalyticsChart";

const row = (eventId: number, paidCount: number, unpaidCount: number, price = 144): PaymentAnalyticsRow => ({
  eventId,
  eventTitle: `Event ${eventId}`,
  eventDate: "2026-12-05",
  paidCount,
  unpaidCount,
  paidAmount: paidCount * price,
  unpaidAmount: unpaidCount * price,
});

describe("PaymentAnalyticsChart", () => {
  it("empty state without upcoming events", () => {
    render(<PaymentAnalyticsChart rows={[]} />);
    expect(screen.getByText(/No upcoming events/)).toBeInTheDocument();
    expect(screen.queryByRole("img")).toBeNull();
  });

  it("stacked bars with counts, RM amounts and an accessible description", () => {
    render(<PaymentAnalyticsChart rows={[row(1, 3, 1), row(2, 0, 2, 600)]} />);
    const bars = screen.getAllByRole("img");
    expect(bars).toHaveLength(2);
    expect(bars[0]).toHaveAccessibleName("Event 1: 3 paid (RM 432), 1 unpaid (RM 144)");
    expect(bars[1]).toHaveAccessibleName("Event 2: 0 paid (RM 0), 2 unpaid (RM 1,200)");

    // One scale: the busiest event (4) fills the width.
    const e1 = screen.getByTestId("analytics-event-1");
    expect(within(e1).getByTestId("bar-paid")).toHaveStyle({ width: "75%" });
    expect(within(e1).getByTestId("bar-unpaid")).toHaveStyle({ width: "25%" });
    expect(within(e1).getByText("Paid 3 · RM 432")).toBeInTheDocument();
    expect(within(e1).getByText("Unpaid 1 · RM 144")).toBeInTheDocument();
    const e2 = screen.getByTestId("analytics-event-2");
    expect(within(e2).queryByTestId("bar-paid")).toBeNull();
    expect(within(e2).getByTestId("bar-unpaid")).toHaveStyle({ width: "50%" });

    // Totals and the table fallback.
    expect(screen.getByText("Collected").nextElementSibling).toHaveTextContent("RM 432");
    expect(screen.getByText("Outstanding").nextElementSibling).toHaveTextContent("RM 1,344");
    const table = screen.getByRole("table", { hidden: true });
    expect(within(table).getAllByRole("row", { hidden: true })).toHaveLength(3);
    expect(within(table).getByRole("rowheader", { name: "Event 2", hidden: true })).toBeInTheDocument();
  });

  it("an event with no registrations shows an empty track, not NaN", () => {
    render(<PaymentAnalyticsChart rows={[row(1, 0, 0)]} />);
    expect(screen.getByRole("img")).toHaveAccessibleName("Event 1: 0 paid (RM 0), 0 unpaid (RM 0)");
    expect(screen.getByText("No registrations yet")).toBeInTheDocument();
    expect(screen.queryByTestId("bar-paid")).toBeNull();
    expect(screen.queryByTestId("bar-unpaid")).toBeNull();
    expect(document.body.textContent).not.toContain("NaN");
  });
});
