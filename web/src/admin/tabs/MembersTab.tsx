// Members (spec 2 §2): search, the list with real Active/Inactive status
// and subscription badges, add/edit dialog, delete with confirmation, and
// the Member Tools exports. Phones get cards (AdminTable).
import { useMemo, useState } from "react";
import { PencilIcon, PlusIcon, Trash2Icon, UsersIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { EmptyState, LoadError, SkeletonList } from "@/admin/components/LoadStates";
import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/errorMessage";
import { clubToday } from "@/lib/format";
import { ConfirmDelete } from "../components/ConfirmDelete";
import { MemberFormDialog } from "../components/MemberFormDialog";
import { MemberTools } from "../components/MemberTools";
import { memberColumns } from "../components/members/memberColumns";
import { memberMatches } from "../components/memberUtils";
import { AdminTable, type RowAction } from "../components/table/AdminTable";
import { AdminTableToolbar, SearchField } from "../components/table/AdminTableToolbar";
import { useAdminMembers, useDeleteMember } from "@/features/members/api/adminMembers";
import type { AdminMember } from "../types";
import { DeletionRequestsPanel } from "@/features/privacy/components/DeletionRequestsPanel";

export default function MembersTab() {
  const members = useAdminMembers();
  const del = useDeleteMember();
  const [query, setQuery] = useState("");
  const [editing, setEditing] = useState<AdminMember | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const [deleting, setDeleting] = useState<AdminMember | null>(null);
  const today = clubToday();

  const all = useMemo(() => members.data ?? [], [members.data]);
  const shown = useMemo(() => all.filter((m) => memberMatches(m, query)), [all, query]);
  const activeCount = useMemo(() => all.filter((m) => m.isActive).length, [all]);
  const columns = useMemo(() => memberColumns(today), [today]);

  const openForm = (m: AdminMember | null) => {
    setEditing(m);
    setFormOpen(true);
  };

  const confirmDelete = async () => {
    if (!deleting) return false;
    try {
      await del.mutateAsync(deleting.id);
      toast({ title: "Member deleted", description: `${deleting.name} and their registrations were removed.` });
      return true;
    } catch (err) {
      toast({ title: "Failed to delete member", description: errorMessage(err, "Please try again."), variant: "destructive" });
      return false;
    }
  };

  const actions = (m: AdminMember): RowAction[] => [
    { id: "edit", label: "Edit", ariaLabel: `Edit ${m.name}`, icon: PencilIcon, onClick: () => openForm(m) },
    { id: "delete", label: "Delete", ariaLabel: `Delete ${m.name}`, icon: Trash2Icon, tone: "destructive", onClick: () => setDeleting(m) },
  ];

  return (
    <section aria-labelledby="members-heading" className="grid gap-4">
      <DeletionRequestsPanel />
      <AdminTableToolbar
        headingId="members-heading"
        title="Members"
        summary={members.isLoading ? "Loading…" : `${all.length} members · ${activeCount} active`}
        actions={
          <>
            <MemberTools members={all} shown={shown} disabled={members.isLoading} />
            <Button onClick={() => openForm(null)}>
              <PlusIcon aria-hidden="true" />
              Add Member
            </Button>
          </>
        }
      >
        <SearchField label="Search members" placeholder="Search name, phone, email, member no." value={query} onChange={setQuery} />
      </AdminTableToolbar>
      {query && !members.isLoading && (
        <p className="text-sm text-muted-foreground" role="status">
          Showing {shown.length} of {all.length}
        </p>
      )}

      {members.isLoading ? (
        <SkeletonList count={5} itemClassName="h-14 w-full rounded-xl" />
      ) : members.isError ? (
        <LoadError
          message="Failed to load members"
          detail={errorMessage(members.error, "Please try again.")}
          onRetry={members.refetch}
        />
      ) : shown.length === 0 ? (
        <EmptyState icon={UsersIcon} title={all.length === 0 ? "No members yet" : "No members match your search"}>
          {all.length === 0 && (
            <Button className="mt-2" onClick={() => openForm(null)}>
              <PlusIcon aria-hidden="true" />
              Add the first member
            </Button>
          )}
        </EmptyState>
      ) : (
        <AdminTable
          label="Members"
          rows={shown}
          columns={columns}
          rowKey={(m) => m.id}
          actions={actions}
          rowTestId={() => "member-row"}
          cardTestId={() => "member-card"}
        />
      )}

      <MemberFormDialog open={formOpen} onOpenChange={setFormOpen} member={editing} />
      <ConfirmDelete
        open={deleting !== null}
        onOpenChange={(o) => !o && setDeleting(null)}
        title="Delete member?"
        description={
          deleting ? (
            <>
              <strong className="text-foreground">{deleting.name}</strong> will be removed together with their{" "}
              {deleting.registrationCount > 0 ? `${deleting.registrationCount} event registration(s), ` : "event registrations, "}
              flight places and notifications. This action cannot be undone.
            </>
          ) : (
            ""
          )
        }
        confirmLabel="Delete Member"
        onConfirm={confirmDelete}
      />
    </section>
  );
}
