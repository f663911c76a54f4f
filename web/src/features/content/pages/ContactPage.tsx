// /contact (spec 1 §2 "Contact"): club details and the 'Send Us a Message'
// form. Validates on submit, then again on every change.
import { zodResolver } from "@hookform/resolvers/zod";
import { Controller, useForm } from "react-hook-form";
import { ClockIcon, ExternalLinkIcon, Loader2Icon, MailIcon, MapPinIcon, PhoneIcon, SendIcon } from "lucide-react";
import type { ReactNode } from "react";
import { PageContainer, PageHeader } from "@/shared/ui/Page";
import { Button } from "@/shared/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/shared/ui/card";
import { FormField } from "@/shared/ui/form";
import { Input } from "@/shared/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/shared/ui/select";
import { Skeleton } from "@/shared/ui/skeleton";
import { Textarea } from "@/shared/ui/textarea";
import { toast } from "@/shared/ui/use-toast";
import { usePageMeta, PAGE_META, settingText, useSettings } from "@/features/settings";
import { useSendContactMessage } from "@/features/content/api/contact";
import { ApiError } from "@/shared/lib/api";
import { errorMessage } from "@/shared/lib/errorMessage";
import { contactSchema, type ContactForm, type ContactPayload } from "@/features/content/contactForm";
import { CONTACT_SUBJECTS, type ContactSubject } from "@/features/content/types";
import { useT, type MessageId } from "@/shared/i18n/i18n";

/** What each subject reads as; the English value is what is sent. */
const SUBJECT_LABELS: Record<ContactSubject, MessageId> = {
  "General Inquiry": "ui.subject.general",
  "Subscription Information": "ui.subject.subscription",
  "Event Booking": "ui.subject.booking",
  "Golf Lessons": "ui.subject.lessons",
  Other: "ui.subject.other",
};

const EMPTY: ContactForm = { firstName: "", lastName: "", email: "", subject: "", message: "" };

