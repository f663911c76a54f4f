import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Toaster } from "@/shared/ui/toaster";
import { resetToasts } from "@/shared/ui/use-toast";
import { json, mockFetch, renderWithProviders } from "@/test/publicHarness";
import type { AdminMember } from "@/features/members/types";
import { MemberFormDialog } from "./MemberFormDialog";
import { memberFormSchema } from "./memberForm";

// jsdom has no ResizeObserver; the Radix switch measures its thumb with one.
if (!("ResizeObserver" in globalThis)) {
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

afterEach(() => {
  act(() => resetToasts());
});

const ali: AdminMember = {
  id: 5,
  name: "Ali bin Abu",
  phone: "0123456789",
  email: "ali@example.com",
  membershipNumber: "BHG1",
  isActive: true,
  subscriptionDate: "2026-01-01",
  subscriptionExpiryDate: "2026-12-31",
  createdAt: "2026-01-01T00:00:00Z",
  updatedAt: "2026-01-01T00:00:00Z",
  registrationCount: 2,
};

function open(member: AdminMember | null, routes = {}) {
  const fetch = mockFetch(routes);
  const onOpenChange = vi.fn();
  renderWithProviders(
    <>
      <MemberFormDialog open onOpenChange={onOpenChange} member={member} />
      <Toaster />
    </>,
  );
  return { fetch, onOpenChange, dialog: screen.getByRole("dialog"), user: userEvent.setup() };
}

describe("member form schema", () => {
  const base = { name: "Ali", phone: "012-345 6789", email: "a@b.co", membershipNumber: "", subscriptionDate: "", subscriptionExpiryDate: "", isActive: true };
  const msgs = (mode: "create" | "edit", v: object) => {
    const r = memberFormSchema(mode).safeParse({ ...base, ...v });
    return r.success ? [] : r.error.issues.map((i) => i.message);
  };
  it("requires a 6-character password on create only", () => {
    expect(msgs("create", { password: "" })).toEqual(["Password must be at least 6 characters"]);
    expect(msgs("create", { password: "12345" })).toEqual(["Password must be at least 6 characters"]);
    expect(msgs("create", { password: "123456" })).toEqual([]);
    expect(msgs("edit", { password: "" })).toEqual([]);
    expect(msgs("edit", { password: "123" })).toEqual(["Password must be at least 6 characters"]);
  });
  it("counts phone digits, not characters", () => {
    expect(msgs("edit", { password: "", phone: "012-345-678" })).toEqual(["Phone number must be at least 10 digits"]);
    expect(msgs("edit", { password: "", phone: "+60 12 345 6789" })).toEqual([]);
  });
});

describe("MemberFormDialog", () => {
  it("shows every create message and sends nothing", async () => {
    const { dialog, user, fetch } = open(null);
    expect(within(dialog).getByLabelText(/Password/)).toHaveAttribute("placeholder", "Minimum 6 characters");
    await user.click(within(dialog).getByRole("button", { name: "Add Member" }));
    expect(await within(dialog).findByText("Name must be at least 2 characters")).toBeInTheDocument();
    expect(within(dialog).getByText("Phone number must be at least 10 digits")).toBeInTheDocument();
    expect(within(dialog).getByText("Invalid email address")).toBeInTheDocument();
    expect(within(dialog).getByText("Password must be at least 6 characters")).toBeInTheDocument();
    expect(fetch.mock.calls.some(([u]) => String(u).includes("/api/admin/members"))).toBe(false);
  });

  it("creates with passwordHash as typed and isActive on by default", async () => {
    const { dialog, user, fetch, onOpenChange } = open(null, {
      "POST /api/admin/members": () => json({ ...ali, id: 9 }, 201),
    });
    await user.type(within(dialog).getByLabelText(/Name/), "Siti Aminah");
    await user.type(within(dialog).getByLabelText(/Phone/), "019-876 5432");
    await user.type(within(dialog).getByLabelText(/Email/), "siti@example.com");
    await user.type(within(dialog).getByLabelText(/Password/), "secret12");
    expect(within(dialog).getByRole("switch")).toBeChecked();
    await user.click(within(dialog).getByRole("button", { name: "Add Member" }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    const call = fetch.mock.calls.find(([u, i]) => String(u) === "/api/admin/members" && i?.method === "POST");
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({
      name: "Siti Aminah",
      phone: "019-876 5432",
      email: "siti@example.com",
      membershipNumber: "",
      passwordHash: "secret12",
      isActive: true,
      subscriptionDate: "",
      subscriptionExpiryDate: "",
    });
    expect(await screen.findByText("Member created")).toBeInTheDocument();
  });

  it("on edit a blank password keeps the old one; a short one is refused", async () => {
    const { dialog, user, fetch } = open(ali, { "PUT /api/admin/members/5": () => json(ali) });
    expect(within(dialog).getByText("Leave blank to keep the current password")).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/Password/), "abc");
    await user.click(within(dialog).getByRole("button", { name: "Save Changes" }));
    expect(await within(dialog).findByText("Password must be at least 6 characters")).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText(/Password/));
    await waitFor(() => expect(within(dialog).queryByText("Password must be at least 6 characters")).not.toBeInTheDocument());
    await user.click(within(dialog).getByRole("button", { name: "Save Changes" }));
    await waitFor(() => expect(fetch.mock.calls.some(([u, i]) => String(u) === "/api/admin/members/5" && i?.method === "PUT")).toBe(true));
    const call = fetch.mock.calls.find(([u, i]) => String(u) === "/api/admin/members/5" && i?.method === "PUT");
    expect(JSON.parse(String(call?.[1]?.body))).toMatchObject({ name: "Ali bin Abu", passwordHash: "", subscriptionExpiryDate: "2026-12-31" });
  });

  it("toasts the server's message when the create fails", async () => {
    const { dialog, user } = open(null, {
      "POST /api/admin/members": () => json({ message: "A member with this phone already exists", code: "phone_taken", fields: { phone: { code: "phone_taken", message: "A member with this phone already exists" } } }, 409),
    });
    await user.type(within(dialog).getByLabelText(/Name/), "Siti");
    await user.type(within(dialog).getByLabelText(/Phone/), "0198765432");
    await user.type(within(dialog).getByLabelText(/Email/), "siti@example.com");
    await user.type(within(dialog).getByLabelText(/Password/), "secret12");
    await user.click(within(dialog).getByRole("button", { name: "Add Member" }));
    expect(await screen.findByText("Failed to create member")).toBeInTheDocument();
    expect(screen.getAllByText("A member with this phone already exists").length).toBeGreaterThanOrEqual(2);
  });
});
