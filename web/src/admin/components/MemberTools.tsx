// The Members tab's 'Member Tools' popover: the CSV export (built in the
// browser from the loaded list) and the Excel export (from the server).
import { useState } from "react";
import { Popover } from "radix-ui";
import { FileSpreadsheetIcon, FileTextIcon, WrenchIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import "@/components/ui/ui.css";
import type { AdminMember } from "../types";
import { saveBlob } from "@/lib/download";
import { downloadExport } from "./download";
import { membersCsv, membersCsvFilename } from "./memberUtils";

export function exportMembersCsv(members: AdminMember[]): boolean {
  try {
    saveBlob(new Blob([membersCsv(members)], { type: "text/csv;charset=utf-8" }), membersCsvFilename());
    return true;
  } catch (err) {
    toast({
      title: "Failed to export members",
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
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const csv = (list: AdminMember[]) => {
    if (exportMembersCsv(list)) toast({ title: "Members exported", description: `${list.length} members saved as CSV.` });
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
          Member Tools
        </Button>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={6}
          collisionPadding={12}
          className="gc-pop z-50 w-64 rounded-xl border border-border bg-card p-2 text-card-foreground shadow-lg outline-none"
        >
          <p className="px-2 pt-1 pb-2 text-xs font-semibold tracking-wide text-muted-foreground uppercase">Export members</p>
          <div className="grid gap-1">
            <Button variant="ghost" className="h-auto justify-start py-2 text-left" onClick={() => csv(members)} disabled={members.length === 0}>
              <FileTextIcon aria-hidden="true" />
              <span className="grid">
                <span>Export CSV</span>
                <span className="text-xs font-normal text-muted-foreground">All {members.length} members, opens in Excel</span>
              </span>
            </Button>
            {filtered && (
              <Button variant="ghost" className="h-auto justify-start py-2 text-left" onClick={() => csv(filtered)} disabled={filtered.length === 0}>
                <FileTextIcon aria-hidden="true" />
                <span className="grid">
                  <span>Export search results (CSV)</span>
                  <span className="text-xs font-normal text-muted-foreground">The {filtered.length} members shown</span>
                </span>
              </Button>
            )}
            <Button variant="ghost" className="h-auto justify-start py-2 text-left" onClick={excel} disabled={busy}>
              <FileSpreadsheetIcon aria-hidden="true" />
              <span className="grid">
                <span>{busy ? "Preparing…" : "Export Excel"}</span>
                <span className="text-xs font-normal text-muted-foreground">Spreadsheet (.xlsx) from the server</span>
              </span>
            </Button>
          </div>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
