// The sign-up form's privacy notice and its required consent checkbox.
// The notice (both languages) sits in a disclosure: open on the sign-up
// page, closed in the small dialog; /privacy has it on a page of its own.
import { useId } from "react";
import { Checkbox } from "@/shared/ui/checkbox";
import { paths } from "@/shared/lib/paths";
import { notices } from "../notice";
import { PrivacyNotice } from "./PrivacyNotice";
import { useT } from "@/shared/i18n/i18n";

/** Bilingual like the notice itself, so the same in both languages. */
const SUMMARY = "Privacy Notice / Notis Privasi (PDPA 2010)";

export function PrivacyConsent({
  open,
  checked,
  onCheckedChange,
  error,
}: {
  open: boolean;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  error?: string;
}) {
  const t = useT();
  const id = useId();
  // The consent sentence in both languages: the notice is bilingual, so is
  // what the member agrees to.
  const club = { clubName: "", contactEmail: "", contactPhone: "", address: "", slipRetentionMonths: null };
  return (
    <div className="grid gap-3">
      <details open={open} className="rounded-md border bg-muted/40 p-3 text-sm">
        <summary className="min-h-11 cursor-pointer content-center font-medium">{SUMMARY}</summary>
        <div className="mt-2 max-h-72 overflow-y-auto pr-1" tabIndex={0} aria-label={SUMMARY}>
          <PrivacyNotice headingLevel={3} />
        </div>
        <a href={paths.privacy} target="_blank" rel="noopener" className="mt-2 inline-block min-h-11 content-center text-primary underline">
          {t("privacy.newTab")}
        </a>
      </details>
      <div className="flex items-start gap-3">
        <Checkbox
          id={id}
          checked={checked}
          onCheckedChange={(c) => onCheckedChange(c === true)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className="mt-0.5"
        />
        <label htmlFor={id} className="grid gap-1 text-sm leading-snug">
          <span>{notices.en(club).consent}</span>
          <span lang="ms" className="text-muted-foreground">
            {notices.ms(club).consent}
          </span>
        </label>
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
