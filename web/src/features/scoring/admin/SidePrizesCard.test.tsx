// Side prizes in each language: Edit fills the form with the prize and
// saves it with PUT; cancel goes back to adding (POST).
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { mockFetch, renderApp, sentBody } from "@/test/renderApp";
import { installDomShims } from "@/test/adminData";
import { expectNoRawIds, inLocale } from "@/test/locales";
import type { AdminScoringPlayer, ScorecardHole, SidePrize } from "../types";
import { SidePrizesCard } from "./SidePrizesCard";

beforeEach(() => installDomShims());

const HOLES: ScorecardHole[] = Array.from({ length: 18 }, (_, i) => ({ number: i + 1, par: i === 2 || i === 7 ? 3 : 4, strokeIndex: i + 1 }));
const player = (registrationId: number, memberId: number, name: string) => ({ registrationId, memberId, name }) as AdminScoringPlayer;
const PLAYERS = [player(1, 101, "Aisyah"), player(2, 102, "Ben")];
const PRIZES: SidePrize[] = [
  { id: 7, kind: "nearest_pin", hole: 8, memberId: 102, winnerName: "Ben", distance: "2.4 m" },
  { id: 9, kind: "longest_drive", hole: 10, memberId: null, winnerName: null, distance: "" },
];

function setup() {
  const fetchMock = mockFetch({
    "GET /api/admin/events/5/side-prizes": { body: PRIZES },
    "PUT /api/admin/events/5/side-prizes/7": { body: PRIZES[0] },
    "POST /api/admin/events/5/side-prizes": { status: 201, body: { ...PRIZES[1], id: 11 } },
  });
  renderApp(<SidePrizesCard eventId={5} holes={HOLES} players={PLAYERS} />);
  return { fetchMock, user: userEvent.setup() };
}

describe.each([
  { locale: "en" as const, edit: "Edit Nearest the Pin on hole 8", editForm: "Edit a side prize", addForm: "Add a side prize", kind: "Prize", hole: "Hole", winner: "Winner", distance: "Distance", save: "Save prize", add: "Add prize", cancel: "Cancel" },
  { locale: "ms" as const, edit: "Sunting Terdekat ke Pin di lubang 8", editForm: "Sunting hadiah sampingan", addForm: "Tambah hadiah sampingan", kind: "Hadiah", hole: "Lubang", winner: "Pemenang", distance: "Jarak", save: "Simpan hadiah", add: "Tambah hadiah", cancel: "Batal" },
])("SidePrizesCard ($locale)", (l) => {
  inLocale(l.locale);

  it("edits a prize in place with PUT, then the form adds again", async () => {
    const { fetchMock, user } = setup();
    await screen.findAllByTestId("side-prize-row");
    await user.click(screen.getByRole("button", { name: l.edit }));
    const form = screen.getByRole("form", { name: l.editForm });
    expect(within(form).getByLabelText(l.kind)).toHaveValue("nearest_pin");
    expect(within(form).getByLabelText(l.kind)).toHaveFocus();
    expect(within(form).getByLabelText(l.hole)).toHaveValue("8");
    expect(within(form).getByLabelText(l.winner)).toHaveValue("102");
    expect(within(form).getByLabelText(l.distance)).toHaveValue("2.4 m");
    await user.clear(within(form).getByLabelText(l.distance));
    await user.type(within(form).getByLabelText(l.distance), "1.9 m");
    await user.selectOptions(within(form).getByLabelText(l.winner), "101");
    await user.click(within(form).getByRole("button", { name: l.save }));
    await waitFor(() =>
      expect(sentBody(fetchMock, "PUT /api/admin/events/5/side-prizes/7")).toEqual({ kind: "nearest_pin", hole: 8, memberId: 101, distance: "1.9 m" }),
    );
    expect(await screen.findByRole("form", { name: l.addForm })).toBeInTheDocument();
    expect(screen.getByLabelText(l.distance)).toHaveValue("");
    expect(fetchMock.mock.calls.some(([, i]) => i?.method === "POST")).toBe(false);
    expectNoRawIds(["admin"]);
  });

  it("cancel returns to add mode, and the next save adds with POST", async () => {
    const { fetchMock, user } = setup();
    await screen.findAllByTestId("side-prize-row");
    await user.click(screen.getByRole("button", { name: l.edit }));
    expect(screen.getAllByTestId("side-prize-row")[0]).toHaveAttribute("data-editing", "true");
    await user.click(screen.getByRole("button", { name: l.cancel }));
    const form = screen.getByRole("form", { name: l.addForm });
    expect(within(form).getByLabelText(l.distance)).toHaveValue("");
    expect(within(form).getByLabelText(l.winner)).toHaveValue("");
    expect(within(form).queryByRole("button", { name: l.save })).toBeNull();
    await user.selectOptions(within(form).getByLabelText(l.kind), "longest_drive");
    await user.selectOptions(within(form).getByLabelText(l.hole), "10");
    await user.type(within(form).getByLabelText(l.distance), "265 m");
    await user.click(within(form).getByRole("button", { name: l.add }));
    await waitFor(() =>
      expect(sentBody(fetchMock, "POST /api/admin/events/5/side-prizes")).toEqual({ kind: "longest_drive", hole: 10, memberId: null, distance: "265 m" }),
    );
    expect(fetchMock.mock.calls.some(([, i]) => i?.method === "PUT")).toBe(false);
  });
});
