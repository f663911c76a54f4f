// The member's own slip on the payment page opens like the admin's: fetched
// first, a failure is the 'Download Failed' toast and no tab, a viewable
// file opens in a new tab.
import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Toaster } from "@/shared/ui/toaster";
import { resetToasts } from "@/shared/ui/use-toast";
import type { MemberRegistration } from "@/shared/lib/types";
import { mockFetch, renderWithProviders } from "@/test/publicHarness";
import { ReferenceUpload } from "./ReferenceUpload";

const registration: MemberRegistration = {
  id: 9, eventId: 5, memberId: 7, memberName: "Aisha Rahman", memberPhone: "0123456789", guestRateType: "Member Green Fee",
  isMine: true, price: 120, priceLabel: "RM 120", isPaid: false, paymentReferenceFileUrl: "/api/payment-files/abc123",
  paymentReferenceFileName: "bank slip.png", paymentReferenceUploadedAt: "2026-11-20T07:05:00Z", createdAt: "",
  eventTitle: "Monthly Medal", eventDate: "2099-12-11", eventTime: "7:30 AM Shotgun", eventType: "tournament",
};

function setup(answer: () => Response | Promise<Response>) {
  const fetch = mockFetch({ "GET /api/payment-files/abc123": answer });
  const open = vi.fn<(url?: string | URL, target?: string) => Window | null>(() => ({ opener: null }) as Window);
  vi.stubGlobal("open", open);
  renderWithProviders(
    <>
      <ReferenceUpload registration={registration} />
      <Toaster />
    </>,
  );
  return { fetch, open, user: userEvent.setup() };
}

afterEach(() => {
  act(() => resetToasts());
});

describe("the member's slip link", () => {
  it("fetches the file and toasts 'Download Failed' without opening a tab when it is missing", async () => {
    const { fetch, open, user } = setup(() => new Response(JSON.stringify({ message: "not found" }), { status: 404 }));
    await user.click(screen.getByRole("button", { name: "Open bank slip.png (opens in a new tab)" }));
    expect(await screen.findByText("Download Failed")).toBeInTheDocument();
    expect(screen.getByText("Could not open the file")).toBeInTheDocument();
    expect(fetch.mock.calls.some(([url]) => String(url) === "/api/payment-files/abc123")).toBe(true);
    expect(open).not.toHaveBeenCalled();
  });

  it("toasts 'Download Failed' when the connection drops", async () => {
    const { open, user } = setup(() => {
      throw new TypeError("Failed to fetch");
    });
    await user.click(screen.getByRole("button", { name: /^Open bank slip\.png/ }));
    expect(await screen.findByText("Download Failed")).toBeInTheDocument();
    expect(open).not.toHaveBeenCalled();
  });

  it("opens an image in a new tab from the fetched bytes", async () => {
    URL.createObjectURL = vi.fn(() => "blob:slip");
    URL.revokeObjectURL = vi.fn();
    const { open, user } = setup(
      () => new Response(new Uint8Array([137, 80, 78, 71]), { status: 200, headers: { "Content-Type": "image/png" } }),
    );
    await user.click(screen.getByRole("button", { name: /^Open bank slip\.png/ }));
    await waitFor(() => expect(open).toHaveBeenCalledWith("blob:slip", "_blank"));
    expect(screen.queryByText("Download Failed")).not.toBeInTheDocument();
  });
});
