// The second half of the admin screens in English and Bahasa Melayu
// (docs/features.md, "Translations"): payments tab and references page,
// settings (with the two-factor card and its zod messages), messages,
// content, sign-in, and the PDPA deletion requests panel. Each shows its
// language's texts and never a raw catalog id; the export toast names its
// kind in one sentence.
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { mockFetch, renderApp } from "@/test/renderApp";
import { inLocale } from "@/test/locales";
import { ADMIN, installDomShims, reference } from "@/test/adminData";
import { DeletionRequestsPanel } from "@/features/privacy/admin/DeletionRequestsPanel";
import type { ClubSettings } from "@/features/settings/types";
import PaymentsTab from "@/features/payments/admin/PaymentsTab";
import SettingsPanel from "./SettingsPanel";
import MessagesTab from "@/features/content/admin/MessagesTab";
import ContentTab from "@/features/content/admin/ContentTab";
import PaymentReferencesPage from "@/features/payments/admin/PaymentReferencesPage";
import { AdminLoginForm } from "@/features/auth/admin/AdminLoginForm";
import { exportFailedTitle } from "@/shared/lib/exportDownload";

beforeEach(() => installDomShims());

/** No catalog id shows, in text or in an attribute a person meets (labels, placeholders, alt). */
function expectNoRawIds() {
  expect(document.body.textContent).not.toMatch(/\badmin\.[a-z]+\.[a-zA-Z]/);
  for (const el of document.body.querySelectorAll("*")) {
    for (const attr of ["aria-label", "placeholder", "alt", "title"]) {
      expect(el.getAttribute(attr) ?? "", `${el.tagName} ${attr}`).not.toMatch(/^admin\./);
    }
  }
}

const sum = (count: number, amount: number) => ({ count, amount });
const medal = { collected: sum(1, 144), outstanding: sum(2, 288), awaiting: sum(1, 144), unpriced: 0 };
const analytics = {
  from: "2026-12-01",
  to: "2026-12-31",
  totals: medal,
  months: [{ month: "2026-12", ...medal }],
  events: [{ eventId: 1, eventTitle: "Monthly Medal", eventDate: "2026-12-05", ...medal }],
  daysToPay: { measured: 1, average: 1.5, median: 1.5, noSlipTime: 0 },
};
const refPage = (items = [reference(1, { memberName: "Ahmad Ali", paymentReferenceFileUrl: "/x/f-1", paymentReferenceFileName: "slip.pdf", paymentReferenceUploadedAt: "2026-11-20T07:05:00Z" })]) => ({
  body: { items, total: items.length, offset: 0, limit: 12, counts: { all: 3, awaiting: 1, unpaid: 2, paid: 1 } },
});

const settings: ClubSettings = {
  clubName: "Kelab Golf Bukit",
  shortName: "KGB",
  contactPhone: "",
  contactEmail: "",
  contactHours: "",
  address: "",
  socialUrl: "",
  socialLabel: "",
  bankName: "",
  bankAccountName: "",
  bankAccountNumber: "",
  ewalletName: "",
  ewalletNumber: "",
  paymentQrUrl: "",
  vipPrice: 100,
  membershipPrefix: "",
  slipRetentionMonths: null,
  newMemberNumbers: "automatic",
};

/** The settings tab's two reads: the club settings and the admin's two-factor status. */
function mockSettings(twoFactor: { enabled: boolean; recoveryCodesLeft: number; required: boolean }) {
  mockFetch({ "GET /api/settings": { body: settings }, "GET /api/admin/two-factor": { body: twoFactor } });
}

/** One pending deletion request, from Aminah. */
const deletions = {
  body: {
    pendingCount: 1,
    requests: [
      { id: 4, status: "pending", reason: null, requestedAt: "2026-11-20T02:00:00Z", decidedAt: null, memberId: 9, memberName: "Aminah", memberPhone: "0123456789", memberEmail: null },
    ],
  },
};

