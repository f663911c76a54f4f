// Per-page metadata (spec 1 §2): title, description, keywords, canonical
// URL and the Open Graph type (the member page is a "profile"). Titles name
// the club from its settings; until they load, the name the server wrote
// into the page's <title> (internal/api/branding.go) stands in, so a title
// never shows a generic name first.
import { useEffect } from "react";
import { useSettings } from "@/features/settings/api/settings";
import { paths } from "@/shared/lib/paths";
import { t, useLocale, type MessageId } from "@/shared/i18n/i18n";

export interface PageMeta {
  title: string;
  description: string;
  keywords: string;
  path: string;
  type?: "website" | "profile";
}

export const SITE_NAME = "Golf Club Community";
/** Stands for the club's name in the titles below. */
export const CLUB = "{club}";

/** The club's name as the server wrote it into <title> before any script ran. */
const shellName = typeof document !== "undefined" && document.title.trim() !== "" ? document.title.trim() : SITE_NAME;

export function pageTitle(title: string, clubName: string | undefined): string {
  return title.replaceAll(CLUB, clubName?.trim() || shellName);
}

/** Metadata whose title and description are catalog ids, read (getters)
 *  in the language in use whenever a page renders: a switch retitles it. */
export function translatedMeta(title: MessageId, description: MessageId, rest: Omit<PageMeta, "title" | "description">): PageMeta {
  return {
    ...rest,
    get title() {
      return t(title, { club: CLUB });
    },
    get description() {
      return t(description);
    },
  };
}

/** The home page's metadata (the other pages' are in pageMeta.ts). */
export const HOME_META: PageMeta = translatedMeta("title.home", "meta.homeDescription", {
  keywords: "golf club Malaysia, golf community, golf tournaments, social golf, golf trips",
  path: paths.home,
});

function setMeta(attr: "name" | "property", key: string, content: string) {
  let el = document.head.querySelector<HTMLMetaElement>(`meta[${attr}="${key}"]`);
  if (!el) {
    el = document.createElement("meta");
    el.setAttribute(attr, key);
    document.head.appendChild(el);
  }
  el.setAttribute("content", content);
}

export function applyPageMeta(meta: PageMeta) {
  document.title = meta.title;
  const url = `${window.location.origin}${meta.path}`;
  setMeta("name", "description", meta.description);
  setMeta("name", "keywords", meta.keywords);
  setMeta("property", "og:title", meta.title);
  setMeta("property", "og:description", meta.description);
  setMeta("property", "og:type", meta.type ?? "website");
  setMeta("property", "og:url", url);
  let link = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (!link) {
    link = document.createElement("link");
    link.rel = "canonical";
    document.head.appendChild(link);
  }
  link.href = url;
}

/** Sets the document metadata for a page (PAGE_META in pageMeta.ts, or its own). */
export function usePageMeta(base: PageMeta) {
  useLocale(); // re-render on a language switch: translated titles follow it
  const clubName = useSettings().data?.clubName;
  const meta: PageMeta = { ...base, title: pageTitle(base.title, clubName) };
  useEffect(() => {
    applyPageMeta(meta);
    // The fields, not the object: callers pass a fresh literal each render,
    // and the metadata must only be rewritten when a value changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [meta.title, meta.description, meta.keywords, meta.path, meta.type]);
}
