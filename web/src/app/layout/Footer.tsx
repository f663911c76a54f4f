import { Link } from "wouter";
import { ClockIcon, ExternalLinkIcon, MailIcon, MapPinIcon, PhoneIcon } from "lucide-react";
import type { ClubSettings } from "@/features/settings/types";
import { settingText } from "@/features/settings/settingText";
import { Logo } from "./Logo";
import { FOOTER_LINKS } from "./nav";
import { useT } from "@/shared/i18n/i18n";
import { LanguageSwitcher } from "@/features/auth/components/LanguageSwitcher";
import { paths } from "@/shared/lib/paths";

export function Footer({ settings, clubName }: { settings: ClubSettings | undefined; clubName: string }) {
  const t = useT();
  const year = new Date().getFullYear();
  return (
    <footer className="mt-auto bg-primary-dark text-on-dark">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 md:grid-cols-2 lg:grid-cols-[1.4fr_1fr_1.2fr] lg:px-8">
        <div className="space-y-4">
          <div className="flex items-center gap-2.5">
            <Logo className="size-10" />
            <span className="text-lg font-bold text-white">{clubName}</span>
          </div>
          <p className="max-w-sm text-sm leading-relaxed text-on-dark-muted">
            {t("footer.about")}
          </p>
          <p className="text-sm font-medium text-highlight">{t("footer.serving")}</p>
          <LanguageSwitcher tone="dark" className="gap-1" />
        </div>

        <nav aria-label={t("nav.footer")}>
          <h2 className="mb-4 text-sm font-semibold tracking-wide text-white uppercase">{t("footer.explore")}</h2>
          <ul className="grid grid-cols-2 gap-x-6 gap-y-2.5 text-sm">
            {FOOTER_LINKS.map((l) => (
              <li key={l.href}>
                <Link href={l.href} className="text-on-dark-muted transition-colors hover:text-white hover:underline">
                  {t(l.label)}
                </Link>
              </li>
            ))}
            <li>
              <Link href={paths.privacy} className="text-on-dark-muted transition-colors hover:text-white hover:underline">
                {t("footer.privacy")}
              </Link>
            </li>
          </ul>
        </nav>

        <div>
          <h2 className="mb-4 text-sm font-semibold tracking-wide text-white uppercase">{t("footer.contact")}</h2>
          <ul className="space-y-2.5 text-sm text-on-dark-muted">
            {settings?.contactPhone && (
              <li className="flex items-center gap-2.5">
                <PhoneIcon className="size-4 shrink-0 text-on-dark-icon" aria-hidden="true" />
                <a href={`tel:${settings.contactPhone.replace(/\s+/g, "")}`} className="hover:text-white">
                  {settings.contactPhone}
                </a>
              </li>
            )}
            {settings?.contactEmail && (
              <li className="flex items-center gap-2.5">
                <MailIcon className="size-4 shrink-0 text-on-dark-icon" aria-hidden="true" />
                <a href={`mailto:${settings.contactEmail}`} className="break-all hover:text-white">
                  {settings.contactEmail}
                </a>
              </li>
            )}
            {settings?.address && (
              <li className="flex items-start gap-2.5">
                <MapPinIcon className="mt-0.5 size-4 shrink-0 text-on-dark-icon" aria-hidden="true" />
                <span>{settings.address}</span>
              </li>
            )}
            <li className="flex items-center gap-2.5">
              <ClockIcon className="size-4 shrink-0 text-on-dark-icon" aria-hidden="true" />
              <span>{settingText("contactHours", settings?.contactHours)}</span>
            </li>
            {settings?.socialUrl && (
              <li>
                <a
                  href={settings.socialUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex items-center gap-2 rounded-full border border-white/20 px-3 py-1.5 text-white transition-colors hover:bg-white/10"
                >
                  {settingText("socialLabel", settings.socialLabel)}
                  <ExternalLinkIcon className="size-3.5" aria-hidden="true" />
                </a>
              </li>
            )}
          </ul>
        </div>
      </div>
      <div className="border-t border-white/10">
        <p className="mx-auto max-w-7xl px-4 py-5 text-xs text-on-dark-subtle lg:px-8">
          {t("footer.rights", { year, name: clubName })}
        </p>
      </div>
    </footer>
  );
}
