// Member screens in Bahasa Melayu: the notification bell, the
// forgot-password flow, the sign-up form's validation messages, and page
// titles that follow a language switch.
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { resetToasts } from "@/shared/ui/use-toast";
import { mockFetch, renderApp, sentBody } from "@/test/renderApp";
import { NotificationBell, notificationTime } from "@/features/notifications/components/NotificationBell";
import { ForgotPasswordFlow } from "@/features/auth/components/ForgotPasswordFlow";
import { SignUpForm } from "@/features/auth/components/SignUpForm";
import { PAGE_META } from "@/features/settings/pageMeta";
import { usePageMeta } from "@/features/settings/usePageMeta";
import { activateLocale } from "@/shared/i18n/i18n";
import { MSG } from "@/shared/lib/validation";
import type { MemberProfile, Notification } from "@/shared/lib/types";

beforeEach(() => activateLocale("ms"));
afterEach(async () => {
  act(() => resetToasts());
  vi.unstubAllGlobals();
  await activateLocale("en");
});

/** No raw catalog id of these areas on screen. */
function expectNoIds() {
  expect(document.body.textContent ?? "").not.toMatch(/\b(bell|forgot|valid|common|title|auth|privacy)\.[a-zA-Z]/);
}

const member: MemberProfile = {
  id: 7,
  name: "Aisha Rahman",
  phone: "0123456789",
  email: null,
  membershipNumber: "BHG123456",
  isActive: true,
  subscriptionDate: null,
  subscriptionExpiryDate: null,
};
const P = "/api/notifications/0123456789";
const list: Notification[] = [
  {
    id: 3, type: "FELLOW_MEMBER_JOINED", title: "Fellow member joined", message: "Ben Lee joined Monthly Medal",
    isRead: false, createdAt: "2026-11-20T02:00:00Z", eventId: 11, eventTitle: "Monthly Medal",
  },
  {
    id: 1, type: "other", title: "Welcome", message: "Welcome to the club", isRead: true,
    createdAt: "2026-11-01T02:00:00Z", eventId: null, eventTitle: null,
  },
];

describe("notification bell in Malay", () => {
  it("labels, actions and the clear-all confirmation are Malay", async () => {
    mockFetch({ [`GET ${P}`]: { body: list }, [`GET ${P}/count`]: { body: { count: 1 } } });
    const user = userEvent.setup();
    renderApp(<NotificationBell member={member} />, { path: "/member" });
    await user.click(await screen.findByRole("button", { name: "Pemberitahuan, 1 belum dibaca" }));
    const pop = await screen.findByRole("dialog", { name: "Pemberitahuan" });
    expect(within(pop).getByText("(1 belum dibaca)")).toBeInTheDocument();
    expect(await within(pop).findAllByTestId("notification-item")).toHaveLength(2);
    expect(within(pop).getByRole("region", { name: "Senarai pemberitahuan" })).toBeInTheDocument();
    expect(within(pop).getByRole("button", { name: /^Belum dibaca, pilih untuk tanda sebagai dibaca:/ })).toBeInTheDocument();
    await user.click(within(pop).getByRole("button", { name: "Padam semua" }));
    const confirm = within(pop).getByRole("group", { name: "Sahkan padam semua" });
    expect(within(confirm).getByText("Padam semua 2 pemberitahuan? Tindakan ini tidak boleh dibatalkan.")).toBeInTheDocument();
    expect(within(confirm).getByRole("button", { name: "Ya, padam semua" })).toBeInTheDocument();
    expect(within(confirm).getByRole("button", { name: "Batal" })).toBeInTheDocument();
    expectNoIds();
  });

  it("an empty list and relative times in Malay", async () => {
    mockFetch({ [`GET ${P}`]: { body: [] }, [`GET ${P}/count`]: { body: { count: 0 } } });
    const user = userEvent.setup();
    renderApp(<NotificationBell member={member} />, { path: "/member" });
    await user.click(await screen.findByRole("button", { name: "Pemberitahuan, 0 belum dibaca" }));
    expect(await screen.findByText("Belum ada pemberitahuan")).toBeInTheDocument();
    const now = new Date("2026-11-21T02:00:00Z");
    expect(notificationTime("2026-11-21T01:59:40Z", now)).toBe("Baru sahaja");
    expect(notificationTime("2026-11-21T01:55:00Z", now)).toBe("5 min lalu");
    expect(notificationTime("2026-11-20T23:00:00Z", now)).toBe("3 j lalu");
  });
});

