// The Membership tab (profile, preferred name, VIP status) in each language.
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi, afterEach } from "vitest";
import { mockFetch, renderApp, sentBody } from "@/test/renderApp";
import { inLocale } from "@/test/locales";
import { PROFILE_KEY } from "@/features/auth";
import type { MemberProfile } from "@/shared/lib/types";
import { MembershipTab } from "./MembershipTab";

afterEach(() => {
  vi.useRealTimers();
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
  subscriptionExpiryDate: null,
};

/** No raw catalog id (profile.xyz, common.xyz…) anywhere on screen. */
function expectNoIds() {
  expect(document.body.textContent ?? "").not.toMatch(/\b(profile|common|valid|bell)\.[a-zA-Z]/);
}

describe.each([
  {
    locale: "en",
    details: "Membership Details",
    name: "Name",
    notSpecified: "Not specified",
    activeMember: "Active Member",
    eligible: "Eligible for member rates",
    benefits: "Member Benefits",
    memberRates: "Member-only rates",
    vipNone: /Member rates come with your membership/,
    vipSee: "See VIP Subscription",
    vipUntil: /runs until 1 Mar 2099/,
    vipEnded: /Your VIP subscription ended on 1 Mar 2020/,
    vipExpired: "Expired",
    vipRenew: "Renew VIP",
    guest: "Guest Access",
    noMembershipId: "No membership ID assigned",
    contactAdmin: "Contact Admin",
    notSet: "Not set: we use your full name",
    change: "Change",
    preferredName: "Preferred name",
    save: "Save",
    cancel: "Cancel",
    tooLong: "Preferred name must be at most 40 characters",
    greetAs: "We'll greet you as Wei Ming.",
    saved: "Preferred name saved",
  },
  {
    locale: "ms",
    details: "Butiran Keahlian",
    name: "Nama",
    notSpecified: "Tidak dinyatakan",
    activeMember: "Ahli Aktif",
    eligible: "Layak untuk kadar ahli",
    benefits: "Faedah Ahli",
    memberRates: "Kadar khas ahli",
    vipNone: /Kadar ahli disertakan dengan keahlian anda/,
    vipSee: "Lihat Langganan VIP",
    vipUntil: /berkuat kuasa sehingga 1 Mac 2099/,
    vipEnded: /Langganan VIP anda tamat pada 1 Mac 2020/,
    vipExpired: "Tamat",
    vipRenew: "Perbaharui VIP",
    guest: "Akses Tetamu",
    noMembershipId: "Tiada ID keahlian diberikan",
    contactAdmin: "Hubungi Admin",
    notSet: "Tidak ditetapkan: kami guna nama penuh anda",
    change: "Tukar",
    preferredName: "Nama pilihan",
    save: "Simpan",
    cancel: "Batal",
    tooLong: "Nama pilihan mestilah tidak melebihi 40 aksara",
    greetAs: "Kami akan menyapa anda sebagai Wei Ming.",
    saved: "Nama pilihan disimpan",
  },
] as const)("Membership tab ($locale)", (T) => {
  inLocale(T.locale);

  it("a signed-up member sees the details, member rates and benefits, and VIP is offered as the paid plan on top", () => {
    mockFetch({});
    renderApp(<MembershipTab member={member} />);
    expect(screen.getByText(T.details)).toBeInTheDocument();
    expect(screen.getByText(T.name)).toBeInTheDocument();
    expect(screen.getByText(T.notSpecified)).toBeInTheDocument(); // no email
    expect(within(screen.getByTestId("membership-status")).getByText(T.activeMember)).toBeInTheDocument();
    expect(screen.getByText(T.eligible)).toBeInTheDocument();
    expect(screen.getByText(T.benefits)).toBeInTheDocument();
    expect(screen.getByText(T.memberRates)).toBeInTheDocument();
    const vip = screen.getByTestId("vip-status");
    expect(within(vip).getByText(T.vipNone)).toBeInTheDocument();
    expect(within(vip).getByRole("link", { name: T.vipSee })).toHaveAttribute("href", "/membership");
    // Data stays as it is.
    expect(screen.getByText("Tan Wei Ming")).toBeInTheDocument();
    expectNoIds();
  });

  it("VIP active", () => {
    mockFetch({});
    renderApp(<MembershipTab member={{ ...member, subscriptionExpiryDate: "2099-03-01" }} />);
    const vip = screen.getByTestId("vip-status");
    expect(within(vip).getByText(T.vipUntil)).toBeInTheDocument();
    expect(within(vip).queryByRole("link")).not.toBeInTheDocument();
  });

  it("VIP expired", () => {
    mockFetch({});
    renderApp(<MembershipTab member={{ ...member, subscriptionExpiryDate: "2020-03-01" }} />);
    const vip = screen.getByTestId("vip-status");
    expect(within(vip).getByText(T.vipExpired)).toBeInTheDocument();
    expect(within(vip).getByText(T.vipEnded)).toBeInTheDocument();
    expect(within(vip).getByRole("link", { name: T.vipRenew })).toHaveAttribute("href", "/membership");
    expectNoIds();
  });

  it("a member without a number sees guest access", () => {
    mockFetch({});
    renderApp(<MembershipTab member={{ ...member, membershipNumber: null }} />);
    expect(screen.getByText(T.guest)).toBeInTheDocument();
    expect(screen.getByText(T.noMembershipId)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: T.contactAdmin })).toHaveAttribute("href", "/contact");
    expect(within(screen.getByTestId("vip-status")).getByRole("link", { name: T.vipSee })).toBeInTheDocument();
    expectNoIds();
  });

  it("changes the preferred name and greets by it", async () => {
    const saved = { ...member, preferredName: "Wei Ming" };
    const fetch = mockFetch({ "PATCH /api/member/profile": { body: saved } });
    const user = userEvent.setup();
    const { qc } = renderApp(<MembershipTab member={member} />);
    expect(screen.getByText(T.notSet)).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: T.change }));
    const field = screen.getByLabelText(T.preferredName);
    await user.type(field, "x".repeat(41));
    await user.click(screen.getByRole("button", { name: T.save }));
    expect(screen.getByText(T.tooLong)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: T.cancel })).toBeInTheDocument();
    expect(sentBody(fetch, "PATCH /api/member/profile")).toBeUndefined();
    await user.clear(field);
    await user.type(field, " Wei Ming ");
    await user.click(screen.getByRole("button", { name: T.save }));
    expect(await screen.findByText(T.greetAs)).toBeInTheDocument();
    expect(screen.getByText(T.saved)).toBeInTheDocument();
    expect(sentBody(fetch, "PATCH /api/member/profile")).toEqual({ preferredName: "Wei Ming" });
    expect(qc.getQueryData(PROFILE_KEY)).toEqual(saved);
    expectNoIds();
  });
});
