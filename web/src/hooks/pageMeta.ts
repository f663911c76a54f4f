// Each page's metadata (spec 1 §2); usePageMeta.ts has the home page's, so
// the home page does not carry every other page's texts.
import { HOME_META, type PageMeta } from "./usePageMeta";
import { paths } from "@/paths";

export const PAGE_META = {
  home: HOME_META,
  events: {
    title: "Upcoming Golf Events | {club}",
    description: "Upcoming tournaments, social events and golf trips. Check dates, places left and register online.",
    keywords: "golf events, golf tournament Malaysia, social golf, golf trips, register golf event",
    path: paths.events,
  },
  gallery: {
    title: "Photo Gallery | {club}",
    description: "Photos from our tournaments, social events and the courses we play.",
    keywords: "golf photos, tournament photos, golf course views, golf club gallery",
    path: paths.gallery,
  },
  blog: {
    title: "Community Blog | {club}",
    description: "News, results and stories from our golf community.",
    keywords: "golf blog, golf club news, tournament results, golf community Malaysia",
    path: paths.blog,
  },
  member: {
    title: "Member Dashboard | {club}",
    description: "Your registrations, flight arrangements, payments and membership details.",
    keywords: "golf member dashboard, flight arrangements, tee times, golf registrations",
    path: paths.member,
    type: "profile",
  },
  contact: {
    title: "Contact Us | {club}",
    description: "Questions about events, subscriptions or golf lessons? Call, email or send us a message.",
    keywords: "contact golf club, golf club Malaysia contact, golf lessons, event booking",
    path: paths.contact,
  },
  membership: {
    title: "VIP Subscription | {club}",
    description: "VIP Subscription for RM 144 a year: lower green fees, priority notifications and more.",
    keywords: "golf subscription, golf membership Malaysia, VIP golf, green fees",
    path: paths.membership,
  },
  notFound: {
    title: "Page Not Found | {club}",
    description: "This page does not exist.",
    keywords: "golf club",
    path: paths.notFound,
  },
} satisfies Record<string, PageMeta>;

export type PageKey = keyof typeof PAGE_META;
