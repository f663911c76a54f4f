// Placeholder: the real dialog (tabs, forgot password, success dialog) is
// built with the member-accounts work.
export interface LoginRegisterDialogProps {
  open: boolean;
  initialTab: "login" | "register";
  onSuccess?: () => void;
  onOpenChange: (open: boolean) => void;
}

export function LoginRegisterDialog(_props: LoginRegisterDialogProps) {
  return null;
}
