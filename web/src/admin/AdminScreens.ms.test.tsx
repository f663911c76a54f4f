// The second half of the admin screens in Bahasa Melayu (docs/features.md,
// "Translations"): payments tab and references page, settings (with the
// two-factor card and its zod messages), messages, content, sign-in, and
// the PDPA deletion requests panel. Each shows real Malay and never a raw
// catalog id; the export toast names its kind in one sentence.
import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { resetToasts } from "@/components/ui/use-toast";
import { mockFetch, renderApp } from "@/features/auth/components/testUtils";
import { activateLocale } from "@/i18n/i18n";
import { ADMIN, installDomShims, reference } from "@/admin/components/payments/testData";
import { DeletionRequestsPanel } from "@/features/privacy/components/DeletionRequestsPanel";
import type { ClubSettings } from "@/lib/types";
import PaymentsTab from "./tabs/PaymentsTab";
import SettingsTab from "./tabs/SettingsTab";
import MessagesTab from "./tabs/MessagesTab";
import ContentTab from "./tabs/ContentTab";
import PaymentReferencesPage from "./pages/PaymentReferencesPage";
import { AdminLoginForm } from "./components/login/AdminLoginForm";
import { exportFailedTitle } from "./components/download";

vi.setConfig({ testTimeout: 30_000 });
beforeEach(() => installDomShims());
afterEach(async () => {
  act(() => resetToasts());
  vi.unstubAllGlobals();
  await activateLocale("en");
});

/** No catalog id shows, in text or in an attribute a person meets (labels, placeholders, alt). */
function expectNoRawIds() {
  expect(document.body.textContent).not.toMatch(/\badmin\.[a-z]+\.[a-zA-Z]/);
  for (const el of document.body.querySelectorAll("*")) {
    for (const attr of ["aria-label", "placeholder", "alt", "title"]) {
      expect(el.getAttribute(attr) ?? "", `${el.tagName} ${attr}`).not.toMatch(/^admin\./);
    }
  }
}

const analytics = [
  { eventId: 1, eventTitle: "Monthly Medal", eventDate: "2026-12-05", paidCount: 1, unpaidCount: 2, paidAmount: 144, unpaidAmount: 288 },
];
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

