export { useRequireAdmin } from "./useRequireAdmin";
