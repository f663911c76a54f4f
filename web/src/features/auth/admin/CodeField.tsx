// The one code input of two-factor sign-in: six digits from the app
// (numeric keypad, the phone's one-time-code autofill) or, when recovery
// is true, a recovery code (letters, dashes).
import { FormField } from "@/shared/ui/form";
import { Input } from "@/shared/ui/input";
import { useT } from "@/shared/i18n/i18n";

export function CodeField({
  id,
  value,
  onChange,
  error,
  recovery = false,
  autoFocus = false,
  label,
}: {
  id: string;
  value: string;
  onChange: (v: string) => void;
  error?: string;
  recovery?: boolean;
  autoFocus?: boolean;
  label?: string;
}) {
  const t = useT();
  return (
    <FormField
      id={id}
      label={label ?? (recovery ? t("admin.twofa.recoveryCode") : t("admin.twofa.authCode"))}
      error={error}
      hint={recovery ? t("admin.twofa.recoveryHint") : t("admin.twofa.codeHint")}
    >
      {recovery ? (
        <Input
          value={value}
          onChange={(e) => onChange(e.target.value)}
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          maxLength={20}
          autoFocus={autoFocus}
        />
      ) : (
        <Input
          value={value}
          onChange={(e) => onChange(e.target.value.replace(/\D/g, "").slice(0, 6))}
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]{6}"
          maxLength={6}
          className="font-mono text-lg tracking-[0.3em]"
          autoFocus={autoFocus}
        />
      )}
    </FormField>
  );
}

/** Whether code can be sent: six digits, or (recovery) something typed. */
export function codeReady(code: string, recovery: boolean): boolean {
  return recovery ? code.trim().length >= 8 : /^\d{6}$/.test(code);
}