describe.each([
  {
    locale: "en",
    viewRefs: /View Payment References/,
    analyticsTitle: "Payment Analytics",
    awaitingCount: "1 awaiting review",
    unpaidCount: "2 unpaid",
    chartSummary: "Money per month from 1 Dec 2026 to 31 Dec 2026: RM 144 collected, RM 144 awaiting review, RM 144 unpaid",
    collected: "Collected",
    paidRegistrations: "1 paid registration",
    unpaidRegistrations: "2 unpaid registrations",
    awaitingAmount: "RM 144 to confirm",
    days: "1.5 days",
    daysDetail: "Average from registering to the slip. Median 1.5 days, over 1 payment.",
    rangeFrom: "Events from",
    showMonths: "Show the months as a table",
    exportLabel: "Export .xlsx: the payment analytics of these dates",
    refsTitle: "Payment References",
    awaiting: /^Awaiting review/,
    searchPlaceholder: "Search member, phone, event or file",
    deleteRefOf: "Delete reference of Ahmad Ali",
    markPaidFor: "Mark as Paid for Ahmad Ali",
    price: "Price",
    page: "Page 1 of 1",
    docTitle: "Payment References | Admin",
    clubName: /Club name/,
    privacy: "Privacy (PDPA)",
    qrTitle: "Payment QR code",
    qrFile: "Payment QR image file",
    qrDuitNowPayee: "DuitNow QR read (payee: KELAB GOLF BUKIT): members get a QR with their amount and reference filled in.",
    qrNoDuitNow: "This QR has no DuitNow data: members will type the amount.",
    save: /Save Settings/,
    twofaTitle: "Two-factor sign-in",
    on: "On",
    codesLeft: "2 of 10 recovery codes left. Make new ones before you run out.",
    policy: "Admin sign-in policy",
    retention: /Payment slip retention/,
    clubNameMin: "Club name must be at least 2 characters",
    retentionInvalid: "Enter 1 to 120 months, or leave blank to keep slips",
    unsaved: "Unsaved changes",
    deletionTitle: "Data deletion requests",
    pending: "1 pending",
    requested: /^Requested 20 Nov 2026/,
    confirmDeletion: "Confirm deletion",
    confirmTitle: "Delete Aminah's data?",
    reject: "Reject",
    rejectTitle: "Reject Aminah's request?",
    cancel: "Cancel",
    messages: "Messages",
    msgSummary: "1 messages · 1 unread",
    openFrom: "Open message from Ali Bakar",
    content: "Content",
    blogPosts: /Blog posts/,
    noPosts: "No blog posts yet.",
    username: "Username",
    signIn: "Sign In",
    exportFailed: {
      flights: "Failed to export flights",
      members: "Failed to export members",
      registrations: "Failed to export registrations",
      payments: "Failed to export payment analytics",
      odd: "Failed to export odd",
    },
  },
  {
    locale: "ms",
    viewRefs: /Lihat Rujukan Pembayaran/,
    analyticsTitle: "Analitik Pembayaran",
    awaitingCount: "1 menunggu semakan",
    unpaidCount: "2 belum dibayar",
    chartSummary: "Wang setiap bulan dari 1 Dis 2026 hingga 31 Dis 2026: RM 144 dikutip, RM 144 menunggu semakan, RM 144 belum dibayar",
    collected: "Dikutip",
    paidRegistrations: "1 pendaftaran dibayar",
    unpaidRegistrations: "2 pendaftaran belum dibayar",
    awaitingAmount: "RM 144 untuk disahkan",
    days: "1.5 hari",
    daysDetail: "Purata dari pendaftaran hingga slip. Median 1.5 hari, daripada 1 bayaran.",
    rangeFrom: "Acara dari",
    showMonths: "Papar bulan sebagai jadual",
    exportLabel: "Eksport .xlsx: analitik pembayaran bagi tarikh ini",
    refsTitle: "Rujukan Pembayaran",
    awaiting: /^Menunggu semakan/,
    searchPlaceholder: "Cari ahli, telefon, acara atau fail",
    deleteRefOf: "Padam rujukan Ahmad Ali",
    markPaidFor: "Tandakan dibayar untuk Ahmad Ali",
    price: "Harga",
    page: "Halaman 1 daripada 1",
    docTitle: "Rujukan Pembayaran | Admin",
    clubName: /Nama kelab/,
    privacy: "Privasi (PDPA)",
    qrTitle: "Kod QR pembayaran",
    qrFile: "Fail imej QR pembayaran",
    qrDuitNowPayee: "QR DuitNow dibaca (penerima: KELAB GOLF BUKIT): ahli mendapat QR dengan jumlah dan rujukan mereka telah diisi.",
    qrNoDuitNow: "QR ini tiada data DuitNow: ahli perlu menaip jumlah sendiri.",
    save: /Simpan Tetapan/,
    twofaTitle: "Log masuk dua faktor",
    on: "Hidup",
    codesLeft: "2 daripada 10 kod pemulihan masih ada. Buat kod baharu sebelum kehabisan.",
    policy: "Dasar log masuk pentadbir",
    retention: /Tempoh simpanan slip/,
    clubNameMin: "Nama kelab mesti sekurang-kurangnya 2 aksara",
    retentionInvalid: "Masukkan 1 hingga 120 bulan, atau biarkan kosong untuk menyimpan slip",
    unsaved: "Belum disimpan",
    deletionTitle: "Permintaan pemadaman data",
    pending: "1 menunggu",
    requested: /^Diminta 20 Nov 2026/,
    confirmDeletion: "Sahkan pemadaman",
    confirmTitle: "Padam data Aminah?",
    reject: "Tolak",
    rejectTitle: "Tolak permintaan Aminah?",
    cancel: "Batal",
    messages: "Mesej",
    msgSummary: "1 mesej · 1 belum dibaca",
    openFrom: "Buka mesej daripada Ali Bakar",
    content: "Kandungan",
    blogPosts: /Pos blog/,
    noPosts: "Belum ada pos blog.",
    username: "Nama pengguna",
    signIn: "Log Masuk",
    exportFailed: {
      flights: "Gagal mengeksport flight",
      members: "Gagal mengeksport ahli",
      registrations: "Gagal mengeksport pendaftaran",
      payments: "Gagal mengeksport analitik pembayaran",
      odd: "Gagal mengeksport odd",
    },
  },
] as const)("admin screens ($locale)", (T) => {
  inLocale(T.locale);

  it("payments tab: cards, counts (English plurals included), chart and its description", async () => {
    mockFetch({ "GET /api/admin/payment-references": refPage(), "GET /api/admin/payments/analytics": { body: analytics } });
    renderApp(<PaymentsTab />);
    expect(screen.getByRole("link", { name: T.viewRefs })).toHaveAttribute("href", "/admin/payment-references");
    expect(screen.getByText(T.analyticsTitle)).toBeInTheDocument();
    expect(await screen.findByText(T.awaitingCount)).toBeInTheDocument();
    expect(screen.getByText(T.unpaidCount)).toBeInTheDocument();
    expect(await screen.findByRole("img", { name: T.chartSummary })).toBeInTheDocument();
    expect(screen.getByTestId("pay-collected")).toHaveTextContent(T.collected);
    expect(screen.getByText(T.paidRegistrations)).toBeInTheDocument();
    expect(screen.getByText(T.unpaidRegistrations)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: T.awaitingAmount })).toBeInTheDocument();
    expect(screen.getByTestId("pay-days")).toHaveTextContent(T.days);
    expect(screen.getByText(T.daysDetail)).toBeInTheDocument();
    expect(screen.getByLabelText(T.rangeFrom)).toHaveValue("2026-12-01");
    expect(screen.getByText(T.showMonths)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: T.exportLabel })).toBeInTheDocument();
    expectNoRawIds();
  });

  it("payment references page: counters, chips, card and paging", async () => {
    mockFetch({ "GET /api/admin/session": { body: ADMIN }, "GET /api/admin/payment-references": refPage() });
    renderApp(<PaymentReferencesPage />, { path: "/admin/payment-references" });
    const card = await screen.findByTestId("payment-reference-1");
    expect(screen.getByRole("heading", { level: 1, name: T.refsTitle })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: T.awaiting })).toHaveAttribute("aria-pressed", "true");
    expect(screen.getByPlaceholderText(T.searchPlaceholder)).toBeInTheDocument();
    expect(within(card).getByRole("button", { name: T.deleteRefOf })).toBeInTheDocument();
    expect(within(card).getByRole("switch", { name: T.markPaidFor })).toBeInTheDocument();
    expect(within(card).getByText(T.price)).toBeInTheDocument();
    expect(screen.getByText(T.page)).toBeInTheDocument();
    expect(document.title).toBe(T.docTitle);
    expectNoRawIds();
  });

  it("settings tab: sections, two-factor card, and the form's messages", async () => {
    mockSettings({ enabled: true, recoveryCodesLeft: 2, required: false });
    const user = userEvent.setup();
    renderApp(<SettingsPanel />);
    const clubName = await screen.findByLabelText(T.clubName);
    expect(screen.getByText(T.privacy)).toBeInTheDocument();
    expect(screen.getByText(T.qrTitle)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: T.save })).toBeInTheDocument();
    expect(await screen.findByText(T.twofaTitle)).toBeInTheDocument();
    expect(screen.getByText(T.on)).toBeInTheDocument();
    expect(screen.getByText(T.codesLeft)).toBeInTheDocument();
    expect(screen.getByText(T.policy)).toBeInTheDocument();

    await user.clear(clubName);
    await user.type(clubName, "K");
    await user.clear(screen.getByLabelText(T.retention));
    await user.type(screen.getByLabelText(T.retention), "500");
    await user.click(screen.getByRole("button", { name: T.save }));
    expect(await screen.findByText(T.clubNameMin)).toBeInTheDocument();
    expect(screen.getByText(T.retentionInvalid)).toBeInTheDocument();
    expect(screen.getByText(T.unsaved)).toBeInTheDocument();
    expectNoRawIds();
  });

  it("settings tab: the QR upload says whether members get the amount filled in", async () => {
    let duitNow = true;
    mockFetch({
      "GET /api/settings": { body: settings },
      "GET /api/admin/two-factor": { body: { enabled: true, recoveryCodesLeft: 2, required: false } },
      "POST /api/admin/settings/qr": () => ({
        body: duitNow
          ? { paymentQrUrl: "/api/files/club/club-qr-1", duitNow: true, merchantName: "KELAB GOLF BUKIT" }
          : { paymentQrUrl: "/api/files/club/club-qr-2", duitNow: false },
      }),
    });
    renderApp(<SettingsPanel />);
    const input = await screen.findByLabelText(T.qrFile);
    fireEvent.change(input, { target: { files: [new File(["png"], "qr.png", { type: "image/png" })] } });
    expect(await screen.findByTestId("qr-read")).toHaveTextContent(T.qrDuitNowPayee);
    duitNow = false;
    fireEvent.change(input, { target: { files: [new File(["png"], "qr2.png", { type: "image/png" })] } });
    await waitFor(() => expect(screen.getByTestId("qr-read")).toHaveTextContent(T.qrNoDuitNow));
    expectNoRawIds();
  });

  it("settings tab: on opening, says whether the current QR holds DuitNow data", async () => {
    mockFetch({
      "GET /api/settings": { body: { ...settings, paymentQrUrl: "/api/files/club/club-qr-1" } },
      "GET /api/admin/two-factor": { body: { enabled: true, recoveryCodesLeft: 2, required: false } },
      "GET /api/admin/settings/qr": { body: { duitNow: true, merchantName: "KELAB GOLF BUKIT" } },
    });
    renderApp(<SettingsPanel />);
    expect(await screen.findByTestId("qr-read")).toHaveTextContent(T.qrDuitNowPayee);
  });

  it("deletion requests panel: list, badge and the confirm dialog", async () => {
    mockFetch({ "GET /api/admin/deletion-requests": deletions });
    const user = userEvent.setup();
    renderApp(<DeletionRequestsPanel />);
    expect(screen.getByText(T.deletionTitle)).toBeInTheDocument();
    expect(await screen.findByText("Aminah")).toBeInTheDocument();
    expect(screen.getByLabelText(T.pending)).toBeInTheDocument();
    expect(screen.getByText(T.requested)).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: T.confirmDeletion }));
    expect(await screen.findByRole("alertdialog", { name: T.confirmTitle })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: T.cancel })).toBeInTheDocument();
    expectNoRawIds();
  });

  it("deletion requests panel: the reject dialog names the member, apostrophes included", async () => {
    mockFetch({ "GET /api/admin/deletion-requests": deletions });
    const user = userEvent.setup();
    renderApp(<DeletionRequestsPanel />);
    await user.click(await screen.findByRole("button", { name: T.reject }));
    expect(await screen.findByRole("alertdialog", { name: T.rejectTitle })).toBeInTheDocument();
  });

  it("messages and content tabs", async () => {
    mockFetch({
      "GET /api/contact": {
        body: [
          { id: 1, firstName: "Ali", lastName: "Bakar", email: "ali@example.com", subject: "Membership", message: "Hello there", isRead: false, createdAt: "2026-11-20T02:00:00Z" },
        ],
      },
      "GET /api/admin/blog": { body: [] },
    });
    const { unmount } = renderApp(<MessagesTab />);
    expect(screen.getByRole("heading", { name: T.messages })).toBeInTheDocument();
    expect(await screen.findByText(T.msgSummary)).toBeInTheDocument();
    expect(screen.getAllByRole("button", { name: T.openFrom }).length).toBeGreaterThan(0);
    expectNoRawIds();
    unmount();

    renderApp(<ContentTab />);
    expect(screen.getByRole("heading", { name: T.content })).toBeInTheDocument();
    expect(screen.getByRole("tab", { name: T.blogPosts })).toBeInTheDocument();
    expect(await screen.findByText(T.noPosts)).toBeInTheDocument();
    expectNoRawIds();
  });

  it("admin sign-in form and the export toast", () => {
    renderApp(<AdminLoginForm username="" onUsername={() => {}} onForgot={() => {}} onSignedIn={() => {}} onCodeStep={() => {}} />);
    expect(screen.getByLabelText(T.username)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: T.signIn })).toBeInTheDocument();
    expectNoRawIds();
    expect(exportFailedTitle("flights")).toBe(T.exportFailed.flights);
    expect(exportFailedTitle("members")).toBe(T.exportFailed.members);
    expect(exportFailedTitle("registrations")).toBe(T.exportFailed.registrations);
    expect(exportFailedTitle("payments")).toBe(T.exportFailed.payments);
    expect(exportFailedTitle("odd")).toBe(T.exportFailed.odd);
  });
});
