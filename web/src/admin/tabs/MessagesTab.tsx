// Messages (DESIGN.md deviation: an admin screen for the contact inbox).
// Newest first; unread ones bold with a dot. Opening one marks it read;
// it can be marked unread again, answered by email, or deleted.
import { useMemo, useState } from "react";
import { InboxIcon, MailOpenIcon, Trash2Icon } from "lucide-react";
import { EmptyState, LoadError, SkeletonList } from "@/admin/components/LoadStates";
import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/errorMessage";
import { ConfirmDelete } from "../components/ConfirmDelete";
import { MessageDialog } from "../components/messages/MessageDialog";
import { messageColumns, sortMessages } from "../components/messages/messageColumns";
import { AdminTable, type RowAction } from "../components/table/AdminTable";
import { AdminTableToolbar, SegmentedFilter } from "../components/table/AdminTableToolbar";
import { useContactMessages, useDeleteMessage, useMarkMessageRead } from "@/features/content/api/adminContent";
import type { ContactMessage } from "../types";

type Filter = "all" | "unread";

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

  const actions = (m: ContactMessage): RowAction[] => {
    const from = `message from ${m.firstName} ${m.lastName}`;
    return [
      { id: "open", label: "Open", ariaLabel: `Open ${from}`, icon: MailOpenIcon, onClick: () => openMessage(m) },
      { id: "delete", label: "Delete", ariaLabel: `Delete ${from}`, icon: Trash2Icon, tone: "destructive", onClick: () => setDeleting(m) },
    ];
  };

  return (
    <section aria-labelledby="messages-heading" className="grid gap-4">
      <AdminTableToolbar
        headingId="messages-heading"
        title="Messages"
        summary={messages.isLoading ? "Loading…" : `${all.length} messages · ${unread} unread`}
        actions={
          <SegmentedFilter
            label="Which messages"
            value={filter}
            onChange={setFilter}
            options={[
              { value: "all", label: `All (${all.length})` },
              { value: "unread", label: `Unread (${unread})` },
            ]}
          />
        }
      />

      {messages.isLoading ? (
        <SkeletonList count={4} itemClassName="h-20 w-full rounded-xl" />
      ) : messages.isError ? (
        <LoadError message="Failed to load messages" onRetry={messages.refetch} />
      ) : shown.length === 0 ? (
        <EmptyState icon={InboxIcon} title={filter === "unread" ? "No unread messages" : "The inbox is empty"} />
      ) : (
        <AdminTable
          label="Contact messages"
          rows={shown}
          columns={messageColumns}
          rowKey={(m) => m.id}
          actions={actions}
          rowTestId={() => "contact-message"}
          rowData={(m) => ({ "data-unread": m.isRead ? undefined : "true" })}
        />
      )}

      <MessageDialog
        message={open}
        onClose={() => setOpenId(null)}
        onDelete={setDeleting}
        onMarkUnread={(m) => {
          setRead(m, false);
          setOpenId(null);
        }}
      />
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
