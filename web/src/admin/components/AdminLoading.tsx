/** The quiet "loading" line of the admin area (session check, lazy tabs). */
export function AdminLoading({ label = "Checking your session…" }: { label?: string }) {
  return (
    <div className="flex min-h-[40dvh] items-center justify-center p-8 text-sm text-muted-foreground" role="status">
      <span className="mr-3 size-4 animate-spin rounded-full border-2 border-primary border-t-transparent" aria-hidden="true" />
      {label}
    </div>
  );
}
