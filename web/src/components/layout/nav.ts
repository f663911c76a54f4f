// Navigation links, page titles and the share/refresh actions shared by the
// desktop bar, footer, mobile header, tab bar and side menu.
import {
  CalendarDaysIcon,
  HomeIcon,
  ImagesIcon,
  MailIcon,
  NewspaperIcon,
  CrownIcon,
  UserRoundIcon,
  type LucideIcon,
} from "lucide-react";
import { FALLBACK_SHORT_NAME } from "@/features/content/api/settings";
import { paths } from "@/paths";

export interface NavLink {
  href: string;
  label: string;
  icon: LucideIcon;
}

/** Desktop top bar and mobile menu (spec order). */
export const MAIN_LINKS: NavLink[] = [
  { href: paths.home, label: "Home", icon: HomeIcon },
  { href: paths.events, label: "Events", icon: CalendarDaysIcon },
  { href: paths.gallery, label: "Gallery", icon: ImagesIcon },
  { href: paths.blog, label: "Blog", icon: NewspaperIcon },
  { href: paths.contact, label: "Contact", icon: MailIcon },
  { href: paths.membership, label: "Subscription", icon: CrownIcon },
  { href: paths.member, label: "Member", icon: UserRoundIcon },
];

/** Footer: the same links without Subscription. */
export const FOOTER_LINKS: NavLink[] = MAIN_LINKS.filter((l) => l.href !== paths.membership);

/** Mobile bottom tabs (Refresh is added as a button). */
export const TAB_LINKS: NavLink[] = [
  { href: paths.home, label: "Home", icon: HomeIcon },
  { href: paths.events, label: "Events", icon: CalendarDaysIcon },
  { href: paths.gallery, label: "Gallery", icon: ImagesIcon },
  { href: paths.blog, label: "Blog", icon: NewspaperIcon },
  { href: paths.member, label: "Members", icon: UserRoundIcon },
  { href: paths.contact, label: "Contact", icon: MailIcon },
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
  if (isAdminPath(path)) return "Admin";
  switch (path) {
    case paths.events:
      return "Events";
    case paths.gallery:
      return "Gallery";
    case paths.member:
      return "Dashboard";
    case paths.contact:
      return "Contact";
    default:
      return name;
  }
}

export const SHARE_TEXT =
  "Tournaments, social golf and golf trips with our Malaysian golf community. See upcoming events and join in.";

/**
 * Shares the app's origin URL with the device share sheet; falls back to
 * copying the link, and finally to showing it (spec 1 §2).
 */
export async function shareApp(title: string, text: string = SHARE_TEXT): Promise<void> {
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
    window.alert("App link copied to clipboard!");
  } catch {
    window.alert(`Share this app: ${url}`);
  }
}

export function reloadPage(): void {
  window.location.reload();
}
