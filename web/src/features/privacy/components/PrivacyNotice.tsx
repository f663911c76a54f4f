// The PDPA privacy notice in English and Bahasa Melayu with a language
// toggle (tabs). The texts are in ../notice.ts; the tab shown first is the
// app's language (the switcher's), unless the `lang` prop names one.
import { useState } from "react";
import { useLocale, useT } from "@/shared/i18n/i18n";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/shared/ui/tabs";
import { useSettings } from "@/features/settings";
import { cn } from "@/shared/lib/utils";
import { notices, type Notice, type NoticeClub, type NoticeLang } from "../notice";

const LANG_LABELS: Record<NoticeLang, string> = { en: "English", ms: "Bahasa Melayu" };

export function PrivacyNotice({
  lang,
  headingLevel = 2,
  className,
}: {
  lang?: NoticeLang;
  /** The level of the notice's title; its sections are one below. */
  headingLevel?: 1 | 2 | 3;
  className?: string;
}) {
  const t = useT();
  const locale = useLocale();
  const [shown, setShown] = useState<NoticeLang>(lang ?? locale);
  const s = useSettings().data;
  const club: NoticeClub = {
    clubName: s?.clubName ?? "The club",
    contactEmail: s?.contactEmail ?? "",
    contactPhone: s?.contactPhone ?? "",
    address: s?.address ?? "",
    slipRetentionMonths: s?.slipRetentionMonths ?? null,
  };
  return (
    <Tabs value={shown} onValueChange={(v) => setShown(v as NoticeLang)} className={cn("gap-3", className)}>
      <TabsList aria-label={t("privacy.noticeLanguage")}>
        {(Object.keys(LANG_LABELS) as NoticeLang[]).map((l) => (
          <TabsTrigger key={l} value={l} lang={l} className="flex-none px-4">
            {LANG_LABELS[l]}
          </TabsTrigger>
        ))}
      </TabsList>
      {(Object.keys(notices) as NoticeLang[]).map((l) => (
        <TabsContent key={l} value={l} lang={l}>
          <NoticeText notice={notices[l](club)} level={headingLevel} />
        </TabsContent>
      ))}
    </Tabs>
  );
}

function NoticeText({ notice, level }: { notice: Notice; level: 1 | 2 | 3 }) {
  const Title = `h${level}` as "h1" | "h2" | "h3";
  const Section = `h${level + 1}` as "h2" | "h3" | "h4";
  return (
    <article className="grid gap-3 text-sm leading-relaxed">
      <Title className={cn("font-semibold tracking-tight", level === 1 ? "text-2xl" : "text-lg")}>{notice.title}</Title>
      <p>{notice.intro}</p>
      {notice.sections.map((sec) => (
        <section key={sec.heading} className="grid gap-1.5">
          <Section className="font-semibold">{sec.heading}</Section>
          {sec.paragraphs?.map((p) => <p key={p}>{p}</p>)}
          {sec.items && (
            <ul className="ml-5 list-disc space-y-1">
              {sec.items.map((i) => (
                <li key={i}>{i}</li>
              ))}
            </ul>
          )}
        </section>
      ))}
      <p className="text-xs text-muted-foreground">{notice.updated}</p>
    </article>
  );
}
