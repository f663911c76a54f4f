// The centred column the sign-in pages sit in, on a soft fairway backdrop,
// and the parts their cards share.
import type { ReactNode } from "react";
import { Link } from "wouter";
import { ArrowLeftIcon } from "lucide-react";
import { Button } from "@/shared/ui/button";
import { CardDescription } from "@/shared/ui/card";
import { cn } from "@/shared/lib/utils";
import { paths } from "@/shared/lib/paths";
import { useT } from "@/shared/i18n/i18n";

export function AuthPageFrame({ children, wide = false }: { children: ReactNode; wide?: boolean }) {
  return (
    <div className="bg-[radial-gradient(ellipse_at_top,var(--color-accent),transparent_60%)]">
      <div className={cn("mx-auto w-full px-4 py-8 sm:py-14", wide ? "max-w-5xl" : "max-w-md")}>{children}</div>
    </div>
  );
}

/** A sign-in card's heading: its icon in a disc, the title and a line under it. */
export function AuthCardHeading({ icon, title, text }: { icon: ReactNode; title: ReactNode; text: ReactNode }) {
  return (
    <>
      <div className="mb-1 flex size-12 items-center justify-center rounded-full bg-accent text-primary">{icon}</div>
      <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
      <CardDescription>{text}</CardDescription>
    </>
  );
}

/** "Not a member? Register here" and its reverse: a sentence ending in a link. */
export function AuthSwitchLink({ text, link, href, className }: { text: string; link: string; href: string; className?: string }) {
  return (
    <p className={cn("text-center text-sm text-muted-foreground", className)}>
      {text}{" "}
      <Link href={href} className="tap-inline font-semibold text-primary underline-offset-4 hover:underline">
        {link}
      </Link>
    </p>
  );
}

/** The way back to the home page under a sign-in card. */
export function BackHomeButton() {
  const t = useT();
  return (
    <Button variant="ghost" asChild>
      <Link href={paths.home}>
        <ArrowLeftIcon aria-hidden="true" />
        {t("notFound.back")}
      </Link>
    </Button>
  );
}
