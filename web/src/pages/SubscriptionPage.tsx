// /membership (spec 1 §2 "Subscription"): the single VIP plan and its
// payment dialog.
import { useState } from "react";
import { Link } from "wouter";
import { CheckIcon, CrownIcon, MessageCircleIcon, QrCodeIcon, ReceiptTextIcon } from "lucide-react";
import { PageContainer, PageHeader } from "@/components/layout/Page";
import { PLAN_NAME, SubscriptionPaymentDialog } from "@/features/payments/components/SubscriptionPaymentDialog";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { useAuth } from "@/features/auth/api/auth";
import { usePageMeta } from "@/hooks/usePageMeta";
import { PAGE_META } from "@/hooks/pageMeta";
import { useSettings } from "@/features/content/api/settings";
import { clubToday, formatDate, formatMoney } from "@/lib/format";
import { vipStatus } from "@/features/members/vipStatus";
import { paths } from "@/paths";

export const VIP_PERKS = [
  "Unlimited rounds at partner courses",
  // Member rates at club events come with the membership number every
  // member gets at sign-up; VIP's lower fees are at partner courses.
  "Lower green fees at partner courses",
  "Full access to the community app",
  "Priority notifications for new events",
  "View your flight arrangements and tee times",
  "Order of Merit rankings (coming soon)",
];

const STEPS = [
  { icon: CrownIcon, title: "Choose VIP", text: "Press the button to see the payment details." },
  { icon: QrCodeIcon, title: "Pay", text: "Scan the QR code, or pay by bank transfer or e-wallet." },
  { icon: ReceiptTextIcon, title: "Add the reference", text: "Use the plan name plus your name as the reference." },
  { icon: MessageCircleIcon, title: "Send the screenshot", text: "Chat the payment screenshot to the club admin." },
];

export default function SubscriptionPage() {
  usePageMeta(PAGE_META.membership);
  const { data: settings } = useSettings();
  const { member } = useAuth();
  const [open, setOpen] = useState(false);
  const price = formatMoney(settings?.vipPrice ?? 144);
  const vip = member ? vipStatus(member, clubToday()) : null;

  return (
    <>
      <PageHeader
        eyebrow="Subscription"
        title="Play more, pay less"
        description="One simple yearly plan with lower green fees and first word on every event."
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
                  <h2 className="text-xl font-bold">{PLAN_NAME}</h2>
                </div>
                <Badge variant="gold" className="shadow-sm">Most Popular</Badge>
              </div>
              <p className="mt-6 flex flex-wrap items-baseline gap-x-2">
                <span className="text-4xl font-extrabold tracking-tight whitespace-nowrap sm:text-5xl">{price}</span>
                <span className="whitespace-nowrap text-on-dark-muted">per year</span>
              </p>
            </div>
            <div className="space-y-6 p-6 sm:p-8">
              <ul className="space-y-3">
                {VIP_PERKS.map((p) => (
                  <li key={p} className="flex items-start gap-3 text-[15px]">
                    <span className="mt-0.5 flex size-5 shrink-0 items-center justify-center rounded-full bg-accent text-primary">
                      <CheckIcon className="size-3.5" strokeWidth={3} aria-hidden="true" />
                    </span>
                    {p}
                  </li>
                ))}
              </ul>
              {vip && vip.kind !== "none" ? (
                <p className="rounded-xl bg-accent p-3 text-sm text-accent-foreground" data-testid="vip-own-status" role="status">
                  {vip.kind === "active"
                    ? `You're a VIP until ${formatDate(vip.until)}.`
                    : `Your VIP subscription ended on ${formatDate(vip.on)}.`}
                </p>
              ) : null}
              <Button size="lg" className="w-full" onClick={() => setOpen(true)}>
                {vip && vip.kind !== "none" ? `Renew ${PLAN_NAME}` : `Choose ${PLAN_NAME}`}
              </Button>
            </div>
          </Card>

          <div className="space-y-6">
            <div>
              <h2 className="text-2xl font-bold tracking-tight text-primary-dark">How it works</h2>
              <p className="mt-1 text-muted-foreground">Payment takes a minute; the admin confirms it by chat.</p>
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
                        <span className="text-muted-foreground">{i + 1}.</span> {s.title}
                      </p>
                      <p className="text-sm text-muted-foreground">{s.text}</p>
                    </div>
                  </Card>
                </li>
              ))}
            </ol>
            <p className="text-sm text-muted-foreground">
              Questions about the subscription?{" "}
              <Link href={paths.contact} className="font-medium text-primary underline-offset-4 hover:underline">
                Contact us
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
