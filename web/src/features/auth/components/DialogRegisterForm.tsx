// Register tab of the Login / Register dialog: the shared sign-up form.
import type { RegisterResult } from "@/features/auth/api/authActions";
import { SignUpForm } from "./SignUpForm";
import { useT } from "@/shared/i18n/i18n";

export interface DialogRegisterFormProps {
  onRegistered: (member: RegisterResult, identifier: string) => void;
}

export function DialogRegisterForm({ onRegistered }: DialogRegisterFormProps) {
  const t = useT();
  return (
    <SignUpForm
      layout="dialog"
      submitLabel={t("auth.createAccount")}
      pendingLabel={t("auth.creatingAccount")}
      passwordAs="password"
      onRegistered={onRegistered}
    />
  );
}
