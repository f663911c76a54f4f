// The member's Handicap Index on the Membership tab: shown (a plus handicap
// with "+"), changed in a small inline form, with the history of changes
// and who made each (the member or the club).
import { useState, type FormEvent } from "react";
import { PencilIcon, TrendingDownIcon } from "lucide-react";
import { Button } from "@/shared/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/shared/ui/card";
import { FormField } from "@/shared/ui/form";
import { Input } from "@/shared/ui/input";
import { Skeleton } from "@/shared/ui/skeleton";
import { toast } from "@/shared/ui/use-toast";
import { errorMessage } from "@/shared/lib/errorMessage";
import { formatDate, formatIndex, parseIndex } from "@/shared/lib/format";
import { useT } from "@/shared/i18n/i18n";
import { useMyHandicap, useSetHandicap } from "../api/handicap";

/** History rows shown before "Show all". */
export const HISTORY_SHOWN = 5;

export function HandicapCard() {
  const t = useT();
  const q = useMyHandicap();
  const save = useSetHandicap();
  const [editing, setEditing] = useState(false);
  const [value, setValue] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [all, setAll] = useState(false);

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const index = parseIndex(value);
    if (index === null) {
      setError(t("handicap.invalid"));
      return;
    }
    save.mutate(index, {
      onSuccess: () => {
        setEditing(false);
        toast({ title: t("handicap.saved"), description: t("handicap.savedText", { index: formatIndex(index) }) });
      },
      onError: (err) => setError(errorMessage(err, t("handicap.saveFailed"))),
    });
  };

  const history = q.data?.history ?? [];
  const shown = all ? history : history.slice(0, HISTORY_SHOWN);
  return (
    <Card data-testid="handicap-card">
      <CardHeader className="pb-2">
        <CardTitle className="flex items-center gap-2">
          <TrendingDownIcon className="size-5 text-primary" aria-hidden="true" />
          {t("handicap.title")}
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4 px-5 pb-5 sm:px-6">
        {q.isPending ? (
          <Skeleton className="h-16" />
        ) : q.isError ? (
          <div role="alert" className="flex flex-wrap items-center justify-between gap-2 text-sm text-destructive">
            {t("handicap.loadError")}
            <Button variant="outline" onClick={() => void q.refetch()}>
              {t("dash.tryAgain")}
            </Button>
          </div>
        ) : editing ? (
          <form onSubmit={onSubmit} noValidate className="grid gap-3" aria-label={t("handicap.change")}>
            <FormField label={t("handicap.title")} hint={t("handicap.hint")} error={error}>
              <Input
                autoFocus
                inputMode="decimal"
                autoComplete="off"
                placeholder="18.2"
                value={value}
                maxLength={6}
                onChange={(e) => {
                  setValue(e.target.value);
                  setError(undefined);
                }}
              />
            </FormField>
            <div className="flex flex-wrap justify-end gap-2">
              <Button type="button" variant="ghost" onClick={() => setEditing(false)}>
                {t("common.cancel")}
              </Button>
              <Button type="submit" disabled={save.isPending}>
                {save.isPending ? t("common.saving") : t("common.save")}
              </Button>
            </div>
          </form>
        ) : (
          <div className="flex items-center justify-between gap-3 rounded-xl border border-border/70 p-3">
            <div>
              <p className="text-xs font-medium text-muted-foreground">{t("handicap.current")}</p>
              <p className={q.data.index === null ? "text-sm text-muted-foreground italic" : "text-3xl font-bold tabular-nums"} data-testid="handicap-index">
                {q.data.index === null ? t("handicap.none") : formatIndex(q.data.index)}
              </p>
            </div>
            <Button
              variant="outline"
              onClick={() => {
                setValue(q.data.index === null ? "" : formatIndex(q.data.index));
                setError(undefined);
                setEditing(true);
              }}
            >
              <PencilIcon aria-hidden="true" />
              {t("handicap.change")}
            </Button>
          </div>
        )}
        {q.data && (
          <section aria-labelledby="handicap-history" className="grid gap-2">
            <h4 id="handicap-history" className="text-sm font-semibold">
              {t("handicap.history")}
            </h4>
            {history.length === 0 ? (
              <p className="text-sm text-muted-foreground">{t("handicap.noHistory")}</p>
            ) : (
              <ol className="grid divide-y divide-border rounded-xl border border-border/70 text-sm">
                {shown.map((h, i) => (
                  <li key={`${h.changedAt}-${i}`} className="flex items-center justify-between gap-3 px-3 py-2">
                    <span className="font-semibold tabular-nums">{formatIndex(h.index)}</span>
                    <span className="text-right text-muted-foreground">
                      {formatDate(h.changedAt.slice(0, 10))} · {t(h.by === "admin" ? "handicap.byAdmin" : "handicap.byMember")}
                    </span>
                  </li>
                ))}
              </ol>
            )}
            {history.length > HISTORY_SHOWN && (
              <Button variant="ghost" className="justify-self-start" onClick={() => setAll((v) => !v)}>
                {all ? t("handicap.showFewer") : t("handicap.showAll", { n: history.length })}
              </Button>
            )}
          </section>
        )}
      </CardContent>
    </Card>
  );
}
