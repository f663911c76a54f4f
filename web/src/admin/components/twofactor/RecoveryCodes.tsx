// The recovery codes, shown once (after enrolment or when replaced): a
// list to write down or copy, and a button to confirm they are saved.
import { useState } from "react";
import { CheckIcon, CopyIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";

export function RecoveryCodes({ codes, onDone, doneLabel = "I have saved these codes" }: { codes: string[]; onDone: () => void; doneLabel?: string }) {
  const [copied, setCopied] = useState(false);
  const copy = () => {
    navigator.clipboard
      ?.writeText(codes.join("\n"))
      .then(() => setCopied(true))
      .catch(() => toast({ title: "Could not copy", description: "Please write the codes down instead.", variant: "destructive" }));
  };
  return (
    <section aria-labelledby="recovery-codes-title" className="grid gap-3">
      <h3 id="recovery-codes-title" className="font-semibold">
        Your recovery codes
      </h3>
      <p className="text-sm text-muted-foreground">
        Each code signs you in once if you lose your phone. Keep them somewhere safe: they are shown only now.
      </p>
      <ol aria-label="Recovery codes" className="grid grid-cols-1 gap-1 rounded-lg border border-border bg-muted/40 p-3 font-mono text-sm min-[360px]:grid-cols-2">
        {codes.map((c) => (
          <li key={c} data-testid="recovery-code">
            {c}
          </li>
        ))}
      </ol>
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="outline" onClick={copy}>
          {copied ? <CheckIcon aria-hidden="true" /> : <CopyIcon aria-hidden="true" />}
          {copied ? "Copied" : "Copy codes"}
        </Button>
        <Button type="button" onClick={onDone}>
          {doneLabel}
        </Button>
      </div>
    </section>
  );
}
