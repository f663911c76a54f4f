export { usePollInterval, useRealtimeContext } from "./RealtimeContext";
