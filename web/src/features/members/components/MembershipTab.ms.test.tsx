// The Membership tab (profile, preferred name, VIP status) in Bahasa Melayu.
import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { resetToasts } from "@/shared/ui/use-toast";
import { mockFetch, renderApp } from "@/test/renderApp";
import { activateLocale } from "@/shared/i18n/i18n";
import type { MemberProfile } from "@/shared/lib/types";
import { MembershipTab } from "./MembershipTab";

beforeEach(() => activateLocale("ms"));
afterEach(async () => {
  act(() => resetToasts());
  vi.unstubAllGlobals();
  await activateLocale("en");
});

const member: MemberProfile = {
  id: 7,
  name: "Tan Wei Ming",
  preferredName: null,
  phone: "0123456789",
  email: null,
  membershipNumber: "BHG123456",
  isActive: true,
  subscriptionDate: null,
  subscriptionExpiryDate: "2020-03-01",
};

/** No raw catalog id (profile.xyz, common.xyz…) anywhere on screen. */
function expectNoIds() {
  expect(document.body.textContent ?? "").not.toMatch(/\b(profile|common|valid|bell)\.[a-zA-Z]/);
}

describe("Membership tab in Malay", () => {
  it("shows the details, status, benefits and VIP status in Malay", () => {
    mockFetch({});
    renderApp(<MembershipTab member={member} />);
    expect(screen.getByText("Butiran Keahlian")).toBeInTheDocument();
    expect(screen.getByText("Nama")).toBeInTheDocument();
    expect(screen.getByText("Tidak dinyatakan")).toBeInTheDocument(); // no email
    expect(within(screen.getByTestId("membership-status")).getByText("Ahli Aktif")).toBeInTheDocument();
    expect(screen.getByText("Layak untuk kadar ahli")).toBeInTheDocument();
    expect(screen.getByText("Faedah Ahli")).toBeInTheDocument();
    expect(screen.getByText("Kadar khas ahli")).toBeInTheDocument();
    const vip = screen.getByTestId("vip-status");
    expect(within(vip).getByText("Tamat")).toBeInTheDocument();
    expect(within(vip).getByText(/Langganan VIP anda tamat pada 1 Mac 2020/)).toBeInTheDocument();
    expect(within(vip).getByRole("link", { name: "Perbaharui VIP" })).toHaveAttribute("href", "/membership");
    // Data stays as it is.
    expect(screen.getByText("Tan Wei Ming")).toBeInTheDocument();
    expectNoIds();
  });

  it("a member without a number sees guest access in Malay", () => {
    mockFetch({});
    renderApp(<MembershipTab member={{ ...member, membershipNumber: null, subscriptionExpiryDate: null }} />);
    expect(screen.getByText("Akses Tetamu")).toBeInTheDocument();
    expect(screen.getByText("Tiada ID keahlian diberikan")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Hubungi Admin" })).toHaveAttribute("href", "/contact");
    expect(within(screen.getByTestId("vip-status")).getByRole("link", { name: "Lihat Langganan VIP" })).toBeInTheDocument();
    expectNoIds();
  });

  it("changes the preferred name with Malay labels, message and toast", async () => {
    mockFetch({ "PATCH /api/member/profile": { body: { ...member, preferredName: "Wei Ming" } } });
    const user = userEvent.setup();
    renderApp(<MembershipTab member={member} />);
    expect(screen.getByText("Tidak ditetapkan: kami guna nama penuh anda")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Tukar" }));
    const field = screen.getByLabelText("Nama pilihan");
    await user.click(field);
    await user.paste("x".repeat(41));
    await user.click(screen.getByRole("button", { name: "Simpan" }));
    expect(screen.getByText("Nama pilihan mestilah tidak melebihi 40 aksara")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Batal" })).toBeInTheDocument();
    await user.clear(field);
    await user.paste("Wei Ming");
    await user.click(screen.getByRole("button", { name: "Simpan" }));
    expect(await screen.findByText("Kami akan menyapa anda sebagai Wei Ming.")).toBeInTheDocument();
    expect(screen.getByText("Nama pilihan disimpan")).toBeInTheDocument();
    expectNoIds();
  }, 20_000);
});
