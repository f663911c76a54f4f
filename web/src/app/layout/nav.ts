// Navigation links, page titles and the share/refresh actions shared by the
// desktop bar, footer, mobile header, tab bar and side menu.
import {
  CalendarDaysIcon,
  HomeIcon,
  ImagesIcon,
  MailIcon,
  NewspaperIcon,
  CrownIcon,
  TrophyIcon,
  UserRoundIcon,
  type LucideIcon,
} from "lucide-react";
import { FALLBACK_SHORT_NAME } from "@/features/settings/api/settings";
import { paths } from "@/shared/lib/paths";
import { t, type MessageId } from "@/shared/i18n/i18n";

export interface NavLink {
  href: string;
  /** The label's message id (translated where it is shown). */
  label: MessageId;
  icon: LucideIcon;
}

/** Desktop top bar and mobile menu (spec order). */
export const MAIN_LINKS: NavLink[] = [
  { href: paths.home, label: "nav.home", icon: HomeIcon },
  { href: paths.events, label: "nav.events", icon: CalendarDaysIcon },
  { href: paths.gallery, label: "nav.gallery", icon: ImagesIcon },
  { href: paths.blog, label: "nav.blog", icon: NewspaperIcon },
  { href: paths.contact, label: "nav.contact", icon: MailIcon },
  { href: paths.membership, label: "nav.subscription", icon: CrownIcon },
  { href: paths.member, label: "nav.member", icon: UserRoundIcon },
];

/** The season's standings: in the side menu and the footer, not the top bar. */
export const MERIT_LINK: NavLink = { href: paths.orderOfMerit, label: "nav.orderOfMerit", icon: TrophyIcon };

/** Side menu: the main links and the Order of Merit. */
export const MENU_LINKS: NavLink[] = [...MAIN_LINKS, MERIT_LINK];

/** Footer: the same links without Subscription, and the Order of Merit. */
export const FOOTER_LINKS: NavLink[] = [...MAIN_LINKS.filter((l) => l.href !== paths.membership), MERIT_LINK];

/** Mobile bottom tabs (Refresh is added as a button). */
export const TAB_LINKS: NavLink[] = [
  { href: paths.home, label: "nav.home", icon: HomeIcon },
  { href: paths.events, label: "nav.events", icon: CalendarDaysIcon },
  { href: paths.gallery, label: "nav.gallery", icon: ImagesIcon },
  { href: paths.blog, label: "nav.blog", icon: NewspaperIcon },
  { href: paths.member, label: "nav.members", icon: UserRoundIcon },
  { href: paths.contact, label: "nav.contact", icon: MailIcon },
];

export function isAdminPath(path: string): boolean {
  return path === paths.admin || path.startsWith(`${paths.admin}/`);
}

/** A link is active on its own path and, except Home, on its sub-paths. */
export function isActive(href: string, path: string): boolean {
  if (href === paths.home) return path === paths.home;
  return path === href || path.startsWith(`${href}/`);
}

/** Mobile header title by route (spec 1 §2). */
export function mobileTitle(path: string, shortName: string | undefined): string {
  const name = shortName?.trim() || FALLBACK_SHORT_NAME;
  if (isAdminPath(path)) return t("nav.admin");
  switch (path) {
    case paths.events:
      return t("nav.events");
    case paths.gallery:
      return t("nav.gallery");
    case paths.member:
      return t("nav.dashboard");
    case paths.contact:
      return t("nav.contact");
    default:
      return name;
  }
}


/**
 * Shares the app's origin URL with the device share sheet; falls back to
 * copying the link, and finally to showing it (spec 1 §2).
 */
export async function shareApp(title: string, text: string = t("nav.shareText")): Promise<void> {
  const url = window.location.origin;
  try {
    if (typeof navigator.share !== "function") throw new Error("share unavailable");
    await navigator.share({ title, text, url });
    return;
  } catch (err) {
    // Closing the share sheet is a choice, not a failure.
    if (err instanceof DOMException && err.name === "AbortError") return;
  }
  try {
    await navigator.clipboard.writeText(url);
    window.alert(t("nav.linkCopied"));
  } catch {
    window.alert(t("nav.shareThis", { url }));
  }
}

export function reloadPage(): void {
  window.location.reload();
}
