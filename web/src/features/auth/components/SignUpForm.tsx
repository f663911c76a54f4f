// The sign-up form, one for the dialog's Register tab and /member/register
// (spec 1 §2 and §5): the same fields, rules and hints in both places, so a
// member never finds email required in one and optional in the other.
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Button } from "@/shared/ui/button";
import { Input } from "@/shared/ui/input";
import { FormField } from "@/shared/ui/form";
import { toast } from "@/shared/ui/use-toast";
import { errorMessage } from "@/shared/lib/errorMessage";
import { applyServerErrors } from "@/shared/lib/forms";
import { cn } from "@/shared/lib/utils";
import { signUpSchema, type SignUpValues } from "@/shared/lib/validation";
import { useSettings } from "@/features/settings";
import { useMemberRegister, type RegisterInput, type RegisterResult } from "@/features/auth/api/authActions";
import { useT } from "@/shared/i18n/i18n";
import { PrivacyConsent, noticeVersion } from "@/features/privacy";

const EMPTY: SignUpValues = {
  name: "",
  preferredName: "",
  phone: "",
  email: "",
  password: "",
  membershipNumber: "",
  privacyConsent: false,
};

export interface SignUpFormProps {
  /** "page" puts phone and email side by side on wider screens. */
  layout: "dialog" | "page";
  submitLabel: string;
  pendingLabel: string;
  /** The registration page sends the typed password as passwordHash (spec quirk); the server hashes either. */
  passwordAs: "password" | "passwordHash";
  /** identifier is what the member signs in with: the email if given, else the phone. */
  onRegistered: (member: RegisterResult, identifier: string) => void;
}

/** The request for the parsed form values: blank optional fields are left out. */
export function signUpRequest(v: SignUpValues, passwordAs: SignUpFormProps["passwordAs"]): RegisterInput {
  const optional = (value: string) => value.trim() || undefined;
  const req: RegisterInput = {
    name: v.name.trim(),
    phone: v.phone.trim(),
    [passwordAs]: v.password,
    privacyConsent: v.privacyConsent,
    privacyNoticeVersion: noticeVersion,
  };
  const preferredName = optional(v.preferredName);
  const email = optional(v.email);
  const membershipNumber = optional(v.membershipNumber);
  if (preferredName) req.preferredName = preferredName;
  if (email) req.email = email;
  if (membershipNumber) req.membershipNumber = membershipNumber;
  return req;
}

export function SignUpForm({ layout, submitLabel, pendingLabel, passwordAs, onRegistered }: SignUpFormProps) {
  const t = useT();
  const register = useMemberRegister();
  // The club's prefix for generated membership numbers (e.g. BHG123456).
  const prefix = useSettings().data?.membershipPrefix;
  const form = useForm<SignUpValues>({
    resolver: zodResolver(signUpSchema),
    mode: "onSubmit",
    reValidateMode: "onChange",
    defaultValues: EMPTY,
  });
  const errors = form.formState.errors;

  const onSubmit = form.handleSubmit((v) => {
    register.mutate(signUpRequest(v, passwordAs), {
      onSuccess: (res) => {
        form.reset(EMPTY);
        onRegistered(res, v.email.trim() || v.phone.trim());
      },
      onError: (err) => {
        // A field the server refused shows under that field, like the
        // form's own checks; the toast is for everything else.
        if (applyServerErrors(form, err, { passwordHash: "password" }) > 0) return;
        toast({
          title: t("auth.registerFailed"),
          description: errorMessage(err, t("auth.checkDetails")),
          variant: "destructive",
        });
      },
    });
  });

  const pair = cn("grid items-start gap-4", layout === "page" && "sm:grid-cols-2");
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label={t("auth.memberRegistration")}>
      <div className={pair}>
        <FormField label={t("auth.fullName")} required error={errors.name?.message}>
          <Input autoComplete="name" {...form.register("name")} />
        </FormField>
        <FormField
          label={t("auth.preferredName")}
          hint={t("auth.preferredHint")}
          error={errors.preferredName?.message}
        >
          <Input autoComplete="nickname" {...form.register("preferredName")} />
        </FormField>
      </div>
      <div className={pair}>
        <FormField label={t("auth.phone")} required hint={t("auth.phoneHint")} error={errors.phone?.message}>
          <Input type="tel" inputMode="tel" autoComplete="tel" placeholder="012-345 6789" {...form.register("phone")} />
        </FormField>
        <FormField
          label={t("auth.emailOptional")}
          hint={t("auth.emailHint")}
          error={errors.email?.message}
        >
          <Input type="email" inputMode="email" autoComplete="email" {...form.register("email")} />
        </FormField>
      </div>
      <FormField
        label={t("auth.membershipOptional")}
        hint={
          prefix
            ? t("auth.membershipHintPrefix", { prefix })
            : t("auth.membershipHint")
        }
        error={errors.membershipNumber?.message}
      >
        <Input autoComplete="off" autoCapitalize="characters" {...form.register("membershipNumber")} />
      </FormField>
      <FormField label={t("auth.password")} required hint={t("auth.passwordHint")} error={errors.password?.message}>
        <Input type="password" autoComplete="new-password" {...form.register("password")} />
      </FormField>
      <PrivacyConsent
        open={layout === "page"}
        checked={form.watch("privacyConsent")}
        onCheckedChange={(c) => form.setValue("privacyConsent", c, { shouldValidate: form.formState.isSubmitted })}
        error={errors.privacyConsent?.message}
      />
      <Button type="submit" size="lg" disabled={register.isPending} className="mt-1 w-full">
        {register.isPending ? pendingLabel : submitLabel}
      </Button>
    </form>
  );
}
