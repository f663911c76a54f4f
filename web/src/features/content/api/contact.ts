// The contact form's message to the club (POST /api/contact); the admin
// inbox that reads them is in ./adminContent.ts.
import { useMutation } from "@tanstack/react-query";
import { api } from "@/shared/lib/api";
import type { ContactPayload } from "@/features/content/contactForm";

export function useSendContactMessage(opts: { onSuccess?: () => void; onError?: (err: unknown) => void } = {}) {
  return useMutation({
    mutationFn: (body: ContactPayload) => api.post<{ message: string }>("/api/contact", body),
    onSuccess: opts.onSuccess,
    onError: opts.onError,
  });
}
