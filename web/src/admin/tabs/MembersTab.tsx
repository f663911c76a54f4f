// Members (spec 2 §2): search, the list with real Active/Inactive status
// and subscription badges, add/edit dialog, delete with confirmation, and
// the Member Tools exports. Phones get cards instead of the wide table.
import { useMemo, useState } from "react";
import { MailIcon, PencilIcon, PhoneIcon, PlusIcon, SearchIcon, Trash2Icon, UsersIcon, XIcon } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { EmptyState, LoadError, SkeletonList } from "@/admin/components/LoadStates";
import { Card } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { toast } from "@/components/ui/use-toast";
import { useIsMobile } from "@/hooks/useIsMobile";
import { errorMessage } from "@/lib/api";
import { clubToday, formatDate } from "@/lib/format";
import { ConfirmDelete } from "../components/ConfirmDelete";
import { MemberFormDialog } from "../components/MemberFormDialog";
import { MemberTools } from "../components/MemberTools";
import { memberMatches, subscriptionBadge } from "../components/memberUtils";
import { useAdminMembers, useDeleteMember } from "@/features/members/api/adminMembers";
import type { AdminMember } from "../types";

export default function MembersTab() {
  const members = useAdminMembers();
  const del = useDeleteMember();
  const isMobile = useIsMobile();
  const [query, setQuery] = useState("");
  const [editing, setEditing] = useState<AdminMember | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const [deleting, setDeleting] = useState<AdminMember | null>(null);
  const today = clubToday();

  const all = useMemo(() => members.data ?? [], [members.data]);
  const shown = useMemo(() => all.filter((m) => memberMatches(m, query)), [all, query]);
  const activeCount = useMemo(() => all.filter((m) => m.isActive).length, [all]);

  const openAdd = () => {
    setEditing(null);
    setFormOpen(true);
  };
  const openEdit = (m: AdminMember) => {
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

  return (
    <section aria-labelledby="members-heading" className="grid gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="members-heading" className="text-xl font-semibold">
            Members
          </h2>
          <p className="text-sm text-muted-foreground">
            {members.isLoading ? "Loading…" : `${all.length} members · ${activeCount} active`}
          </p>
        </div>
        <div className="flex w-full gap-2 sm:w-auto">
          <MemberTools members={all} shown={shown} disabled={members.isLoading} />
          <Button onClick={openAdd} className="flex-1 sm:flex-none">
            <PlusIcon aria-hidden="true" />
            Add Member
          </Button>
        </div>
      </div>

      <div className="relative">
        <SearchIcon className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
        <Input
          type="search"
          aria-label="Search members"
          placeholder="Search name, phone, email, member no."
          className="pr-10 pl-9"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
        />
        {query && (
          <button
            type="button"
            onClick={() => setQuery("")}
            className="absolute top-1/2 right-2 inline-flex size-8 -translate-y-1/2 items-center justify-center rounded-full text-muted-foreground hover:bg-muted"
            aria-label="Clear search"
          >
            <XIcon className="size-4" aria-hidden="true" />
          </button>
        )}
      </div>
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
            <Button className="mt-2" onClick={openAdd}>
              <PlusIcon aria-hidden="true" />
              Add the first member
            </Button>
          )}
        </EmptyState>
      ) : isMobile ? (
        <ul className="grid gap-3" aria-label="Members">
          {shown.map((m) => (
            <li key={m.id}>
              <MemberCard member={m} today={today} onEdit={() => openEdit(m)} onDelete={() => setDeleting(m)} />
            </li>
          ))}
        </ul>
      ) : (
        <Card className="overflow-hidden">
          <Table>
            <TableHeader>
              <TableRow>
                <TableHead>Name</TableHead>
                <TableHead>Phone</TableHead>
                <TableHead>Email</TableHead>
                <TableHead>Membership No.</TableHead>
                <TableHead>Status</TableHead>
                <TableHead>Subscription</TableHead>
                <TableHead className="text-right">Actions</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {shown.map((m) => (
                <TableRow key={m.id} data-testid="member-row">
                  <TableCell className="font-medium">{m.name}</TableCell>
                  <TableCell className="whitespace-nowrap tabular-nums">{m.phone}</TableCell>
                  <TableCell className="max-w-[16rem] truncate" title={m.email ?? undefined}>
                    {m.email || <span className="text-muted-foreground">—</span>}
                  </TableCell>
                  <TableCell>{m.membershipNumber || <span className="text-muted-foreground">—</span>}</TableCell>
                  <TableCell>
                    <StatusBadge active={m.isActive} />
                  </TableCell>
                  <TableCell>
                    <SubscriptionCell member={m} today={today} />
                  </TableCell>
                  <TableCell className="text-right whitespace-nowrap">
                    <Button variant="ghost" size="icon" onClick={() => openEdit(m)} aria-label={`Edit ${m.name}`}>
                      <PencilIcon aria-hidden="true" />
                    </Button>
                    <Button
                      variant="ghost"
                      size="icon"
                      className="text-muted-foreground hover:text-destructive"
                      onClick={() => setDeleting(m)}
                      aria-label={`Delete ${m.name}`}
                    >
                      <Trash2Icon aria-hidden="true" />
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Card>
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

function StatusBadge({ active }: { active: boolean }) {
  return active ? (
    <Badge variant="success">Active</Badge>
  ) : (
    <Badge variant="outline" className="text-muted-foreground">
      Inactive
    </Badge>
  );
}

function ExpiryBadge({ expiry, today }: { expiry: string | null; today: string }) {
  const b = subscriptionBadge(expiry, today);
  if (!b) return null;
  return b.tone === "expired" ? (
    <Badge variant="destructive">{b.label}</Badge>
  ) : (
    <Badge variant="sand">{b.label}</Badge>
  );
}

function SubscriptionCell({ member, today }: { member: AdminMember; today: string }) {
  if (!member.subscriptionExpiryDate) return <span className="text-muted-foreground">—</span>;
  return (
    <div className="flex flex-wrap items-center gap-2">
      <span className="whitespace-nowrap text-sm">Until {formatDate(member.subscriptionExpiryDate)}</span>
      <ExpiryBadge expiry={member.subscriptionExpiryDate} today={today} />
    </div>
  );
}

function MemberCard({
  member: m,
  today,
  onEdit,
  onDelete,
}: {
  member: AdminMember;
  today: string;
  onEdit: () => void;
  onDelete: () => void;
}) {
  return (
    <Card className="gap-3 p-4" data-testid="member-card">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="truncate font-semibold">{m.name}</p>
          <p className="text-xs text-muted-foreground">{m.membershipNumber ? `Member No. ${m.membershipNumber}` : "No membership number"}</p>
        </div>
        <div className="flex shrink-0 flex-col items-end gap-1">
          <StatusBadge active={m.isActive} />
          <ExpiryBadge expiry={m.subscriptionExpiryDate} today={today} />
        </div>
      </div>
      <div className="grid gap-1 text-sm">
        <a href={`tel:${m.phone}`} className="inline-flex items-center gap-2 text-foreground hover:text-primary">
          <PhoneIcon className="size-4 text-muted-foreground" aria-hidden="true" />
          {m.phone}
        </a>
        {m.email && (
          <a href={`mailto:${m.email}`} className="inline-flex min-w-0 items-center gap-2 text-foreground hover:text-primary">
            <MailIcon className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
            <span className="truncate">{m.email}</span>
          </a>
        )}
        {m.subscriptionExpiryDate && (
          <p className="text-muted-foreground">Subscription until {formatDate(m.subscriptionExpiryDate)}</p>
        )}
      </div>
      <div className="flex gap-2 border-t border-border pt-3">
        <Button variant="outline" size="sm" className="flex-1" onClick={onEdit} aria-label={`Edit ${m.name}`}>
          <PencilIcon aria-hidden="true" />
          Edit
        </Button>
        <Button
          variant="outline"
          size="sm"
          className="flex-1 text-destructive hover:bg-destructive/10 hover:text-destructive"
          onClick={onDelete}
          aria-label={`Delete ${m.name}`}
        >
          <Trash2Icon aria-hidden="true" />
          Delete
        </Button>
      </div>
    </Card>
  );
}
