// An event's golf settings (admin Scoring screen): the course and tee, the
// format and its handicap allowance, whether the leaderboard is public,
// whether followed players' birdies and eagles celebrate, and whether the
// event counts for the Order of Merit. Turning scoring off is refused by
// the server once scores exist. The server's field errors show under the
// fields, as the client's own do.
import { useState, type FormEvent } from "react";
import { SaveIcon } from "lucide-react";
import { Link } from "wouter";
import { Button } from "@/shared/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/shared/ui/card";
import { FormField } from "@/shared/ui/form";
import { Input } from "@/shared/ui/input";
import { Switch } from "@/shared/ui/switch";
import { toast } from "@/shared/ui/use-toast";
import { errorMessage } from "@/shared/lib/errorMessage";
import { serverFieldMessages } from "@/shared/lib/forms";
import { useT, type MessageId } from "@/shared/i18n/i18n";
import { useCourses } from "../api/courses";
import { useDeleteGolfSettings, useSaveGolfSettings } from "../api/adminScoring";
import type { GolfFormat, GolfSettings, GolfSettingsInput } from "../types";

export const selectClass =
  "h-11 w-full rounded-lg border border-input bg-card px-3 text-base shadow-xs outline-none focus-visible:border-ring focus-visible:ring-3 focus-visible:ring-ring/20 aria-invalid:border-destructive md:text-sm";

export const DEFAULT_ALLOWANCE = 95;

export interface GolfSettingsValues {
  courseId: string;
  tee: string;
  format: GolfFormat;
  allowance: string;
  leaderboardPublic: boolean;
  celebrateFollowed: boolean;
  orderOfMerit: boolean;
}

export function golfValues(g: GolfSettings | null | undefined): GolfSettingsValues {
  return {
    courseId: g ? String(g.courseId) : "",
    tee: g?.tee ?? "",
    format: g?.format ?? "stableford",
    allowance: String(g?.allowance ?? DEFAULT_ALLOWANCE),
    leaderboardPublic: g?.leaderboardPublic ?? true,
    celebrateFollowed: g?.celebrateFollowed ?? true,
    orderOfMerit: g?.orderOfMerit ?? false,
  };
}

export function validateGolf(v: GolfSettingsValues): Record<string, MessageId> {
  const e: Record<string, MessageId> = {};
  if (!v.courseId) e.courseId = "admin.scoring.courseRequired";
  if (!v.tee) e.tee = "admin.scoring.teeRequired";
  const a = /^\s*\d+\s*$/.test(v.allowance) ? Number(v.allowance) : NaN;
  if (!(a >= 1 && a <= 100)) e.allowance = "admin.scoring.allowanceRange";
  return e;
}

