export { refreshAdminWaitlist } from "./api/waitlist";
