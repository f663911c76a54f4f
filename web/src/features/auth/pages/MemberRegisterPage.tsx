// /member/register (spec 1 §2 "Member registration"): the form with its
// required stars, the member benefits, and the 'Registration Complete!'
// screen with the new membership number.
import { useState } from "react";
import { Link } from "wouter";
import { CheckCircle2Icon, CheckIcon, UserPlusIcon } from "lucide-react";
import { Button } from "@/shared/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/shared/ui/card";
import { toast } from "@/shared/ui/use-toast";
import { AuthCardHeading, AuthPageFrame, AuthSwitchLink, BackHomeButton } from "@/features/auth/components/AuthPageFrame";
import { SignUpForm } from "@/features/auth/components/SignUpForm";
import { greetingName } from "@/features/auth/api/auth";
import { type RegisterResult } from "@/features/auth/api/authActions";
import { paths } from "@/shared/lib/paths";
import { useT, type MessageId } from "@/shared/i18n/i18n";
import { translatedMeta, usePageMeta } from "@/features/settings";

// Here rather than in PAGE_META, which the home page's script carries.
const META = translatedMeta("title.register", "title.registerText", {
  keywords: "golf club registration, join golf club Malaysia, golf membership",
  path: paths.memberRegister,
});

const MEMBER_BENEFITS = [
  "auth.benefit1",
  "auth.benefit2",
  "auth.benefit3",
  "auth.benefit4",
  "auth.benefit5",
  "auth.benefit6",
] satisfies MessageId[];

export default function MemberRegisterPage() {
  usePageMeta(META);
  const [done, setDone] = useState<RegisterResult | null>(null);
  return (
    <AuthPageFrame wide={!done}>
      {done ? <RegistrationComplete member={done} /> : <RegisterForm onDone={setDone} />}
    </AuthPageFrame>
  );
}

function RegisterForm({ onDone }: { onDone: (m: RegisterResult) => void }) {
  const t = useT();
  return (
    <div className="grid gap-6 md:grid-cols-[minmax(0,1fr)_minmax(0,22rem)] md:items-start">
      <Card>
        <CardHeader>
          <AuthCardHeading
            icon={<UserPlusIcon className="size-6" aria-hidden="true" />}
            title={t("auth.registrationTitle")}
            text={t("auth.registrationText")}
          />
        </CardHeader>
        <CardContent>
          <SignUpForm
            layout="page"
            submitLabel={t("auth.register")}
            pendingLabel={t("auth.registering")}
            passwordAs="passwordHash"
            onRegistered={(res) => {
              toast({ title: t("auth.registered"), description: t("auth.welcomeClub", { name: greetingName(res) }) });
              onDone(res);
            }}
          />
          <AuthSwitchLink text={t("auth.alreadyMember")} link={t("auth.loginHere")} href={paths.memberLogin} className="mt-4" />
        </CardContent>
      </Card>

      <div className="grid gap-4">
        <Card className="bg-primary text-primary-foreground">
          <CardHeader>
            <CardTitle className="text-primary-foreground">{t("auth.benefits")}</CardTitle>
            <CardDescription className="text-primary-foreground/85">{t("auth.benefitsText")}</CardDescription>
          </CardHeader>
          <CardContent>
            <ul className="grid gap-3 text-sm">
              {MEMBER_BENEFITS.map((b) => (
                <li key={b} className="flex items-start gap-2.5">
                  <span className="mt-0.5 flex size-5 shrink-0 items-center justify-center rounded-full bg-white/15">
                    <CheckIcon className="size-3.5" aria-hidden="true" />
                  </span>
                  {t(b)}
                </li>
              ))}
            </ul>
          </CardContent>
        </Card>
        <div className="text-center">
          <BackHomeButton />
        </div>
      </div>
    </div>
  );
}

function RegistrationComplete({ member }: { member: RegisterResult }) {
  const t = useT();
  return (
    <Card className="text-center">
      <CardHeader className="items-center">
        <div className="mb-1 flex size-16 items-center justify-center rounded-full bg-accent text-primary">
          <CheckCircle2Icon className="size-9" aria-hidden="true" />
        </div>
        <h1 className="text-2xl font-semibold tracking-tight">{t("auth.complete")}</h1>
        <CardDescription>
          {t(member.signedIn ? "auth.completeSignedIn" : "auth.completeText", { name: greetingName(member) })}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5">
        {member.membershipNumber ? (
          <div className="rounded-xl bg-sand px-4 py-4 text-sand-foreground">
            <p className="text-xs font-semibold tracking-wide uppercase">{t("auth.yourNumber")}</p>
            <p className="mt-1 font-mono text-2xl font-bold tracking-wider" data-testid="membership-number">
              {member.membershipNumber}
            </p>
            <p className="mt-1 text-xs">{t("auth.keepNumber")}</p>
          </div>
        ) : member.membershipPending ? (
          <div className="rounded-xl bg-sand px-4 py-4 text-sand-foreground" data-testid="membership-pending">
            <p className="text-sm font-semibold">{t("profile.pending")}</p>
            <p className="mt-1 text-sm">{t("profile.pendingText")}</p>
          </div>
        ) : null}
        <div className="grid gap-2 sm:grid-cols-2">
          <Button size="lg" asChild>
            {member.signedIn ? (
              <Link href={paths.member}>{t("auth.toDashboard")}</Link>
            ) : (
              <Link href={paths.memberLogin}>{t("auth.proceedLogin")}</Link>
            )}
          </Button>
          <Button size="lg" variant="outline" asChild>
            <Link href={paths.home}>{t("notFound.back")}</Link>
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