export function GolfSettingsCard({ eventId, golf }: { eventId: number; golf: GolfSettings | null }) {
  const t = useT();
  const courses = useCourses();
  const save = useSaveGolfSettings(eventId);
  const off = useDeleteGolfSettings(eventId);
  const [v, setV] = useState(() => golfValues(golf));
  const [tried, setTried] = useState(false);
  /** The server's messages by field, until that field changes. */
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const errors = tried ? validateGolf(v) : {};
  const err = (k: string) => (errors[k] ? t(errors[k]) : serverErrors[k]);
  const update = (patch: Partial<GolfSettingsValues>) => {
    setV({ ...v, ...patch });
    setServerErrors((old) => Object.fromEntries(Object.entries(old).filter(([k]) => !(k in patch))));
  };
  const course = (courses.data ?? []).find((c) => String(c.id) === v.courseId);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    if (Object.keys(validateGolf(v)).length > 0) return;
    const input: GolfSettingsInput = {
      courseId: Number(v.courseId),
      tee: v.tee,
      format: v.format,
      allowance: Number(v.allowance),
      leaderboardPublic: v.leaderboardPublic,
      celebrateFollowed: v.celebrateFollowed,
      orderOfMerit: v.orderOfMerit,
    };
    save.mutate(input, {
      onSuccess: () => {
        setServerErrors({});
        toast({ title: t("admin.scoring.settingsSaved") });
      },
      onError: (e2) => {
        setServerErrors(serverFieldMessages(e2, (name) => (name in v ? name : undefined)));
        toast({ title: t("admin.scoring.settingsFailed"), description: errorMessage(e2, t("admin.common.tryAgainLater")), variant: "destructive" });
      },
    });
  };
  const turnOff = () =>
    off.mutate(undefined, {
      onSuccess: () => {
        setV(golfValues(null));
        setServerErrors({});
        toast({ title: t("admin.scoring.turnedOff") });
      },
      onError: (e2) => toast({ title: t("admin.scoring.turnOffFailed"), description: errorMessage(e2, t("admin.common.tryAgainLater")), variant: "destructive" }),
    });

  const toggles: { key: "leaderboardPublic" | "celebrateFollowed" | "orderOfMerit"; label: MessageId; hint: MessageId }[] = [
    { key: "leaderboardPublic", label: "admin.scoring.public", hint: "admin.scoring.publicHint" },
    { key: "celebrateFollowed", label: "admin.scoring.celebrate", hint: "admin.scoring.celebrateHint" },
    { key: "orderOfMerit", label: "admin.scoring.merit", hint: "admin.scoring.meritHint" },
  ];

  return (
    <Card data-testid="golf-settings">
      <CardHeader>
        <CardTitle>{t("admin.scoring.settings")}</CardTitle>
        <CardDescription>{golf ? t("admin.scoring.settingsText") : t("admin.scoring.notScored")}</CardDescription>
      </CardHeader>
      <CardContent>
        {courses.isSuccess && courses.data.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            {t("admin.scoring.noCourses")}{" "}
            <Link href="~/admin/dashboard?tab=settings" className="font-medium text-primary underline">
              {t("admin.scoring.toSettings")}
            </Link>
          </p>
        ) : (
          <form onSubmit={submit} noValidate className="grid gap-4" aria-label={t("admin.scoring.settings")}>
            <div className="grid items-start gap-4 sm:grid-cols-2 lg:grid-cols-4">
              <FormField label={t("admin.scoring.course")} error={err("courseId")} required>
                <select className={selectClass} value={v.courseId} onChange={(e) => update({ courseId: e.target.value, tee: "" })}>
                  <option value="">{t("admin.scoring.choose")}</option>
                  {(courses.data ?? []).map((c) => (
                    <option key={c.id} value={String(c.id)}>
                      {c.name}
                    </option>
                  ))}
                </select>
              </FormField>
              <FormField label={t("admin.scoring.tee")} error={err("tee")} required>
                <select className={selectClass} value={v.tee} onChange={(e) => update({ tee: e.target.value })} disabled={!course}>
                  <option value="">{t("admin.scoring.choose")}</option>
                  {(course?.tees ?? []).map((tee) => (
                    <option key={tee.name} value={tee.name}>
                      {tee.name}
                    </option>
                  ))}
                </select>
              </FormField>
              <FormField label={t("admin.scoring.format")} error={err("format")}>
                <select
                  className={selectClass}
                  value={v.format}
                  onChange={(e) => update({ format: e.target.value === "stroke" ? "stroke" : "stableford" })}
                >
                  <option value="stableford">{t("admin.scoring.stableford")}</option>
                  <option value="stroke">{t("admin.scoring.stroke")}</option>
                </select>
              </FormField>
              <FormField label={t("admin.scoring.allowance")} hint={t("admin.scoring.allowanceHint")} error={err("allowance")}>
                <Input inputMode="numeric" value={v.allowance} onChange={(e) => update({ allowance: e.target.value })} />
              </FormField>
            </div>
            <ul className="grid gap-1">
              {toggles.map((x) => {
                const id = `golf-${eventId}-${x.key}`;
                return (
                  <li key={x.key} className="flex min-h-14 items-center justify-between gap-4">
                    <div className="min-w-0">
                      <label htmlFor={id} className="text-sm font-semibold">
                        {t(x.label)}
                      </label>
                      <p id={`${id}-hint`} className="text-sm text-muted-foreground">
                        {t(x.hint)}
                      </p>
                    </div>
                    <Switch id={id} checked={v[x.key]} onCheckedChange={(on) => update({ [x.key]: on })} aria-describedby={`${id}-hint`} />
                  </li>
                );
              })}
            </ul>
            <div className="flex flex-wrap gap-2">
              <Button type="submit" disabled={save.isPending}>
                <SaveIcon aria-hidden="true" />
                {save.isPending ? t("admin.common.saving") : t("admin.scoring.saveSettings")}
              </Button>
              {golf && (
                <Button type="button" variant="ghost" onClick={turnOff} disabled={off.isPending}>
                  {t("admin.scoring.turnOff")}
                </Button>
              )}
            </div>
          </form>
        )}
      </CardContent>
    </Card>
  );
}
