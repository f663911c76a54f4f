// /membership (spec 1 §2 "Subscription"): the single VIP plan and its
// payment dialog.
import { useState } from "react";
import { Link } from "wouter";
import { CheckIcon, CrownIcon, MessageCircleIcon, QrCodeIcon, ReceiptTextIcon } from "lucide-react";
import { PageContainer, PageHeader } from "@/shared/ui/Page";
import { SubscriptionPaymentDialog, planName } from "@/features/payments/components/SubscriptionPaymentDialog";
import { Badge } from "@/shared/ui/badge";
import { Button } from "@/shared/ui/button";
import { Card } from "@/shared/ui/card";
import { useAuth } from "@/features/auth";
import { usePageMeta, PAGE_META, useSettings } from "@/features/settings";
import { clubToday, formatDate, formatMoney } from "@/shared/lib/format";
import { vipStatus } from "@/features/members";
import { paths } from "@/shared/lib/paths";
import { useT, type MessageId } from "@/shared/i18n/i18n";
import type { LucideIcon } from "lucide-react";

export const VIP_PERKS: MessageId[] = [
  "sub.perk1",
  // Member rates at club events come with the membership number every
  // member gets at sign-up; VIP's lower fees are at partner courses.
  "sub.perk2",
  "sub.perk3",
  "sub.perk4",
  "sub.perk5",
  "sub.perk6",
];

const STEPS: { icon: LucideIcon; title: MessageId; text: MessageId }[] = [
  { icon: CrownIcon, title: "sub.step1", text: "sub.step1Text" },
  { icon: QrCodeIcon, title: "sub.step2", text: "sub.step2Text" },
  { icon: ReceiptTextIcon, title: "sub.step3", text: "sub.step3Text" },
  { icon: MessageCircleIcon, title: "sub.step4", text: "sub.step4Text" },
];

export default function SubscriptionPage() {
  const t = useT();
  usePageMeta(PAGE_META.membership);
  const { data: settings } = useSettings();
  const { member } = useAuth();
  const [open, setOpen] = useState(false);
  const price = formatMoney(settings?.vipPrice ?? 144);
  const vip = member ? vipStatus(member, clubToday()) : null;

  return (
    <>
      <PageHeader
        eyebrow={t("nav.subscription")}
        title={t("home.vip")}
        description={t("sub.lead")}
      />
      <PageContainer className="py-8 sm:py-12">
        <div className="mx-auto grid max-w-5xl items-start gap-8 lg:grid-cols-[1fr_1fr]">
          <Card className="relative overflow-hidden border-2 border-primary/80 shadow-[0_20px_50px_-20px_rgba(22,101,52,0.45)]">
            <div className="bg-gradient-to-br from-primary-dark via-primary to-fairway p-6 text-white sm:p-8">
              <div className="flex flex-wrap-reverse items-start justify-between gap-3">
                <div className="flex items-center gap-3">
                  <span className="flex size-11 items-center justify-center rounded-xl bg-white/15">
                    <CrownIcon className="size-6 text-highlight" aria-hidden="true" />
                  </span>
                  <h2 className="text-xl font-bold">{planName()}</h2>
                </div>
                <Badge variant="gold" className="shadow-sm">{t("sub.popular")}</Badge>
              </div>
              <p className="mt-6 flex flex-wrap items-baseline gap-x-2">
                <span className="text-4xl font-extrabold tracking-tight whitespace-nowrap sm:text-5xl">{price}</span>
                <span className="whitespace-nowrap text-on-dark-muted">{t("sub.perYear")}</span>
              </p>
            </div>
            <div className="space-y-6 p-6 sm:p-8">
              <ul className="space-y-3">
                {VIP_PERKS.map((p) => (
                  <li key={p} className="flex items-start gap-3 text-[15px]">
                    <span className="mt-0.5 flex size-5 shrink-0 items-center justify-center rounded-full bg-accent text-primary">
                      <CheckIcon className="size-3.5" strokeWidth={3} aria-hidden="true" />
                    </span>
                    {p === "sub.perk6" ? (
                      <Link
                        href={paths.orderOfMerit}
                        className="relative font-medium text-primary underline underline-offset-4 after:absolute after:-inset-y-3 after:inset-x-0 after:content-['']"
                      >
                        {t(p)}
                      </Link>
                    ) : (
                      t(p)
                    )}
                  </li>
                ))}
              </ul>
              {vip && vip.kind !== "none" ? (
                <p className="rounded-xl bg-accent p-3 text-sm text-accent-foreground" data-testid="vip-own-status" role="status">
                  {vip.kind === "active"
                    ? t("sub.vipUntil", { date: formatDate(vip.until) })
                    : t("sub.vipEnded", { date: formatDate(vip.on) })}
                </p>
              ) : null}
              <Button size="lg" className="w-full" onClick={() => setOpen(true)}>
                {t(vip && vip.kind !== "none" ? "sub.renew" : "sub.choose", { plan: planName() })}
              </Button>
            </div>
          </Card>

          <div className="space-y-6">
            <div>
              <h2 className="text-2xl font-bold tracking-tight text-primary-dark">{t("sub.how")}</h2>
              <p className="mt-1 text-muted-foreground">{t("sub.howText")}</p>
            </div>
            <ol className="space-y-3">
              {STEPS.map((s, i) => (
                <li key={s.title}>
                  <Card className="flex-row items-start gap-4 p-4">
                    <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-accent text-primary">
                      <s.icon className="size-5" aria-hidden="true" />
                    </span>
                    <div>
                      <p className="font-semibold">
                        <span className="text-muted-foreground">{i + 1}.</span> {t(s.title)}
                      </p>
                      <p className="text-sm text-muted-foreground">{t(s.text)}</p>
                    </div>
                  </Card>
                </li>
              ))}
            </ol>
            <p className="text-sm text-muted-foreground">
              {t("sub.questions")}{" "}
              <Link href={paths.contact} className="tap-inline font-medium text-primary underline-offset-4 hover:underline">
                {t("sub.contactUs")}
              </Link>
              .
            </p>
          </div>
        </div>
      </PageContainer>
      <SubscriptionPaymentDialog open={open} onOpenChange={setOpen} settings={settings} memberName={member?.name} />
    </>
  );
}
