import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { mockFetch, renderApp, sentBody, type Reply } from "@/test/renderApp";
import { ApiError } from "@/shared/lib/api";
import type { ClubEvent, Flight, MemberProfile, MemberRegistration, Participant } from "@/shared/lib/types";
import { polyfillRadix } from "@/test/publicHarness";
import { expectNoRawIds, inLocale } from "@/test/locales";
import { toasts } from "@/test/toasts";
import { deregisterErrorToast, registerErrorToast } from "@/features/registrations/api/register";
import { PAYMENT_STATE_LABEL, payActionLabel } from "@/features/registrations/paymentState";
import { RegistrationDialog } from "./RegistrationDialog";

const AREAS = ["reg", "pay", "flight"];

beforeAll(polyfillRadix);

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

const LANGUAGES = [
  {
    locale: "en",
    eventRegistration: "Event registration",
    chooseText: "Check the details, choose your rate type and register.",
    tbc: "To be confirmed",
    date: "11 Dec 2099",
    type: "tournament",
    registeredOf: "2/40 registered",
    participantsCount: (n: number) => `Current Participants (${n})`,
    participantsTitle: /Current Participants/,
    flightsTitle: "Flight Arrangements",
    noFlights: "Flight arrangements will be assigned closer to the event date.",
    registeringAs: "Registering as",
    beFirst: "Be the First to Join!",
    flights: "Flights",
    teeTime: "8:10 am",
    hole: "Hole 10",
    you: "You",
    participants: "Participants",
    deregister: "De-register",
    register: "Register",
    cancel: "Cancel",
    rateType: "Rate Type",
    memberRates: "MEMBER RATES",
    nonMemberRates: "NON-MEMBER RATES",
    membershipRequired: "Membership Required",
    registered: "Registration Successful",
    registeredText: "You are registered for Monthly Medal. See you on the course!",
    yourRegistration: "Your registration",
    registeredPay: "You are registered. Pay now, or later from your dashboard.",
    yourRateType: "Your rate type: Member Green Fee",
    pay: (amount: string) => `Pay ${amount}`,
    payNow: "Pay Now",
    payAny: /^Pay/,
    unpaid: "Awaiting payment",
    free: "No fee",
    paid: "Paid",
    awaitingReview: "Slip sent · awaiting review",
    membersOnly: "Members only",
    vip: /VIP Subscription/,
    loginToRegister: "Login to Register",
    noRates: "Contact organizers for rates information",
    alreadyRegistered: "Already Registered!",
    alreadyRegisteredText: /Check your dashboard/,
    eventFull: "Event Full",
    eventFullText: "This event has reached its capacity. No places are left.",
    eventFullMatch: /capacity/,
    registerFailed: "Registration Failed",
    registerFailedText: "Failed to register for event",
    membershipRequiredText: /Membership Required/,
    cannotUndo: /This action cannot be undone/,
    deregistered: "De-registration Successful",
    deregisterFailed: "De-registration Failed",
    deregisterFailedText: "Failed to de-register from event",
    fullText: "This event is full. No places are left.",
    login: "Login",
  },
  {
    locale: "ms",
    eventRegistration: "Pendaftaran acara",
    chooseText: "Semak butiran, pilih jenis kadar dan daftar.",
    tbc: "Akan disahkan",
    date: "11 Dis 2099",
    type: "kejohanan",
    registeredOf: "2/40 berdaftar",
    participantsCount: (n: number) => `Peserta Semasa (${n})`,
    participantsTitle: /Peserta Semasa/,
    flightsTitle: "Susunan Flight",
    noFlights: "Susunan flight akan ditetapkan menjelang tarikh acara.",
    registeringAs: "Mendaftar sebagai",
    beFirst: "Jadilah yang Pertama Menyertai!",
    flights: "Flight",
    teeTime: "8:10 pagi",
    hole: "Lubang 10",
    you: "Anda",
    participants: "Peserta",
    deregister: "Batal Daftar",
    register: "Daftar",
    cancel: "Batal",
    rateType: "Jenis Kadar",
    memberRates: "KADAR AHLI",
    nonMemberRates: "KADAR BUKAN AHLI",
    membershipRequired: "Perlu Keahlian",
    registered: "Pendaftaran Berjaya",
    registeredText: "Anda telah berdaftar untuk Monthly Medal. Jumpa di padang!",
    yourRegistration: "Pendaftaran anda",
    registeredPay: "Anda telah berdaftar. Bayar sekarang, atau kemudian dari papan pemuka anda.",
    yourRateType: "Jenis kadar anda: Member Green Fee",
    pay: (amount: string) => `Bayar ${amount}`,
    payNow: "Bayar Sekarang",
    payAny: /^Bayar/,
    unpaid: "Menunggu pembayaran",
    free: "Tiada bayaran",
    paid: "Dibayar",
    awaitingReview: "Slip dihantar · menunggu semakan",
    membersOnly: "Ahli sahaja",
    vip: /Langganan VIP/,
    loginToRegister: "Log Masuk untuk Daftar",
    noRates: "Hubungi penganjur untuk maklumat kadar",
    alreadyRegistered: "Sudah Berdaftar!",
    alreadyRegisteredText: /Semak papan pemuka anda/,
    eventFull: "Acara Penuh",
    eventFullText: "Acara ini telah mencapai kapasiti. Tiada tempat lagi.",
    eventFullMatch: /kapasiti/,
    registerFailed: "Pendaftaran Gagal",
    registerFailedText: "Gagal mendaftar untuk acara",
    // The code's text in Malay, not the server's English words.
    membershipRequiredText: /Kadar ahli memerlukan nombor keahlian/,
    cannotUndo: /Tindakan ini tidak boleh dibatalkan/,
    deregistered: "Pendaftaran Dibatalkan",
    deregisterFailed: "Pembatalan Pendaftaran Gagal",
    deregisterFailedText: "Gagal membatalkan pendaftaran acara",
    fullText: "Acara ini sudah penuh. Tiada tempat lagi.",
    login: "Log Masuk",
  },
] as const;

