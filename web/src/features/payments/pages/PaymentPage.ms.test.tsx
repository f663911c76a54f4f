// The payment page in Malay: summary, how to pay, the slip upload and its
// toasts, the VIP advert, and the page's problem states.
import { fireEvent, screen, within } from "@testing-library/react";
import { Route } from "wouter";
import { describe, expect, it } from "vitest";
import { mockFetch, renderApp } from "@/test/renderApp";
import type { ClubEvent, MemberProfile, MemberRegistration } from "@/shared/lib/types";
import { SETTINGS } from "@/test/publicHarness";
import { expectNoRawIds, inMalay } from "@/test/malay";
import { fileTooLargeToast, uploadFailedText } from "@/features/payments/api/payments";
import { ApiError } from "@/shared/lib/api";
import PaymentPage from "./PaymentPage";

const AREAS = ["pay", "reg", "dash"];

inMalay();

const member: MemberProfile = {
  id: 7, name: "Aisha Rahman", phone: "0123456789", email: null, membershipNumber: "BHG123456",
  isActive: true, subscriptionDate: null, subscriptionExpiryDate: null,
};

const event: ClubEvent = {
  id: 5, title: "Monthly Medal", description: "", date: "2099-12-11", time: "7:30 AM", type: "tournament",
  capacity: 40, registered: 12, image: "", rates: [], createdAt: "",
};

const registration: MemberRegistration = {
  id: 9, eventId: 5, memberId: 7, memberName: "Aisha Rahman", memberPhone: "0123456789", guestRateType: "Member Green Fee",
  isMine: true, price: 120, priceLabel: "RM 120", isPaid: false, paymentReferenceFileUrl: "/api/payment-files/abc",
  paymentReferenceFileName: "slip.png", paymentReferenceUploadedAt: "2026-11-20T07:05:00Z", createdAt: "",
  eventTitle: "Monthly Medal", eventDate: "2099-12-11", eventTime: "7:30 AM", eventType: "tournament",
};

function setup(path = "/payment/5/9") {
  mockFetch({
    "GET /api/member/session": { body: member },
    "GET /api/events": { body: [event] },
    "GET /api/member/registrations": { body: [registration] },
    "GET /api/settings": { body: SETTINGS },
  });
  renderApp(<Route path="/payment/:eventId/:registrationId" component={PaymentPage} />, { path });
}

describe("/payment in Malay", () => {
  it("shows the summary, the ways to pay, the slip on file and the VIP advert", async () => {
    setup();
    expect(await screen.findByRole("heading", { level: 1, name: "Monthly Medal" })).toBeInTheDocument();
    expect(screen.getByText("Pembayaran acara")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Kembali ke Papan Pemuka" })).toHaveAttribute("href", "/member");
    expect(screen.getByText("Didaftarkan sebagai")).toBeInTheDocument();
    expect(screen.getByText("Jumlah perlu dibayar")).toBeInTheDocument();
    expect(screen.getByTestId("payment-amount")).toHaveTextContent("RM 120");
    expect(screen.getByTestId("payment-status")).toHaveTextContent("Slip dihantar · menunggu semakan");
    expect(screen.getByText("Cara membayar")).toBeInTheDocument();
    expect(screen.getByText("Pindahan bank")).toBeInTheDocument();
    expect(screen.getByText("Rujukan pembayaran")).toBeInTheDocument();
    const saved = screen.getByTestId("saved-reference");
    expect(within(saved).getByText("Rujukan dalam rekod")).toBeInTheDocument();
    expect(within(saved).getByRole("button", { name: "Buka slip.png (dibuka dalam tab baharu)" })).toBeInTheDocument();
    expect(within(saved).getByText(/^Dimuat naik /)).toBeInTheDocument();
    expect(screen.getByText("Pilih fail lain")).toBeInTheDocument();
    expect(screen.getByText("Imej, PDF atau dokumen Word, maksimum 10MB")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Lihat Langganan VIP" })).toBeInTheDocument();
    expect(screen.getByText("setahun")).toBeInTheDocument();
    expectNoRawIds(AREAS);
  });

  it("refuses a file over 10 MB with a Malay toast, and asks to confirm a chosen one", async () => {
    setup();
    const input = (await screen.findByText("Pilih fail lain")).closest("div")!.querySelector("input[type=file]")!;
    const big = new File(["x"], "big.png", { type: "image/png" });
    Object.defineProperty(big, "size", { value: 11 * 1024 * 1024 });
    fireEvent.change(input, { target: { files: [big] } });
    expect(await screen.findByText("Fail Terlalu Besar")).toBeInTheDocument();
    expect(screen.getByText("Saiz fail mestilah kurang daripada 10MB")).toBeInTheDocument();

    fireEvent.change(input, { target: { files: [new File(["x"], "slip2.png", { type: "image/png" })] } });
    expect(await screen.findByRole("button", { name: "Muat Naik Rujukan Pembayaran" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Buang fail" })).toBeInTheDocument();
  });

  it("says in Malay when the registration is not there", async () => {
    setup("/payment/5/99");
    expect(await screen.findByRole("heading", { name: "Pendaftaran Tidak Dijumpai" })).toBeInTheDocument();
    expect(screen.getByText("Kami tidak menjumpai pendaftaran anda untuk acara ini. Mungkin ia telah dipadam.")).toBeInTheDocument();
    expectNoRawIds(AREAS);
  });

  it("builds the upload toasts in the language in use", () => {
    expect(fileTooLargeToast().title).toBe("Fail Terlalu Besar");
    expect(uploadFailedText("weird")).toBe("Gagal memuat naik fail rujukan pembayaran");
    // The server's reason in Malay by its code.
    expect(uploadFailedText(new ApiError(413, "File too large", "file_too_large"))).toBe("Gagal memuat naik fail rujukan pembayaran. Fail terlalu besar.");
  });
});
