// The shapes of GET /api/admin/insights (docs/api.md).
import type { AnalyticsCategory } from "@/shared/lib/analytics";

export type InsightsPeriod = 7 | 30 | 90 | 365;

export interface Insights {
  days: InsightsPeriod;
  from: string;
  to: string;
  visitors: number;
  views: number;
  visits: { date: string; visitors: number; views: number }[];
  topPages: { path: string; views: number }[];
  events: { category: AnalyticsCategory; count: number; valueSum: number }[];
  funnels: InsightsFunnel[];
  membersJoined: { month: string; count: number }[];
  install: { shown: number; accepted: number; rate: number | null };
  push: { members: number; subscribed: number; enabled: number; rate: number | null };
}

export interface InsightsFunnel {
  eventId: number;
  title: string;
  date: string;
  views: number;
  registerOpened: number;
  registered: number;
  paid: number;
}
