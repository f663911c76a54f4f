// Add or edit a course: its name, and for each tee the course rating, the
// slope and the 18 holes' par and stroke index. Checked as the server
// checks (courseForm.ts) before it is sent; the server's own field
// problems land on the same inputs.
import { useState, type FormEvent } from "react";
import { PlusIcon, Trash2Icon } from "lucide-react";
import { Button } from "@/shared/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/shared/ui/dialog";
import { FormDialogFooter } from "@/shared/ui/admin/FormDialogFooter";
import { FormField } from "@/shared/ui/form";
import { Input } from "@/shared/ui/input";
import { toast } from "@/shared/ui/use-toast";
import { serverFieldMessages } from "@/shared/lib/forms";
import { errorMessage } from "@/shared/lib/errorMessage";
import { cn } from "@/shared/lib/utils";
import { useT } from "@/shared/i18n/i18n";
import { useSaveCourse } from "../api/courses";
import type { Course } from "../types";
import { blankTee, courseInput, courseValues, missingStrokeIndexes, teePar, validateCourse, type CourseErrors, type CourseValues, type TeeValues } from "./courseForm";

export function CourseDialog({ open, onOpenChange, course }: { open: boolean; onOpenChange: (o: boolean) => void; course: Course | null }) {
  const t = useT();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-3xl">
        <DialogHeader>
          <DialogTitle>{course ? t("admin.courses.edit") : t("admin.courses.add")}</DialogTitle>
          <DialogDescription>{t("admin.courses.formText")}</DialogDescription>
        </DialogHeader>
        {/* Keyed so each opening starts from the course's own values. */}
        {open && <CourseForm key={course?.id ?? "new"} course={course} onDone={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}

function CourseForm({ course, onDone }: { course: Course | null; onDone: () => void }) {
  const t = useT();
  const save = useSaveCourse();
  const [v, setV] = useState<CourseValues>(() => courseValues(course));
  const [errors, setErrors] = useState<CourseErrors>({});
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [tried, setTried] = useState(false);
  // After the first submit the checks run as the admin types.
  const shown: Record<string, string> = { ...serverErrors };
  for (const [k, id] of Object.entries(tried ? validateCourse(v) : errors)) shown[k] = t(id);

  const update = (next: CourseValues) => {
    setV(next);
    setServerErrors({});
  };
  const setTee = (ti: number, tee: TeeValues) => update({ ...v, tees: v.tees.map((x, i) => (i === ti ? tee : x)) });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    const found = validateCourse(v);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    save.mutate(
      { id: course?.id ?? null, input: courseInput(v) },
      {
        onSuccess: () => {
          toast({ title: t("admin.courses.saved"), description: v.name.trim() });
          onDone();
        },
        onError: (err) => {
          setServerErrors(serverFieldMessages(err));
          toast({ title: t("admin.courses.saveFailed"), description: errorMessage(err, t("admin.common.tryAgainLater")), variant: "destructive" });
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate className="grid gap-5" aria-label={t("admin.courses.formLabel")}>
      <FormField label={t("admin.courses.name")} error={shown.name} required>
        <Input value={v.name} onChange={(e) => update({ ...v, name: e.target.value })} maxLength={100} />
      </FormField>
      {shown.tees && (
        <p role="alert" className="text-sm text-destructive">
          {shown.tees}
        </p>
      )}
      {v.tees.map((tee, ti) => (
        <TeeEditor
          key={ti}
          index={ti}
          tee={tee}
          errors={shown}
          onChange={(next) => setTee(ti, next)}
          onRemove={v.tees.length > 1 ? () => update({ ...v, tees: v.tees.filter((_, i) => i !== ti) }) : undefined}
        />
      ))}
      <Button type="button" variant="outline" className="justify-self-start" onClick={() => update({ ...v, tees: [...v.tees, blankTee()] })}>
        <PlusIcon aria-hidden="true" />
        {t("admin.courses.addTee")}
      </Button>
      <FormDialogFooter pending={save.isPending} submitLabel={t("admin.courses.save")} onCancel={onDone} />
    </form>
  );
}

function TeeEditor({
  index,
  tee,
  errors,
  onChange,
  onRemove,
}: {
  index: number;
  tee: TeeValues;
  errors: Record<string, string>;
  onChange: (t: TeeValues) => void;
  onRemove?: () => void;
}) {
  const t = useT();
  const p = `tees.${index}`;
  const missing = missingStrokeIndexes(tee);
  const setHole = (hi: number, key: "par" | "strokeIndex", value: string) =>
    onChange({ ...tee, holes: tee.holes.map((h, i) => (i === hi ? { ...h, [key]: value } : h)) });
  const teeLabel = tee.name.trim() || t("admin.courses.teeN", { n: index + 1 });
  const cell = "h-11 w-16 text-center tabular-nums";
  return (
    <fieldset className="grid gap-4 rounded-xl border border-border p-4" data-testid="tee-editor">
      <legend className="px-1 text-sm font-semibold">{teeLabel}</legend>
      <div className="grid gap-3 sm:grid-cols-[1fr_8rem_8rem_auto] sm:items-start">
        <FormField label={t("admin.courses.teeName")} error={errors[`${p}.name`]} required>
          <Input value={tee.name} onChange={(e) => onChange({ ...tee, name: e.target.value })} maxLength={40} />
        </FormField>
        <FormField label={t("admin.courses.rating")} error={errors[`${p}.courseRating`]} required>
          <Input inputMode="decimal" value={tee.courseRating} onChange={(e) => onChange({ ...tee, courseRating: e.target.value })} />
        </FormField>
        <FormField label={t("admin.courses.slope")} error={errors[`${p}.slope`]} required>
          <Input inputMode="numeric" value={tee.slope} onChange={(e) => onChange({ ...tee, slope: e.target.value })} />
        </FormField>
        {onRemove && (
          <Button type="button" variant="ghost" className="sm:mt-6" onClick={onRemove} aria-label={t("admin.courses.removeTee", { tee: teeLabel })}>
            <Trash2Icon aria-hidden="true" />
            <span className="sm:sr-only">{t("admin.courses.removeTeeShort")}</span>
          </Button>
        )}
      </div>
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {t("admin.courses.parTotal", { par: teePar(tee) })}
        {missing.length > 0 && missing.length < 18 && <> · {t("admin.courses.siMissing", { list: missing.join(", ") })}</>}
      </p>
      <div className="grid gap-4 md:grid-cols-2">
        {[0, 9].map((start) => (
          <table key={start} className="w-full text-sm">
            <caption className="sr-only">{start === 0 ? t("admin.courses.front") : t("admin.courses.back")}</caption>
            <thead>
              <tr className="text-xs text-muted-foreground uppercase">
                <th scope="col" className="py-1 text-left">
                  {t("admin.courses.hole")}
                </th>
                <th scope="col" className="py-1">
                  {t("admin.courses.par")}
                </th>
                <th scope="col" className="py-1">
                  {t("admin.courses.si")}
                </th>
              </tr>
            </thead>
            <tbody>
              {tee.holes.slice(start, start + 9).map((h, k) => {
                const hi = start + k;
                const parErr = errors[`${p}.holes.${hi}.par`];
                const siErr = errors[`${p}.holes.${hi}.strokeIndex`];
                return (
                  <tr key={hi} data-testid="hole-row">
                    <th scope="row" className="py-0.5 pr-2 text-left font-semibold tabular-nums">
                      {hi + 1}
                    </th>
                    <td className="py-0.5 text-center">
                      <Input
                        inputMode="numeric"
                        className={cn(cell, "mx-auto")}
                        aria-label={t("admin.courses.parOf", { hole: hi + 1, tee: teeLabel })}
                        aria-invalid={parErr ? true : undefined}
                        title={parErr}
                        value={h.par}
                        onChange={(e) => setHole(hi, "par", e.target.value)}
                      />
                    </td>
                    <td className="py-0.5 text-center">
                      <Input
                        inputMode="numeric"
                        className={cn(cell, "mx-auto")}
                        aria-label={t("admin.courses.siOf", { hole: hi + 1, tee: teeLabel })}
                        aria-invalid={siErr ? true : undefined}
                        title={siErr}
                        value={h.strokeIndex}
                        onChange={(e) => setHole(hi, "strokeIndex", e.target.value)}
                      />
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        ))}
      </div>
      <HoleErrors prefix={p} errors={errors} />
    </fieldset>
  );
}

/** The hole problems as sentences, so they are read out and not only outlined in red. */
function HoleErrors({ prefix, errors }: { prefix: string; errors: Record<string, string> }) {
  const t = useT();
  const list = Object.entries(errors)
    .map(([k, msg]) => {
      const m = new RegExp(`^${prefix.replace(".", "\\.")}\\.holes\\.(\\d+)\\.(par|strokeIndex)$`).exec(k);
      return m ? { hole: Number(m[1]) + 1, msg } : null;
    })
    .filter((x): x is { hole: number; msg: string } => x !== null)
    .sort((a, b) => a.hole - b.hole);
  if (list.length === 0) return null;
  return (
    <ul role="alert" className="grid gap-0.5 text-sm text-destructive" data-testid="hole-errors">
      {list.map((e, i) => (
        <li key={i}>{t("admin.courses.holeError", { hole: e.hole, message: e.msg })}</li>
      ))}
    </ul>
  );
}
