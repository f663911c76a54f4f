export { DeletionRequestsPanel } from "./DeletionRequestsPanel";
