import { useState } from "react";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { Rate } from "@/shared/lib/types";
import { RatesEditor } from "./RatesEditor";
import { canonicalRates, emptyRates, rowsFromRates, stripRatePrefix, validateRates, type RateRows } from "./rates";

function Harness({ initial = emptyRates() }: { initial?: RateRows }) {
  const [rows, setRows] = useState(initial);
  return (
    <>
      <RatesEditor value={rows} onChange={setRows} errors={validateRates(rows)} />
      <output data-testid="out">{JSON.stringify(canonicalRates(rows))}</output>
    </>
  );
}

const out = (): Rate[] => JSON.parse(screen.getByTestId("out").textContent ?? "[]") as Rate[];

describe("RatesEditor", () => {
  it("builds the canonical list with the group prefixes", async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const member = screen.getByRole("group", { name: "MEMBER RATES" });
    const guest = screen.getByRole("group", { name: "NON-MEMBER RATES" });
    await user.click(within(member).getByRole("button", { name: "Add member rate" }));
    await user.type(within(member).getByLabelText("Member rate type 1"), "Weekday");
    await user.type(within(member).getByLabelText("Member rate price 1 (RM)"), "120");
    await user.click(within(guest).getByRole("button", { name: "Add non-member rate" }));
    await user.type(within(guest).getByLabelText("Non-Member rate type 1"), "Weekday");
    await user.type(within(guest).getByLabelText("Non-Member rate price 1 (RM)"), "180");
    expect(out()).toEqual([
      { type: "Member Weekday", price: 120, category: "member" },
      { type: "Non-Member Weekday", price: 180, category: "non-member" },
    ]);
  });

  it("marks a rate as an add-on and keeps a stored add-on's flag on save", async () => {
    const user = userEvent.setup();
    render(
      <Harness
        initial={rowsFromRates([
          { type: "Member Nine Holes", price: 65, category: "member" },
          { type: "Member Buggy Share", price: 25, category: "member", addOn: true },
        ])}
      />,
    );
    expect(out()).toEqual([
      { type: "Member Nine Holes", price: 65, category: "member" },
      { type: "Member Buggy Share", price: 25, category: "member", addOn: true },
    ]);
    const boxes = screen.getAllByRole("checkbox", { name: "Add-on (not an entry fee)" });
    expect(boxes.map((b) => b.getAttribute("aria-checked"))).toEqual(["false", "true"]);
    await user.click(boxes[0]);
    await user.click(boxes[1]);
    expect(out()).toEqual([
      { type: "Member Nine Holes", price: 65, category: "member", addOn: true },
      { type: "Member Buggy Share", price: 25, category: "member" },
    ]);
  });

  it("removes rows and flags incomplete ones", async () => {
    const user = userEvent.setup();
    render(
      <Harness
        initial={rowsFromRates([
          { type: "Member Weekday", price: 120, category: "member" },
          { type: "Member Weekend", price: 150, category: "member" },
        ])}
      />,
    );
    await user.click(screen.getByRole("button", { name: "Remove member rate Weekday" }));
    expect(out()).toEqual([{ type: "Member Weekend", price: 150, category: "member" }]);
    await user.clear(screen.getByLabelText("Member rate price 1 (RM)"));
    await user.type(screen.getByLabelText("Member rate price 1 (RM)"), "abc");
    expect(screen.getByText("Enter a price in RM")).toBeInTheDocument();
    expect(out()).toEqual([]);
  });
});

describe("rates model", () => {
  it("reads stored rates back into rows without prefixes", () => {
    expect(
      rowsFromRates([
        { type: "Member Weekday", price: 120, category: "member" },
        { type: "Non-Member Weekday", price: 180.5, category: "non-member" },
      ]),
    ).toEqual({ member: [{ name: "Weekday", price: "120" }], nonMember: [{ name: "Weekday", price: "180.5" }] });
  });

  it("never doubles a prefix the admin typed and skips blank rows", () => {
    expect(stripRatePrefix("Non-Member Weekend")).toBe("Weekend");
    expect(stripRatePrefix("member  Weekday")).toBe("Weekday");
    expect(stripRatePrefix("Membership Day")).toBe("Membership Day");
    expect(
      canonicalRates({
        member: [{ name: "Member Weekday", price: "RM 1,200" }, { name: "", price: "" }],
        nonMember: [{ name: "Non-Member Weekday", price: "99.90" }],
      }),
    ).toEqual([
      { type: "Member Weekday", price: 1200, category: "member" },
      { type: "Non-Member Weekday", price: 99.9, category: "non-member" },
    ]);
  });

  it("validates names, prices and duplicates per group", () => {
    expect(validateRates({ member: [{ name: "", price: "" }], nonMember: [] })).toBeNull();
    expect(validateRates({ member: [{ name: "Weekday", price: "120" }], nonMember: [{ name: "Weekday", price: "180" }] })).toBeNull();
    const e = validateRates({
      member: [
        { name: "Weekday", price: "120" },
        { name: "weekday", price: "-5" },
      ],
      nonMember: [{ name: "", price: "10" }],
    });
    expect(e?.member[1]).toEqual({ name: "This rate type is already listed", price: "Enter a price in RM" });
    expect(e?.nonMember[0]).toEqual({ name: "Enter a rate type, e.g. Weekday" });
  });
});
