import { Loader2Icon } from "lucide-react";

/** Shown while a page's code arrives (only on a first visit, offline-cached after). */
export function PageLoading() {
  return (
    <div className="flex min-h-[50vh] items-center justify-center" role="status" aria-label="Loading page">
      <Loader2Icon className="size-6 animate-spin text-primary" aria-hidden="true" />
    </div>
  );
}
