// A labelled form control with its validation message. The control gets
// id, aria-invalid and aria-describedby wired to the label, hint and error,
// so screen readers announce the zod message.
//
//   <FormField label="Email" error={errors.email?.message}>
//     <Input type="email" {...register("email")} />
//   </FormField>
//
// For composite controls (Radix Select) pass a function and put the props
// on the focusable element:
//
//   <FormField label="Subject" error={...}>
//     {(p) => <Select ...><SelectTrigger {...p}>...</SelectTrigger></Select>}
//   </FormField>
import * as React from "react";
import { Slot } from "./slot";
import { cn } from "@/shared/lib/utils";
import { Label } from "./label";

export interface FormControlProps {
  id: string;
  "aria-invalid": boolean | undefined;
  "aria-describedby": string | undefined;
  "aria-required"?: boolean;
}

export interface FormFieldProps {
  label: React.ReactNode;
  /** The validation message (e.g. errors.email?.message); shown in red. */
  error?: string;
  /** Helper text under the control. */
  hint?: React.ReactNode;
  /** Marks the field required (visual asterisk and aria-required). */
  required?: boolean;
  /** Use your own id instead of a generated one. */
  id?: string;
  className?: string;
  children: React.ReactElement | ((props: FormControlProps) => React.ReactNode);
}

export function FormField({ label, error, hint, required, id, className, children }: FormFieldProps) {
  const autoId = React.useId();
  const controlId = id ?? `f-${autoId}`;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(" ") || undefined;
  const controlProps: FormControlProps = {
    id: controlId,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy,
    ...(required ? { "aria-required": true } : {}),
  };
  return (
    <div data-slot="form-field" className={cn("grid gap-2", className)}>
      <Label htmlFor={controlId}>
        {label}
        {required && (
          <span className="text-destructive" aria-hidden="true">
            *
          </span>
        )}
      </Label>
      {typeof children === "function" ? children(controlProps) : <Slot {...controlProps}>{children}</Slot>}
      {hint && (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
      <FormMessage id={errorId}>{error}</FormMessage>
    </div>
  );
}

export function FormMessage({ id, children, className }: { id?: string; children?: React.ReactNode; className?: string }) {
  if (!children) return null;
  return (
    <p id={id} role="alert" className={cn("text-sm font-medium text-destructive", className)}>
      {children}
    </p>
  );
}
