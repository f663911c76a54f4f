export { NotificationPreferencesCard } from "./components/NotificationPreferencesCard";
