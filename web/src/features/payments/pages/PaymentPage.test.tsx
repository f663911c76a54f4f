import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Route } from "wouter";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { mockFetch, renderApp, sentBody, type Reply } from "@/test/renderApp";
import type { ClubEvent, MemberProfile, MemberRegistration } from "@/shared/lib/types";
import { SETTINGS } from "@/test/publicHarness";
import { expectNoRawIds, inLocale } from "@/test/locales";
import { fileTooLargeToast, uploadFailedText } from "@/features/payments/api/payments";
import { ApiError } from "@/shared/lib/api";
import PaymentPage from "./PaymentPage";

const AREAS = ["pay", "reg", "dash"];

const download = vi.fn<(url: string, name: string) => Promise<void>>();
const openFile = vi.fn<(href: string | null | undefined) => Promise<boolean>>(async () => true);
vi.mock("@/shared/lib/download", () => ({
  downloadImageAsPng: (url: string, name: string) => download(url, name),
  openPaymentFile: (href: string | null | undefined) => openFile(href),
}));

beforeEach(() => {
  download.mockReset();
});

const member: MemberProfile = {
  id: 7, name: "Aisha Rahman", phone: "0123456789", email: null, membershipNumber: "BHG123456",
  isActive: true, subscriptionDate: null, subscriptionExpiryDate: null,
};

const event: ClubEvent = {
  id: 5, title: "Monthly Medal", description: "", date: "2099-12-11", time: "7:30 AM Shotgun", type: "tournament",
  capacity: 40, registered: 12, image: "", rates: [], createdAt: "",
};

const registration: MemberRegistration = {
  id: 9, eventId: 5, memberId: 7, memberName: "Aisha Rahman", memberPhone: "0123456789", guestRateType: "Member Green Fee",
  isMine: true, price: 120, priceLabel: "RM 120", isPaid: false, paymentReferenceFileUrl: null, paymentReferenceFileName: null,
  paymentReferenceUploadedAt: null, createdAt: "", eventTitle: "Monthly Medal", eventDate: "2099-12-11",
  eventTime: "7:30 AM Shotgun", eventType: "tournament",
};

function setup({ path = "/payment/5/9", reg = registration, routes = {} }: { path?: string; reg?: MemberRegistration; routes?: Record<string, Reply> } = {}) {
  const fetch = mockFetch({
    "GET /api/member/session": { body: member },
    "GET /api/events": { body: [event] },
    "GET /api/member/registrations": { body: [reg] },
    "GET /api/settings": { body: SETTINGS },
    ...routes,
  });
  const user = userEvent.setup();
  const app = renderApp(<Route path="/payment/:eventId/:registrationId" component={PaymentPage} />, { path });
  return { user, fetch, ...app };
}

/** A stand-in XMLHttpRequest whose PUT reports progress and answers `answer`. */
function fakeXhr(answer: { status: number; body: unknown }) {
  const sent: { method: string; url: string; headers: Record<string, string>; body: unknown }[] = [];
  class FakeXhr {
    upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    status = 0;
    statusText = "";
    responseText = "";
    withCredentials = false;
    private req = { method: "", url: "", headers: {} as Record<string, string>, body: undefined as unknown };
    open(method: string, url: string) {
      this.req.method = method;
      this.req.url = url;
    }
    setRequestHeader(k: string, v: string) {
      this.req.headers[k] = v;
    }
    send(body: unknown) {
      this.req.body = body;
      sent.push(this.req);
      setTimeout(() => {
        this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 });
        setTimeout(() => {
          this.status = answer.status;
          this.responseText = JSON.stringify(answer.body);
          this.onload?.();
        }, 20);
      }, 20);
    }
  }
  vi.stubGlobal("XMLHttpRequest", FakeXhr);
  return sent;
}

function chooseFile(file: File) {
  const input = document.querySelector<HTMLInputElement>("input[type=file]")!;
  fireEvent.change(input, { target: { files: [file] } });
}