export default function ContactPage() {
  const t = useT();
  usePageMeta(PAGE_META.contact);
  const settings = useSettings();
  const s = settings.data;

  const form = useForm<ContactForm, unknown, ContactPayload>({
    resolver: zodResolver(contactSchema),
    defaultValues: EMPTY,
    mode: "onSubmit",
    reValidateMode: "onChange",
  });
  const { errors } = form.formState;

  const send = useSendContactMessage({
    onSuccess: () => {
      toast({ title: t("contact.sent"), description: t("contact.sentText") });
      form.reset(EMPTY);
    },
    onError: (err) => {
      toast({
        title: t("contact.failed"),
        // The server's words when it answered; a network failure gets the fallback.
        description: err instanceof ApiError ? errorMessage(err, t("common.tryLater")) : t("common.tryLater"),
        variant: "destructive",
      });
    },
  });

  const onSubmit = form.handleSubmit((values) => send.mutateAsync(values).catch(() => undefined));

  return (
    <>
      <PageHeader
        eyebrow={t("contact.eyebrow")}
        title={t("contact.title")}
        description={t("contact.lead")}
      />
      <PageContainer className="py-8 sm:py-10">
        <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:gap-8">
          <div className="min-w-0 space-y-4">
            <Card>
              <CardHeader>
                <CardTitle>{t("contact.info")}</CardTitle>
                <CardDescription>{t("contact.infoText")}</CardDescription>
              </CardHeader>
              <CardContent>
                {settings.isPending ? (
                  <div className="space-y-4">
                    <Skeleton className="h-12" />
                    <Skeleton className="h-12" />
                    <Skeleton className="h-12" />
                  </div>
                ) : (
                  <ul className="space-y-4">
                    {s?.contactPhone && (
                      <InfoRow icon={<PhoneIcon />} label={t("contact.phone")}>
                        <a className="inline-flex min-h-11 items-center font-medium text-primary hover:underline" href={`tel:${s.contactPhone.replace(/\s+/g, "")}`}>
                          {s.contactPhone}
                        </a>
                      </InfoRow>
                    )}
                    {s?.contactEmail && (
                      <InfoRow icon={<MailIcon />} label={t("contact.email")}>
                        <a className="inline-flex min-h-11 items-center font-medium break-all text-primary hover:underline" href={`mailto:${s.contactEmail}`}>
                          {s.contactEmail}
                        </a>
                      </InfoRow>
                    )}
                    <InfoRow icon={<ClockIcon />} label={t("contact.hours")}>
                      <span className="font-medium">{settingText("contactHours", s?.contactHours)}</span>
                    </InfoRow>
                    {s?.address && (
                      <InfoRow icon={<MapPinIcon />} label={t("contact.address")}>
                        <span className="font-medium">{s.address}</span>
                      </InfoRow>
                    )}
                  </ul>
                )}
              </CardContent>
            </Card>
            {s?.socialUrl && (
              <Card className="flex-row items-center justify-between gap-4 bg-primary-dark p-5 text-white sm:p-6">
                <div>
                  <p className="font-semibold">{t("contact.follow")}</p>
                  <p className="text-sm text-on-dark-muted">{t("contact.followText")}</p>
                </div>
                <Button asChild className="bg-white text-primary-dark hover:bg-primary-hover">
                  <a href={s.socialUrl} target="_blank" rel="noopener noreferrer">
                    {settingText("socialLabel", s.socialLabel)}
                    <ExternalLinkIcon aria-hidden="true" />
                  </a>
                </Button>
              </Card>
            )}
          </div>

          <Card>
            <CardHeader>
              <CardTitle id="contact-form-title" className="text-xl">
                {t("contact.formTitle")}
              </CardTitle>
              <CardDescription>{t("contact.formText")}</CardDescription>
            </CardHeader>
            <CardContent>
              <form onSubmit={onSubmit} noValidate className="grid gap-5" aria-labelledby="contact-form-title">
                <div className="grid gap-5 sm:grid-cols-2">
                  <FormField label={t("contact.firstName")} error={errors.firstName?.message}>
                    <Input autoComplete="given-name" {...form.register("firstName")} />
                  </FormField>
                  <FormField label={t("contact.lastName")} error={errors.lastName?.message}>
                    <Input autoComplete="family-name" {...form.register("lastName")} />
                  </FormField>
                </div>
                <FormField label={t("contact.email")} error={errors.email?.message}>
                  <Input type="email" autoComplete="email" inputMode="email" {...form.register("email")} />
                </FormField>
                <FormField label={t("contact.subject")} error={errors.subject?.message}>
                  {(p) => (
                    <Controller
                      control={form.control}
                      name="subject"
                      render={({ field }) => (
                        <Select
                          value={field.value}
                          onValueChange={(v) => field.onChange(v)}
                          name={field.name}
                        >
                          <SelectTrigger {...p} ref={field.ref} onBlur={field.onBlur}>
                            <SelectValue placeholder={t("contact.chooseSubject")} />
                          </SelectTrigger>
                          <SelectContent>
                            {CONTACT_SUBJECTS.map((subj) => (
                              <SelectItem key={subj} value={subj}>
                                {t(SUBJECT_LABELS[subj])}
                              </SelectItem>
                            ))}
                          </SelectContent>
                        </Select>
                      )}
                    />
                  )}
                </FormField>
                <FormField label={t("contact.message")} error={errors.message?.message}>
                  <Textarea rows={6} placeholder={t("contact.help")} {...form.register("message")} />
                </FormField>
                <Button type="submit" size="lg" className="w-full sm:w-auto sm:justify-self-start" disabled={send.isPending}>
                  {send.isPending ? (
                    <>
                      <Loader2Icon className="animate-spin" aria-hidden="true" />
                      {t("contact.sending")}
                    </>
                  ) : (
                    <>
                      <SendIcon aria-hidden="true" />
                      {t("contact.send")}
                    </>
                  )}
                </Button>
              </form>
            </CardContent>
          </Card>
        </div>
      </PageContainer>
    </>
  );
}

function InfoRow({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <li className="flex items-start gap-3">
      <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-accent text-primary [&_svg]:size-5">
        {icon}
      </span>
      <div className="min-w-0 text-sm">
        <p className="text-muted-foreground">{label}</p>
        {children}
      </div>
    </li>
  );
}