describe("admin screens in Malay", () => {
  it("payments tab: cards, counts, chart and its description", async () => {
    await activateLocale("ms");
    mockFetch({ "GET /api/admin/payment-references": refPage(), "GET /api/admin/payment-analytics": { body: analytics } });
    renderApp(<PaymentsTab />);
    expect(screen.getByRole("link", { name: /Lihat Rujukan Pembayaran/ })).toHaveAttribute("href", "/admin/payment-references");
    expect(screen.getByText("Analitik Pembayaran")).toBeInTheDocument();
    expect(await screen.findByText("1 menunggu semakan")).toBeInTheDocument();
    expect(screen.getByText("2 belum dibayar")).toBeInTheDocument();
    expect(
      await screen.findByRole("img", { name: "Monthly Medal: 1 dibayar (RM 144), 2 belum dibayar (RM 288)" }),
    ).toBeInTheDocument();
    expect(screen.getByText("Dikutip")).toBeInTheDocument();
    expect(screen.getByText("3 pendaftaran")).toBeInTheDocument();
    expect(screen.getByText("Papar sebagai jadual")).toBeInTheDocument();
    expectNoRawIds();
  });

  it("payments tab: the plural in English stays as it was", async () => {
    mockFetch({ "GET /api/admin/payment-references": refPage(), "GET /api/admin/payment-analytics": { body: analytics } });
    renderApp(<PaymentsTab />);
    expect(await screen.findByText("1 paid registration")).toBeInTheDocument();
    expect(screen.getByText("2 unpaid registrations")).toBeInTheDocument();
    expect(screen.getByText("3 registrations")).toBeInTheDocument();
  });

  it("payment references page: counters, chips, card and paging", async () => {
    await activateLocale("ms");
    mockFetch({ "GET /api/admin/me": { body: ADMIN }, "GET /api/admin/payment-references": refPage() });
    renderApp(<PaymentReferencesPage />, { path: "/admin/payment-references" });
    const card = await screen.findByTestId("payment-reference-1");
    expect(screen.getByRole("heading", { level: 1, name: "Rujukan Pembayaran" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: /^Menunggu semakan/ })).toHaveAttribute("aria-pressed", "true");
    expect(screen.getByPlaceholderText("Cari ahli, telefon, acara atau fail")).toBeInTheDocument();
    expect(within(card).getByRole("button", { name: "Padam rujukan Ahmad Ali" })).toBeInTheDocument();
    expect(within(card).getByRole("switch", { name: "Tandakan dibayar untuk Ahmad Ali" })).toBeInTheDocument();
    expect(within(card).getByText("Harga")).toBeInTheDocument();
    expect(screen.getByText("Halaman 1 daripada 1")).toBeInTheDocument();
    expect(document.title).toBe("Rujukan Pembayaran | Admin");
    expectNoRawIds();
  });

  it("settings tab: sections, two-factor card, and the form's messages in Malay", async () => {
    await activateLocale("ms");
    mockSettings({ enabled: true, recoveryCodesLeft: 2, required: false });
    const user = userEvent.setup();
    renderApp(<SettingsTab />);
    const clubName = await screen.findByLabelText(/Nama kelab/);
    expect(screen.getByText("Privasi (PDPA)")).toBeInTheDocument();
    expect(screen.getByText("Kod QR pembayaran")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: /Simpan Tetapan/ })).toBeInTheDocument();
    expect(await screen.findByText("Log masuk dua faktor")).toBeInTheDocument();
    expect(screen.getByText("Hidup")).toBeInTheDocument();
    expect(screen.getByText("2 daripada 10 kod pemulihan masih ada. Buat kod baharu sebelum kehabisan.")).toBeInTheDocument();
    expect(screen.getByText("Dasar log masuk pentadbir")).toBeInTheDocument();

    await user.clear(clubName);
    await user.type(clubName, "K");
    await user.clear(screen.getByLabelText(/Tempoh simpanan slip/));
    await user.type(screen.getByLabelText(/Tempoh simpanan slip/), "500");
    await user.click(screen.getByRole("button", { name: /Simpan Tetapan/ }));
    expect(await screen.findByText("Nama kelab mesti sekurang-kurangnya 2 aksara")).toBeInTheDocument();
    expect(screen.getByText("Masukkan 1 hingga 120 bulan, atau biarkan kosong untuk menyimpan slip")).toBeInTheDocument();
    expect(screen.getByText("Belum disimpan")).toBeInTheDocument();
    expectNoRawIds();
  });

  it("settings tab: the same messages in English are the ones shown before", async () => {
    mockSettings({ enabled: false, recoveryCodesLeft: 0, required: false });
    const user = userEvent.setup();
    renderApp(<SettingsTab />);
    const clubName = await screen.findByLabelText(/Club name/);
    await user.clear(clubName);
    await user.type(clubName, "K");
    await user.click(screen.getByRole("button", { name: /Save Settings/ }));
    expect(await screen.findByText("Club name must be at least 2 characters")).toBeInTheDocument();
  });

  it("deletion requests panel: list, badge and the confirm dialog", async () => {
    await activateLocale("ms");
    mockFetch({ "GET /api/admin/deletion-requests": deletions });
    const user = userEvent.setup();
    renderApp(<DeletionRequestsPanel />);
    expect(screen.getByText("Permintaan pemadaman data")).toBeInTheDocument();
    expect(await screen.findByText("Aminah")).toBeInTheDocument();
    expect(screen.getByLabelText("1 menunggu")).toBeInTheDocument();
    expect(screen.getByText(/^Diminta 20 Nov 2026/)).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Sahkan pemadaman" }));
    expect(await screen.findByRole("alertdialog", { name: "Padam data Aminah?" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Batal" })).toBeInTheDocument();
    expectNoRawIds();
  });

  it("deletion requests panel: English unchanged, apostrophes included", async () => {
    mockFetch({ "GET /api/admin/deletion-requests": deletions });
    const user = userEvent.setup();
    renderApp(<DeletionRequestsPanel />);
    await user.click(await screen.findByRole("button", { name: "Reject" }));
    expect(await screen.findByRole("alertdialog", { name: "Reject Aminah's request?" })).toBeInTheDocument();
  });

  it("messages and content tabs", async () => {
    await activateLocale("ms");
    mockFetch({
      "GET /api/contact": {
        body: [
          { id: 1, firstName: "Ali", lastName: "Bakar", email: "ali@example.com", subject: "Membership", message: "Hello there", isRead: false, createdAt: "2026-11-20T02:00:00Z" },
        ],
      },
      "GET /api/admin/blog": { body: [] },
    });
    const { unmount } = renderApp(<MessagesTab />);
    expect(screen.getByRole("heading", { name: "Mesej" })).toBeInTheDocument();
    expect(await screen.findByText("1 mesej · 1 belum dibaca")).toBeInTheDocument();
    expect(screen.getAllByRole("button", { name: "Buka mesej daripada Ali Bakar" }).length).toBeGreaterThan(0);
    expectNoRawIds();
    unmount();

    renderApp(<ContentTab />);
    expect(screen.getByRole("heading", { name: "Kandungan" })).toBeInTheDocument();
    expect(screen.getByRole("tab", { name: /Pos blog/ })).toBeInTheDocument();
    expect(await screen.findByText("Belum ada pos blog.")).toBeInTheDocument();
    expectNoRawIds();
  });

  it("admin sign-in form and the export toast", async () => {
    await activateLocale("ms");
    renderApp(<AdminLoginForm username="" onUsername={() => {}} onForgot={() => {}} onSignedIn={() => {}} onCodeStep={() => {}} />);
    expect(screen.getByLabelText("Nama pengguna")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Log Masuk" })).toBeInTheDocument();
    expectNoRawIds();
    expect(exportFailedTitle("flights")).toBe("Gagal mengeksport flight");
    expect(exportFailedTitle("members")).toBe("Gagal mengeksport ahli");
    await activateLocale("en");
    expect(exportFailedTitle("registrations")).toBe("Failed to export registrations");
    expect(exportFailedTitle("odd")).toBe("Failed to export odd");
  });
});
