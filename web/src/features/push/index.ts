export { pollsNotificationCheck } from "./env";
export { useServiceWorkerNavigation } from "./useServiceWorkerNavigation";
