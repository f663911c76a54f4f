export { MEMBER_FLIGHTS_KEY, hasFlights, useEventFlights, useMemberFlights } from "./api/flights";
export { EventFlightsList, NO_FLIGHTS_TEXT } from "./components/EventFlightsList";
export { FlightCard, flightPositions } from "./components/FlightCard";
export type { AvailableMember } from "./types";
