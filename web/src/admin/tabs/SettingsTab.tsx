// Settings (DESIGN.md deviation: a working club settings form instead of the
// spec's dead Configure buttons). Reads GET /api/settings, saves with
// PUT /api/admin/settings; the payment QR image is uploaded on its own
// (POST /api/admin/settings/qr, raw body) and previewed.
import { useEffect, useRef, useState, type ChangeEvent, type ReactNode } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { z } from "@/lib/zod";
import { Building2Icon, ImageUpIcon, LandmarkIcon, PhoneIcon, QrCodeIcon, SaveIcon, ShieldCheckIcon, TagIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { LoadError, SkeletonList } from "@/admin/components/LoadStates";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { FormField } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/errorMessage";
import { applyServerErrors } from "@/lib/forms";
import type { ClubSettings } from "@/lib/types";
import { isEmail } from "@/lib/validation";
import { TwoFactorSection } from "@/admin/components/twofactor/TwoFactorSection";
import { QR_MAX_BYTES, QR_TYPES, useSaveSettings, useSettings, useUploadQr } from "@/features/content/api/adminSettings";

const text = (max: number) => z.string().trim().max(max, `At most ${max} characters`);

export const settingsSchema = z.object({
  clubName: z.string().trim().min(2, "Club name must be at least 2 characters").max(100),
  shortName: z.string().trim().min(1, "Short name is required").max(30, "At most 30 characters"),
  contactPhone: text(40),
  contactEmail: z
    .string()
    .trim()
    .refine((v) => v === "" || isEmail(v), "Invalid email address"),
  contactHours: text(100),
  address: text(300),
  socialUrl: z
    .string()
    .trim()
    .refine((v) => v === "" || /^https?:\/\/\S+$/i.test(v), "Enter a full web address starting with https://"),
  socialLabel: text(60),
  bankName: text(100),
  bankAccountName: text(100),
  bankAccountNumber: text(40),
  ewalletName: text(60),
  ewalletNumber: text(40),
  paymentQrUrl: z.string(),
  vipPrice: z.number({ error: "Enter a price in RM" }).min(0, "Price cannot be negative").max(1_000_000),
  membershipPrefix: text(10),
  // Blank keeps slips forever (null); otherwise 1–120 whole months.
  slipRetentionMonths: z
    .string()
    .trim()
    .refine((v) => v === "" || (/^\d+$/.test(v) && +v >= 1 && +v <= 120), "Enter 1 to 120 months, or leave blank to keep slips")
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
    slipRetentionMonths: s.slipRetentionMonths == null ? "" : String(s.slipRetentionMonths),
  };
}

export default function SettingsTab() {
  const settings = useSettings();
  if (settings.isLoading) {
    return (
      <SkeletonList count={3} itemClassName="h-48 w-full rounded-2xl" className="gap-4" />
    );
  }
  if (settings.isError || !settings.data) {
    return (
      <LoadError message="Failed to load the club settings" onRetry={settings.refetch} />
    );
  }
  return (
    // The bottom padding keeps the last card clear of the phone's fixed save bar.
    <div className="grid gap-4 pb-20 lg:pb-0">
      {/* Apart from the club form: its own saves, and forms cannot nest. */}
      <SettingsForm initial={settings.data} />
      <TwoFactorSection />
    </div>
  );
}

function SettingsForm({ initial }: { initial: ClubSettings }) {
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
        toast({ title: "Settings saved", description: "The club's details are updated on every page." });
      },
      onError: (err) => {
        applyServerErrors(form, err);
        toast({ title: "Failed to save settings", description: errorMessage(err, "Please try again."), variant: "destructive" });
      },
    });
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Club settings" className="grid gap-4 lg:grid-cols-2">
      <Section icon={<Building2Icon />} title="Club" description="Names shown in the header, the footer and the app icon.">
        <FormField label="Club name" required error={errors.clubName?.message} className="sm:col-span-2">
          <Input {...reg("clubName")} />
        </FormField>
        <FormField label="Short name" required error={errors.shortName?.message} hint="The phone header title.">
          <Input {...reg("shortName")} />
        </FormField>
        <FormField label="Membership number prefix" error={errors.membershipPrefix?.message} hint="e.g. GC for GC-0042">
          <Input autoCapitalize="characters" {...reg("membershipPrefix")} />
        </FormField>
        <FormField label="VIP membership price (RM)" error={errors.vipPrice?.message}>
          <Input type="number" inputMode="decimal" min={0} step="0.01" {...reg("vipPrice", { valueAsNumber: true })} />
        </FormField>
      </Section>

      <Section icon={<ShieldCheckIcon />} title="Privacy (PDPA)" description="How long payment slips are kept.">
        <FormField
          label="Payment slip retention (months)"
          error={errors.slipRetentionMonths?.message}
          hint="A daily job deletes slip files older than this; the paid status stays. Blank: keep forever."
          className="sm:col-span-2"
        >
          <Input inputMode="numeric" placeholder="e.g. 24" {...reg("slipRetentionMonths")} />
        </FormField>
      </Section>

      <Section icon={<PhoneIcon />} title="Contact" description="Shown on the Contact page and in the footer.">
        <FormField label="Phone" error={errors.contactPhone?.message}>
          <Input type="tel" inputMode="tel" {...reg("contactPhone")} />
        </FormField>
        <FormField label="Email" error={errors.contactEmail?.message}>
          <Input type="email" inputMode="email" {...reg("contactEmail")} />
        </FormField>
        <FormField label="Opening hours" error={errors.contactHours?.message} className="sm:col-span-2">
          <Input placeholder="Dawn to Dusk, 7 Days a Week" {...reg("contactHours")} />
        </FormField>
        <FormField label="Address" error={errors.address?.message} className="sm:col-span-2">
          <Textarea rows={2} {...reg("address")} />
        </FormField>
        <FormField label="Social link" error={errors.socialUrl?.message}>
          <Input type="url" inputMode="url" placeholder="https://facebook.com/…" {...reg("socialUrl")} />
        </FormField>
        <FormField label="Social link label" error={errors.socialLabel?.message}>
          <Input placeholder="Facebook" {...reg("socialLabel")} />
        </FormField>
      </Section>

      <Section icon={<LandmarkIcon />} title="Payments" description="Where members send event fees (the payment page).">
        <FormField label="Bank name" error={errors.bankName?.message}>
          <Input placeholder="Maybank" {...reg("bankName")} />
        </FormField>
        <FormField label="Account name" error={errors.bankAccountName?.message}>
          <Input {...reg("bankAccountName")} />
        </FormField>
        <FormField label="Account number" error={errors.bankAccountNumber?.message}>
          <Input inputMode="numeric" {...reg("bankAccountNumber")} />
        </FormField>
        <FormField label="E-wallet name" error={errors.ewalletName?.message}>
          <Input placeholder="Touch 'n Go eWallet" {...reg("ewalletName")} />
        </FormField>
        <FormField label="E-wallet number" error={errors.ewalletNumber?.message}>
          <Input type="tel" inputMode="tel" {...reg("ewalletNumber")} />
        </FormField>
      </Section>

      <QrCard
        url={form.watch("paymentQrUrl")}
        onUploaded={(url) => form.setValue("paymentQrUrl", url, { shouldDirty: false })}
      />

      <div className="fixed inset-x-0 bottom-0 z-20 border-t border-border bg-card/95 p-3 backdrop-blur lg:static lg:col-span-2 lg:border-0 lg:bg-transparent lg:p-0">
        <div className="mx-auto flex max-w-7xl items-center justify-end gap-3">
          {form.formState.isDirty && <span className="text-sm text-muted-foreground">Unsaved changes</span>}
          <Button
            variant="outline"
            onClick={() => form.reset(toValues(initial))}
            disabled={!form.formState.isDirty || save.isPending}
          >
            Discard
          </Button>
          <Button type="submit" disabled={save.isPending}>
            <SaveIcon aria-hidden="true" />
            {save.isPending ? "Saving..." : "Save Settings"}
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
  const upload = useUploadQr();
  const input = useRef<HTMLInputElement>(null);
  const [preview, setPreview] = useState<string | null>(null);

  // Free the local preview once it is replaced or the tab closes.
  useEffect(() => () => {
    if (preview) URL.revokeObjectURL(preview);
  }, [preview]);

  const pick = (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = "";
    if (!file) return;
    if (!(QR_TYPES as readonly string[]).includes(file.type)) {
      toast({ title: "Failed to upload QR code", description: "Use a PNG, JPEG, WebP or SVG image.", variant: "destructive" });
      return;
    }
    if (file.size > QR_MAX_BYTES) {
      toast({ title: "Failed to upload QR code", description: "The image must be 2 MB or smaller.", variant: "destructive" });
      return;
    }
    const local = URL.createObjectURL(file);
    setPreview(local);
    upload.mutate(file, {
      onSuccess: (res) => {
        onUploaded(res.paymentQrUrl);
        toast({ title: "QR code uploaded", description: "Members now see the new QR code on the payment page." });
      },
      onError: (err) => {
        setPreview(null);
        toast({ title: "Failed to upload QR code", description: errorMessage(err, "Please try again."), variant: "destructive" });
      },
    });
  };

  const shown = preview ?? url;
  return (
    <Section icon={<QrCodeIcon />} title="Payment QR code" description="The DuitNow / bank QR image members scan to pay.">
      <div className="flex flex-col items-center gap-4 sm:col-span-2 sm:flex-row sm:items-start">
        <div className="flex size-40 shrink-0 items-center justify-center overflow-hidden rounded-xl border border-dashed border-border bg-muted/40">
          {shown ? (
            <img src={shown} alt="Payment QR code" className="size-full object-contain p-2" data-testid="qr-preview" />
          ) : (
            <span className="px-4 text-center text-sm text-muted-foreground">No QR code yet</span>
          )}
        </div>
        <div className="grid w-full gap-2 text-sm text-muted-foreground">
          <p>PNG, JPEG, WebP or SVG, up to 2 MB. The image is saved as soon as it is uploaded.</p>
          <input
            ref={input}
            type="file"
            accept={QR_TYPES.join(",")}
            className="sr-only"
            onChange={pick}
            aria-label="Payment QR image file"
            tabIndex={-1}
          />
          <Button variant="outline" className="w-full sm:w-fit" onClick={() => input.current?.click()} disabled={upload.isPending}>
            <ImageUpIcon aria-hidden="true" />
            {upload.isPending ? "Uploading…" : shown ? "Replace QR image" : "Upload QR image"}
          </Button>
          <p className="inline-flex items-center gap-1 text-xs">
            <TagIcon className="size-3" aria-hidden="true" />
            Tip: crop the image to the QR code so it scans easily on phones.
          </p>
        </div>
      </div>
    </Section>
  );
}
