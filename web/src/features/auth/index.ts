export { ADMIN_ME_KEY } from "./api/adminMeKey";
export { MEMBER_AUTH_KEY, PROFILE_KEY, fetchProfile, greetingName, readLocalProfile, useAuth, writeLocalProfile } from "./api/auth";
export { MEMBER_SNAPSHOT_KEY, clearMemberSnapshot, onSnapshotCleared } from "./api/snapshotKey";
export { useLoginDialog } from "./components/LoginDialogContext";
export type { AdminSession } from "./types";
