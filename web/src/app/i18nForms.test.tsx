// Member screens in English and Bahasa Melayu: the notification bell, the
// forgot-password flow, the sign-up form's validation messages, and page
// titles that follow a language switch.
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { mockFetch, renderApp, sentBody } from "@/test/renderApp";
import { inLocale } from "@/test/locales";
import { toasts } from "@/test/toasts";
import { NotificationBell, notificationTime } from "@/features/notifications/components/NotificationBell";
import { ForgotPasswordFlow } from "@/features/auth/components/ForgotPasswordFlow";
import { SignUpForm } from "@/features/auth/components/SignUpForm";
import { PAGE_META } from "@/features/settings/pageMeta";
import { usePageMeta } from "@/features/settings/usePageMeta";
import { activateLocale } from "@/shared/i18n/i18n";
import { MSG } from "@/shared/lib/validation";
import type { MemberProfile } from "@/shared/lib/types";
import type { Notification } from "@/features/notifications/types";


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

const EN = {
  locale: "en",
  bellLabel: (n: number) => `Notifications, ${n} unread`,
  bellTitle: "Notifications",
  unread: "(1 unread)",
  list: "Notification list",
  unreadSr: /^Unread, select to mark as read:/,
  clearAll: "Clear all",
  confirmClear: "Confirm clear all",
  deleteAll: "Delete all 2 notifications? This cannot be undone.",
  yesClear: "Yes, clear all",
  cancel: "Cancel",
  none: "No notifications yet",
  justNow: "Just now",
  minAgo: "5 min ago",
  hAgo: "3 h ago",
  requestLabel: "Request a password reset token",
  send: "Send Reset Token",
  resetEmail: "Please enter your email address",
  email: "Email Address",
  invalidEmail: "Please enter a valid email address",
  sent: "Reset Token Sent via Email",
  checkInbox: /Please check your inbox/,
  setLabel: "Set a new password",
  reset: "Reset Password",
  resetBoth: "Please enter both reset token and new password",
  token: "Reset Token",
  newPassword: "New Password",
  requestAgain: "Request a new token",
  back: "Back to Login",
  done: "Password reset successful",
  doneText: "You can now login with your new password",
  register: "Register",
  nameRequired: "Name is required",
  phoneRequired: "Phone is required",
  passwordRequired: "Password is required",
  privacyConsent: "Please read the privacy notice and agree to it to sign up",
  eventsTitle: "Upcoming Golf Events | Kelab Golf Bukit Hijau",
  eventsText: /^Upcoming tournaments, social events and golf trips/,
} as const;

const MS = {
  locale: "ms",
  bellLabel: (n: number) => `Pemberitahuan, ${n} belum dibaca`,
  bellTitle: "Pemberitahuan",
  unread: "(1 belum dibaca)",
  list: "Senarai pemberitahuan",
  unreadSr: /^Belum dibaca, pilih untuk tanda sebagai dibaca:/,
  clearAll: "Padam semua",
  confirmClear: "Sahkan padam semua",
  deleteAll: "Padam semua 2 pemberitahuan? Tindakan ini tidak boleh dibatalkan.",
  yesClear: "Ya, padam semua",
  cancel: "Batal",
  none: "Belum ada pemberitahuan",
  justNow: "Baru sahaja",
  minAgo: "5 min lalu",
  hAgo: "3 j lalu",
  requestLabel: "Minta token set semula kata laluan",
  send: "Hantar Token Set Semula",
  resetEmail: "Sila masukkan alamat e-mel anda",
  email: "Alamat E-mel",
  invalidEmail: "Sila masukkan alamat e-mel yang sah",
  sent: "Token Set Semula Dihantar melalui E-mel",
  checkInbox: /Sila semak peti masuk anda/,
  setLabel: "Tetapkan kata laluan baharu",
  reset: "Set Semula Kata Laluan",
  resetBoth: "Sila masukkan token set semula dan kata laluan baharu",
  token: "Token Set Semula",
  newPassword: "Kata Laluan Baharu",
  requestAgain: "Minta token baharu",
  back: "Kembali ke Log Masuk",
  done: "Kata laluan berjaya ditetapkan semula",
  doneText: "Anda kini boleh log masuk dengan kata laluan baharu",
  register: "Daftar",
  nameRequired: "Nama diperlukan",
  phoneRequired: "Nombor telefon diperlukan",
  passwordRequired: "Kata laluan diperlukan",
  privacyConsent: "Sila baca notis privasi dan bersetuju dengannya untuk mendaftar",
  eventsTitle: "Acara Golf Akan Datang | Kelab Golf Bukit Hijau",
  eventsText: /^Kejohanan, acara sosial dan trip golf/,
} as const;