describe("forgot-password flow in Malay", () => {
  it("both steps, their messages and toasts are Malay", async () => {
    const fetch = mockFetch({
      "POST /api/member/reset-password-request": { body: { message: "If the email is registered, a token was sent" } },
      "POST /api/member/reset-password": { body: { message: "Password updated" } },
    });
    const user = userEvent.setup();
    const onDone = vi.fn();
    renderApp(<ForgotPasswordFlow variant="page" onBack={() => undefined} onDone={onDone} />);
    expect(screen.getByRole("form", { name: "Minta token set semula kata laluan" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Hantar Token Set Semula" }));
    expect(await screen.findByText("Sila masukkan alamat e-mel anda")).toBeInTheDocument();
    await user.click(screen.getByLabelText("Alamat E-mel"));
    await user.paste("bukan-emel");
    await user.click(screen.getByRole("button", { name: "Hantar Token Set Semula" }));
    expect(await screen.findByText("Sila masukkan alamat e-mel yang sah")).toBeInTheDocument();
    await user.clear(screen.getByLabelText("Alamat E-mel"));
    await user.paste("ali@example.com");
    await user.click(screen.getByRole("button", { name: "Hantar Token Set Semula" }));
    expect(await screen.findByText("Token Set Semula Dihantar melalui E-mel")).toBeInTheDocument();
    expect(screen.getByText(/Sila semak peti masuk anda/)).toBeInTheDocument();

    expect(await screen.findByRole("form", { name: "Tetapkan kata laluan baharu" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Set Semula Kata Laluan" }));
    expect(await screen.findAllByText("Sila masukkan token set semula dan kata laluan baharu")).toHaveLength(2);
    await user.click(screen.getByLabelText("Token Set Semula"));
    await user.paste("abc123");
    await user.click(screen.getByLabelText("Kata Laluan Baharu"));
    await user.paste("newpass1");
    expect(screen.getByRole("button", { name: "Minta token baharu" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Kembali ke Log Masuk" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Set Semula Kata Laluan" }));
    expect(await screen.findByText("Kata laluan berjaya ditetapkan semula")).toBeInTheDocument();
    expect(screen.getByText("Anda kini boleh log masuk dengan kata laluan baharu")).toBeInTheDocument();
    expect(sentBody(fetch, "POST /api/member/reset-password")).toEqual({ resetToken: "abc123", newPassword: "newpass1" });
    expect(onDone).toHaveBeenCalled();
    expectNoIds();
  }, 20_000);
});

describe("sign-up validation in Malay", () => {
  it("the form submitted empty shows the Malay messages", async () => {
    const fetch = mockFetch({});
    const user = userEvent.setup();
    renderApp(<SignUpForm layout="page" submitLabel="Daftar" pendingLabel="…" passwordAs="password" onRegistered={() => undefined} />);
    await user.click(screen.getByRole("button", { name: "Daftar" }));
    expect(await screen.findByText("Nama diperlukan")).toBeInTheDocument();
    expect(screen.getByText("Nombor telefon diperlukan")).toBeInTheDocument();
    expect(screen.getByText("Kata laluan diperlukan")).toBeInTheDocument();
    expect(screen.getByText("Sila baca notis privasi dan bersetuju dengannya untuk mendaftar")).toBeInTheDocument();
    expect(screen.queryByText("Name is required")).toBeNull();
    expect(fetch.mock.calls.some(([, init]) => init?.method === "POST")).toBe(false);
    expectNoIds();
  });

  it("the messages follow the language in use, English still as before", async () => {
    expect(MSG.nameRequired).toBe("Nama diperlukan");
    await activateLocale("en");
    expect(MSG.nameRequired).toBe("Name is required");
  });
});

describe("page titles", () => {
  function EventsTitle() {
    usePageMeta(PAGE_META.events);
    return null;
  }

  it("the title and description follow a language switch", async () => {
    await activateLocale("en");
    mockFetch({ "GET /api/settings": { body: { clubName: "Kelab Golf Bukit Hijau" } } });
    renderApp(<EventsTitle />);
    await waitFor(() => expect(document.title).toBe("Upcoming Golf Events | Kelab Golf Bukit Hijau"));
    await act(() => activateLocale("ms"));
    expect(document.title).toBe("Acara Golf Akan Datang | Kelab Golf Bukit Hijau");
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute("content")).toMatch(/^Kejohanan, acara sosial dan trip golf/);
    await act(() => activateLocale("en"));
    expect(document.title).toBe("Upcoming Golf Events | Kelab Golf Bukit Hijau");
  });
});

