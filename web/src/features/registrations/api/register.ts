// Registering for an event and the two ways to leave one (spec 1 §4
// "Event registration", §8), with the toasts for their failures. What each
// change refreshes is listed in features/invalidation.ts.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { invalidateAfter } from "@/shared/lib/invalidation";
import { api, hasCode } from "@/shared/lib/api";
import { errorMessage } from "@/shared/lib/errorMessage";
import { t } from "@/shared/i18n/i18n";
import type { MemberRegistration } from "@/shared/lib/types";

export interface RegisterInput {
  eventId: number;
  memberName: string;
  memberPhone: string;
  guestRateType: string;
}

/** POST /api/events/{id}/register. The server takes the member from the session. */
export function useRegisterForEvent() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ eventId, ...body }: RegisterInput) =>
      api.post<MemberRegistration>(`/api/events/${eventId}/register`, body),
    onSettled: () => invalidateAfter(qc, "memberRegistration"),
  });
}

/** DELETE /api/events/{id}/register (the registration dialog). */
export function useDeregisterFromEvent() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (eventId: number) => api.del<unknown>(`/api/events/${eventId}/register`),
    onSettled: () => invalidateAfter(qc, "memberRegistration"),
  });
}

/** DELETE /api/events/{eventId}/registrations/{registrationId} (the dashboard). */
export function useDeleteRegistration() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ eventId, registrationId }: { eventId: number; registrationId: number }) =>
      api.del<unknown>(`/api/events/${eventId}/registrations/${registrationId}`),
    onSettled: () => invalidateAfter(qc, "memberRegistration"),
  });
}

export interface ToastText {
  title: string;
  description: string;
}

/** "Already Registered!" (spec 1 §8), in the language in use. */
export function alreadyRegisteredToast(): ToastText {
  return { title: t("reg.alreadyRegistered"), description: t("reg.alreadyRegisteredText") };
}

/** The toast for a failed registration (spec 1 §8), chosen by the server's error code. */
export function registerErrorToast(err: unknown): ToastText {
  if (hasCode(err, "already_registered")) return alreadyRegisteredToast();
  if (hasCode(err, "event_full")) return { title: t("reg.eventFull"), description: t("reg.eventFullText") };
  return { title: t("reg.registerFailed"), description: errorMessage(err, t("reg.registerFailedText")) };
}

/** The toast for a failed de-registration from the registration dialog. */
export function deregisterErrorToast(err: unknown): ToastText {
  return { title: t("reg.deregisterFailed"), description: errorMessage(err, t("reg.deregisterFailedText")) };
}
