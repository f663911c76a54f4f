// The recovery codes, shown once (after enrolment or when replaced): a
// list to write down or copy, and a button to confirm they are saved.
import { useState } from "react";
import { CheckIcon, CopyIcon } from "lucide-react";
import { Button } from "@/shared/ui/button";
import { toast } from "@/shared/ui/use-toast";
import { useT } from "@/shared/i18n/i18n";

export function RecoveryCodes({ codes, onDone, doneLabel }: { codes: string[]; onDone: () => void; doneLabel?: string }) {
  const t = useT();
  const [copied, setCopied] = useState(false);
  const copy = () => {
    navigator.clipboard
      ?.writeText(codes.join("\n"))
      .then(() => setCopied(true))
      .catch(() => toast({ title: t("admin.twofa.copyFailed"), description: t("admin.twofa.copyFailedText"), variant: "destructive" }));
  };
  return (
    <section aria-labelledby="recovery-codes-title" className="grid gap-3">
      <h3 id="recovery-codes-title" className="font-semibold">
        {t("admin.twofa.codesTitle")}
      </h3>
      <p className="text-sm text-muted-foreground">{t("admin.twofa.codesText")}</p>
      <ol aria-label={t("admin.twofa.codesLabel")} className="grid grid-cols-1 gap-1 rounded-lg border border-border bg-muted/40 p-3 font-mono text-sm min-[360px]:grid-cols-2">
        {codes.map((c) => (
          <li key={c} data-testid="recovery-code">
            {c}
          </li>
        ))}
      </ol>
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="outline" onClick={copy}>
          {copied ? <CheckIcon aria-hidden="true" /> : <CopyIcon aria-hidden="true" />}
          {copied ? t("admin.twofa.copied") : t("admin.twofa.copyCodes")}
        </Button>
        <Button type="button" onClick={onDone}>
          {doneLabel ?? t("admin.twofa.savedCodes")}
        </Button>
      </div>
    </section>
  );
}
