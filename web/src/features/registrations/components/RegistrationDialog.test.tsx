import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { mockFetch, renderApp, sentBody, type Reply } from "@/test/renderApp";
import { resetToasts } from "@/shared/ui/use-toast";
import { ApiError } from "@/shared/lib/api";
import type { ClubEvent, Flight, MemberProfile, MemberRegistration, Participant } from "@/shared/lib/types";
import { polyfillRadix } from "@/test/publicHarness";
import { deregisterErrorToast, registerErrorToast } from "@/features/registrations/api/register";
import { RegistrationDialog } from "./RegistrationDialog";
import { NO_FLIGHTS_TEXT } from "@/features/flights";

beforeAll(polyfillRadix);
afterEach(() => {
  act(() => resetToasts());
  vi.unstubAllGlobals();
});

const member: MemberProfile = {
  id: 7,
  name: "Aisha Rahman",
  phone: "0123456789",
  email: "aisha@example.com",
  membershipNumber: "BHG123456",
  isActive: true,
  subscriptionDate: null,
  subscriptionExpiryDate: null,
};

const medal: ClubEvent = {
  id: 5,
  title: "Monthly Medal",
  description: "",
  date: "2099-12-11",
  time: "7:30 AM",
  type: "tournament",
  capacity: 40,
  registered: 2,
  image: "",
  createdAt: "",
  rates: [
    { type: "Member Green Fee", price: 120, category: "member" },
    { type: "Member Walking", price: 95, category: "member" },
    { type: "Non-Member Green Fee", price: 185, category: "non-member" },
  ],
};

const others: Participant[] = [
  { id: 1, memberName: "Wong Mei Ling", guestRateType: "Member Green Fee", isMine: false, createdAt: "" },
  { id: 2, memberName: "Arjun Pillai", guestRateType: "Non-Member Green Fee", isMine: false, createdAt: "" },
];

function setup(opts: { event?: ClubEvent; me?: MemberProfile | null; participants?: Participant[]; flights?: Flight[]; routes?: Record<string, Reply> } = {}) {
  const event = opts.event ?? medal;
  const me = opts.me === undefined ? member : opts.me;
  const fetch = mockFetch({
    "GET /api/member/session": { body: me ?? null },
    "GET /api/events": { body: [event] },
    [`GET /api/events/${event.id}/registrations`]: { body: opts.participants ?? others },
    "GET /api/member/registrations": { body: [] },
    [`GET /api/flights/${event.id}`]: { body: opts.flights ?? [] },
    ...opts.routes,
  });
  const onClose = vi.fn();
  const user = userEvent.setup();
  const app = renderApp(<RegistrationDialog event={event} onClose={onClose} />, { path: "/events" });
  return { user, fetch, onClose, ...app };
}

async function openRates(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole("combobox", { name: "Rate Type" }));
  return screen.findByRole("listbox");
}