// Each language's run also switches to the other where a text must follow a switch.
describe.each([
  { ...EN, other: MS },
  { ...MS, other: EN },
])("member screens ($locale)", (T) => {
  inLocale(T.locale);

  describe("notification bell", () => {
    it("labels, actions and the clear-all confirmation", async () => {
      mockFetch({ [`GET ${P}`]: { body: list }, [`GET ${P}/count`]: { body: { count: 1 } } });
      const user = userEvent.setup();
      renderApp(<NotificationBell member={member} />, { path: "/member" });
      await user.click(await screen.findByRole("button", { name: T.bellLabel(1) }));
      const pop = await screen.findByRole("dialog", { name: T.bellTitle });
      expect(within(pop).getByText(T.unread)).toBeInTheDocument();
      expect(await within(pop).findAllByTestId("notification-item")).toHaveLength(2);
      expect(within(pop).getByRole("region", { name: T.list })).toBeInTheDocument();
      expect(within(pop).getByRole("button", { name: T.unreadSr })).toBeInTheDocument();
      await user.click(within(pop).getByRole("button", { name: T.clearAll }));
      const confirm = within(pop).getByRole("group", { name: T.confirmClear });
      expect(within(confirm).getByText(T.deleteAll)).toBeInTheDocument();
      expect(within(confirm).getByRole("button", { name: T.yesClear })).toBeInTheDocument();
      expect(within(confirm).getByRole("button", { name: T.cancel })).toBeInTheDocument();
      expectNoIds();
    });

    it("an empty list and relative times", async () => {
      mockFetch({ [`GET ${P}`]: { body: [] }, [`GET ${P}/count`]: { body: { count: 0 } } });
      const user = userEvent.setup();
      renderApp(<NotificationBell member={member} />, { path: "/member" });
      await user.click(await screen.findByRole("button", { name: T.bellLabel(0) }));
      expect(await screen.findByText(T.none)).toBeInTheDocument();
      const now = new Date("2026-11-21T02:00:00Z");
      expect(notificationTime("2026-11-21T01:59:40Z", now)).toBe(T.justNow);
      expect(notificationTime("2026-11-21T01:55:00Z", now)).toBe(T.minAgo);
      expect(notificationTime("2026-11-20T23:00:00Z", now)).toBe(T.hAgo);
    });
  });

  describe("forgot-password flow", () => {
    it("both steps, their messages and toasts", async () => {
      const fetch = mockFetch({
        "POST /api/member/reset-password-request": { body: { message: "If the email is registered, a token was sent" } },
        "POST /api/member/reset-password": { body: { message: "Password updated" } },
      });
      const user = userEvent.setup();
      const onDone = vi.fn();
      renderApp(<ForgotPasswordFlow variant="page" onBack={() => undefined} onDone={onDone} />);
      expect(screen.getByRole("form", { name: T.requestLabel })).toBeInTheDocument();
      await user.click(screen.getByRole("button", { name: T.send }));
      expect(await screen.findByText(T.resetEmail)).toBeInTheDocument();
      await user.click(screen.getByLabelText(T.email));
      await user.paste("bukan-emel");
      await user.click(screen.getByRole("button", { name: T.send }));
      expect(await screen.findByText(T.invalidEmail)).toBeInTheDocument();
      await user.clear(screen.getByLabelText(T.email));
      await user.paste("ali@example.com");
      await user.click(screen.getByRole("button", { name: T.send }));
      // In the toast list: the toast's screen-reader copy holds the same text for a moment.
      expect(await toasts().findByText(T.sent)).toBeInTheDocument();
      expect(toasts().getByText(T.checkInbox)).toBeInTheDocument();

      expect(await screen.findByRole("form", { name: T.setLabel })).toBeInTheDocument();
      await user.click(screen.getByRole("button", { name: T.reset }));
      expect(await screen.findAllByText(T.resetBoth)).toHaveLength(2);
      await user.click(screen.getByLabelText(T.token));
      await user.paste("abc123");
      await user.click(screen.getByLabelText(T.newPassword));
      await user.paste("newpass1");
      expect(screen.getByRole("button", { name: T.requestAgain })).toBeInTheDocument();
      expect(screen.getByRole("button", { name: T.back })).toBeInTheDocument();
      await user.click(screen.getByRole("button", { name: T.reset }));
      expect(await toasts().findByText(T.done)).toBeInTheDocument();
      expect(toasts().getByText(T.doneText)).toBeInTheDocument();
      expect(sentBody(fetch, "POST /api/member/reset-password")).toEqual({ resetToken: "abc123", newPassword: "newpass1" });
      expect(onDone).toHaveBeenCalled();
      expectNoIds();
    });
  });

  describe("sign-up validation", () => {
    it("the form submitted empty shows the language's messages", async () => {
      const fetch = mockFetch({});
      const user = userEvent.setup();
      renderApp(<SignUpForm layout="page" submitLabel={T.register} pendingLabel="…" passwordAs="password" onRegistered={() => undefined} />);
      await user.click(screen.getByRole("button", { name: T.register }));
      expect(await screen.findByText(T.nameRequired)).toBeInTheDocument();
      expect(screen.getByText(T.phoneRequired)).toBeInTheDocument();
      expect(screen.getByText(T.passwordRequired)).toBeInTheDocument();
      expect(screen.getByText(T.privacyConsent)).toBeInTheDocument();
      expect(screen.queryByText(T.other.nameRequired)).toBeNull();
      expect(fetch.mock.calls.some(([, init]) => init?.method === "POST")).toBe(false);
      expectNoIds();
    });

    it("the messages follow the language in use", async () => {
      expect(MSG.nameRequired).toBe(T.nameRequired);
      await activateLocale(T.other.locale);
      expect(MSG.nameRequired).toBe(T.other.nameRequired);
    });
  });

  describe("page titles", () => {
    function EventsTitle() {
      usePageMeta(PAGE_META.events);
      return null;
    }

    it("the title and description follow a language switch", async () => {
      mockFetch({ "GET /api/settings": { body: { clubName: "Kelab Golf Bukit Hijau" } } });
      renderApp(<EventsTitle />);
      await waitFor(() => expect(document.title).toBe(T.eventsTitle));
      expect(document.head.querySelector('meta[name="description"]')?.getAttribute("content")).toMatch(T.eventsText);
      await act(() => activateLocale(T.other.locale));
      expect(document.title).toBe(T.other.eventsTitle);
      expect(document.head.querySelector('meta[name="description"]')?.getAttribute("content")).toMatch(T.other.eventsText);
      await act(() => activateLocale(T.locale));
      expect(document.title).toBe(T.eventsTitle);
    });
  });
});
