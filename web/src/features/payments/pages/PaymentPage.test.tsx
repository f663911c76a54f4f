import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Route } from "wouter";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { mockFetch, renderApp, sentBody, type Reply } from "@/test/renderApp";
import { resetToasts } from "@/shared/ui/use-toast";
import type { ClubEvent, MemberProfile, MemberRegistration } from "@/shared/lib/types";
import { SETTINGS } from "@/test/publicHarness";
import PaymentPage from "./PaymentPage";

const download = vi.fn<(url: string, name: string) => Promise<void>>();
const openFile = vi.fn<(href: string | null | undefined) => Promise<boolean>>(async () => true);
vi.mock("@/shared/lib/download", () => ({
  downloadImageAsPng: (url: string, name: string) => download(url, name),
  openPaymentFile: (href: string | null | undefined) => openFile(href),
}));

beforeEach(() => {
  download.mockReset();
});
afterEach(() => {
  act(() => resetToasts());
  vi.unstubAllGlobals();
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

describe("PaymentPage", () => {
  it("shows a loading state first", () => {
    setup({ routes: { "GET /api/events": () => ({ body: new Promise(() => {}) as unknown }) } });
    expect(screen.getByLabelText("Loading payment details")).toBeInTheDocument();
  });

  it("says 'Event Not Found' with a way back when no event matches", async () => {
    setup({ path: "/payment/404/9" });
    expect(await screen.findByRole("heading", { name: "Event Not Found" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to Dashboard" })).toHaveAttribute("href", "/member");
  });

  it("says 'Registration Not Found' for someone else's or a removed registration", async () => {
    setup({ path: "/payment/5/77" });
    expect(await screen.findByRole("heading", { name: "Registration Not Found" })).toBeInTheDocument();
  });

  it("shows the event, the amount, the QR code, bank and e-wallet details and the VIP advert", async () => {
    setup();
    expect(await screen.findByRole("heading", { name: "Monthly Medal" })).toBeInTheDocument();
    expect(screen.getByTestId("payment-amount")).toHaveTextContent("RM 120");
    expect(screen.getByText("Member Green Fee")).toBeInTheDocument();
    expect(screen.getByText("11 Dec 2099")).toBeInTheDocument();
    expect(screen.getByRole("img", { name: "Payment QR code" })).toHaveAttribute("src", SETTINGS.paymentQrUrl);
    expect(screen.getByText(SETTINGS.bankAccountNumber)).toBeInTheDocument();
    expect(screen.getByText(SETTINGS.ewalletNumber)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Copy account no." })).toBeInTheDocument();
    expect(screen.getByText("RM 144")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "View VIP Subscription" })).toHaveAttribute("href", "/membership");
    expect(screen.getByTestId("payment-status")).toHaveTextContent("Awaiting payment");
  });

  it("shows 'Contact for rate' when the registration has no price", async () => {
    setup({ reg: { ...registration, price: null, priceLabel: "Contact for rate" } });
    expect(await screen.findByTestId("payment-amount")).toHaveTextContent("Contact for rate");
  });

  it("refuses a file over 10 MB before uploading anything", async () => {
    const { fetch } = setup();
    await screen.findByText("Choose file");
    const big = new File(["x"], "huge.png", { type: "image/png" });
    Object.defineProperty(big, "size", { value: 10485761 });
    chooseFile(big);
    expect(await screen.findByText("File Too Large")).toBeInTheDocument();
    expect(screen.getByText("File size must be less than 10MB")).toBeInTheDocument();
    expect(screen.queryByTestId("chosen-file")).not.toBeInTheDocument();
    expect(fetch.mock.calls.some(([url]) => String(url).includes("/api/payment"))).toBe(false);
  });

  it("accepts exactly 10 MB", async () => {
    setup();
    await screen.findByText("Choose file");
    const edge = new File(["x"], "edge.pdf", { type: "application/pdf" });
    Object.defineProperty(edge, "size", { value: 10485760 });
    chooseFile(edge);
    expect(await screen.findByTestId("chosen-file")).toHaveTextContent("edge.pdf");
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
    await screen.findByText("Choose file");
    chooseFile(new File(["\x89PNG"], "my slip.png", { type: "image/png" }));
    await user.click(await screen.findByRole("button", { name: "Upload Payment Reference" }));
    const bar = await screen.findByRole("progressbar", { name: "Upload progress" });
    await waitFor(() => expect(bar).toHaveAttribute("aria-valuenow", "50"));
    expect(await screen.findByText("Payment Reference Saved")).toBeInTheDocument();
    expect(sent[0]).toMatchObject({ method: "PUT", url: "/api/uploads/tok", headers: { "Content-Type": "image/png" } });
    expect(sentBody(fetch, "POST /api/payment/9/reference")).toEqual({ fileUrl: "/api/payment-files/abc", fileName: "my slip.png" });
    const ref = screen.getByTestId("saved-reference");
    expect(ref).toHaveTextContent("Payment reference saved");
    expect(ref).toHaveTextContent("my slip.png");
    expect(screen.getByTestId("payment-status")).toHaveTextContent("Slip sent · awaiting review");
  });

  it("reports a refused upload as 'Upload Failed' and saves nothing", async () => {
    fakeXhr({ status: 415, body: { message: "Only images, PDF and Word documents are accepted" } });
    const { user, fetch } = setup({ routes: { "POST /api/payment/upload": { body: { method: "PUT", uploadURL: "/api/uploads/tok" } } } });
    await screen.findByText("Choose file");
    chooseFile(new File(["<html>"], "fake.jpg", { type: "image/jpeg" }));
    await user.click(await screen.findByRole("button", { name: "Upload Payment Reference" }));
    expect(await screen.findByText("Upload Failed")).toBeInTheDocument();
    expect(screen.getByText(/^Failed to upload payment reference file/)).toBeInTheDocument();
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
    await screen.findByText("Choose file");
    chooseFile(new File(["\x89PNG"], "slip.png", { type: "image/png" }));
    await user.click(await screen.findByRole("button", { name: "Upload Payment Reference" }));
    expect(await screen.findByText("Save Failed")).toBeInTheDocument();
    expect(screen.getByText("Registration not found")).toBeInTheDocument();
  });

  it("shows an already saved reference and the Paid state", async () => {
    const { user } = setup({
      reg: { ...registration, isPaid: true, paymentReferenceFileName: "receipt.pdf", paymentReferenceFileUrl: "/api/payment-files/x", paymentReferenceUploadedAt: "2026-11-21T02:00:00Z" },
    });
    const ref = await screen.findByTestId("saved-reference");
    expect(ref).toHaveTextContent("Reference on file");
    // Opened through openPaymentFile (fetched first; ReferenceUpload.test.tsx covers the failure toast).
    await user.click(within(ref).getByRole("button", { name: "Open receipt.pdf (opens in a new tab)" }));
    expect(openFile).toHaveBeenCalledWith("/api/payment-files/x");
    expect(ref).toHaveTextContent("21 Nov 2026");
    expect(screen.getByTestId("payment-status")).toHaveTextContent("Paid");
    expect(screen.queryByText("Choose file")).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Download QR" })).not.toBeInTheDocument();
  });

  it("downloads the QR code as PNG and stays on the page (the member still has to pay)", async () => {
    download.mockResolvedValue();
    const { user, loc } = setup();
    await user.click(await screen.findByRole("button", { name: "Download QR" }));
    expect(await screen.findByText("QR Code Downloaded")).toBeInTheDocument();
    expect(download).toHaveBeenCalledWith(SETTINGS.paymentQrUrl, "payment-qr-event-5");
    await new Promise((r) => setTimeout(r, 2000));
    expect(loc.history.at(-1)).toBe("/payment/5/9");
  });

  it("reports a failed QR download and stays", async () => {
    download.mockImplementation(async () => {
      throw new TypeError("Failed to fetch");
    });
    const { user, loc } = setup();
    await user.click(await screen.findByRole("button", { name: "Download QR" }));
    expect(await screen.findByText("Download Failed")).toBeInTheDocument();
    expect(screen.getByText("Failed to download QR code. Please try again.")).toBeInTheDocument();
    expect(loc.history.at(-1)).toBe("/payment/5/9");
  });

  it("asks a signed-out visitor to log in", async () => {
    setup({ routes: { "GET /api/member/session": { body: null } } });
    expect(await screen.findByRole("heading", { name: "Log in to pay" })).toBeInTheDocument();
  });
});
