// Pull-to-refresh for the mobile layout: the gesture and its indicator. A
// chunk of its own that only phones load, right after the first paint.
import { usePullToRefresh } from "./usePullToRefresh";
import { PullIndicator } from "./PullIndicator";

export function PullToRefresh({ onRefresh }: { onRefresh: () => Promise<unknown> }) {
  const pull = usePullToRefresh({ enabled: true, onRefresh });
  return <PullIndicator distance={pull.distance} refreshing={pull.refreshing} />;
}
