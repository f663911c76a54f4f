export { AdminWaitlist } from "./AdminWaitlist";
