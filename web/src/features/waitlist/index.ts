export { refreshAdminWaitlist } from "./api/waitlist";
export { MyWaitlistsCard } from "./components/MyWaitlistsCard";
