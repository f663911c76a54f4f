// Courses in the admin's Settings: each with its tees (rating, slope, par),
// add, edit and delete. A course an event plays cannot be deleted: the
// server answers 409 course_in_use and the toast says so.
import { useState } from "react";
import { MapIcon, PencilIcon, PlusIcon, Trash2Icon } from "lucide-react";
import { Button } from "@/shared/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/shared/ui/card";
import { ConfirmDelete } from "@/shared/ui/admin/ConfirmDelete";
import { EmptyState, LoadError, SkeletonList } from "@/shared/ui/admin/LoadStates";
import { toast } from "@/shared/ui/use-toast";
import { hasCode } from "@/shared/lib/api";
import { errorMessage } from "@/shared/lib/errorMessage";
import { useT } from "@/shared/i18n/i18n";
import { useCourses, useDeleteCourse } from "../api/courses";
import type { Course } from "../types";
import { CourseDialog } from "./CourseDialog";

export function CoursesSection() {
  const t = useT();
  const courses = useCourses();
  const del = useDeleteCourse();
  const [editing, setEditing] = useState<Course | null>(null);
  const [open, setOpen] = useState(false);
  const [deleting, setDeleting] = useState<Course | null>(null);
  const openForm = (c: Course | null) => {
    setEditing(c);
    setOpen(true);
  };
  const confirmDelete = async () => {
    if (!deleting) return false;
    try {
      await del.mutateAsync(deleting.id);
      toast({ title: t("admin.courses.deleted"), description: deleting.name });
      return true;
    } catch (err) {
      toast({
        title: t("admin.courses.deleteFailed"),
        description: hasCode(err, "course_in_use") ? t("admin.courses.inUse") : errorMessage(err, t("admin.common.tryAgainLater")),
        variant: "destructive",
      });
      return false;
    }
  };

  return (
    <Card data-testid="courses-section">
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1.5">
          <CardTitle>{t("admin.courses.title")}</CardTitle>
          <CardDescription>{t("admin.courses.text")}</CardDescription>
        </div>
        <Button onClick={() => openForm(null)}>
          <PlusIcon aria-hidden="true" />
          {t("admin.courses.add")}
        </Button>
      </CardHeader>
      <CardContent>
        {courses.isLoading ? (
          <SkeletonList count={2} itemClassName="h-16 w-full rounded-xl" />
        ) : courses.isError ? (
          <LoadError message={t("admin.courses.loadFailed")} onRetry={courses.refetch} />
        ) : (courses.data ?? []).length === 0 ? (
          <EmptyState icon={MapIcon} title={t("admin.courses.none")} />
        ) : (
          <ul className="divide-y divide-border">
            {(courses.data ?? []).map((c) => (
              <li key={c.id} className="flex flex-wrap items-center justify-between gap-3 py-3" data-testid="course-row">
                <div className="min-w-0">
                  <p className="font-semibold [overflow-wrap:anywhere]">{c.name}</p>
                  <p className="text-sm text-muted-foreground">
                    {c.tees
                      .map((tee) =>
                        t("admin.courses.teeSummary", {
                          tee: tee.name,
                          rating: tee.courseRating.toFixed(1),
                          slope: tee.slope,
                          par: tee.holes.reduce((s, h) => s + h.par, 0),
                        }),
                      )
                      .join(" · ")}
                  </p>
                </div>
                <div className="flex gap-1">
                  <Button variant="outline" size="sm" onClick={() => openForm(c)} aria-label={t("admin.common.editName", { name: c.name })}>
                    <PencilIcon aria-hidden="true" />
                    {t("admin.common.edit")}
                  </Button>
                  <Button variant="ghost" size="sm" onClick={() => setDeleting(c)} aria-label={t("admin.common.deleteName", { name: c.name })}>
                    <Trash2Icon aria-hidden="true" />
                    {t("admin.common.delete")}
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
      <CourseDialog open={open} onOpenChange={setOpen} course={editing} />
      <ConfirmDelete
        open={deleting !== null}
        onOpenChange={(o) => !o && setDeleting(null)}
        title={t("admin.courses.deleteTitle")}
        description={deleting ? t("admin.courses.deleteText", { name: deleting.name }) : ""}
        onConfirm={confirmDelete}
      />
    </Card>
  );
}
