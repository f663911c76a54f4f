// The Members tab's 'Member Tools' popover: the CSV export (built in the
// browser from the loaded list) and the Excel export (from the server).
import { t, useT } from "@/shared/i18n/i18n";
import { useState } from "react";
import { Popover } from "radix-ui";
import { FileSpreadsheetIcon, FileTextIcon, WrenchIcon } from "lucide-react";
import { Button } from "@/shared/ui/button";
import { toast } from "@/shared/ui/use-toast";
import "@/shared/ui/ui.css";
import type { AdminMember } from "@/features/members/types";
import { saveBlob } from "@/shared/lib/download";
import { downloadExport } from "@/shared/lib/exportDownload";
import { membersCsv, membersCsvFilename } from "./memberUtils";

export function exportMembersCsv(members: AdminMember[]): boolean {
  try {
    saveBlob(new Blob([membersCsv(members)], { type: "text/csv;charset=utf-8" }), membersCsvFilename());
    return true;
  } catch (err) {
    toast({
      title: t("admin.members.exportFailed"),
      description: err instanceof Error ? err.message : undefined,
      variant: "destructive",
    });
    return false;
  }
}

export function MemberTools({
  members,
  shown,
  disabled,
}: {
  members: AdminMember[];
  /** The members the search currently shows (offered as a second CSV). */
  shown?: AdminMember[];
  disabled?: boolean;
}) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const csv = (list: AdminMember[]) => {
    if (exportMembersCsv(list)) toast({ title: t("admin.members.exported"), description: t("admin.members.exportedText", { count: list.length }) });
    setOpen(false);
  };
  const filtered = shown && shown.length !== members.length ? shown : null;
  const excel = async () => {
    setBusy(true);
    try {
      await downloadExport("/api/export/members/excel", "members");
    } finally {
      setBusy(false);
      setOpen(false);
    }
  };
  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger asChild>
        <Button variant="outline" disabled={disabled}>
          <WrenchIcon aria-hidden="true" />
          {t("admin.members.tools")}
        </Button>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={6}
          collisionPadding={12}
          className="gc-pop z-50 w-64 rounded-xl border border-border bg-card p-2 text-card-foreground shadow-lg outline-none"
        >
          <p className="px-2 pt-1 pb-2 text-xs font-semibold tracking-wide text-muted-foreground uppercase">{t("admin.members.exportTitle")}</p>
          <div className="grid gap-1">
            <Button variant="ghost" className="h-auto justify-start py-2 text-left" onClick={() => csv(members)} disabled={members.length === 0}>
              <FileTextIcon aria-hidden="true" />
              <span className="grid">
                <span>{t("admin.members.exportCsv")}</span>
                <span className="text-xs font-normal text-muted-foreground">{t("admin.members.exportCsvText", { count: members.length })}</span>
              </span>
            </Button>
            {filtered && (
              <Button variant="ghost" className="h-auto justify-start py-2 text-left" onClick={() => csv(filtered)} disabled={filtered.length === 0}>
                <FileTextIcon aria-hidden="true" />
                <span className="grid">
                  <span>{t("admin.members.exportShown")}</span>
                  <span className="text-xs font-normal text-muted-foreground">{t("admin.members.exportShownText", { count: filtered.length })}</span>
                </span>
              </Button>
            )}
            <Button variant="ghost" className="h-auto justify-start py-2 text-left" onClick={excel} disabled={busy}>
              <FileSpreadsheetIcon aria-hidden="true" />
              <span className="grid">
                <span>{busy ? t("admin.common.preparing") : t("admin.members.exportExcel")}</span>
                <span className="text-xs font-normal text-muted-foreground">{t("admin.members.exportExcelText")}</span>
              </span>
            </Button>
          </div>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
