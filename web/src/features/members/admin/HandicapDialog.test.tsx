// The admin's Members tab in each language: the Handicap column (a plus
// handicap with "+", a dash for none) and the dialog that sets or clears a
// member's index with the member form's own checks.
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { mockFetch, renderApp, sentBody } from "@/test/renderApp";
import { installDomShims } from "@/test/adminData";
import { expectNoRawIds, inLocale } from "@/test/locales";
import type { AdminMember } from "@/features/members/types";
import MembersTab from "./MembersTab";

beforeEach(() => installDomShims());

const member = (id: number, name: string, handicapIndex: number | null): AdminMember => ({
  id,
  name,
  phone: `012345678${id}`,
  email: `m${id}@example.com`,
  membershipNumber: "",
  isActive: true,
  subscriptionDate: null,
  subscriptionExpiryDate: null,
  createdAt: "2026-01-01T00:00:00Z",
  updatedAt: "2026-01-01T00:00:00Z",
  registrationCount: 0,
  handicapIndex,
});

const MEMBERS = [member(1, "Aisyah", 12.4), member(2, "Ben", -2.1), member(3, "Chong", null)];

function setup(put: Parameters<typeof mockFetch>[0][string] = { body: { index: 9.8, history: [] } }) {
  const fetchMock = mockFetch({
    "GET /api/admin/members": { body: MEMBERS },
    "GET /api/admin/deletion-requests": { body: { requests: [] } },
    "PUT /api/admin/members/1/handicap": put,
    "PUT /api/admin/members/2/handicap": put,
    "PUT /api/admin/members/3/handicap": put,
  });
  renderApp(<MembersTab />);
  return { fetchMock, user: userEvent.setup() };
}

describe.each([
  { locale: "en" as const, col: "Handicap", set: "Set the Handicap Index of", label: "Handicap Index", save: "Save", clear: "Clear", invalid: "Enter a Handicap Index from 54.0 down to +10.0" },
  { locale: "ms" as const, col: "Handikap", set: "Tetapkan Indeks Handikap", label: "Indeks Handikap", save: "Simpan", clear: "Kosongkan", invalid: "Masukkan Indeks Handikap dari 54.0 hingga +10.0" },
])("Members tab, Handicap Index ($locale)", ({ locale, col, set, label, save, clear, invalid }) => {
  inLocale(locale);

  it("shows each member's index, a plus handicap with + and none as a dash", async () => {
    setup();
    const rows = await screen.findAllByTestId("member-row");
    const headers = screen.getAllByRole("columnheader").map((h) => h.textContent);
    const at = headers.indexOf(col);
    expect(at).toBeGreaterThan(0);
    const cell = (i: number) => within(rows[i]).getAllByRole("cell")[at].textContent;
    expect([cell(0), cell(1), cell(2)]).toEqual(["12.4", "+2.1", "—"]);
    expectNoRawIds(["admin", "handicap"]);
  });

  it("refuses what the member's own form refuses, then saves a plus handicap as a negative number", async () => {
    const { fetchMock, user } = setup();
    await screen.findAllByTestId("member-row");
    await user.click(screen.getByRole("button", { name: `${set} Chong` }));
    const dialog = await screen.findByRole("dialog");
    const input = within(dialog).getByLabelText(label);
    expect(input).toHaveValue("");
    expect(within(dialog).queryByRole("button", { name: clear })).toBeNull();
    for (const bad of ["54.1", "+10.1", "12.45", "abc"]) {
      await user.clear(input);
      await user.type(input, bad);
      await user.click(within(dialog).getByRole("button", { name: save }));
      expect(await within(dialog).findByText(new RegExp(invalid.replace(/[+.]/g, "\\$&")))).toBeInTheDocument();
    }
    expect(fetchMock.mock.calls.some(([, i]) => i?.method === "PUT")).toBe(false);
    await user.clear(input);
    await user.type(input, "+1.5");
    await user.click(within(dialog).getByRole("button", { name: save }));
    await waitFor(() => expect(sentBody(fetchMock, "PUT /api/admin/members/3/handicap")).toEqual({ index: -1.5 }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expectNoRawIds(["admin", "handicap"]);
  });

  it("fills the current index and clears it with null", async () => {
    const { fetchMock, user } = setup();
    await screen.findAllByTestId("member-row");
    await user.click(screen.getByRole("button", { name: `${set} Ben` }));
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByLabelText(label)).toHaveValue("+2.1");
    await user.click(within(dialog).getByRole("button", { name: clear }));
    await waitFor(() => expect(sentBody(fetchMock, "PUT /api/admin/members/2/handicap")).toEqual({ index: null }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("shows the server's message under the field", async () => {
    const { user } = setup({ status: 400, body: { message: "Please check the form", code: "invalid_input", fields: { index: { code: "out_of_range", message: "Index out of range" } } } });
    await screen.findAllByTestId("member-row");
    await user.click(screen.getByRole("button", { name: `${set} Aisyah` }));
    const dialog = await screen.findByRole("dialog");
    await user.click(within(dialog).getByRole("button", { name: save }));
    expect(await within(dialog).findByText("Index out of range")).toBeInTheDocument();
    expect(within(dialog).getByLabelText(label)).toHaveAttribute("aria-invalid", "true");
  });
});