describe("RegistrationDialog", () => {
  it("shows the event summary, the participants, the 'Registering as' box and the flights note", async () => {
    setup();
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByRole("heading", { name: "Monthly Medal" })).toBeInTheDocument();
    expect(within(dialog).getByText("11 Dec 2099")).toBeInTheDocument();
    expect(within(dialog).getByText("7:30 AM")).toBeInTheDocument();
    expect(within(dialog).getByText("tournament")).toBeInTheDocument();
    expect(within(dialog).getByTestId("dialog-registered")).toHaveTextContent("2/40 registered");
    expect(await within(dialog).findByText("Wong Mei Ling")).toBeInTheDocument();
    expect(within(dialog).getByText("Non-Member Green Fee")).toBeInTheDocument();
    const box = within(dialog).getByRole("region", { name: "Registering as" });
    expect(within(box).getByText("Aisha Rahman")).toBeInTheDocument();
    expect(within(box).getByText("012-345 6789")).toBeInTheDocument();
    expect(within(box).getByText("BHG123456")).toBeInTheDocument();
    expect(await within(dialog).findByText(NO_FLIGHTS_TEXT)).toBeInTheDocument();
  });

  it("says 'Be the First to Join!' when nobody has registered", async () => {
    setup({ participants: [] });
    expect(await screen.findByText("Be the First to Join!")).toBeInTheDocument();
  });

  it("lists flights with positions, the member's own place as 'You'", async () => {
    setup({
      participants: [...others, { id: 3, memberName: "Aisha Rahman", guestRateType: "Member Green Fee", isMine: true, createdAt: "" }],
      flights: [
        {
          id: 1, eventId: 5, flightNumber: 2, teeTime: "8:10 AM", startingHole: 10, notes: "Buggies at the 10th", maxPlayers: 4, currentPlayers: 2,
          members: [
            { id: 11, position: 2, memberName: "Aisha Rahman", isMine: true },
            { id: 12, position: 1, memberName: "Wong Mei Ling", isMine: false },
          ],
        },
      ],
    });
    const flights = await screen.findByRole("list", { name: "Flights" });
    expect(within(flights).getByText("Flight 2")).toBeInTheDocument();
    expect(within(flights).getByText("8:10 am")).toBeInTheDocument();
    expect(within(flights).getByText("Hole 10")).toBeInTheDocument();
    expect(within(flights).getByText("Buggies at the 10th")).toBeInTheDocument();
    const rows = within(flights).getAllByRole("listitem").slice(1);
    expect(rows.map((r) => r.textContent)).toEqual(["1.Wong Mei Ling", "2.Aisha RahmanYou"]);
  });

  it("highlights the member's own participant entry as 'You', first in the list", async () => {
    setup({
      participants: [...others, { id: 3, memberName: "Aisha Rahman", guestRateType: "Member Green Fee", isMine: true, createdAt: "" }],
    });
    const list = await screen.findByRole("list", { name: "Participants" });
    const items = within(list).getAllByRole("listitem");
    expect(items[0]).toHaveTextContent("Aisha RahmanYou");
    expect(items[0]).toHaveAttribute("data-mine", "true");
    expect(within(list).getAllByText("You")).toHaveLength(1);
    // Registered already: De-register instead of Register, no rate select.
    expect(screen.getByRole("button", { name: "De-register" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Register" })).not.toBeInTheDocument();
    expect(screen.queryByRole("combobox", { name: "Rate Type" })).not.toBeInTheDocument();
  });

  it("groups rates under MEMBER RATES and NON-MEMBER RATES with prices", async () => {
    const { user } = setup();
    const listbox = await openRates(user);
    expect(within(listbox).getByText("MEMBER RATES")).toBeInTheDocument();
    expect(within(listbox).getByText("NON-MEMBER RATES")).toBeInTheDocument();
    const options = within(listbox).getAllByRole("option");
    expect(options.map((o) => o.textContent)).toEqual([
      "Member Green FeeRM 120",
      "Member WalkingRM 95",
      "Non-Member Green FeeRM 185",
    ]);
    expect(options.every((o) => o.getAttribute("aria-disabled") !== "true")).toBe(true);
    expect(within(listbox).queryByText("Membership Required")).not.toBeInTheDocument();
  });

  it("disables member rates tagged 'Membership Required' for a member without a membership number", async () => {
    const { user } = setup({ me: { ...member, membershipNumber: "  " } });
    const listbox = await openRates(user);
    const [green, walking, nonMember] = within(listbox).getAllByRole("option");
    expect(green).toHaveAttribute("aria-disabled", "true");
    expect(walking).toHaveAttribute("aria-disabled", "true");
    expect(within(green!).getByText("Membership Required")).toBeInTheDocument();
    expect(nonMember).not.toHaveAttribute("aria-disabled", "true");
    // No member ID line in the 'Registering as' box.
    expect(screen.queryByText("BHG123456")).not.toBeInTheDocument();
  });

  it("keeps Register disabled until a rate is chosen, then registers with it", async () => {
    const { user, fetch } = setup({
      routes: { "POST /api/events/5/register": { status: 201, body: { id: 9, eventId: 5, guestRateType: "Non-Member Green Fee" } } },
    });
    const register = await screen.findByRole("button", { name: "Register" });
    expect(register).toBeDisabled();
    const listbox = await openRates(user);
    await user.click(within(listbox).getByRole("option", { name: /Non-Member Green Fee/ }));
    expect(register).toBeEnabled();
    await user.click(register);
    expect(await screen.findByText("Registration Successful")).toBeInTheDocument();
    expect(sentBody(fetch, "POST /api/events/5/register")).toEqual({
      memberName: "Aisha Rahman",
      memberPhone: "0123456789",
      guestRateType: "Non-Member Green Fee",
    });
  });

  it("after registering offers the next step, 'Pay RM 185' to the payment page; De-register stays, secondary", async () => {
    let registered = false;
    const mine: MemberRegistration = {
      id: 9, eventId: 5, memberId: 7, memberName: "Aisha Rahman", memberPhone: "0123456789", guestRateType: "Non-Member Green Fee",
      isMine: true, price: 185, priceLabel: "RM 185", isPaid: false, paymentReferenceFileUrl: null, paymentReferenceFileName: null,
      paymentReferenceUploadedAt: null, createdAt: "", eventTitle: "Monthly Medal", eventDate: "2099-12-11", eventTime: "7:30 AM",
      eventType: "tournament",
    };
    const { user } = setup({
      routes: {
        "POST /api/events/5/register": () => {
          registered = true;
          return { status: 201, body: mine };
        },
        "GET /api/member/registrations": () => ({ body: registered ? [mine] : [] }),
        "GET /api/events/5/registrations": () => ({ body: registered ? [...others, { ...mine, isMine: true }] : others }),
      },
    });
    const listbox = await openRates(user);
    await user.click(within(listbox).getByRole("option", { name: /Non-Member Green Fee/ }));
    await user.click(screen.getByRole("button", { name: "Register" }));
    const pay = await screen.findByRole("link", { name: "Pay RM 185" });
    expect(pay).toHaveAttribute("href", "/payment/5/9");
    const actions = screen.getByTestId("registration-actions");
    // The next step first (focus order), De-register still there but not the primary action.
    const buttons = [...actions.querySelectorAll("a, button")];
    expect(buttons.map((b) => b.textContent)).toEqual(["Pay RM 185", "Cancel", "De-register"]);
    expect(screen.getByTestId("my-registration")).toHaveTextContent("RM 185");
    expect(within(screen.getByTestId("my-registration")).getByTestId("payment-status")).toHaveTextContent("Awaiting payment");
  });

  it.each([
    ["a free rate", { price: 0, priceLabel: "RM 0" }, "No fee"],
    ["a paid registration", { isPaid: true }, "Paid"],
    ["a slip awaiting review", { paymentReferenceFileName: "slip.png" }, "Slip sent · awaiting review"],
  ])("offers no pay action for %s", async (_what, extra, label) => {
    const mine = {
      id: 9, eventId: 5, guestRateType: "Member Green Fee", price: 120, priceLabel: "RM 120", isPaid: false,
      paymentReferenceFileName: null, ...extra,
    };
    setup({ participants: [], routes: { "GET /api/member/registrations": { body: [mine] } } });
    expect(await screen.findByRole("button", { name: "De-register" })).toBeInTheDocument();
    expect(await within(screen.getByTestId("my-registration")).findByTestId("payment-status")).toHaveTextContent(label);
    expect(screen.queryByRole("link", { name: /^Pay/ })).not.toBeInTheDocument();
  });

  it("tells a guest on a members-only event 'Members only' and links to the VIP Subscription, instead of disabled options", async () => {
    const membersOnly: ClubEvent = { ...medal, rates: medal.rates.filter((r) => r.category === "member") };
    setup({ event: membersOnly, me: { ...member, membershipNumber: null } });
    const notice = await screen.findByTestId("members-only");
    expect(within(notice).getByRole("heading", { name: "Members only" })).toBeInTheDocument();
    expect(within(notice).getByRole("link", { name: /VIP Subscription/ })).toHaveAttribute("href", "/membership");
    expect(screen.queryByRole("combobox", { name: "Rate Type" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Register" })).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Cancel" })).toBeEnabled();
  });

  it("tells a signed-out visitor the event is members only, and still offers 'Login to Register'", async () => {
    const membersOnly: ClubEvent = { ...medal, rates: medal.rates.filter((r) => r.category === "member") };
    setup({ event: membersOnly, me: null });
    const notice = await screen.findByTestId("members-only");
    expect(within(notice).getByRole("link", { name: /VIP Subscription/ })).toHaveAttribute("href", "/membership");
    expect(screen.getByRole("button", { name: "Login to Register" })).toBeInTheDocument();
  });

  it("shows the rate select to a member on a members-only event", async () => {
    const membersOnly: ClubEvent = { ...medal, rates: medal.rates.filter((r) => r.category === "member") };
    setup({ event: membersOnly });
    expect(await screen.findByRole("combobox", { name: "Rate Type" })).toBeInTheDocument();
    expect(screen.queryByTestId("members-only")).not.toBeInTheDocument();
  });

  it("offers 'Contact organizers for rates information' and registers as 'Standard' when the event has no rates", async () => {
    const { user, fetch } = setup({
      event: { ...medal, rates: [] },
      routes: { "POST /api/events/5/register": { status: 201, body: { id: 9 } } },
    });
    expect(await screen.findByText("Contact organizers for rates information")).toBeInTheDocument();
    expect(screen.queryByRole("combobox", { name: "Rate Type" })).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Register" }));
    await screen.findByText("Registration Successful");
    expect(sentBody(fetch, "POST /api/events/5/register")).toMatchObject({ guestRateType: "Standard" });
  });

  // The toast follows the code; the message text is only shown, never matched.
  it.each([
    [409, "already_registered", "Already Registered!", "Registration refused", /Check your dashboard/],
    [409, "event_full", "Event Full", "No seats", /capacity/],
    [403, "membership_required", "Registration Failed", "Membership Required: member rates need a membership number", /Membership Required/],
  ])("maps a %i '%s' answer to the '%s' toast", async (status, code, title, message, text) => {
    const { user } = setup({ routes: { "POST /api/events/5/register": { status, body: { message, code } } } });
    const listbox = await openRates(user);
    await user.click(within(listbox).getByRole("option", { name: /Member Walking/ }));
    await user.click(screen.getByRole("button", { name: "Register" }));
    expect(await screen.findByText(title)).toBeInTheDocument();
    expect(screen.getByText(text)).toBeInTheDocument();
  });

  it("de-registers after confirmation", async () => {
    const { user, fetch } = setup({
      participants: [{ id: 3, memberName: "Aisha Rahman", guestRateType: "Member Green Fee", isMine: true, createdAt: "" }],
      routes: { "DELETE /api/events/5/register": { body: { message: "ok" } } },
    });
    await user.click(await screen.findByRole("button", { name: "De-register" }));
    const confirm = await screen.findByRole("alertdialog");
    expect(within(confirm).getByText(/This action cannot be undone/)).toBeInTheDocument();
    await user.click(within(confirm).getByRole("button", { name: "De-register" }));
    expect(await screen.findByText("De-registration Successful")).toBeInTheDocument();
    expect(fetch.mock.calls.some(([, init]) => init?.method === "DELETE")).toBe(true);
  });

  it("shows 'De-registration Failed' with the server's message", async () => {
    const { user } = setup({
      participants: [{ id: 3, memberName: "Aisha Rahman", guestRateType: "Member Green Fee", isMine: true, createdAt: "" }],
      routes: { "DELETE /api/events/5/register": { status: 404, body: { message: "You are not registered for this event" } } },
    });
    await user.click(await screen.findByRole("button", { name: "De-register" }));
    await user.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "De-register" }));
    expect(await screen.findByText("De-registration Failed")).toBeInTheDocument();
    expect(screen.getByText("You are not registered for this event")).toBeInTheDocument();
  });

  it("treats the event as registered when the member's registrations hold it (by event id)", async () => {
    setup({
      participants: [],
      routes: { "GET /api/member/registrations": { body: [{ id: 3, eventId: 5, guestRateType: "Member Walking" }] } },
    });
    expect(await screen.findByRole("button", { name: "De-register" })).toBeInTheDocument();
    expect(screen.getByText("Member Walking")).toBeInTheDocument();
  });

  it("disables Register when the event is full", async () => {
    setup({ event: { ...medal, registered: 40 } });
    expect(await screen.findByRole("button", { name: "Register" })).toBeDisabled();
    expect(screen.getByText("This event is full. No places are left.")).toBeInTheDocument();
  });

  it("sends a signed-out visitor to the login dialog", async () => {
    const { user, onClose, fetch } = setup({ me: null });
    const login = await screen.findByRole("button", { name: "Login to Register" });
    // Nothing member-only is asked for or shown before signing in.
    expect(screen.queryByText(/Current Participants/)).not.toBeInTheDocument();
    expect(screen.queryByRole("combobox", { name: "Rate Type" })).not.toBeInTheDocument();
    expect(fetch.mock.calls.some(([url]) => String(url).includes("/registrations"))).toBe(false);
    await user.click(login);
    expect(onClose).toHaveBeenCalled();
    expect(await screen.findByRole("tab", { name: "Login" })).toBeInTheDocument();
  });
});

describe("registerErrorToast / deregisterErrorToast", () => {
  it("maps the error codes to the spec's texts", () => {
    expect(registerErrorToast(new ApiError(409, "You are already registered for this event", "already_registered")).title).toBe(
      "Already Registered!",
    );
    expect(registerErrorToast(new ApiError(409, "Event is full", "event_full"))).toEqual({
      title: "Event Full",
      description: "This event has reached its capacity. No places are left.",
    });
    // Only the code decides: the same words without the code are just shown.
    expect(registerErrorToast(new ApiError(409, "Event is full"))).toEqual({ title: "Registration Failed", description: "Event is full" });
    expect(registerErrorToast(new ApiError(400, "Registration is closed for past events", "event_closed"))).toEqual({
      title: "Registration Failed",
      description: "Registration is closed for past events",
    });
    expect(registerErrorToast(new ApiError(500, ""))).toEqual({ title: "Registration Failed", description: "Failed to register for event" });
    expect(registerErrorToast("weird")).toEqual({ title: "Registration Failed", description: "Failed to register for event" });
    expect(deregisterErrorToast(new ApiError(500, ""))).toEqual({
      title: "De-registration Failed",
      description: "Failed to de-register from event",
    });
  });
});
