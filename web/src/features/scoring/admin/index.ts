export { CoursesSection } from "./CoursesSection";
export { MeritSettingsSection } from "./MeritSettingsSection";
