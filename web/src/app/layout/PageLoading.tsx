import { Loader2Icon } from "lucide-react";
import { useT } from "@/shared/i18n/i18n";

/** Shown while a page's code arrives (only on a first visit, offline-cached after). */
export function PageLoading() {
  const t = useT();
  return (
    <div className="flex min-h-[50vh] items-center justify-center" role="status" aria-label={t("nav.loadingPage")}>
      <Loader2Icon className="size-6 animate-spin text-primary" aria-hidden="true" />
    </div>
  );
}
