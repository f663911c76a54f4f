export { EVENTS_KEY, useEvents } from "./api/events";
export { EventTypeBadge } from "./components/EventTypeBadge";
export { RateTypeSelect, hasMembership } from "./components/RateTypeSelect";