describe.each(LANGUAGES)("RegistrationDialog ($locale)", (T) => {
  inLocale(T.locale);

  async function openRates(user: ReturnType<typeof userEvent.setup>) {
    await user.click(await screen.findByRole("combobox", { name: T.rateType }));
    return screen.findByRole("listbox");
  }

  it("shows the event summary, the participants, the 'Registering as' box and the flights note", async () => {
    setup();
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByRole("heading", { name: "Monthly Medal" })).toBeInTheDocument();
    expect(within(dialog).getByText(T.date)).toBeInTheDocument();
    expect(within(dialog).getByText("7:30 AM")).toBeInTheDocument();
    expect(within(dialog).getByText(T.type)).toBeInTheDocument();
    expect(within(dialog).getByTestId("dialog-registered")).toHaveTextContent(T.registeredOf);
    expect(await within(dialog).findByText("Wong Mei Ling")).toBeInTheDocument();
    expect(within(dialog).getByText("Non-Member Green Fee")).toBeInTheDocument();
    const box = within(dialog).getByRole("region", { name: T.registeringAs });
    expect(within(box).getByText("Aisha Rahman")).toBeInTheDocument();
    expect(within(box).getByText("012-345 6789")).toBeInTheDocument();
    expect(within(box).getByText("BHG123456")).toBeInTheDocument();
    expect(await within(dialog).findByText(T.noFlights)).toBeInTheDocument();
  });

  it("says 'Be the First to Join!' when nobody has registered", async () => {
    setup({ participants: [] });
    expect(await screen.findByText(T.beFirst)).toBeInTheDocument();
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
    const flights = await screen.findByRole("list", { name: T.flights });
    expect(within(flights).getByText("Flight 2")).toBeInTheDocument();
    expect(within(flights).getByText(T.teeTime)).toBeInTheDocument();
    expect(within(flights).getByText(T.hole)).toBeInTheDocument();
    expect(within(flights).getByText("Buggies at the 10th")).toBeInTheDocument();
    const rows = within(flights).getAllByRole("listitem").slice(1);
    expect(rows.map((r) => r.textContent)).toEqual(["1.Wong Mei Ling", `2.Aisha Rahman${T.you}`]);
  });

  it("highlights the member's own participant entry as 'You', first in the list", async () => {
    setup({
      participants: [...others, { id: 3, memberName: "Aisha Rahman", guestRateType: "Member Green Fee", isMine: true, createdAt: "" }],
    });
    const list = await screen.findByRole("list", { name: T.participants });
    const items = within(list).getAllByRole("listitem");
    expect(items[0]).toHaveTextContent(`Aisha Rahman${T.you}`);
    expect(items[0]).toHaveAttribute("data-mine", "true");
    expect(within(list).getAllByText(T.you)).toHaveLength(1);
    // Registered already: De-register instead of Register, no rate select.
    expect(screen.getByRole("button", { name: T.deregister })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: T.register })).not.toBeInTheDocument();
    expect(screen.queryByRole("combobox", { name: T.rateType })).not.toBeInTheDocument();
  });

  it("groups rates under MEMBER RATES and NON-MEMBER RATES with prices", async () => {
    const { user } = setup();
    const listbox = await openRates(user);
    expect(within(listbox).getByText(T.memberRates)).toBeInTheDocument();
    expect(within(listbox).getByText(T.nonMemberRates)).toBeInTheDocument();
    const options = within(listbox).getAllByRole("option");
    expect(options.map((o) => o.textContent)).toEqual([
      "Member Green FeeRM 120",
      "Member WalkingRM 95",
      "Non-Member Green FeeRM 185",
    ]);
    expect(options.every((o) => o.getAttribute("aria-disabled") !== "true")).toBe(true);
    expect(within(listbox).queryByText(T.membershipRequired)).not.toBeInTheDocument();
  });

  it("disables member rates tagged 'Membership Required' for a member without a membership number", async () => {
    const { user } = setup({ me: { ...member, membershipNumber: "  " } });
    const listbox = await openRates(user);
    const [green, walking, nonMember] = within(listbox).getAllByRole("option");
    expect(green).toHaveAttribute("aria-disabled", "true");
    expect(walking).toHaveAttribute("aria-disabled", "true");
    expect(within(green!).getByText(T.membershipRequired)).toBeInTheDocument();
    expect(nonMember).not.toHaveAttribute("aria-disabled", "true");
    // No member ID line in the 'Registering as' box.
    expect(screen.queryByText("BHG123456")).not.toBeInTheDocument();
  });

  it("keeps Register disabled until a rate is chosen, then registers with it", async () => {
    const { user, fetch } = setup({
      routes: { "POST /api/events/5/register": { status: 201, body: { id: 9, eventId: 5, guestRateType: "Non-Member Green Fee" } } },
    });
    const register = await screen.findByRole("button", { name: T.register });
    expect(register).toBeDisabled();
    const listbox = await openRates(user);
    await user.click(within(listbox).getByRole("option", { name: /Non-Member Green Fee/ }));
    expect(register).toBeEnabled();
    await user.click(register);
    expect(await toasts().findByText(T.registered)).toBeInTheDocument();
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
    await user.click(screen.getByRole("button", { name: T.register }));
    const pay = await screen.findByRole("link", { name: T.pay("RM 185") });
    expect(pay).toHaveAttribute("href", "/payment/5/9");
    const actions = screen.getByTestId("registration-actions");
    // The next step first (focus order), De-register still there but not the primary action.
    const buttons = [...actions.querySelectorAll("a, button")];
    expect(buttons.map((b) => b.textContent)).toEqual([T.pay("RM 185"), T.cancel, T.deregister]);
    expect(screen.getByTestId("my-registration")).toHaveTextContent("RM 185");
    expect(within(screen.getByTestId("my-registration")).getByTestId("payment-status")).toHaveTextContent(T.unpaid);
  });

  it.each([
    ["a free rate", { price: 0, priceLabel: "RM 0" }, "free"],
    ["a paid registration", { isPaid: true }, "paid"],
    ["a slip awaiting review", { paymentReferenceFileName: "slip.png" }, "awaitingReview"],
  ])("offers no pay action for %s", async (_what, extra, label) => {
    const mine = {
      id: 9, eventId: 5, guestRateType: "Member Green Fee", price: 120, priceLabel: "RM 120", isPaid: false,
      paymentReferenceFileName: null, ...extra,
    };
    setup({ participants: [], routes: { "GET /api/member/registrations": { body: [mine] } } });
    expect(await screen.findByRole("button", { name: T.deregister })).toBeInTheDocument();
    expect(await within(screen.getByTestId("my-registration")).findByTestId("payment-status")).toHaveTextContent(T[label as "free" | "paid" | "awaitingReview"]);
    expect(screen.queryByRole("link", { name: T.payAny })).not.toBeInTheDocument();
  });

  it("tells a guest on a members-only event 'Members only' and links to the VIP Subscription, instead of disabled options", async () => {
    const membersOnly: ClubEvent = { ...medal, rates: medal.rates.filter((r) => r.category === "member") };
    setup({ event: membersOnly, me: { ...member, membershipNumber: null } });
    const notice = await screen.findByTestId("members-only");
    expect(within(notice).getByRole("heading", { name: T.membersOnly })).toBeInTheDocument();
    expect(within(notice).getByRole("link", { name: T.vip })).toHaveAttribute("href", "/membership");
    expect(screen.queryByRole("combobox", { name: T.rateType })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: T.register })).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: T.cancel })).toBeEnabled();
  });

  it("tells a signed-out visitor the event is members only, and still offers 'Login to Register'", async () => {
    const membersOnly: ClubEvent = { ...medal, rates: medal.rates.filter((r) => r.category === "member") };
    setup({ event: membersOnly, me: null });
    const notice = await screen.findByTestId("members-only");
    expect(within(notice).getByRole("link", { name: T.vip })).toHaveAttribute("href", "/membership");
    expect(screen.getByRole("button", { name: T.loginToRegister })).toBeInTheDocument();
  });

  it("shows the rate select to a member on a members-only event", async () => {
    const membersOnly: ClubEvent = { ...medal, rates: medal.rates.filter((r) => r.category === "member") };
    setup({ event: membersOnly });
    expect(await screen.findByRole("combobox", { name: T.rateType })).toBeInTheDocument();
    expect(screen.queryByTestId("members-only")).not.toBeInTheDocument();
  });

  it("offers 'Contact organizers for rates information' and registers as 'Standard' when the event has no rates", async () => {
    const { user, fetch } = setup({
      event: { ...medal, rates: [] },
      routes: { "POST /api/events/5/register": { status: 201, body: { id: 9 } } },
    });
    expect(await screen.findByText(T.noRates)).toBeInTheDocument();
    expect(screen.queryByRole("combobox", { name: T.rateType })).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: T.register }));
    await toasts().findByText(T.registered);
    expect(sentBody(fetch, "POST /api/events/5/register")).toMatchObject({ guestRateType: "Standard" });
  });

  // The toast follows the code; the message text is only shown, never matched.
  it.each([
    [409, "already_registered", "alreadyRegistered", "Registration refused", "alreadyRegisteredText"],
    [409, "event_full", "eventFull", "No seats", "eventFullMatch"],
    [403, "membership_required", "registerFailed", "Membership Required: member rates need a membership number", "membershipRequiredText"],
  ] as const)("maps a %i '%s' answer to the '%s' toast", async (status, code, title, message, text) => {
    const { user } = setup({ routes: { "POST /api/events/5/register": { status, body: { message, code } } } });
    const listbox = await openRates(user);
    await user.click(within(listbox).getByRole("option", { name: /Member Walking/ }));
    await user.click(screen.getByRole("button", { name: T.register }));
    // In the toast list: the toast's screen-reader copy holds the same text for a moment.
    expect(await toasts().findByText(T[title])).toBeInTheDocument();
    expect(toasts().getByText(T[text])).toBeInTheDocument();
  });

  it("de-registers after confirmation", async () => {
    const { user, fetch } = setup({
      participants: [{ id: 3, memberName: "Aisha Rahman", guestRateType: "Member Green Fee", isMine: true, createdAt: "" }],
      routes: { "DELETE /api/events/5/register": { body: { message: "ok" } } },
    });
    await user.click(await screen.findByRole("button", { name: T.deregister }));
    const confirm = await screen.findByRole("alertdialog");
    expect(within(confirm).getByText(T.cannotUndo)).toBeInTheDocument();
    await user.click(within(confirm).getByRole("button", { name: T.deregister }));
    expect(await toasts().findByText(T.deregistered)).toBeInTheDocument();
    expect(fetch.mock.calls.some(([, init]) => init?.method === "DELETE")).toBe(true);
  });

  it("shows 'De-registration Failed' with the server's message", async () => {
    const { user } = setup({
      participants: [{ id: 3, memberName: "Aisha Rahman", guestRateType: "Member Green Fee", isMine: true, createdAt: "" }],
      routes: { "DELETE /api/events/5/register": { status: 404, body: { message: "You are not registered for this event" } } },
    });
    await user.click(await screen.findByRole("button", { name: T.deregister }));
    await user.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: T.deregister }));
    expect(await toasts().findByText(T.deregisterFailed)).toBeInTheDocument();
    expect(toasts().getByText("You are not registered for this event")).toBeInTheDocument();
  });

  it("treats the event as registered when the member's registrations hold it (by event id)", async () => {
    setup({
      participants: [],
      routes: { "GET /api/member/registrations": { body: [{ id: 3, eventId: 5, guestRateType: "Member Walking" }] } },
    });
    expect(await screen.findByRole("button", { name: T.deregister })).toBeInTheDocument();
    expect(screen.getByText("Member Walking")).toBeInTheDocument();
  });

  it("disables Register when the event is full", async () => {
    setup({ event: { ...medal, registered: 40 } });
    expect(await screen.findByRole("button", { name: T.register })).toBeDisabled();
    expect(screen.getByText(T.fullText)).toBeInTheDocument();
  });

  it("sends a signed-out visitor to the login dialog", async () => {
    const { user, onClose, fetch } = setup({ me: null });
    const login = await screen.findByRole("button", { name: T.loginToRegister });
    // Nothing member-only is asked for or shown before signing in.
    expect(screen.queryByText(T.participantsTitle)).not.toBeInTheDocument();
    expect(screen.queryByRole("combobox", { name: T.rateType })).not.toBeInTheDocument();
    expect(fetch.mock.calls.some(([url]) => String(url).includes("/registrations"))).toBe(false);
    await user.click(login);
    expect(onClose).toHaveBeenCalled();
    expect(await screen.findByRole("tab", { name: T.login })).toBeInTheDocument();
  });

  it("shows the dialog's summary, participants, flights note, who registers and the rates", async () => {
    const { user } = setup({ participants: others.slice(0, 1) });
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByText(T.eventRegistration)).toBeInTheDocument();
    expect(within(dialog).getByText(T.chooseText)).toBeInTheDocument();
    expect(within(dialog).getByTestId("dialog-registered")).toHaveTextContent(T.registeredOf);
    expect(await within(dialog).findByRole("heading", { name: T.participantsCount(1) })).toBeInTheDocument();
    expect(within(dialog).getByRole("heading", { name: T.flightsTitle })).toBeInTheDocument();
    expect(await within(dialog).findByText(T.noFlights)).toBeInTheDocument();
    expect(within(dialog).getByRole("region", { name: T.registeringAs })).toHaveTextContent("Aisha Rahman");
    expect(within(dialog).getByRole("button", { name: T.cancel })).toBeInTheDocument();
    expect(within(dialog).getByRole("button", { name: T.register })).toBeDisabled();

    await user.click(within(dialog).getByRole("combobox", { name: T.rateType }));
    const options = await screen.findByRole("listbox");
    expect(within(options).getByText(T.memberRates)).toBeInTheDocument();
    expect(within(options).getByText(T.nonMemberRates)).toBeInTheDocument();
    expectNoRawIds(AREAS);
  });

  it("says the time is to be confirmed when the event has none", async () => {
    setup({ event: { ...medal, time: "" } });
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByText(T.tbc)).toBeInTheDocument();
  });

  it("once registered and unpaid: the pay action with the amount and the state", async () => {
    const mine: MemberRegistration = {
      id: 9, eventId: 5, memberId: 7, memberName: "Aisha Rahman", memberPhone: "0123456789", guestRateType: "Member Green Fee",
      isMine: true, price: 120, priceLabel: "RM 120", isPaid: false, paymentReferenceFileUrl: null, paymentReferenceFileName: null,
      paymentReferenceUploadedAt: null, createdAt: "", eventTitle: "Monthly Medal", eventDate: "2099-12-11", eventTime: "",
      eventType: "tournament",
    };
    setup({ routes: { "GET /api/member/registrations": { body: [mine] } } });
    const dialog = await screen.findByRole("dialog");
    expect(await within(dialog).findByText(T.yourRegistration)).toBeInTheDocument();
    expect(within(dialog).getByText(T.registeredPay)).toBeInTheDocument();
    expect(within(dialog).getByTestId("my-registration")).toHaveTextContent(T.yourRateType);
    expect(within(dialog).getByTestId("payment-status")).toHaveTextContent(T.unpaid);
    expect(within(dialog).getByRole("link", { name: T.pay("RM 120") })).toHaveAttribute("href", "/payment/5/9");
    expect(within(dialog).getByRole("button", { name: T.deregister })).toBeInTheDocument();
    expectNoRawIds(AREAS);
  });

  it("toasts a registration with the event's name", async () => {
    const { user } = setup({ routes: { "POST /api/events/5/register": { status: 201, body: { id: 9 } } } });
    const listbox = await openRates(user);
    await user.click(within(listbox).getByRole("option", { name: /Non-Member Green Fee/ }));
    await user.click(screen.getByRole("button", { name: T.register }));
    expect(await toasts().findByText(T.registered)).toBeInTheDocument();
    expect(toasts().getByText(T.registeredText)).toBeInTheDocument();
  });

  it("registration texts outside React follow the language when asked, not when loaded", () => {
    expect(registerErrorToast(new ApiError(409, "You are already registered for this event", "already_registered")).title).toBe(
      T.alreadyRegistered,
    );
    expect(registerErrorToast(new ApiError(409, "Event is full", "event_full"))).toEqual({
      title: T.eventFull,
      description: T.eventFullText,
    });
    expect(registerErrorToast("weird")).toEqual({ title: T.registerFailed, description: T.registerFailedText });
    expect(registerErrorToast(new ApiError(500, ""))).toEqual({ title: T.registerFailed, description: T.registerFailedText });
    expect(deregisterErrorToast("weird").title).toBe(T.deregisterFailed);
    expect(deregisterErrorToast(new ApiError(500, ""))).toEqual({ title: T.deregisterFailed, description: T.deregisterFailedText });
    expect(PAYMENT_STATE_LABEL.paid).toBe(T.paid);
    expect(PAYMENT_STATE_LABEL["awaiting-review"]).toBe(T.awaitingReview);
    expect(payActionLabel({ price: 1580.5 })).toBe(T.pay("RM 1,580.50"));
    expect(payActionLabel({ price: null })).toBe(T.payNow);
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
