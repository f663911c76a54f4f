export { MembershipRequestsPanel } from "./MembershipRequestsPanel";
