export { MEMBER_SNAPSHOT_KEY, clearMemberSnapshot, readSnapshot, saveSnapshot, snapshotSavedAt, useShownFromSnapshot } from "./memberSnapshot";
export { savedRead } from "./offlineReads";
