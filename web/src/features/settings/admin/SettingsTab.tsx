// Settings (DESIGN.md deviation: a working club settings form instead of the
// spec's dead Configure buttons). Reads GET /api/settings, saves with
// PUT /api/admin/settings; the payment QR image is uploaded on its own
// (POST /api/admin/settings/qr, raw body) and previewed.
import { useEffect, useRef, useState, type ChangeEvent, type ReactNode } from "react";
import { Controller, useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { z } from "@/shared/lib/zod";
import { Building2Icon, ImageUpIcon, LandmarkIcon, PhoneIcon, QrCodeIcon, SaveIcon, ShieldCheckIcon, TagIcon } from "lucide-react";
import { Button } from "@/shared/ui/button";
import { LoadError, SkeletonList } from "@/shared/ui/admin/LoadStates";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/shared/ui/card";
import { FormField } from "@/shared/ui/form";
import { Input } from "@/shared/ui/input";
import { Textarea } from "@/shared/ui/textarea";
import { toast } from "@/shared/ui/use-toast";
import { errorMessage } from "@/shared/lib/errorMessage";
import { applyServerErrors } from "@/shared/lib/forms";
import { NEW_MEMBER_NUMBERS, type ClubSettings } from "@/features/settings/types";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/shared/ui/select";
import { isEmail } from "@/shared/lib/validation";
import { QR_MAX_BYTES, QR_TYPES, useSaveSettings, useSettings, useQrStatus, useUploadQr, type UploadedQr } from "@/features/settings/api/adminSettings";
import { useT } from "@/shared/i18n/i18n";
import { zodMessage } from "@/shared/lib/messages";

// A limit's message ("At most 30 characters") is lib/zod's, in the language in use.
const text = (max: number) => z.string().trim().max(max);

export const settingsSchema = z.object({
  clubName: z.string().trim().min(2, zodMessage("admin.settings.clubNameMin")).max(100),
  shortName: z.string().trim().min(1, zodMessage("admin.settings.shortNameRequired")).max(30),
  contactPhone: text(40),
  contactEmail: z
    .string()
    .trim()
    .refine((v) => v === "" || isEmail(v), zodMessage("admin.settings.invalidEmail")),
  contactHours: text(100),
  address: text(300),
  socialUrl: z
    .string()
    .trim()
    .refine((v) => v === "" || /^https?:\/\/\S+$/i.test(v), zodMessage("admin.settings.socialUrlInvalid")),
  socialLabel: text(60),
  bankName: text(100),
  bankAccountName: text(100),
  bankAccountNumber: text(40),
  ewalletName: text(60),
  ewalletNumber: text(40),
  paymentQrUrl: z.string(),
  vipPrice: z
    .number(zodMessage("admin.settings.priceRequired"))
    .min(0, zodMessage("admin.settings.priceNegative"))
    .max(1_000_000),
  membershipPrefix: text(10),
  newMemberNumbers: z.enum(NEW_MEMBER_NUMBERS),
  // Blank keeps slips forever (null); otherwise 1–120 whole months.
  slipRetentionMonths: z
    .string()
    .trim()
    .refine((v) => v === "" || (/^\d+$/.test(v) && +v >= 1 && +v <= 120), zodMessage("admin.settings.retentionInvalid"))
    .transform((v) => (v === "" ? null : Number(v))),
});

type SettingsValues = z.input<typeof settingsSchema>;

function toValues(s: ClubSettings): SettingsValues {
  return {
    clubName: s.clubName ?? "",
    shortName: s.shortName ?? "",
    contactPhone: s.contactPhone ?? "",
    contactEmail: s.contactEmail ?? "",
    contactHours: s.contactHours ?? "",
    address: s.address ?? "",
    socialUrl: s.socialUrl ?? "",
    socialLabel: s.socialLabel ?? "",
    bankName: s.bankName ?? "",
    bankAccountName: s.bankAccountName ?? "",
    bankAccountNumber: s.bankAccountNumber ?? "",
    ewalletName: s.ewalletName ?? "",
    ewalletNumber: s.ewalletNumber ?? "",
    paymentQrUrl: s.paymentQrUrl ?? "",
    vipPrice: s.vipPrice ?? 0,
    membershipPrefix: s.membershipPrefix ?? "",
    newMemberNumbers: s.newMemberNumbers === "approval" ? "approval" : "automatic",
    slipRetentionMonths: s.slipRetentionMonths == null ? "" : String(s.slipRetentionMonths),
  };
}

/** security: the admin's own sign-in settings (two-factor), shown below
 *  the club's; they belong to the account, so the admin app passes them in. */
export default function SettingsTab({ security }: { security?: ReactNode }) {
  const t = useT();
  const settings = useSettings();
  if (settings.isLoading) {
    return (
      <SkeletonList count={3} itemClassName="h-48 w-full rounded-2xl" className="gap-4" />
    );
  }
  if (settings.isError || !settings.data) {
    return (
      <LoadError message={t("admin.settings.loadFailed")} onRetry={settings.refetch} />
    );
  }
  return (
    // The bottom padding keeps the last card clear of the phone's fixed save bar.
    <div className="grid gap-4 pb-20 lg:pb-0">
      {/* Apart from the club form: its own saves, and forms cannot nest. */}
      <SettingsForm initial={settings.data} />
      {security}
    </div>
  );
}

function SettingsForm({ initial }: { initial: ClubSettings }) {
  const t = useT();
  const save = useSaveSettings();
  const form = useForm<SettingsValues, unknown, z.output<typeof settingsSchema>>({
    resolver: zodResolver(settingsSchema),
    mode: "onSubmit",
    reValidateMode: "onChange",
    defaultValues: toValues(initial),
  });
  const errors = form.formState.errors;
  const reg = form.register;

  const onSubmit = form.handleSubmit((v) => {
    const body: ClubSettings = v;
    save.mutate(body, {
      onSuccess: (saved) => {
        form.reset(toValues(saved ?? body));
        toast({ title: t("admin.settings.saved"), description: t("admin.settings.savedText") });
      },
      onError: (err) => {
        applyServerErrors(form, err);
        toast({
          title: t("admin.settings.saveFailed"),
          description: errorMessage(err, t("admin.settings.tryAgain")),
          variant: "destructive",
        });
      },
    });
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t("admin.settings.formLabel")} className="grid gap-4 lg:grid-cols-2">
      <Section icon={<Building2Icon />} title={t("admin.settings.club")} description={t("admin.settings.clubDesc")}>
        <FormField label={t("admin.settings.clubName")} required error={errors.clubName?.message} className="sm:col-span-2">
          <Input {...reg("clubName")} />
        </FormField>
        <FormField
          label={t("admin.settings.shortName")}
          required
          error={errors.shortName?.message}
          hint={t("admin.settings.shortNameHint")}
        >
          <Input {...reg("shortName")} />
        </FormField>
        <FormField
          label={t("admin.settings.prefix")}
          error={errors.membershipPrefix?.message}
          hint={t("admin.settings.prefixHint")}
        >
          <Input autoCapitalize="characters" {...reg("membershipPrefix")} />
        </FormField>
        <FormField label={t("admin.settings.vipPrice")} error={errors.vipPrice?.message}>
          <Input type="number" inputMode="decimal" min={0} step="0.01" {...reg("vipPrice", { valueAsNumber: true })} />
        </FormField>
        <FormField
          label={t("admin.settings.newMemberNumbers")}
          hint={t("admin.settings.newMemberNumbersHint")}
          error={errors.newMemberNumbers?.message}
          className="sm:col-span-2"
        >
          {(p) => (
            <Controller
              control={form.control}
              name="newMemberNumbers"
              render={({ field }) => (
                <Select value={field.value} onValueChange={field.onChange}>
                  <SelectTrigger {...p} onBlur={field.onBlur} className="h-11 w-full" data-testid="new-member-numbers">
                    <SelectValue />
                  </SelectTrigger>
                  <SelectContent>
                    <SelectItem value="automatic">{t("admin.settings.numbersAutomatic")}</SelectItem>
                    <SelectItem value="approval">{t("admin.settings.numbersApproval")}</SelectItem>
                  </SelectContent>
                </Select>
              )}
            />
          )}
        </FormField>
      </Section>

      <Section icon={<ShieldCheckIcon />} title={t("admin.settings.privacy")} description={t("admin.settings.privacyDesc")}>
        <FormField
          label={t("admin.settings.retention")}
          error={errors.slipRetentionMonths?.message}
          hint={t("admin.settings.retentionHint")}
          className="sm:col-span-2"
        >
          <Input inputMode="numeric" placeholder={t("admin.settings.retentionPlaceholder")} {...reg("slipRetentionMonths")} />
        </FormField>
      </Section>

      <Section icon={<PhoneIcon />} title={t("admin.settings.contact")} description={t("admin.settings.contactDesc")}>
        <FormField label={t("admin.settings.phone")} error={errors.contactPhone?.message}>
          <Input type="tel" inputMode="tel" {...reg("contactPhone")} />
        </FormField>
        <FormField label={t("admin.settings.email")} error={errors.contactEmail?.message}>
          <Input type="email" inputMode="email" {...reg("contactEmail")} />
        </FormField>
        <FormField label={t("admin.settings.hours")} error={errors.contactHours?.message} className="sm:col-span-2">
          <Input placeholder={t("admin.settings.hoursPlaceholder")} {...reg("contactHours")} />
        </FormField>
        <FormField label={t("admin.settings.address")} error={errors.address?.message} className="sm:col-span-2">
          <Textarea rows={2} {...reg("address")} />
        </FormField>
        <FormField label={t("admin.settings.socialLink")} error={errors.socialUrl?.message}>
          <Input type="url" inputMode="url" placeholder="https://facebook.com/…" {...reg("socialUrl")} />
        </FormField>
        <FormField label={t("admin.settings.socialLabel")} error={errors.socialLabel?.message}>
          <Input placeholder="Facebook" {...reg("socialLabel")} />
        </FormField>
      </Section>

      <Section icon={<LandmarkIcon />} title={t("admin.settings.payments")} description={t("admin.settings.paymentsDesc")}>
        <FormField label={t("admin.settings.bankName")} error={errors.bankName?.message}>
          <Input placeholder="Maybank" {...reg("bankName")} />
        </FormField>
        <FormField label={t("admin.settings.accountName")} error={errors.bankAccountName?.message}>
          <Input {...reg("bankAccountName")} />
        </FormField>
        <FormField label={t("admin.settings.accountNumber")} error={errors.bankAccountNumber?.message}>
          <Input inputMode="numeric" {...reg("bankAccountNumber")} />
        </FormField>
        <FormField label={t("admin.settings.ewalletName")} error={errors.ewalletName?.message}>
          <Input placeholder="Touch 'n Go eWallet" {...reg("ewalletName")} />
        </FormField>
        <FormField label={t("admin.settings.ewalletNumber")} error={errors.ewalletNumber?.message}>
          <Input type="tel" inputMode="tel" {...reg("ewalletNumber")} />
        </FormField>
      </Section>

      <QrCard
        url={form.watch("paymentQrUrl")}
        onUploaded={(url) => form.setValue("paymentQrUrl", url, { shouldDirty: false })}
      />

      <div className="fixed inset-x-0 bottom-0 z-20 border-t border-border bg-card/95 p-3 backdrop-blur lg:static lg:col-span-2 lg:border-0 lg:bg-transparent lg:p-0">
        <div className="mx-auto flex max-w-7xl items-center justify-end gap-3">
          {form.formState.isDirty && <span className="text-sm text-muted-foreground">{t("admin.settings.unsaved")}</span>}
          <Button
            variant="outline"
            onClick={() => form.reset(toValues(initial))}
            disabled={!form.formState.isDirty || save.isPending}
          >
            {t("admin.settings.discard")}
          </Button>
          <Button type="submit" disabled={save.isPending}>
            <SaveIcon aria-hidden="true" />
            {save.isPending ? t("admin.settings.saving") : t("admin.settings.save")}
          </Button>
        </div>
      </div>
    </form>
  );
}

function Section({ icon, title, description, children }: { icon: ReactNode; title: string; description: string; children: ReactNode }) {
  return (
    <Card>
      <CardHeader className="pb-3">
        <CardTitle className="flex items-center gap-2 text-base [&_svg]:size-4 [&_svg]:text-primary">
          {icon}
          {title}
        </CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4 sm:grid-cols-2">{children}</CardContent>
    </Card>
  );
}

function QrCard({ url, onUploaded }: { url: string; onUploaded: (url: string) => void }) {
  const t = useT();
  const upload = useUploadQr();
  const input = useRef<HTMLInputElement>(null);
  const [preview, setPreview] = useState<string | null>(null);
  // Whether members get the amount filled in: what the current image held
  // when it was uploaded.
  const status = useQrStatus();

  // Free the local preview once it is replaced or the tab closes.
  useEffect(() => () => {
    if (preview) URL.revokeObjectURL(preview);
  }, [preview]);

  const pick = (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = "";
    if (!file) return;
    if (!(QR_TYPES as readonly string[]).includes(file.type)) {
      toast({ title: t("admin.settings.qrUploadFailed"), description: t("admin.settings.qrType"), variant: "destructive" });
      return;
    }
    if (file.size > QR_MAX_BYTES) {
      toast({ title: t("admin.settings.qrUploadFailed"), description: t("admin.settings.qrSize"), variant: "destructive" });
      return;
    }
    const local = URL.createObjectURL(file);
    setPreview(local);
    upload.mutate(file, {
      onSuccess: (res) => {
        onUploaded(res.paymentQrUrl);
        toast({ title: t("admin.settings.qrUploaded"), description: duitNowText(res) });
      },
      onError: (err) => {
        setPreview(null);
        toast({
          title: t("admin.settings.qrUploadFailed"),
          description: errorMessage(err, t("admin.settings.tryAgain")),
          variant: "destructive",
        });
      },
    });
  };

  const duitNowText = (r: Omit<UploadedQr, "paymentQrUrl">) =>
    r.duitNow
      ? r.merchantName
        ? t("admin.settings.qrDuitNowPayee", { payee: r.merchantName })
        : t("admin.settings.qrDuitNow")
      : t("admin.settings.qrNoDuitNow");

  const shown = preview ?? url;
  return (
    <Section icon={<QrCodeIcon />} title={t("admin.settings.qrTitle")} description={t("admin.settings.qrDesc")}>
      <div className="flex flex-col items-center gap-4 sm:col-span-2 sm:flex-row sm:items-start">
        <div className="flex size-40 shrink-0 items-center justify-center overflow-hidden rounded-xl border border-dashed border-border bg-muted/40">
          {shown ? (
            <img src={shown} alt={t("admin.settings.qrTitle")} className="size-full object-contain p-2" data-testid="qr-preview" />
          ) : (
            <span className="px-4 text-center text-sm text-muted-foreground">{t("admin.settings.noQr")}</span>
          )}
        </div>
        <div className="grid w-full gap-2 text-sm text-muted-foreground">
          <p>{t("admin.settings.qrHelp")}</p>
          <input
            ref={input}
            type="file"
            accept={QR_TYPES.join(",")}
            className="sr-only"
            onChange={pick}
            aria-label={t("admin.settings.qrFile")}
            tabIndex={-1}
          />
          <Button variant="outline" className="w-full sm:w-fit" onClick={() => input.current?.click()} disabled={upload.isPending}>
            <ImageUpIcon aria-hidden="true" />
            {upload.isPending ? t("admin.settings.uploading") : shown ? t("admin.settings.replaceQr") : t("admin.settings.uploadQr")}
          </Button>
          {status.data && (url || preview) && (
            <p role="status" className="text-foreground" data-testid="qr-read">
              {duitNowText(status.data)}
            </p>
          )}
          <p className="inline-flex items-center gap-1 text-xs">
            <TagIcon className="size-3" aria-hidden="true" />
            {t("admin.settings.qrTip")}
          </p>
        </div>
      </div>
    </Section>
  );
}