const LANGUAGES = [
  {
    locale: "en",
    loading: "Loading payment details",
    noEvent: "Event Not Found",
    back: "Back to Dashboard",
    noRegistration: "Registration Not Found",
    noRegistrationText: "We could not find your registration for this event. It may have been removed.",
    eventPayment: "Event payment",
    registeredAs: "Registered as",
    amount: "Amount to pay",
    how: "How to pay",
    bankTransfer: "Bank transfer",
    reference: "Payment reference",
    eventDate: "11 Dec 2099",
    qrAlt: "Payment QR code",
    qrFilledAlt: "DuitNow QR code with your amount and reference filled in",
    qrFilled: (amount: string, ref: string) =>
      `Your amount (${amount}) and reference (${ref}) are filled in. Check them in your banking app before you pay, then upload your slip: the club confirms your payment from the slip.`,
    useClubQr: "Use the club's QR instead",
    useFilledQr: "Use the QR with the amount filled in",
    copyAccount: "Copy account no.",
    viewVip: "View VIP Subscription",
    perYear: "per year",
    unpaid: "Awaiting payment",
    contactForRate: "Contact for rate",
    choose: "Choose file",
    chooseOther: "Choose a different file",
    fileHint: "Image, PDF or Word document, up to 10MB",
    removeFile: "Remove file",
    tooLarge: "File Too Large",
    tooLargeText: "File size must be less than 10MB",
    upload: "Upload Payment Reference",
    progress: "Upload progress",
    saved: "Payment Reference Saved",
    referenceSaved: "Payment reference saved",
    awaitingReview: "Slip sent · awaiting review",
    uploadFailed: "Upload Failed",
    uploadFailedText: "Failed to upload payment reference file",
    uploadFailedTooLarge: "Failed to upload payment reference file. File too large",
    saveFailed: "Save Failed",
    onFile: "Reference on file",
    openSlip: (file: string) => `Open ${file} (opens in a new tab)`,
    uploadedAt: /^Uploaded /,
    paid: "Paid",
    downloadQr: "Download QR",
    qrDownloaded: "QR Code Downloaded",
    downloadFailed: "Download Failed",
    downloadFailedText: "Failed to download QR code. Please try again.",
    loginTitle: "Log in to pay",
  },
  {
    locale: "ms",
    loading: "Memuatkan butiran pembayaran",
    noEvent: "Acara Tidak Dijumpai",
    back: "Kembali ke Papan Pemuka",
    noRegistration: "Pendaftaran Tidak Dijumpai",
    noRegistrationText: "Kami tidak menjumpai pendaftaran anda untuk acara ini. Mungkin ia telah dipadam.",
    eventPayment: "Pembayaran acara",
    registeredAs: "Didaftarkan sebagai",
    amount: "Jumlah perlu dibayar",
    how: "Cara membayar",
    bankTransfer: "Pindahan bank",
    reference: "Rujukan pembayaran",
    eventDate: "11 Dis 2099",
    qrAlt: "Kod QR pembayaran",
    qrFilledAlt: "Kod QR DuitNow dengan jumlah dan rujukan anda telah diisi",
    qrFilled: (amount: string, ref: string) =>
      `Jumlah (${amount}) dan rujukan (${ref}) anda telah diisi. Semak dalam aplikasi bank anda sebelum membayar, kemudian muat naik slip anda: kelab mengesahkan pembayaran anda berdasarkan slip.`,
    useClubQr: "Guna QR kelab sahaja",
    useFilledQr: "Guna QR dengan jumlah telah diisi",
    copyAccount: "Salin no. akaun",
    viewVip: "Lihat Langganan VIP",
    perYear: "setahun",
    unpaid: "Menunggu pembayaran",
    contactForRate: "Hubungi untuk kadar",
    choose: "Pilih fail",
    chooseOther: "Pilih fail lain",
    fileHint: "Imej, PDF atau dokumen Word, maksimum 10MB",
    removeFile: "Buang fail",
    tooLarge: "Fail Terlalu Besar",
    tooLargeText: "Saiz fail mestilah kurang daripada 10MB",
    upload: "Muat Naik Rujukan Pembayaran",
    progress: "Kemajuan muat naik",
    saved: "Rujukan Pembayaran Disimpan",
    referenceSaved: "Rujukan pembayaran disimpan",
    awaitingReview: "Slip dihantar · menunggu semakan",
    uploadFailed: "Muat Naik Gagal",
    uploadFailedText: "Gagal memuat naik fail rujukan pembayaran",
    // The server's reason in Malay by its code (in English, in its own words).
    uploadFailedTooLarge: "Gagal memuat naik fail rujukan pembayaran. Fail terlalu besar.",
    saveFailed: "Gagal Disimpan",
    onFile: "Rujukan dalam rekod",
    openSlip: (file: string) => `Buka ${file} (dibuka dalam tab baharu)`,
    uploadedAt: /^Dimuat naik /,
    paid: "Dibayar",
    downloadQr: "Muat Turun QR",
    qrDownloaded: "Kod QR Dimuat Turun",
    downloadFailed: "Muat Turun Gagal",
    downloadFailedText: "Gagal memuat turun kod QR. Sila cuba lagi.",
    loginTitle: "Log masuk untuk membayar",
  },
] as const;

