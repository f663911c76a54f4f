// The Order of Merit's settings in the admin's Settings: when the season
// starts, the points for each finishing place, how many of a member's
// events count, who may see the standings, and optional divisions by
// handicap range. The server's field errors show under the fields, as the
// client's own do.
import { useState, type FormEvent } from "react";
import { PlusIcon, SaveIcon, Trash2Icon } from "lucide-react";
import { Button } from "@/shared/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/shared/ui/card";
import { FormField } from "@/shared/ui/form";
import { Input } from "@/shared/ui/input";
import { LoadError, SkeletonList } from "@/shared/ui/admin/LoadStates";
import { toast } from "@/shared/ui/use-toast";
import { errorMessage } from "@/shared/lib/errorMessage";
import { serverFieldMessages } from "@/shared/lib/forms";
import { intlLocale } from "@/shared/lib/format";
import { useT } from "@/shared/i18n/i18n";
import { useMeritSettings, useSaveMeritSettings } from "../api/merit";
import type { MeritSettings } from "../types";
import { meritField, meritInput, meritValues, validateMerit, type MeritValues } from "./meritForm";

const selectClass =
  "h-11 w-full rounded-lg border border-input bg-card px-3 text-base shadow-xs outline-none focus-visible:border-ring focus-visible:ring-3 focus-visible:ring-ring/20 md:text-sm";

export function MeritSettingsSection() {
  const t = useT();
  const settings = useMeritSettings();
  return (
    <Card data-testid="merit-settings">
      <CardHeader>
        <CardTitle>{t("admin.merit.title")}</CardTitle>
        <CardDescription>{t("admin.merit.text")}</CardDescription>
      </CardHeader>
      <CardContent>
        {settings.isLoading ? (
          <SkeletonList count={2} itemClassName="h-12 w-full rounded-xl" />
        ) : settings.isError || !settings.data ? (
          <LoadError message={t("admin.merit.loadFailed")} onRetry={settings.refetch} />
        ) : (
          <MeritForm initial={settings.data} />
        )}
      </CardContent>
    </Card>
  );
}

