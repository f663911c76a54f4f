// Each page's metadata (spec 1 §2); usePageMeta.ts has the home page's, so
// the home page does not carry every other page's texts.
import { HOME_META, translatedMeta, type PageMeta } from "./usePageMeta";
import { paths } from "@/shared/lib/paths";

export const PAGE_META = {
  home: HOME_META,
  events: translatedMeta("title.events", "title.eventsText", {
    keywords: "golf events, golf tournament Malaysia, social golf, golf trips, register golf event",
    path: paths.events,
  }),
  gallery: translatedMeta("title.gallery", "title.galleryText", {
    keywords: "golf photos, tournament photos, golf course views, golf club gallery",
    path: paths.gallery,
  }),
  blog: translatedMeta("title.blog", "title.blogText", {
    keywords: "golf blog, golf club news, tournament results, golf community Malaysia",
    path: paths.blog,
  }),
  member: translatedMeta("title.member", "title.memberText", {
    keywords: "golf member dashboard, flight arrangements, tee times, golf registrations",
    path: paths.member,
    type: "profile",
  }),
  contact: translatedMeta("title.contact", "title.contactText", {
    keywords: "contact golf club, golf club Malaysia contact, golf lessons, event booking",
    path: paths.contact,
  }),
  membership: translatedMeta("title.membership", "title.membershipText", {
    keywords: "golf subscription, golf membership Malaysia, VIP golf, green fees",
    path: paths.membership,
  }),
  notFound: translatedMeta("title.notFound", "title.notFoundText", {
    keywords: "golf club",
    path: paths.notFound,
  }),
} satisfies Record<string, PageMeta>;

export type PageKey = keyof typeof PAGE_META;
