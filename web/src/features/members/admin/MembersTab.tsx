// Members (spec 2 §2): search, the list with real Active/Inactive status
// and subscription badges, add/edit dialog, delete with confirmation, and
// the Member Tools exports. Phones get cards (AdminTable).
import { useLocale, useT } from "@/shared/i18n/i18n";
import { useMemo, useState } from "react";
import { TrendingDownIcon, PencilIcon, PlusIcon, Trash2Icon, UsersIcon } from "lucide-react";
import { Button } from "@/shared/ui/button";
import { EmptyState, LoadError, SkeletonList } from "@/shared/ui/admin/LoadStates";
import { toast } from "@/shared/ui/use-toast";
import { errorMessage } from "@/shared/lib/errorMessage";
import { clubToday } from "@/shared/lib/format";
import { ConfirmDelete } from "@/shared/ui/admin/ConfirmDelete";
import { HandicapDialog } from "./HandicapDialog";
import { MemberFormDialog } from "./MemberFormDialog";
import { MemberTools } from "./MemberTools";
import { memberColumns } from "./memberColumns";
import { memberMatches } from "./memberUtils";
import { AdminTable, type RowAction } from "@/shared/ui/admin/table/AdminTable";
import { AdminTableToolbar, SearchField } from "@/shared/ui/admin/table/AdminTableToolbar";
import { useAdminMembers, useDeleteMember } from "@/features/members/api/adminMembers";
import type { AdminMember } from "@/features/members/types";
import { DeletionRequestsPanel } from "@/features/privacy/admin";
import { MembershipRequestsPanel } from "./MembershipRequestsPanel";

export default function MembersTab() {
  const t = useT();
  const members = useAdminMembers();
  const del = useDeleteMember();
  const [query, setQuery] = useState("");
  const [editing, setEditing] = useState<AdminMember | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const [deleting, setDeleting] = useState<AdminMember | null>(null);
  const [handicapOf, setHandicapOf] = useState<AdminMember | null>(null);
  const today = clubToday();

  const all = useMemo(() => members.data ?? [], [members.data]);
  const shown = useMemo(() => all.filter((m) => memberMatches(m, query)), [all, query]);
  const activeCount = useMemo(() => all.filter((m) => m.isActive).length, [all]);
  const locale = useLocale();
  // Rebuilt on a language switch: the headers are translated here.
  const columns = useMemo(() => memberColumns(today, locale), [today, locale]);

  const openForm = (m: AdminMember | null) => {
    setEditing(m);
    setFormOpen(true);
  };

  const confirmDelete = async () => {
    if (!deleting) return false;
    try {
      await del.mutateAsync(deleting.id);
      toast({ title: t("admin.members.deleted"), description: t("admin.members.deletedText", { name: deleting.name }) });
      return true;
    } catch (err) {
      toast({ title: t("admin.members.deleteFailed"), description: errorMessage(err, t("admin.common.tryAgainLater")), variant: "destructive" });
      return false;
    }
  };

  const actions = (m: AdminMember): RowAction[] => [
    { id: "edit", label: t("admin.common.edit"), ariaLabel: t("admin.common.editName", { name: m.name }), icon: PencilIcon, onClick: () => openForm(m) },
    {
      id: "handicap",
      label: t("admin.members.handicapAction"),
      ariaLabel: t("admin.members.handicapActionName", { name: m.name }),
      icon: TrendingDownIcon,
      onClick: () => setHandicapOf(m),
    },
    { id: "delete", label: t("admin.common.delete"), ariaLabel: t("admin.common.deleteName", { name: m.name }), icon: Trash2Icon, tone: "destructive", onClick: () => setDeleting(m) },
  ];

  return (
    <section aria-labelledby="members-heading" className="grid gap-4">
      <MembershipRequestsPanel />
      <DeletionRequestsPanel />
      <AdminTableToolbar
        headingId="members-heading"
        title={t("admin.members.title")}
        summary={members.isLoading ? t("admin.common.loading") : t("admin.members.summary", { count: all.length, active: activeCount })}
        actions={
          <>
            <MemberTools members={all} shown={shown} disabled={members.isLoading} />
            <Button onClick={() => openForm(null)}>
              <PlusIcon aria-hidden="true" />
              {t("admin.members.add")}
            </Button>
          </>
        }
      >
        <SearchField label={t("admin.members.search")} placeholder={t("admin.members.searchPlaceholder")} value={query} onChange={setQuery} />
      </AdminTableToolbar>
      {query && !members.isLoading && (
        <p className="text-sm text-muted-foreground" role="status">
          {t("admin.common.showingOf", { shown: shown.length, total: all.length })}
        </p>
      )}

      {members.isLoading ? (
        <SkeletonList count={5} itemClassName="h-14 w-full rounded-xl" />
      ) : members.isError ? (
        <LoadError
          message={t("admin.members.loadFailed")}
          detail={errorMessage(members.error, t("admin.common.tryAgainLater"))}
          onRetry={members.refetch}
        />
      ) : shown.length === 0 ? (
        <EmptyState icon={UsersIcon} title={all.length === 0 ? t("admin.members.none") : t("admin.members.noMatch")}>
          {all.length === 0 && (
            <Button className="mt-2" onClick={() => openForm(null)}>
              <PlusIcon aria-hidden="true" />
              {t("admin.members.addFirst")}
            </Button>
          )}
        </EmptyState>
      ) : (
        <AdminTable
          label={t("admin.members.title")}
          rows={shown}
          columns={columns}
          rowKey={(m) => m.id}
          actions={actions}
          rowTestId={() => "member-row"}
          cardTestId={() => "member-card"}
        />
      )}

      <MemberFormDialog open={formOpen} onOpenChange={setFormOpen} member={editing} />
      <HandicapDialog member={handicapOf} onClose={() => setHandicapOf(null)} />
      <ConfirmDelete
        open={deleting !== null}
        onOpenChange={(o) => !o && setDeleting(null)}
        title={t("admin.members.deleteTitle")}
        description={
          deleting ? (
            <>
              <strong className="text-foreground">{deleting.name}</strong>{" "}
              {deleting.registrationCount > 0
                ? t("admin.members.deleteTextCount", { count: deleting.registrationCount })
                : t("admin.members.deleteText")}
            </>
          ) : (
            ""
          )
        }
        confirmLabel={t("admin.members.deleteConfirm")}
        onConfirm={confirmDelete}
      />
    </section>
  );
}
