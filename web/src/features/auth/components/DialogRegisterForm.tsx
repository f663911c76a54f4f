// Register tab of the Login / Register dialog (spec 1 §5 "Registration
// dialog"): name ≥ 2, phone ≥ 10 digits, a valid email, password ≥ 6 and an
// optional membership number.
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { FormField } from "@/components/ui/form";
import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/api";
import { registerDialogSchema, type RegisterDialogValues } from "@/lib/validation";
import { useMemberRegister, type RegisterResponse } from "@/features/auth/api/auth";

export interface DialogRegisterFormProps {
  onRegistered: (member: RegisterResponse, email: string) => void;
}

const EMPTY: RegisterDialogValues = { name: "", phone: "", email: "", password: "", membershipNumber: "" };

export function DialogRegisterForm({ onRegistered }: DialogRegisterFormProps) {
  const register = useMemberRegister();
  const form = useForm<RegisterDialogValues>({
    resolver: zodResolver(registerDialogSchema),
    mode: "onSubmit",
    reValidateMode: "onChange",
    defaultValues: EMPTY,
  });
  const errors = form.formState.errors;

  const onSubmit = form.handleSubmit((v) => {
    const membershipNumber = v.membershipNumber.trim();
    register.mutate(
      {
        name: v.name.trim(),
        phone: v.phone.trim(),
        email: v.email.trim(),
        password: v.password,
        ...(membershipNumber ? { membershipNumber } : {}),
      },
      {
        onSuccess: (res) => {
          form.reset(EMPTY);
          onRegistered(res, v.email.trim());
        },
        onError: (err) => {
          toast({
            title: "Registration Failed",
            description: errorMessage(err, "Please check your details and try again."),
            variant: "destructive",
          });
        },
      },
    );
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label="Member registration">
      <FormField label="Full Name" required error={errors.name?.message}>
        <Input autoComplete="name" {...form.register("name")} />
      </FormField>
      <FormField label="Phone Number" required error={errors.phone?.message}>
        <Input type="tel" inputMode="tel" autoComplete="tel" placeholder="012-345 6789" {...form.register("phone")} />
      </FormField>
      <FormField label="Email Address" required error={errors.email?.message}>
        <Input type="email" inputMode="email" autoComplete="email" {...form.register("email")} />
      </FormField>
      <FormField label="Password" required hint="At least 6 characters." error={errors.password?.message}>
        <Input type="password" autoComplete="new-password" {...form.register("password")} />
      </FormField>
      <FormField
        label="Membership Number (optional)"
        hint="Leave blank and we'll generate one for you."
        error={errors.membershipNumber?.message}
      >
        <Input autoComplete="off" autoCapitalize="characters" {...form.register("membershipNumber")} />
      </FormField>
      <Button type="submit" size="lg" disabled={register.isPending} className="w-full">
        {register.isPending ? "Creating Account..." : "Create Account"}
      </Button>
    </form>
  );
}
