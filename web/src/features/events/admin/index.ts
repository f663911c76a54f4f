export { ALL_EVENTS, EventFilterSelect } from "./EventFilterSelect";
