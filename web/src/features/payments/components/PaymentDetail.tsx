// One line of payment details (bank account, e-wallet…) with an optional
// copy button; shared by the subscription dialog and the payment page.
import { useState } from "react";
import { CheckIcon, CopyIcon } from "lucide-react";
import { useT } from "@/shared/i18n/i18n";

export function PaymentDetail({ label, value, copy = false }: { label: string; value: string; copy?: boolean }) {
  const t = useT();
  return (
    <div className="flex items-center justify-between gap-2">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="flex min-w-0 items-center gap-1 text-right font-medium break-all">
        {value}
        {copy && <CopyButton value={value} label={t("pay.copy", { what: label.toLowerCase() })} />}
      </dd>
    </div>
  );
}

export function CopyButton({ value, label }: { value: string; label: string }) {
  const [done, setDone] = useState(false);
  return (
    <button
      type="button"
      aria-label={label}
      className="relative inline-flex size-8 shrink-0 items-center after:absolute after:-inset-1.5 after:content-[''] justify-center rounded-md text-muted-foreground hover:bg-muted hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring"
      onClick={() => {
        void navigator.clipboard
          ?.writeText(value)
          .then(() => {
            setDone(true);
            setTimeout(() => setDone(false), 1500);
          })
          .catch(() => undefined);
      }}
    >
      {done ? <CheckIcon className="size-4 text-primary" aria-hidden="true" /> : <CopyIcon className="size-4" aria-hidden="true" />}
    </button>
  );
}
