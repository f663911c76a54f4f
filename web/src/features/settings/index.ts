export { FALLBACK_SHORT_NAME, useSettings } from "./api/settings";
export { PAGE_META } from "./pageMeta";
export { translatedMeta, usePageMeta } from "./usePageMeta";
export type { ClubSettings } from "./types";
export { settingText } from "./settingText";