describe.each(LANGUAGES)("PaymentPage ($locale)", (T) => {
  inLocale(T.locale);

  it("shows a loading state first", () => {
    setup({ routes: { "GET /api/events": () => ({ body: new Promise(() => {}) as unknown }) } });
    expect(screen.getByLabelText(T.loading)).toBeInTheDocument();
  });

  it("says 'Event Not Found' with a way back when no event matches", async () => {
    setup({ path: "/payment/404/9" });
    expect(await screen.findByRole("heading", { name: T.noEvent })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: T.back })).toHaveAttribute("href", "/member");
  });

  it("says 'Registration Not Found' for someone else's or a removed registration", async () => {
    setup({ path: "/payment/5/77" });
    expect(await screen.findByRole("heading", { name: T.noRegistration })).toBeInTheDocument();
    expect(screen.getByText(T.noRegistrationText)).toBeInTheDocument();
    expectNoRawIds(AREAS);
  });

  it("shows the event, the amount, the QR code, bank and e-wallet details and the VIP advert", async () => {
    setup();
    expect(await screen.findByRole("heading", { name: "Monthly Medal" })).toBeInTheDocument();
    expect(screen.getByTestId("payment-amount")).toHaveTextContent("RM 120");
    expect(screen.getByText("Member Green Fee")).toBeInTheDocument();
    expect(screen.getByText(T.eventDate)).toBeInTheDocument();
    expect(await screen.findByRole("img", { name: T.qrAlt })).toHaveAttribute("src", SETTINGS.paymentQrUrl);
    expect(screen.getByText(SETTINGS.bankAccountNumber)).toBeInTheDocument();
    expect(screen.getByText(SETTINGS.ewalletNumber)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: T.copyAccount })).toBeInTheDocument();
    expect(screen.getByText("RM 144")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: T.viewVip })).toHaveAttribute("href", "/membership");
    expect(screen.getByTestId("payment-status")).toHaveTextContent(T.unpaid);
  });

  it("shows the QR made for this registration, the amount and reference filled in, with the club's QR one tap away", async () => {
    download.mockResolvedValue();
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 29 29"><path d="M4 4h7v1h-7z"/></svg>';
    const { user } = setup({ routes: { "GET /api/payment/9/qr": { body: { svg, amount: 120, reference: "E5-R9" } } } });
    const filled = await screen.findByRole("img", { name: T.qrFilledAlt });
    expect(filled.getAttribute("src")).toBe(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`);
    expect(screen.getByTestId("payment-qr-filled-text")).toHaveTextContent(T.qrFilled("RM 120", "E5-R9"));
    expect(screen.queryByRole("img", { name: T.qrAlt })).not.toBeInTheDocument();
    expectNoRawIds(AREAS);

    await user.click(screen.getByRole("button", { name: T.downloadQr }));
    await waitFor(() => expect(download).toHaveBeenCalledWith(filled.getAttribute("src"), "payment-qr-event-5"));

    await user.click(screen.getByRole("button", { name: T.useClubQr }));
    expect(screen.getByRole("img", { name: T.qrAlt })).toHaveAttribute("src", SETTINGS.paymentQrUrl);
    expect(screen.queryByTestId("payment-qr-filled-text")).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: T.useFilledQr }));
    expect(screen.getByRole("img", { name: T.qrFilledAlt })).toBeInTheDocument();
  });

  it("shows the club's own QR when the server has no DuitNow QR to make", async () => {
    setup({ routes: { "GET /api/payment/9/qr": { status: 404, body: { message: "The club's payment QR has no DuitNow data", code: "no_duitnow_qr" } } } });
    expect(await screen.findByRole("img", { name: T.qrAlt })).toHaveAttribute("src", SETTINGS.paymentQrUrl);
    expect(screen.queryByRole("button", { name: T.useClubQr })).not.toBeInTheDocument();
    expect(screen.queryByTestId("payment-qr-filled-text")).not.toBeInTheDocument();
  });

  it("shows 'Contact for rate' when the registration has no price", async () => {
    setup({ reg: { ...registration, price: null, priceLabel: "Contact for rate" } });
    expect(await screen.findByTestId("payment-amount")).toHaveTextContent(T.contactForRate);
  });

  it("refuses a file over 10 MB before uploading anything", async () => {
    const { fetch } = setup();
    await screen.findByText(T.choose);
    const big = new File(["x"], "huge.png", { type: "image/png" });
    Object.defineProperty(big, "size", { value: 10485761 });
    chooseFile(big);
    expect(await screen.findByText(T.tooLarge)).toBeInTheDocument();
    expect(screen.getByText(T.tooLargeText)).toBeInTheDocument();
    expect(screen.queryByTestId("chosen-file")).not.toBeInTheDocument();
    expect(fetch.mock.calls.some(([url, init]) => String(url).includes("/api/payment") && (init?.method ?? "GET") !== "GET")).toBe(false);
  });

  it("accepts exactly 10 MB", async () => {
    setup();
    await screen.findByText(T.choose);
    const edge = new File(["x"], "edge.pdf", { type: "application/pdf" });
    Object.defineProperty(edge, "size", { value: 10485760 });
    chooseFile(edge);
    expect(await screen.findByTestId("chosen-file")).toHaveTextContent("edge.pdf");
    expect(screen.getByRole("button", { name: T.upload })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: T.removeFile })).toBeInTheDocument();
  });

  it("uploads with progress, then saves the reference under the original file name", async () => {
    const sent = fakeXhr({ status: 200, body: { fileUrl: "/api/payment-files/abc", fileId: "abc", size: 4, contentType: "image/png" } });
    const saved = {
      ...registration,
      paymentReferenceFileUrl: "/api/payment-files/abc",
      paymentReferenceFileName: "my slip.png",
      paymentReferenceUploadedAt: "2026-11-21T02:00:00Z",
    };
    let current = registration;
    const { user, fetch } = setup({
      routes: {
        "GET /api/member/registrations": () => ({ body: [current] }),
        "POST /api/payment/upload": { body: { method: "PUT", uploadURL: "/api/uploads/tok" } },
        "POST /api/payment/9/reference": () => {
          current = saved;
          return { body: saved };
        },
      },
    });
    await screen.findByText(T.choose);
    chooseFile(new File(["\x89PNG"], "my slip.png", { type: "image/png" }));
    await user.click(await screen.findByRole("button", { name: T.upload }));
    const bar = await screen.findByRole("progressbar", { name: T.progress });
    await waitFor(() => expect(bar).toHaveAttribute("aria-valuenow", "50"));
    expect(await screen.findByText(T.saved)).toBeInTheDocument();
    expect(sent[0]).toMatchObject({ method: "PUT", url: "/api/uploads/tok", headers: { "Content-Type": "image/png" } });
    expect(sentBody(fetch, "POST /api/payment/9/reference")).toEqual({ fileUrl: "/api/payment-files/abc", fileName: "my slip.png" });
    const ref = screen.getByTestId("saved-reference");
    expect(ref).toHaveTextContent(T.referenceSaved);
    expect(ref).toHaveTextContent("my slip.png");
    expect(screen.getByTestId("payment-status")).toHaveTextContent(T.awaitingReview);
  });

  it("reports a refused upload as 'Upload Failed' and saves nothing", async () => {
    fakeXhr({ status: 415, body: { message: "Only images, PDF and Word documents are accepted" } });
    const { user, fetch } = setup({ routes: { "POST /api/payment/upload": { body: { method: "PUT", uploadURL: "/api/uploads/tok" } } } });
    await screen.findByText(T.choose);
    chooseFile(new File(["<html>"], "fake.jpg", { type: "image/jpeg" }));
    await user.click(await screen.findByRole("button", { name: T.upload }));
    expect(await screen.findByText(T.uploadFailed)).toBeInTheDocument();
    expect(screen.getByText(new RegExp(`^${T.uploadFailedText}`))).toBeInTheDocument();
    expect(fetch.mock.calls.some(([url]) => String(url).includes("/reference"))).toBe(false);
  });

  it("reports a refused save as 'Save Failed' with the server's message", async () => {
    fakeXhr({ status: 200, body: { fileUrl: "/api/payment-files/abc", fileId: "abc", size: 4, contentType: "image/png" } });
    const { user } = setup({
      routes: {
        "POST /api/payment/upload": { body: { method: "PUT", uploadURL: "/api/uploads/tok" } },
        "POST /api/payment/9/reference": { status: 404, body: { message: "Registration not found" } },
      },
    });
    await screen.findByText(T.choose);
    chooseFile(new File(["\x89PNG"], "slip.png", { type: "image/png" }));
    await user.click(await screen.findByRole("button", { name: T.upload }));
    expect(await screen.findByText(T.saveFailed)).toBeInTheDocument();
    expect(screen.getByText("Registration not found")).toBeInTheDocument();
  });

  it("shows an already saved reference and the Paid state", async () => {
    const { user } = setup({
      reg: { ...registration, isPaid: true, paymentReferenceFileName: "receipt.pdf", paymentReferenceFileUrl: "/api/payment-files/x", paymentReferenceUploadedAt: "2026-11-21T02:00:00Z" },
    });
    const ref = await screen.findByTestId("saved-reference");
    expect(ref).toHaveTextContent(T.onFile);
    // Opened through openPaymentFile (fetched first; ReferenceUpload.test.tsx covers the failure toast).
    await user.click(within(ref).getByRole("button", { name: T.openSlip("receipt.pdf") }));
    expect(openFile).toHaveBeenCalledWith("/api/payment-files/x");
    expect(ref).toHaveTextContent("21 Nov 2026");
    expect(screen.getByTestId("payment-status")).toHaveTextContent(T.paid);
    expect(screen.queryByText(T.choose)).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: T.downloadQr })).not.toBeInTheDocument();
  });

  it("downloads the QR code as PNG and stays on the page (the member still has to pay)", async () => {
    download.mockResolvedValue();
    const { user, loc } = setup();
    await user.click(await screen.findByRole("button", { name: T.downloadQr }));
    expect(await screen.findByText(T.qrDownloaded)).toBeInTheDocument();
    expect(download).toHaveBeenCalledWith(SETTINGS.paymentQrUrl, "payment-qr-event-5");
    await new Promise((r) => setTimeout(r, 2000));
    expect(loc.history.at(-1)).toBe("/payment/5/9");
  });

  it("reports a failed QR download and stays", async () => {
    download.mockImplementation(async () => {
      throw new TypeError("Failed to fetch");
    });
    const { user, loc } = setup();
    await user.click(await screen.findByRole("button", { name: T.downloadQr }));
    expect(await screen.findByText(T.downloadFailed)).toBeInTheDocument();
    expect(screen.getByText(T.downloadFailedText)).toBeInTheDocument();
    expect(loc.history.at(-1)).toBe("/payment/5/9");
  });

  it("asks a signed-out visitor to log in", async () => {
    setup({ routes: { "GET /api/member/session": { body: null } } });
    expect(await screen.findByRole("heading", { name: T.loginTitle })).toBeInTheDocument();
  });

  it("shows the summary, the ways to pay, the slip on file and the VIP advert", async () => {
    setup({
      reg: { ...registration, paymentReferenceFileUrl: "/api/payment-files/abc", paymentReferenceFileName: "slip.png", paymentReferenceUploadedAt: "2026-11-20T07:05:00Z" },
    });
    expect(await screen.findByRole("heading", { level: 1, name: "Monthly Medal" })).toBeInTheDocument();
    expect(screen.getByText(T.eventPayment)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: T.back })).toHaveAttribute("href", "/member");
    expect(screen.getByText(T.registeredAs)).toBeInTheDocument();
    expect(screen.getByText(T.amount)).toBeInTheDocument();
    expect(screen.getByTestId("payment-amount")).toHaveTextContent("RM 120");
    expect(screen.getByTestId("payment-status")).toHaveTextContent(T.awaitingReview);
    expect(screen.getByText(T.how)).toBeInTheDocument();
    expect(screen.getByText(T.bankTransfer)).toBeInTheDocument();
    expect(screen.getByText(T.reference)).toBeInTheDocument();
    const saved = screen.getByTestId("saved-reference");
    expect(within(saved).getByText(T.onFile)).toBeInTheDocument();
    expect(within(saved).getByRole("button", { name: T.openSlip("slip.png") })).toBeInTheDocument();
    expect(within(saved).getByText(T.uploadedAt)).toBeInTheDocument();
    expect(screen.getByText(T.chooseOther)).toBeInTheDocument();
    expect(screen.getByText(T.fileHint)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: T.viewVip })).toBeInTheDocument();
    expect(screen.getByText(T.perYear)).toBeInTheDocument();
    expectNoRawIds(AREAS);
  });

  it("refuses a file over 10 MB with a slip already on file", async () => {
    setup({
      reg: { ...registration, paymentReferenceFileUrl: "/api/payment-files/abc", paymentReferenceFileName: "slip.png", paymentReferenceUploadedAt: "2026-11-20T07:05:00Z" },
    });
    const input = (await screen.findByText(T.chooseOther)).closest("div")!.querySelector("input[type=file]")!;
    const big = new File(["x"], "big.png", { type: "image/png" });
    Object.defineProperty(big, "size", { value: 11 * 1024 * 1024 });
    fireEvent.change(input, { target: { files: [big] } });
    expect(await screen.findByText(T.tooLarge)).toBeInTheDocument();
    expect(screen.getByText(T.tooLargeText)).toBeInTheDocument();

    fireEvent.change(input, { target: { files: [new File(["x"], "slip2.png", { type: "image/png" })] } });
    expect(await screen.findByRole("button", { name: T.upload })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: T.removeFile })).toBeInTheDocument();
  });

  it("builds the upload toasts in the language in use", () => {
    expect(fileTooLargeToast().title).toBe(T.tooLarge);
    expect(uploadFailedText("weird")).toBe(T.uploadFailedText);
    expect(uploadFailedText(new ApiError(413, "File too large", "file_too_large"))).toBe(T.uploadFailedTooLarge);
  });
});
