import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { PencilIcon, Trash2Icon, UsersIcon, EyeIcon } from "lucide-react";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { describe, expect, it, vi } from "vitest";
import { installDomShims } from "@/test/adminData";
import { AdminTable, type AdminColumn, type RowAction } from "./AdminTable";

interface Player {
  id: number;
  name: string;
  club: string;
  handicap: number;
  note: string;
}

const rows: Player[] = [
  { id: 1, name: "Aminah", club: "Bukit Hijau", handicap: 12, note: "Left-handed" },
  { id: 2, name: "Kumar", club: "Saujana", handicap: 5, note: "Needs a buggy" },
];

const columns: AdminColumn<Player>[] = [
  { id: "name", header: "Name", cell: (p) => p.name, card: "title" },
  { id: "club", header: "Club", cell: (p) => p.club, card: "subtitle" },
  { id: "hcp", header: "Handicap", cardLabel: "HCP", cell: (p) => p.handicap },
  { id: "badge", header: "Level", cell: (p) => (p.handicap < 10 ? "Low" : "Mid"), card: "aside" },
  { id: "note", header: "Note", tableHidden: true, cell: (p) => p.note, card: "footer" },
  { id: "secret", header: "Internal", cell: () => "table only", card: "none" },
];

function setup(width: number, busyId?: number) {
  installDomShims(width);
  const onEdit = vi.fn();
  const onManage = vi.fn();
  const actions = (p: Player): RowAction[] => [
    { id: "manage", label: "Manage", ariaLabel: `Manage ${p.name}`, icon: UsersIcon, tone: "primary", onClick: () => onManage(p.id) },
    { id: "view", label: "View", ariaLabel: `View ${p.name}`, icon: EyeIcon, href: `~/admin/players/${p.id}` },
    { id: "edit", label: "Edit", ariaLabel: `Edit ${p.name}`, icon: PencilIcon, onClick: () => onEdit(p.id), busy: busyId === p.id, busyLabel: "Saving…" },
    { id: "delete", label: "Delete", ariaLabel: `Delete ${p.name}`, icon: Trash2Icon, tone: "destructive", onClick: () => {} },
  ];
  const loc = memoryLocation({ path: "/admin/dashboard" });
  render(
    <Router hook={loc.hook}>
      <AdminTable label="Players" rows={rows} columns={columns} rowKey={(p) => p.id} actions={actions} rowTestId={(p) => `player-${p.id}`} />
    </Router>,
  );
  return { onEdit, onManage, user: userEvent.setup() };
}


describe("AdminTable", () => {
  it("desktop: a named table from the columns, with icon actions named after their row", async () => {
    const { onEdit, onManage, user } = setup(1280);
    const table = screen.getByRole("table", { name: "Players" });
    expect(within(table).getAllByRole("columnheader").map((h) => h.textContent)).toEqual([
      "Name",
      "Club",
      "Handicap",
      "Level",
      "Internal",
      "Actions",
    ]);
    const row = screen.getByTestId("player-2");
    expect(within(row).getByText("Saujana")).toBeInTheDocument();
    expect(within(row).queryByText("Needs a buggy")).toBeNull();
    // Icon buttons carry the row in their name and the short label as a tooltip.
    const edit = within(row).getByRole("button", { name: "Edit Kumar" });
    expect(edit).toHaveAttribute("title", "Edit");
    expect(edit).not.toHaveTextContent("Edit");
    // The primary action keeps its text.
    expect(within(row).getByRole("button", { name: "Manage Kumar" })).toHaveTextContent("Manage");
    expect(within(row).getByRole("link", { name: "View Kumar" })).toHaveAttribute("href", "/admin/players/2");
    await user.click(edit);
    expect(onEdit).toHaveBeenCalledWith(2);
    // Keyboard reachable: Tab to the action and press Enter.
    within(screen.getByTestId("player-1")).getByRole("button", { name: "Manage Aminah" }).focus();
    await user.keyboard("{Enter}");
    expect(onManage).toHaveBeenCalledWith(1);
    expect(screen.queryByRole("list")).toBeNull();
  });

  it("phone: one card per row built from the same columns, with labelled 44 px actions", async () => {
    const { onEdit, user } = setup(390, 1);
    expect(screen.queryByRole("table")).toBeNull();
    const list = screen.getByRole("list", { name: "Players" });
    const cards = within(list).getAllByRole("listitem");
    expect(cards).toHaveLength(2);
    const card = screen.getByTestId("player-2");
    expect(within(card).getByText("Kumar")).toBeInTheDocument();
    expect(within(card).getByText("Saujana")).toBeInTheDocument();
    expect(within(card).getByText("Low")).toBeInTheDocument();
    expect(within(card).getByText("Needs a buggy")).toBeInTheDocument();
    expect(within(card).queryByText("table only")).toBeNull();
    // Fields are label/value pairs, labelled by cardLabel when given.
    expect(within(card).getByText("HCP").tagName).toBe("DT");
    expect(within(card).getByText("5").tagName).toBe("DD");
    for (const name of ["Manage Kumar", "Edit Kumar", "Delete Kumar"]) {
      const b = within(card).getByRole("button", { name });
      expect(b).toHaveClass("h-11");
      expect(b).toHaveTextContent(name.split(" ")[0]);
    }
    expect(within(card).getByRole("link", { name: "View Kumar" })).toHaveClass("h-11");
    // A running action shows its busy text and cannot be pressed twice.
    const busy = within(screen.getByTestId("player-1")).getByRole("button", { name: "Edit Aminah" });
    expect(busy).toHaveTextContent("Saving…");
    expect(busy).toBeDisabled();
    await user.click(within(card).getByRole("button", { name: "Edit Kumar" }));
    expect(onEdit).toHaveBeenCalledWith(2);
  });
});
