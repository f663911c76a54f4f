import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { resetToasts } from "@/components/ui/use-toast";
import { mockFetch, renderApp, sentBody } from "@/features/auth/components/testUtils";
import { ADMIN, installDomShims, reference } from "@/admin/components/payments/testData";
import PaymentReferencesPage from "./PaymentReferencesPage";

vi.setConfig({ testTimeout: 30_000 });
beforeEach(() => installDomShims());
afterEach(() => {
  act(() => resetToasts());
  vi.unstubAllGlobals();
});

const slip = (id: string, name: string) => ({
  paymentReferenceFileUrl: `/objects/payment-references/${id}`,
  paymentReferenceFileName: name,
  paymentReferenceUploadedAt: "2026-11-20T07:05:00Z",
});

const rows = [
  reference(1, { memberName: "Ahmad Ali", ...slip("f-1", "maybank.pdf") }), // awaiting review
  reference(2, { memberName: "Siti Aminah", isPaid: true, ...slip("f-2", "cimb.png") }), // paid
  reference(3, { memberName: "Tan Ah Kow" }), // unpaid, no slip
];

function counter(label: string) {
  const summary = screen.getByTestId("payment-counters");
  const dt = within(summary).getByText(label, { selector: "dt" });
  return dt.nextElementSibling?.textContent;
}

describe("/admin/payment-references", () => {
  it("counters, cards, search and filter chips", async () => {
    mockFetch({ "GET /api/admin/me": { body: ADMIN }, "GET /api/admin/payment-references": { body: rows } });
    const user = userEvent.setup();
    renderApp(<PaymentReferencesPage />, { path: "/admin/payment-references" });
    const card1 = await screen.findByTestId("payment-reference-1");
    expect(counter("Total")).toBe("3");
    expect(counter("Paid")).toBe("1");
    expect(counter("Unpaid")).toBe("2");
    expect(counter("Awaiting review")).toBe("1");

    expect(within(card1).getByRole("heading", { name: "Event 1" })).toBeInTheDocument();
    expect(within(card1).getByText("5 Dec 2026")).toBeInTheDocument();
    expect(within(card1).getByText("maybank.pdf")).toBeInTheDocument();
    expect(within(card1).getByText(/Uploaded 20 Nov 2026, 3:05/)).toBeInTheDocument();
    expect(within(card1).getByText("Member Green Fee")).toBeInTheDocument();
    expect(within(card1).getByText("RM 144")).toBeInTheDocument();
    expect(within(card1).getByText("Awaiting review", { selector: "[data-slot=badge]" })).toBeInTheDocument();
    expect(within(card1).getByRole("switch", { name: "Mark as Paid for Ahmad Ali" })).not.toBeChecked();
    const card3 = screen.getByTestId("payment-reference-3");
    expect(within(card3).getByText("No payment slip uploaded")).toBeInTheDocument();
    expect(within(card3).queryByRole("button", { name: /Open file/ })).toBeNull();

    await user.click(screen.getByRole("button", { name: /^Awaiting review/ }));
    expect(screen.getByRole("button", { name: /^Awaiting review/ })).toHaveAttribute("aria-pressed", "true");
    expect(screen.getAllByTestId(/^payment-reference-/)).toHaveLength(1);
    await user.click(screen.getByRole("button", { name: /^Paid/ }));
    expect(screen.getByTestId("payment-reference-2")).toBeInTheDocument();
    expect(screen.getAllByTestId(/^payment-reference-/)).toHaveLength(1);
    await user.click(screen.getByRole("button", { name: /^All/ }));
    await user.type(screen.getByRole("searchbox", { name: "Search payment references" }), "cimb");
    expect(screen.getAllByTestId(/^payment-reference-/).map((e) => e.dataset.testid)).toEqual(["payment-reference-2"]);
  });

  it("a load failure says 'Failed to load payment references'", async () => {
    mockFetch({ "GET /api/admin/me": { body: ADMIN }, "GET /api/admin/payment-references": { status: 500, body: { message: "x" } } });
    renderApp(<PaymentReferencesPage />, { path: "/admin/payment-references" });
    expect(await screen.findByRole("alert")).toHaveTextContent("Failed to load payment references");
  });

  it("without an admin session it goes to /admin/login", async () => {
    mockFetch({ "GET /api/admin/me": { status: 401, body: { message: "Not logged in" } } });
    const { loc } = renderApp(<PaymentReferencesPage />, { path: "/admin/payment-references" });
    await waitFor(() => expect(loc.history.at(-1)).toBe("/admin/login"));
  });

  it("Open file opens the admin file address in a new tab; a missing file toasts 'Download Failed'", async () => {
    const tab = { opener: {}, location: { href: "" }, close: vi.fn() };
    const open = vi.fn(() => tab);
    vi.stubGlobal("open", open);
    mockFetch({
      "GET /api/admin/me": { body: ADMIN },
      "GET /api/admin/payment-references": { body: rows },
      "HEAD /api/admin/payment-reference-file/payment-references/f-1": { status: 200 },
      "HEAD /api/admin/payment-reference-file/payment-references/f-2": { status: 404 },
    });
    const user = userEvent.setup();
    renderApp(<PaymentReferencesPage />, { path: "/admin/payment-references" });
    await user.click(await screen.findByRole("button", { name: "Open file of Ahmad Ali (opens in a new tab)" }));
    await waitFor(() => expect(tab.location.href).toBe("/api/admin/payment-reference-file/payment-references/f-1"));
    expect(tab.opener).toBeNull();

    await user.click(screen.getByRole("button", { name: "Open file of Siti Aminah (opens in a new tab)" }));
    expect(await screen.findByText("Download Failed")).toBeInTheDocument();
    expect(screen.getByText("Could not open the file")).toBeInTheDocument();
    expect(tab.close).toHaveBeenCalled();
  });

  it("the paid toggle sends PUT and rolls back with 'Update Failed'", async () => {
    const fetchMock = mockFetch({
      "GET /api/admin/me": { body: ADMIN },
      "GET /api/admin/payment-references": { body: rows },
      "PUT /api/admin/payment-status/1": { status: 500, body: { message: "Database unavailable" } },
    });
    const user = userEvent.setup();
    renderApp(<PaymentReferencesPage />, { path: "/admin/payment-references" });
    await user.click(await screen.findByRole("switch", { name: "Mark as Paid for Ahmad Ali" }));
    expect(await screen.findByText("Update Failed")).toBeInTheDocument();
    expect(sentBody(fetchMock, "PUT /api/admin/payment-status/1")).toEqual({ isPaid: true });
    expect(screen.getByRole("switch", { name: "Mark as Paid for Ahmad Ali" })).not.toBeChecked();
  });

  it("delete reference asks first; a failure toasts 'Delete Failed'", async () => {
    const fetchMock = mockFetch({
      "GET /api/admin/me": { body: ADMIN },
      "GET /api/admin/payment-references": { body: rows },
      "DELETE /api/admin/payment-references/1": { status: 500, body: { message: "Storage unavailable" } },
    });
    const user = userEvent.setup();
    renderApp(<PaymentReferencesPage />, { path: "/admin/payment-references" });
    await user.click(await screen.findByRole("button", { name: "Delete reference of Ahmad Ali" }));
    const dialog = await screen.findByRole("alertdialog");
    expect(dialog).toHaveTextContent("maybank.pdf");
    await user.click(within(dialog).getByRole("button", { name: "Delete reference" }));
    expect(await screen.findByText("Delete Failed")).toBeInTheDocument();
    expect(screen.getByText("Storage unavailable")).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === "DELETE")).toBe(true);
  });
});
