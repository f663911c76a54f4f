// Messages (DESIGN.md deviation: an admin screen for the contact inbox).
// Newest first; unread ones bold with a dot. Opening one marks it read;
// it can be marked unread again, answered by email, or deleted.
import { useMemo, useState } from "react";
import { InboxIcon, MailIcon, MailOpenIcon, ReplyIcon, Trash2Icon } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { EmptyState, LoadError, SkeletonList } from "@/admin/components/LoadStates";
import { Card } from "@/components/ui/card";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/api";
import { formatDateTime } from "@/lib/format";
import { cn } from "@/lib/utils";
import { ConfirmDelete } from "../components/ConfirmDelete";
import { useContactMessages, useDeleteMessage, useMarkMessageRead } from "@/features/content/api/adminContent";
import type { ContactMessage } from "../types";

type Filter = "all" | "unread";

export function sortMessages(list: ContactMessage[]): ContactMessage[] {
  return [...list].sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id);
}

export default function MessagesTab() {
  const messages = useContactMessages();
  const mark = useMarkMessageRead();
  const del = useDeleteMessage();
  const [filter, setFilter] = useState<Filter>("all");
  const [openId, setOpenId] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<ContactMessage | null>(null);

  const all = useMemo(() => sortMessages(messages.data ?? []), [messages.data]);
  const unread = all.filter((m) => !m.isRead).length;
  const shown = filter === "unread" ? all.filter((m) => !m.isRead) : all;
  const open = all.find((m) => m.id === openId) ?? null;

  const setRead = (m: ContactMessage, isRead: boolean, quiet = false) =>
    mark.mutate(
      { id: m.id, isRead },
      {
        onError: (err) => {
          if (!quiet)
            toast({ title: "Failed to update message", description: errorMessage(err, "Please try again."), variant: "destructive" });
        },
      },
    );

  const openMessage = (m: ContactMessage) => {
    setOpenId(m.id);
    if (!m.isRead) setRead(m, true, true);
  };

  const confirmDelete = async () => {
    if (!deleting) return false;
    try {
      await del.mutateAsync(deleting.id);
      toast({ title: "Message deleted", description: deleting.subject });
      if (openId === deleting.id) setOpenId(null);
      return true;
    } catch (err) {
      toast({ title: "Failed to delete message", description: errorMessage(err, "Please try again."), variant: "destructive" });
      return false;
    }
  };

  return (
    <section aria-labelledby="messages-heading" className="grid gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="messages-heading" className="text-xl font-semibold">
            Messages
          </h2>
          <p className="text-sm text-muted-foreground">
            {messages.isLoading ? "Loading…" : `${all.length} messages · ${unread} unread`}
          </p>
        </div>
        <div role="radiogroup" aria-label="Which messages" className="inline-flex rounded-lg bg-muted p-1">
          {(["all", "unread"] as const).map((f) => (
            <button
              key={f}
              type="button"
              role="radio"
              aria-checked={filter === f}
              onClick={() => setFilter(f)}
              className={cn(
                "h-9 rounded-md px-3 text-sm font-medium text-muted-foreground transition-colors",
                filter === f && "bg-card text-primary shadow-sm",
              )}
            >
              {f === "all" ? `All (${all.length})` : `Unread (${unread})`}
            </button>
          ))}
        </div>
      </div>

      {messages.isLoading ? (
        <SkeletonList count={4} itemClassName="h-20 w-full rounded-xl" />
      ) : messages.isError ? (
        <LoadError message="Failed to load messages" onRetry={messages.refetch} />
      ) : shown.length === 0 ? (
        <EmptyState icon={InboxIcon} title={filter === "unread" ? "No unread messages" : "The inbox is empty"} />
      ) : (
        <Card className="overflow-hidden">
          <ul aria-label="Contact messages" className="divide-y divide-border">
            {shown.map((m) => (
              <li key={m.id} data-testid="contact-message" data-unread={!m.isRead || undefined}>
                <button
                  type="button"
                  onClick={() => openMessage(m)}
                  className="flex w-full items-start gap-3 px-4 py-3 text-left transition-colors hover:bg-muted/50 focus-visible:bg-muted/60 focus-visible:outline-none"
                >
                  <span
                    className={cn("mt-2 size-2.5 shrink-0 rounded-full", m.isRead ? "bg-transparent" : "bg-primary")}
                    aria-hidden="true"
                  />
                  <span className="grid min-w-0 flex-1 gap-0.5">
                    <span className="flex items-baseline justify-between gap-3">
                      <span className={cn("truncate", m.isRead ? "font-normal" : "font-semibold")}>
                        {m.firstName} {m.lastName}
                        {!m.isRead && <span className="sr-only"> (unread)</span>}
                      </span>
                      <span className="shrink-0 text-xs text-muted-foreground">{formatDateTime(m.createdAt)}</span>
                    </span>
                    <span className={cn("truncate text-sm", m.isRead ? "text-muted-foreground" : "font-semibold text-foreground")}>
                      {m.subject}
                    </span>
                    <span className="line-clamp-1 text-sm text-muted-foreground">{m.message}</span>
                  </span>
                </button>
              </li>
            ))}
          </ul>
        </Card>
      )}

      <Dialog open={open !== null} onOpenChange={(o) => !o && setOpenId(null)}>
        <DialogContent className="max-w-xl">
          {open && (
            <>
              <DialogHeader>
                <div className="flex flex-wrap items-center gap-2">
                  <Badge variant="secondary">{open.subject}</Badge>
                  {!open.isRead && <Badge variant="outline">Unread</Badge>}
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
                  onClick={() => setDeleting(open)}
                >
                  <Trash2Icon aria-hidden="true" />
                  Delete
                </Button>
                <div className="flex flex-col-reverse gap-2 sm:flex-row">
                  <Button
                    variant="outline"
                    onClick={() => {
                      setRead(open, false);
                      setOpenId(null);
                    }}
                  >
                    <MailIcon aria-hidden="true" />
                    Mark as unread
                  </Button>
                  <Button asChild>
                    <a href={`mailto:${open.email}?subject=${encodeURIComponent(`Re: ${open.subject}`)}`}>
                      <ReplyIcon aria-hidden="true" />
                      Reply by email
                    </a>
                  </Button>
                </div>
              </DialogFooter>
            </>
          )}
        </DialogContent>
      </Dialog>

      <ConfirmDelete
        open={deleting !== null}
        onOpenChange={(o) => !o && setDeleting(null)}
        title="Delete message?"
        description={
          deleting ? `The message from ${deleting.firstName} ${deleting.lastName} ("${deleting.subject}") will be deleted. This action cannot be undone.` : ""
        }
        onConfirm={confirmDelete}
      />
      <p className="hidden items-center gap-2 text-xs text-muted-foreground sm:flex">
        <MailOpenIcon className="size-3.5" aria-hidden="true" />
        Opening a message marks it as read.
      </p>
    </section>
  );
}
