// One contact message in full: reply by email, mark unread again, delete.
import { MailIcon, ReplyIcon, Trash2Icon } from "lucide-react";
import { Badge } from "@/shared/ui/badge";
import { Button } from "@/shared/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/shared/ui/dialog";
import { formatDateTime } from "@/shared/lib/format";
import type { ContactMessage } from "@/features/content/types";
import { useT } from "@/shared/i18n/i18n";

export function MessageDialog({
  message: open,
  onClose,
  onDelete,
  onMarkUnread,
}: {
  message: ContactMessage | null;
  onClose: () => void;
  onDelete: (m: ContactMessage) => void;
  onMarkUnread: (m: ContactMessage) => void;
}) {
  const t = useT();
  return (
    <Dialog open={open !== null} onOpenChange={(o) => !o && onClose()}>
      <DialogContent className="max-w-xl">
        {open && (
          <>
            <DialogHeader>
              <div className="flex flex-wrap items-center gap-2">
                <Badge variant="secondary">{open.subject}</Badge>
                {!open.isRead && <Badge variant="outline">{t("admin.msg.unread")}</Badge>}
              </div>
              <DialogTitle>
                {open.firstName} {open.lastName}
              </DialogTitle>
              <DialogDescription>
                <a href={`mailto:${open.email}`} className="text-primary underline-offset-2 hover:underline">
                  {open.email}
                </a>{" "}
                · {formatDateTime(open.createdAt)}
              </DialogDescription>
            </DialogHeader>
            <p className="max-h-[50dvh] overflow-y-auto rounded-xl bg-muted/50 p-4 text-sm leading-relaxed whitespace-pre-wrap break-words">
              {open.message}
            </p>
            <DialogFooter className="sm:justify-between">
              <Button
                variant="ghost"
                className="text-destructive hover:bg-destructive/10 hover:text-destructive"
                onClick={() => onDelete(open)}
              >
                <Trash2Icon aria-hidden="true" />
                {t("admin.msg.delete")}
              </Button>
              <div className="flex flex-col-reverse gap-2 sm:flex-row">
                <Button variant="outline" onClick={() => onMarkUnread(open)}>
                  <MailIcon aria-hidden="true" />
                  {t("admin.msg.markUnread")}
                </Button>
                <Button asChild>
                  <a href={`mailto:${open.email}?subject=${encodeURIComponent(`Re: ${open.subject}`)}`}>
                    <ReplyIcon aria-hidden="true" />
                    {t("admin.msg.reply")}
                  </a>
                </Button>
              </div>
            </DialogFooter>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