function MeritForm({ initial }: { initial: MeritSettings }) {
  const t = useT();
  const save = useSaveMeritSettings();
  const [v, setV] = useState<MeritValues>(() => meritValues(initial));
  const [tried, setTried] = useState(false);
  /** The server's messages by form field, until that field changes. */
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const errors = tried ? validateMerit(v) : {};
  const err = (k: string) => (errors[k] ? t(errors[k]) : serverErrors[k]);
  /** Sets the values and drops the server's messages on the fields changed (and the fields under them). */
  const change = (next: MeritValues, ...fields: string[]) => {
    setV(next);
    setServerErrors((old) => Object.fromEntries(Object.entries(old).filter(([k]) => !fields.some((f) => k === f || k.startsWith(`${f}.`)))));
  };
  const months = Array.from({ length: 12 }, (_, i) =>
    new Intl.DateTimeFormat(intlLocale(), { month: "long", timeZone: "UTC" }).format(new Date(Date.UTC(2026, i, 1))),
  );

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    if (Object.keys(validateMerit(v)).length > 0) return;
    save.mutate(meritInput(v), {
      onSuccess: (saved) => {
        setV(meritValues(saved ?? meritInput(v)));
        setTried(false);
        setServerErrors({});
        toast({ title: t("admin.merit.saved") });
      },
      onError: (e2) => {
        setServerErrors(serverFieldMessages(e2, meritField));
        toast({ title: t("admin.merit.saveFailed"), description: errorMessage(e2, t("admin.common.tryAgainLater")), variant: "destructive" });
      },
    });
  };
  const setDivision = (i: number, key: "name" | "minIndex" | "maxIndex", value: string) =>
    change({ ...v, divisions: v.divisions.map((d, k) => (k === i ? { ...d, [key]: value } : d)) }, `divisions.${i}.${key}`);

  return (
    <form onSubmit={submit} noValidate className="grid gap-4" aria-label={t("admin.merit.title")}>
      <div className="grid items-start gap-4 sm:grid-cols-3">
        <FormField label={t("admin.merit.seasonStart")} error={err("seasonStartMonth")}>
          <select className={selectClass} value={v.seasonStartMonth} onChange={(e) => change({ ...v, seasonStartMonth: e.target.value }, "seasonStartMonth")}>
            {months.map((m, i) => (
              <option key={i} value={String(i + 1)}>
                {m}
              </option>
            ))}
          </select>
        </FormField>
        <FormField label={t("admin.merit.bestN")} hint={t("admin.merit.bestNHint")} error={err("bestN")}>
          <Input inputMode="numeric" value={v.bestN} onChange={(e) => change({ ...v, bestN: e.target.value }, "bestN")} />
        </FormField>
        <FormField label={t("admin.merit.visibility")} error={err("visibility")}>
          <select className={selectClass} value={v.visibility} onChange={(e) => change({ ...v, visibility: e.target.value === "members" ? "members" : "public" }, "visibility")}>
            <option value="public">{t("admin.merit.public")}</option>
            <option value="members">{t("admin.merit.members")}</option>
          </select>
        </FormField>
      </div>
      <FormField label={t("admin.merit.table")} hint={t("admin.merit.tableHint")} error={err("pointsTable")}>
        <Input value={v.pointsTable} onChange={(e) => change({ ...v, pointsTable: e.target.value }, "pointsTable")} />
      </FormField>
      <fieldset className="grid gap-3">
        <legend className="text-sm font-semibold">{t("admin.merit.divisions")}</legend>
        <p className="text-sm text-muted-foreground">{t("admin.merit.divisionsHint")}</p>
        {err("divisions") && (
          <p role="alert" className="text-sm text-destructive">
            {err("divisions")}
          </p>
        )}
        {v.divisions.map((d, i) => (
          <div key={i} className="grid gap-3 rounded-xl border border-border p-3 sm:grid-cols-[1fr_8rem_8rem_auto] sm:items-start" data-testid="division-row">
            <FormField label={t("admin.merit.divisionNameLabel")} error={err(`divisions.${i}.name`)}>
              <Input value={d.name} onChange={(e) => setDivision(i, "name", e.target.value)} maxLength={40} />
            </FormField>
            <FormField label={t("admin.merit.minIndex")} error={err(`divisions.${i}.minIndex`)}>
              <Input inputMode="decimal" value={d.minIndex} onChange={(e) => setDivision(i, "minIndex", e.target.value)} />
            </FormField>
            <FormField label={t("admin.merit.maxIndex")} error={err(`divisions.${i}.maxIndex`)}>
              <Input inputMode="decimal" value={d.maxIndex} onChange={(e) => setDivision(i, "maxIndex", e.target.value)} />
            </FormField>
            <Button
              type="button"
              variant="ghost"
              className="sm:mt-6"
              aria-label={t("admin.merit.removeDivision", { name: d.name || String(i + 1) })}
              onClick={() => change({ ...v, divisions: v.divisions.filter((_, k) => k !== i) }, "divisions")}
            >
              <Trash2Icon aria-hidden="true" />
            </Button>
          </div>
        ))}
        <Button
          type="button"
          variant="outline"
          className="justify-self-start"
          onClick={() => change({ ...v, divisions: [...v.divisions, { name: "", minIndex: "0", maxIndex: "18" }] }, "divisions")}
        >
          <PlusIcon aria-hidden="true" />
          {t("admin.merit.addDivision")}
        </Button>
      </fieldset>
      <Button type="submit" className="justify-self-start" disabled={save.isPending}>
        <SaveIcon aria-hidden="true" />
        {save.isPending ? t("admin.common.saving") : t("admin.merit.save")}
      </Button>
    </form>
  );
}
