// Fixtures and jsdom shims shared by the admin registrations/flights/payments tests.
import { vi } from "vitest";
import type { AvailableMember } from "@/features/flights";
import type { AdminFlight, ClubEvent, FlightMemberView, PaymentReferenceRow } from "@/shared/lib/types";
import type { AdminRegistration } from "@/features/registrations";

/** Whether a width-only media query such as "(max-width: 767px)" holds at width. */
function widthMatches(query: string, width: number): boolean {
  const max = /max-width:\s*(\d+)px/.exec(query);
  const min = /min-width:\s*(\d+)px/.exec(query);
  return (!max || width <= Number(max[1])) && (!min || width >= Number(min[1])) && Boolean(max || min);
}

/** jsdom lacks matchMedia (answered here for width queries at width) and
 *  the pointer APIs Radix Select uses. */
export function installDomShims(width = 1280) {
  vi.stubGlobal(
    "matchMedia",
    vi.fn((query: string) => ({
      matches: widthMatches(query, width),
      media: query,
      onchange: null,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
      addListener: vi.fn(),
      removeListener: vi.fn(),
      dispatchEvent: vi.fn(),
    })),
  );
  Object.defineProperty(window, "innerWidth", { configurable: true, value: width });
  const proto = Element.prototype as unknown as Record<string, unknown>;
  proto.hasPointerCapture ??= () => false;
  proto.releasePointerCapture ??= () => {};
  proto.setPointerCapture ??= () => {};
  proto.scrollIntoView ??= () => {};
}

export const ADMIN = { id: 1, username: "admin" };

export function event(id: number, patch: Partial<ClubEvent> = {}): ClubEvent {
  return {
    id,
    title: `Event ${id}`,
    description: "A day of golf for everyone.",
    date: "2026-12-05",
    time: "7:30 AM",
    type: "tournament",
    capacity: 20,
    registered: 0,
    image: "",
    rates: [],
    createdAt: "2026-11-01T00:00:00Z",
    ...patch,
  };
}

export function registration(id: number, patch: Partial<AdminRegistration> = {}): AdminRegistration {
  return {
    id,
    eventId: 1,
    eventTitle: "Event 1",
    eventDate: "2026-12-05",
    eventType: "tournament",
    memberId: id,
    memberName: `Member ${id}`,
    memberPhone: `01234567${String(id).padStart(2, "0")}`,
    memberEmail: null,
    membershipNumber: null,
    guestRateType: "Member Green Fee",
    price: 144,
    priceLabel: "RM 144",
    isPaid: false,
    paymentReferenceFileUrl: null,
    paymentReferenceFileName: null,
    paymentReferenceUploadedAt: null,
    createdAt: "2026-11-20T02:00:00Z",
    ...patch,
  };
}

export function reference(id: number, patch: Partial<PaymentReferenceRow> = {}): PaymentReferenceRow {
  const r = registration(id);
  return {
    id,
    eventId: r.eventId,
    eventTitle: r.eventTitle,
    eventDate: r.eventDate,
    registrationCreatedAt: r.createdAt,
    memberName: r.memberName,
    memberPhone: r.memberPhone,
    guestRateType: r.guestRateType,
    price: r.price,
    priceLabel: r.priceLabel,
    isPaid: false,
    paymentReferenceFileUrl: null,
    paymentReferenceFileName: null,
    paymentReferenceUploadedAt: null,
    ...patch,
  };
}

export function flightMember(position: number, patch: Partial<FlightMemberView> = {}): FlightMemberView {
  return {
    id: 100 + position,
    position,
    registrationId: 200 + position,
    memberName: `Player ${position}`,
    memberPhone: `01900000${String(position).padStart(2, "0")}`,
    memberEmail: null,
    handicap: null,
    isPaid: false,
    ...patch,
  };
}

export function flight(id: number, patch: Partial<AdminFlight> = {}): AdminFlight {
  const members = patch.members ?? [];
  return {
    id,
    eventId: 1,
    eventTitle: "Event 1",
    eventDate: "2026-12-05",
    eventTime: "7:30 AM",
    flightNumber: id,
    teeTime: "07:30",
    maxPlayers: 4,
    currentPlayers: members.length,
    startingHole: 1,
    notes: "",
    ...patch,
    members,
  };
}

export function available(registrationId: number, name: string, phone: string): AvailableMember {
  return { registrationId, memberName: name, memberPhone: phone, memberEmail: null, guestRateType: "Member Green Fee", isPaid: false };
}
