import { act, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { resetToasts } from "@/shared/ui/use-toast";
import { mockFetch, renderApp } from "@/test/renderApp";
import { MyDataCard } from "./MyDataCard";

afterEach(() => {
  act(() => resetToasts());
});

const pending = { id: 3, status: "pending", reason: null, requestedAt: "2026-11-21T02:00:00Z", decidedAt: null };

describe("MyDataCard", () => {
  it("links the downloads and asks for deletion only after the confirm dialog", async () => {
    const fetch = mockFetch({
      "GET /api/member/deletion-request": { body: { request: null } },
      "POST /api/member/deletion-request": { status: 201, body: { request: pending } },
    });
    const user = userEvent.setup();
    renderApp(<MyDataCard />, { path: "/member" });
    expect(screen.getByRole("link", { name: "Download my data (JSON)" })).toHaveAttribute("href", "/api/member/data-export");
    expect(screen.getByRole("link", { name: "View as a printable page" })).toHaveAttribute("href", "/api/member/data-export?format=html");
    await user.click(await screen.findByRole("button", { name: "Request deletion of my data" }));
    expect(screen.getByRole("alertdialog")).toBeInTheDocument();
    // "Keep my data" closes the dialog and sends nothing.
    await user.click(screen.getByRole("button", { name: "Keep my data" }));
    expect(fetch.mock.calls.some(([, init]) => init?.method === "POST")).toBe(false);
    await user.click(screen.getByRole("button", { name: "Request deletion of my data" }));
    await user.keyboard("{Tab}{Enter}");
    expect(await screen.findByText(/Deletion requested on 21 Nov 2026/)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Cancel my request" })).toBeInTheDocument();
  });

  it("shows a rejected request's reason and lets the member ask again", async () => {
    mockFetch({
      "GET /api/member/deletion-request": {
        body: { request: { ...pending, status: "rejected", reason: "Unpaid fee for the October Medal" } },
      },
    });
    renderApp(<MyDataCard />, { path: "/member" });
    expect(await screen.findByText(/Unpaid fee for the October Medal/)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Request deletion of my data" })).toBeEnabled();
  });
});
