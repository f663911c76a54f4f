// Add / edit an event (spec 2 §2 Events tab, §5 event form) with the rates
// editor. The date input gives YYYY-MM-DD, which the API accepts as is.
import { useEffect, useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { FormDialogFooter } from "@/admin/components/FormDialogFooter";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/errorMessage";
import { applyServerErrors } from "@/lib/forms";
import type { ClubEvent } from "@/lib/types";
import { useCreateEvent, useUpdateEvent } from "@/features/events/api/adminEvents";
import { EVENT_TYPES, OTHER_TYPE, eventFormDefaults, eventFormSchema, eventInput, type EventFormValues } from "./eventForm";
import { RatesEditor } from "./RatesEditor";
import { canonicalRates, rowsFromRates, validateRates, type RateErrors, type RateRows } from "./rates";

export interface EventFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  event?: ClubEvent | null;
}

const TYPE_LABELS: Record<string, string> = { tournament: "Tournament", social: "Social", "Golf Trips": "Golf Trips" };

export function EventFormDialog({ open, onOpenChange, event }: EventFormDialogProps) {
  const create = useCreateEvent();
  const update = useUpdateEvent();
  const pending = create.isPending || update.isPending;
  const form = useForm<EventFormValues>({
    resolver: zodResolver(eventFormSchema),
    mode: "onSubmit",
    reValidateMode: "onChange",
    defaultValues: eventFormDefaults(event),
  });
  const [rates, setRates] = useState<RateRows>(() => rowsFromRates(event?.rates));
  const [rateErrors, setRateErrors] = useState<RateErrors | null>(null);
  const errors = form.formState.errors;
  const typeChoice = form.watch("typeChoice");

  useEffect(() => {
    if (!open) return;
    form.reset(eventFormDefaults(event));
    setRates(rowsFromRates(event?.rates));
    setRateErrors(null);
  }, [open, event, form]);

  const changeRates = (rows: RateRows) => {
    setRates(rows);
    // Re-check as the admin fixes a flagged row, not before.
    if (rateErrors) setRateErrors(validateRates(rows));
  };

  const onSubmit = form.handleSubmit(
    (v) => {
      const rErr = validateRates(rates);
      setRateErrors(rErr);
      if (rErr) return;
      const input = eventInput(v, canonicalRates(rates));
      const fail = (title: string) => (err: unknown) => {
        applyServerErrors(form, err);
        toast({ title, description: errorMessage(err, "Please try again."), variant: "destructive" });
      };
      if (event) {
        update.mutate(
          { id: event.id, input },
          {
            onSuccess: () => {
              toast({ title: "Event updated", description: `${input.title} was saved.` });
              onOpenChange(false);
            },
            onError: fail("Failed to update event"),
          },
        );
      } else {
        create.mutate(input, {
          onSuccess: () => {
            toast({ title: "Event created", description: `${input.title} is now listed.` });
            onOpenChange(false);
          },
          onError: fail("Failed to create event"),
        });
      }
    },
    // Show the rate problems together with the field problems.
    () => setRateErrors(validateRates(rates)),
  );

  return (
    <Dialog open={open} onOpenChange={(o) => !pending && onOpenChange(o)}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>{event ? "Edit Event" : "Add New Event"}</DialogTitle>
          <DialogDescription>
            {event ? `Update ${event.title}.` : "Members see new events on the Events page straight away."}
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label={event ? "Edit event" : "Add event"}>
          <FormField label="Title" required error={errors.title?.message}>
            <Input autoComplete="off" {...form.register("title")} />
          </FormField>
          <FormField label="Description" required error={errors.description?.message}>
            <Textarea rows={4} {...form.register("description")} />
          </FormField>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField label="Date" required error={errors.date?.message}>
              <Input type="date" {...form.register("date")} />
            </FormField>
            <FormField label="Time" required error={errors.time?.message}>
              <Input autoComplete="off" placeholder="7:30 AM" {...form.register("time")} />
            </FormField>
            <FormField label="Type" required error={typeChoice === OTHER_TYPE ? undefined : errors.type?.message}>
              {(p) => (
                <Controller
                  control={form.control}
                  name="typeChoice"
                  render={({ field }) => (
                    <Select
                      value={field.value}
                      onValueChange={(choice) => {
                        field.onChange(choice);
                        form.setValue("type", choice === OTHER_TYPE ? "" : choice, {
                          shouldValidate: form.formState.isSubmitted,
                        });
                      }}
                    >
                      <SelectTrigger {...p} onBlur={field.onBlur}>
                        <SelectValue placeholder="Choose a type" />
                      </SelectTrigger>
                      <SelectContent>
                        {EVENT_TYPES.map((t) => (
                          <SelectItem key={t} value={t}>
                            {TYPE_LABELS[t] ?? t}
                          </SelectItem>
                        ))}
                        <SelectItem value={OTHER_TYPE}>Other…</SelectItem>
                      </SelectContent>
                    </Select>
                  )}
                />
              )}
            </FormField>
            <FormField label="Capacity" required error={errors.capacity?.message}>
              <Input type="number" inputMode="numeric" min={1} step={1} {...form.register("capacity", { valueAsNumber: true })} />
            </FormField>
            {typeChoice === OTHER_TYPE && (
              <FormField label="Other type" required error={errors.type?.message} className="sm:col-span-2">
                <Input autoComplete="off" placeholder="e.g. Golf Clinic" {...form.register("type")} />
              </FormField>
            )}
          </div>
          <FormField label="Image URL" error={errors.image?.message} hint="Optional. Events without an image show the course illustration.">
            <Input type="url" inputMode="url" autoComplete="off" placeholder="https://…" {...form.register("image")} />
          </FormField>
          <FormField
            label="Hours to pay after a waitlist promotion"
            error={errors.promotionPayHours?.message}
            hint="Optional. A member moved from the waitlist into a freed seat must upload a payment slip within this many hours, or the seat passes to the next in line. Empty: no deadline."
          >
            <Input type="text" inputMode="numeric" autoComplete="off" placeholder="e.g. 48" {...form.register("promotionPayHours")} />
          </FormField>
          <RatesEditor value={rates} onChange={changeRates} errors={rateErrors} />
          <FormDialogFooter pending={pending} submitLabel={event ? "Save Changes" : "Create Event"} onCancel={() => onOpenChange(false)} />
        </form>
      </DialogContent>
    </Dialog>
  );
}
