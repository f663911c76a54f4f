// Register tab of the Login / Register dialog: the shared sign-up form.
import type { RegisterResponse } from "@/features/auth/api/authActions";
import { SignUpForm } from "./SignUpForm";

export interface DialogRegisterFormProps {
  onRegistered: (member: RegisterResponse, identifier: string) => void;
}

export function DialogRegisterForm({ onRegistered }: DialogRegisterFormProps) {
  return (
    <SignUpForm
      layout="dialog"
      submitLabel="Create Account"
      pendingLabel="Creating Account..."
      passwordAs="password"
      onRegistered={onRegistered}
    />
  );
}
