// The Login / Register dialog (spec 1 §2, §4): tabs Login and Register, the
// two-step Forgot Password flow, and the registration-success dialog.
// Opened through useLoginDialog().openLogin(). Two variants: without
// onSuccess a login goes to /member; with it, the callback runs and the
// dialog closes.
import { useState } from "react";
import { useLocation } from "wouter";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/shared/ui/dialog";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/shared/ui/tabs";
import type { RegisterResult } from "@/features/auth/api/authActions";
import { DialogLoginForm } from "./DialogLoginForm";
import { DialogRegisterForm } from "./DialogRegisterForm";
import { ForgotPasswordFlow } from "./ForgotPasswordFlow";
import { RegistrationSuccessDialog } from "./RegistrationSuccessDialog";
import { paths } from "@/shared/lib/paths";
import { useT } from "@/shared/i18n/i18n";

export interface LoginRegisterDialogProps {
  open: boolean;
  initialTab: "login" | "register";
  onSuccess?: () => void;
  onOpenChange: (open: boolean) => void;
}

export function LoginRegisterDialog({ open, initialTab, onSuccess, onOpenChange }: LoginRegisterDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-md">
        {/* Content unmounts on close, so every opening starts fresh. */}
        <DialogBody initialTab={initialTab} onSuccess={onSuccess} close={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

type Tab = "login" | "register";

function DialogBody({
  initialTab,
  onSuccess,
  close,
}: {
  initialTab: Tab;
  onSuccess?: () => void;
  close: () => void;
}) {
  const t = useT();
  const [, navigate] = useLocation();
  const [tab, setTab] = useState<Tab>(initialTab);
  const [forgot, setForgot] = useState(false);
  const [registered, setRegistered] = useState<RegisterResult | null>(null);
  // Prefill for the login form; the key remounts it with the new value.
  const [prefill, setPrefill] = useState({ identifier: "", key: 0 });

  const onLoggedIn = () => {
    close();
    if (onSuccess) onSuccess();
    else navigate(paths.member);
  };

  const backToLogin = () => {
    setForgot(false);
    setTab("login");
    setPrefill((p) => ({ identifier: "", key: p.key + 1 }));
  };

  return (
    <>
      <DialogHeader>
        <DialogTitle className="text-xl">{forgot ? t("auth.resetPassword") : t("auth.memberAccess")}</DialogTitle>
        <DialogDescription>
          {forgot
            ? t("auth.resetText")
            : t("auth.dialogText")}
        </DialogDescription>
      </DialogHeader>

      {forgot ? (
        <ForgotPasswordFlow variant="dialog" onBack={backToLogin} onDone={backToLogin} />
      ) : (
        <Tabs value={tab} onValueChange={(v) => setTab(v as Tab)}>
          <TabsList className="w-full">
            <TabsTrigger value="login">{t("auth.login")}</TabsTrigger>
            <TabsTrigger value="register">{t("auth.register")}</TabsTrigger>
          </TabsList>
          <TabsContent value="login">
            <DialogLoginForm
              key={prefill.key}
              defaultIdentifier={prefill.identifier}
              onLoggedIn={onLoggedIn}
              onForgotPassword={() => setForgot(true)}
            />
          </TabsContent>
          <TabsContent value="register">
            <DialogRegisterForm
              onRegistered={(member, identifier) => {
                setPrefill((p) => ({ identifier, key: p.key + 1 }));
                setRegistered(member);
              }}
            />
          </TabsContent>
        </Tabs>
      )}

      <RegistrationSuccessDialog
        member={registered}
        onLoginNow={() => {
          setRegistered(null);
          setTab("login");
        }}
        onContinue={() => {
          setRegistered(null);
          onLoggedIn();
        }}
        onClose={() => {
          setRegistered(null);
          close();
        }}
      />
    </>
  );
}
