// The golf settings and the Order of Merit settings in each language: a
// field error from the server shows under its field (the points table's
// places under the table), and goes when that field changes.
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { mockFetch, renderApp } from "@/test/renderApp";
import { installDomShims } from "@/test/adminData";
import { expectNoRawIds, inLocale } from "@/test/locales";
import type { GolfSettings, MeritSettings } from "../types";
import { GolfSettingsCard } from "./GolfSettingsCard";
import { MeritSettingsSection } from "./MeritSettingsSection";

beforeEach(() => installDomShims());

const GOLF: GolfSettings = {
  courseId: 3,
  courseName: "Seri Kembangan",
  tee: "White",
  format: "stableford",
  allowance: 95,
  leaderboardPublic: true,
  celebrateFollowed: true,
  orderOfMerit: false,
  finalisedAt: null,
};
const COURSE = {
  id: 3,
  name: "Seri Kembangan",
  tees: [
    { name: "White", courseRating: 71.2, slope: 125, holes: Array.from({ length: 18 }, (_, i) => ({ par: 4, strokeIndex: i + 1 })) },
    { name: "Blue", courseRating: 72.4, slope: 131, holes: Array.from({ length: 18 }, (_, i) => ({ par: 4, strokeIndex: i + 1 })) },
  ],
};
const MERIT: MeritSettings = {
  seasonStartMonth: 1,
  pointsTable: [100, 80, 65],
  bestN: 6,
  visibility: "public",
  divisions: [
    { name: "A", minIndex: -10, maxIndex: 12 },
    { name: "B", minIndex: 12.1, maxIndex: 54 },
  ],
};
const invalid = (fields: Record<string, { code: string; message: string }>) => ({ status: 400, body: { message: "Please check the form", code: "invalid_input", fields } });

describe.each([
  { locale: "en" as const, tee: /^Tee/, save: "Save golf settings", bestN: "Best N events count", table: "Points by finishing position", minIndex: "Lowest index", saveMerit: "Save Order of Merit" },
  { locale: "ms" as const, tee: /^Tee/, save: "Simpan tetapan golf", bestN: "N acara terbaik dikira", table: "Mata mengikut kedudukan penamat", minIndex: "Indeks terendah", saveMerit: "Simpan Order of Merit" },
])("server field errors ($locale)", (l) => {
  inLocale(l.locale);

  it("golf settings: the server's message shows under its field until the field changes", async () => {
    mockFetch({
      "GET /api/admin/courses": { body: [COURSE] },
      "PUT /api/admin/events/5/golf": invalid({ tee: { code: "unknown_tee", message: "That course has no such tee" } }),
    });
    const user = userEvent.setup();
    renderApp(<GolfSettingsCard eventId={5} golf={GOLF} />);
    const card = await screen.findByTestId("golf-settings");
    await waitFor(() => expect(within(card).getByLabelText(l.tee)).toHaveValue("White"));
    await user.click(within(card).getByRole("button", { name: l.save }));
    const tee = within(card).getByLabelText(l.tee);
    await waitFor(() => expect(tee).toHaveAccessibleDescription(/That course has no such tee/));
    expect(tee).toHaveAttribute("aria-invalid", "true");
    await user.selectOptions(tee, "Blue");
    expect(within(card).queryByText("That course has no such tee")).toBeNull();
    expectNoRawIds(["admin"]);
  });

  it("Order of Merit: each message under its field, a place of the table under the table", async () => {
    mockFetch({
      "GET /api/admin/order-of-merit": { body: MERIT },
      "PUT /api/admin/order-of-merit": invalid({
        bestN: { code: "out_of_range", message: "Best events must be 0 (all) to 100" },
        "pointsTable.2": { code: "out_of_range", message: "Points must be more than 0 and at most 1000" },
        "divisions.1.minIndex": { code: "divisions_overlap", message: "The division overlaps A: a member must fall in one division only" },
        divisions: { code: "out_of_range", message: "At most 10 divisions" },
      }),
    });
    const user = userEvent.setup();
    renderApp(<MeritSettingsSection />);
    const card = await screen.findByTestId("merit-settings");
    await user.click(await within(card).findByRole("button", { name: l.saveMerit }));
    const bestN = within(card).getByLabelText(l.bestN);
    await waitFor(() => expect(bestN).toHaveAccessibleDescription(/Best events must be 0 \(all\) to 100/));
    expect(within(card).getByLabelText(l.table)).toHaveAccessibleDescription(/Points must be more than 0 and at most 1000/);
    const rows = within(card).getAllByTestId("division-row");
    expect(within(rows[1]).getByLabelText(l.minIndex)).toHaveAccessibleDescription(/The division overlaps A/);
    expect(within(rows[0]).getByLabelText(l.minIndex)).not.toHaveAccessibleDescription(/overlaps/);
    expect(within(card).getByRole("group").querySelector("p[role=alert]")).toHaveTextContent("At most 10 divisions");
    await user.type(bestN, "0");
    expect(within(card).queryByText("Best events must be 0 (all) to 100")).toBeNull();
    expect(within(card).getByText("Points must be more than 0 and at most 1000")).toBeInTheDocument();
    expectNoRawIds(["admin"]);
  });
});
