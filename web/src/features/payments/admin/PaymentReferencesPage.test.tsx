import { act, cleanup, screen, waitFor, within } from "@testing-library/react";
import { activateLocale } from "@/shared/i18n/i18n";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { resetToasts } from "@/shared/ui/use-toast";
import { mockFetch, renderApp, sentBody } from "@/test/renderApp";
import type { PaymentReferencePage, PaymentReferenceRow, ReferenceFilter } from "@/shared/lib/types";
import { ADMIN, installDomShims, reference } from "@/test/adminData";
import PaymentReferencesPage from "./PaymentReferencesPage";

vi.setConfig({ testTimeout: 30_000 });
beforeEach(() => installDomShims());
afterEach(() => {
  act(() => resetToasts());
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

const counts = { all: 3, awaiting: 1, unpaid: 2, paid: 1 };

/** The server's answer for one request: filter, search and slice of `all`. */
function serve(all: PaymentReferenceRow[], cnt = counts) {
  const asked: URL[] = [];
  const reply = (_init: RequestInit | undefined, url: URL) => {
    asked.push(url);
    const f = (url.searchParams.get("filter") ?? "all") as ReferenceFilter;
    const q = (url.searchParams.get("q") ?? "").toLowerCase();
    const offset = Number(url.searchParams.get("offset") ?? 0);
    const limit = Number(url.searchParams.get("limit") ?? 20);
    const hit = all.filter(
      (r) =>
        (f === "all" ||
          (f === "paid" && r.isPaid) ||
          (f === "unpaid" && !r.isPaid) ||
          (f === "awaiting" && !r.isPaid && !!r.paymentReferenceFileUrl)) &&
        [r.memberName, r.paymentReferenceFileName ?? ""].join(" ").toLowerCase().includes(q),
    );
    const body: PaymentReferencePage = { items: hit.slice(offset, offset + limit), total: hit.length, offset, limit, counts: cnt };
    return { body };
  };
  return { asked, reply };
}

function counter(label: string) {
  const summary = screen.getByTestId("payment-counters");
  const dt = within(summary).getByText(label, { selector: "dt" });
  return dt.nextElementSibling?.textContent;
}

const cardIds = () => screen.getAllByTestId(/^payment-reference-/).map((e) => Number(e.dataset.testid?.split("-").pop()));

describe("/admin/payment-references", () => {
  it("opens on 'Awaiting review'; counters from the server; chips and search ask the server", async () => {
    const srv = serve(rows);
    mockFetch({ "GET /api/admin/session": { body: ADMIN }, "GET /api/admin/payment-references": srv.reply });
    const user = userEvent.setup();
    renderApp(<PaymentReferencesPage />, { path: "/admin/payment-references" });
    const card1 = await screen.findByTestId("payment-reference-1");
    expect(srv.asked[0].searchParams.get("filter")).toBe("awaiting");
    expect(srv.asked[0].searchParams.get("offset")).toBe("0");
    expect(srv.asked[0].searchParams.get("limit")).toBe("12");
    expect(screen.getByRole("button", { name: /^Awaiting review/ })).toHaveAttribute("aria-pressed", "true");
    expect(cardIds()).toEqual([1]);
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

    await user.click(screen.getByRole("button", { name: /^All/ }));
    const card3 = await screen.findByTestId("payment-reference-3");
    expect(cardIds()).toEqual([1, 2, 3]);
    expect(within(card3).getByText("No payment slip uploaded")).toBeInTheDocument();
    expect(within(card3).queryByRole("button", { name: /Open file/ })).toBeNull();
    await user.click(screen.getByRole("button", { name: /^Paid/ }));
    await waitFor(() => expect(cardIds()).toEqual([2]));
    await user.click(screen.getByRole("button", { name: /^All/ }));
    await user.type(screen.getByRole("searchbox", { name: "Search payment references" }), "cimb");
    await waitFor(() => expect(cardIds()).toEqual([2]));
    expect(srv.asked.at(-1)?.searchParams.get("q")).toBe("cimb");
    expect(srv.asked.at(-1)?.searchParams.get("offset")).toBe("0");
  });

  it("pages on the server with labelled controls", async () => {
    const many = Array.from({ length: 30 }, (_, i) => reference(i + 1, { memberName: `Member ${i + 1}` }));
    const srv = serve(many, { all: 30, awaiting: 0, unpaid: 30, paid: 0 });
    mockFetch({ "GET /api/admin/session": { body: ADMIN }, "GET /api/admin/payment-references": srv.reply });
    const user = userEvent.setup();
    renderApp(<PaymentReferencesPage />, { path: "/admin/payment-references" });
    // Nothing awaits review: the queue says so calmly.
    expect(await screen.findByText("No slips waiting for review.")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: /^Unpaid/ }));
    await screen.findByTestId("payment-reference-1");
    const pager = screen.getByRole("navigation", { name: "Pages of payment references" });
    expect(within(pager).getByTestId("references-range")).toHaveTextContent("1–12 of 30");
    expect(within(pager).getByText("Page 1 of 3")).toBeInTheDocument();
    expect(within(pager).getByRole("button", { name: "Previous page" })).toBeDisabled();
    await user.click(within(pager).getByRole("button", { name: "Next page" }));
    await screen.findByTestId("payment-reference-13");
    expect(srv.asked.at(-1)?.searchParams.get("offset")).toBe("12");
    expect(cardIds()).toEqual(Array.from({ length: 12 }, (_, i) => i + 13));
    await user.click(screen.getByRole("button", { name: "Next page" }));
    await screen.findByTestId("payment-reference-25");
    expect(screen.getByTestId("references-range")).toHaveTextContent("25–30 of 30");
    expect(screen.getByRole("button", { name: "Next page" })).toBeDisabled();
    await user.click(screen.getByRole("button", { name: "Previous page" }));
    await screen.findByTestId("payment-reference-13");
    expect(screen.getByText("Page 2 of 3")).toBeInTheDocument();
  });

  it("a load failure says 'Failed to load payment references'", async () => {
    mockFetch({ "GET /api/admin/session": { body: ADMIN }, "GET /api/admin/payment-references": { status: 500, body: { message: "x" } } });
    renderApp(<PaymentReferencesPage />, { path: "/admin/payment-references" });
    expect(await screen.findByRole("alert")).toHaveTextContent("Failed to load payment references");
  });

  it("without an admin session it goes to /admin/login", async () => {
    mockFetch({ "GET /api/admin/session": { body: null } });
    const { loc } = renderApp(<PaymentReferencesPage />, { path: "/admin/payment-references" });
    await waitFor(() => expect(loc.history.at(-1)).toBe("/admin/login"));
  });

  it("Open file fetches the slip and opens it in a new tab; a missing file or a dropped connection toasts 'Download Failed'", async () => {
    const tab = { opener: {} as unknown };
    const open = vi.fn((..._args: unknown[]) => tab);
    vi.stubGlobal("open", open);
    vi.stubGlobal("URL", Object.assign(URL, { createObjectURL: vi.fn(() => "blob:slip-1"), revokeObjectURL: vi.fn() }));
    const withSlip = rows.map((r) => ({ ...r, isPaid: false }));
    mockFetch({
      "GET /api/admin/session": { body: ADMIN },
      "GET /api/admin/payment-references": serve(withSlip).reply,
      "GET /api/admin/payment-reference-file/payment-references/f-1": () =>
        new Response(new Uint8Array([0x25, 0x50, 0x44, 0x46]), {
          status: 200,
          headers: { "Content-Type": "application/pdf", "Content-Disposition": 'inline; filename="payment-reference-f-1.pdf"' },
        }),
      "GET /api/admin/payment-reference-file/payment-references/f-2": { status: 404, body: { code: "not_found", message: "File not found" } },
    });
    const user = userEvent.setup();
    renderApp(<PaymentReferencesPage />, { path: "/admin/payment-references" });
    await user.click(await screen.findByRole("button", { name: "Open file of Ahmad Ali (opens in a new tab)" }));
    await waitFor(() => expect(open).toHaveBeenCalledWith("blob:slip-1", "_blank"));
    expect(tab.opener).toBeNull();
    expect(screen.queryByText("Download Failed")).toBeNull();

    await user.click(screen.getByRole("button", { name: "Open file of Siti Aminah (opens in a new tab)" }));
    expect(await screen.findByText("Download Failed")).toBeInTheDocument();
    expect(screen.getByText("Could not open the file")).toBeInTheDocument();
    // No tab was opened for the missing file.
    expect(open).toHaveBeenCalledTimes(1);
  });

  it("a network failure while fetching the slip toasts 'Download Failed' too", async () => {
    const open = vi.fn();
    vi.stubGlobal("open", open);
    const fetchMock = mockFetch({ "GET /api/admin/session": { body: ADMIN }, "GET /api/admin/payment-references": serve(rows).reply });
    const base = fetchMock.getMockImplementation();
    fetchMock.mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input).includes("/payment-reference-file/")) throw new TypeError("Failed to fetch");
      return base!(input, init);
    });
    const user = userEvent.setup();
    renderApp(<PaymentReferencesPage />, { path: "/admin/payment-references" });
    await user.click(await screen.findByRole("button", { name: "Open file of Ahmad Ali (opens in a new tab)" }));
    expect(await screen.findByText("Download Failed")).toBeInTheDocument();
    expect(open).not.toHaveBeenCalled();
  });

  it.each([
    ["en", "Mark as Paid for Ahmad Ali", "Marked as paid", "Undo"],
    ["ms", "Tandakan dibayar untuk Ahmad Ali", "Ditanda sebagai dibayar", "Buat asal"],
  ] as const)("(%s) marking paid gives a toast whose Undo marks it unpaid again", async (locale, sw, title, undo) => {
    await activateLocale(locale);
    try {
      const fetchMock = mockFetch({
        "GET /api/admin/session": { body: ADMIN },
        "GET /api/admin/payment-references": serve(rows).reply,
        "PUT /api/admin/payment-status/1": (init) => ({ body: { id: 1, ...(JSON.parse(String(init?.body)) as object) } }),
      });
      const user = userEvent.setup();
      renderApp(<PaymentReferencesPage />, { path: "/admin/payment-references" });
      await user.click(await screen.findByRole("switch", { name: sw }));
      expect(await screen.findByText(title)).toBeInTheDocument();
      expect(sentBody(fetchMock, "PUT /api/admin/payment-status/1")).toEqual({ isPaid: true });
      await user.click(screen.getByRole("button", { name: undo }));
      await waitFor(() => expect(sentBody(fetchMock, "PUT /api/admin/payment-status/1", 1)).toEqual({ isPaid: false }));
    } finally {
      cleanup();
      await activateLocale("en");
    }
  });

  it("the paid toggle sends PUT and rolls back with 'Update Failed'", async () => {
    const fetchMock = mockFetch({
      "GET /api/admin/session": { body: ADMIN },
      "GET /api/admin/payment-references": serve(rows).reply,
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
      "GET /api/admin/session": { body: ADMIN },
      "GET /api/admin/payment-references": serve(rows).reply,
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
