// Messages (DESIGN.md deviation: an admin screen for the contact inbox).
// Newest first; unread ones bold with a dot. Opening one marks it read;
// it can be marked unread again, answered by email, or deleted.
import { useMemo, useState } from "react";
import { InboxIcon, MailOpenIcon, Trash2Icon } from "lucide-react";
import { EmptyState, LoadError, SkeletonList } from "@/shared/ui/admin/LoadStates";
import { toast } from "@/shared/ui/use-toast";
import { errorMessage } from "@/shared/lib/errorMessage";
import { ConfirmDelete } from "@/shared/ui/admin/ConfirmDelete";
import { MessageDialog } from "./MessageDialog";
import { messageColumns, sortMessages } from "./messageColumns";
import { AdminTable, type RowAction } from "@/shared/ui/admin/table/AdminTable";
import { AdminTableToolbar, SegmentedFilter } from "@/shared/ui/admin/table/AdminTableToolbar";
import { useContactMessages, useDeleteMessage, useMarkMessageRead } from "@/features/content/api/adminContent";
import type { ContactMessage } from "@/features/content/types";
import { useT } from "@/shared/i18n/i18n";

type Filter = "all" | "unread";

export default function MessagesTab() {
  const t = useT();
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
            toast({ title: t("admin.msg.updateFailed"), description: errorMessage(err, t("admin.msg.tryAgain")), variant: "destructive" });
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
      toast({ title: t("admin.msg.deleted"), description: deleting.subject });
      if (openId === deleting.id) setOpenId(null);
      return true;
    } catch (err) {
      toast({ title: t("admin.msg.deleteFailed"), description: errorMessage(err, t("admin.msg.tryAgain")), variant: "destructive" });
      return false;
    }
  };

  const actions = (m: ContactMessage): RowAction[] => {
    const name = `${m.firstName} ${m.lastName}`;
    return [
      { id: "open", label: t("admin.msg.open"), ariaLabel: t("admin.msg.openFrom", { name }), icon: MailOpenIcon, onClick: () => openMessage(m) },
      {
        id: "delete",
        label: t("admin.msg.delete"),
        ariaLabel: t("admin.msg.deleteFrom", { name }),
        icon: Trash2Icon,
        tone: "destructive",
        onClick: () => setDeleting(m),
      },
    ];
  };

  return (
    <section aria-labelledby="messages-heading" className="grid gap-4">
      <AdminTableToolbar
        headingId="messages-heading"
        title={t("admin.msg.title")}
        summary={messages.isLoading ? t("admin.msg.loading") : t("admin.msg.summary", { count: all.length, unread })}
        actions={
          <SegmentedFilter
            label={t("admin.msg.filterLabel")}
            value={filter}
            onChange={setFilter}
            options={[
              { value: "all", label: t("admin.msg.filterAll", { count: all.length }) },
              { value: "unread", label: t("admin.msg.filterUnread", { count: unread }) },
            ]}
          />
        }
      />

      {messages.isLoading ? (
        <SkeletonList count={4} itemClassName="h-20 w-full rounded-xl" />
      ) : messages.isError ? (
        <LoadError message={t("admin.msg.loadFailed")} onRetry={messages.refetch} />
      ) : shown.length === 0 ? (
        <EmptyState icon={InboxIcon} title={filter === "unread" ? t("admin.msg.noUnread") : t("admin.msg.empty")} />
      ) : (
        <AdminTable
          label={t("admin.msg.tableLabel")}
          rows={shown}
          columns={messageColumns()}
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
        title={t("admin.msg.confirmTitle")}
        description={
          deleting
            ? t("admin.msg.confirmText", { name: `${deleting.firstName} ${deleting.lastName}`, subject: deleting.subject })
            : ""
        }
        onConfirm={confirmDelete}
      />
      <p className="hidden items-center gap-2 text-xs text-muted-foreground sm:flex">
        <MailOpenIcon className="size-3.5" aria-hidden="true" />
        {t("admin.msg.openMarksRead")}
      </p>
    </section>
  );
}
