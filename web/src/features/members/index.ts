export { vipStatus } from "./vipStatus";
