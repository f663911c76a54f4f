// /scorecard, the installed app's "Scorecard" shortcut (manifest.webmanifest):
// a fixed address for "my scorecard", which lives under each event. It opens
// today's scorecard when the member plays one scored round today, and
// otherwise the dashboard, which lists today's rounds (ScorecardTodayCard)
// or asks a visitor to sign in. It replaces itself in the history, so Back
// leaves the app's shortcut behind.
import { useEffect } from "react";
import { useLocation } from "wouter";
import { useAuth } from "@/features/auth";
import { useEvents } from "@/features/events";
import { useMemberFlights } from "@/features/flights";
import { clubToday } from "@/shared/lib/format";
import { paths } from "@/shared/lib/paths";
import { useT } from "@/shared/i18n/i18n";
import type { ScoredEvent } from "../types";
import { flightsToScore } from "./ScorecardTodayCard";

export default function TodayScorecardPage() {
  const t = useT();
  const { member, isLoading } = useAuth();
  const flights = useMemberFlights(member !== null);
  const events = useEvents();
  const [, navigate] = useLocation();
  let target: string | null = null;
  if (!isLoading && !member) target = paths.member;
  else if (flights.isError || events.isError) target = paths.member;
  else if (flights.data && events.data) {
    const today = flightsToScore(flights.data, events.data as ScoredEvent[], clubToday());
    target = today.length === 1 ? paths.scorecard(today[0].eventId) : paths.member;
  }
  useEffect(() => {
    if (target) navigate(target, { replace: true });
  }, [target, navigate]);
  return <div className="min-h-[50vh]" role="status" aria-busy="true" aria-label={t("scorecard.loading")} />;
}
