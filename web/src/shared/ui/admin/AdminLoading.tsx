import { useT } from "@/shared/i18n/i18n";
/** The quiet "loading" line of the admin area (session check, lazy tabs). */
export function AdminLoading({ label }: { label?: string }) {
  const t = useT();
  return (
    <div className="flex min-h-[40dvh] items-center justify-center p-8 text-sm text-muted-foreground" role="status">
      <span className="mr-3 size-4 animate-spin rounded-full border-2 border-primary border-t-transparent" aria-hidden="true" />
      {label ?? t("admin.common.checkingSession")}
    </div>
  );
}
