// Add / edit an event (spec 2 §2 Events tab, §5 event form) with the rates
// editor. The date input gives YYYY-MM-DD, which the API accepts as is.
import { useT, type MessageId } from "@/shared/i18n/i18n";
import { useEffect, useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { FormDialogFooter } from "@/shared/ui/admin/FormDialogFooter";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "@/shared/ui/dialog";
import { FormField } from "@/shared/ui/form";
import { ImageUpload } from "@/shared/ui/ImageUpload";
import { Input } from "@/shared/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/shared/ui/select";
import { Textarea } from "@/shared/ui/textarea";
import { toast } from "@/shared/ui/use-toast";
import { errorMessage } from "@/shared/lib/errorMessage";
import { applyServerErrors } from "@/shared/lib/forms";
import type { ClubEvent } from "@/shared/lib/types";
import { countEventFlights, useCreateEvent, useShiftTeeTimes, useUpdateEvent } from "@/features/events/api/adminEvents";
import { startShift } from "./teeShift";
import { formatTime } from "@/shared/lib/format";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "@/shared/ui/alert-dialog";
import { EVENT_TYPES, OTHER_TYPE, eventFormDefaults, eventFormSchema, eventInput, type EventFormValues } from "./eventForm";
import { RatesEditor } from "./RatesEditor";
import { canonicalRates, rowsFromRates, validateRates, type RateErrors, type RateRows } from "./rates";

export interface EventFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  event?: ClubEvent | null;
}

const TYPE_LABELS: Record<string, MessageId> = {
  tournament: "admin.events.typeTournament",
  social: "admin.events.typeSocial",
  "Golf Trips": "admin.events.typeTrips",
};

export function EventFormDialog({ open, onOpenChange, event }: EventFormDialogProps) {
  const t = useT();
  const create = useCreateEvent();
  const update = useUpdateEvent();
  const pending = create.isPending || update.isPending;
  const [uploading, setUploading] = useState(false);
  const form = useForm<EventFormValues>({
    resolver: zodResolver(eventFormSchema),
    mode: "onSubmit",
    reValidateMode: "onChange",
    defaultValues: eventFormDefaults(event),
  });
  const [rates, setRates] = useState<RateRows>(() => rowsFromRates(event?.rates));
  const [rateErrors, setRateErrors] = useState<RateErrors | null>(null);
  // After a saved change of the start: the offer to move the flights' tee times by as much.
  const [shiftOffer, setShiftOffer] = useState<ShiftOffer | null>(null);
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
        toast({ title, description: errorMessage(err, t("admin.common.tryAgainLater")), variant: "destructive" });
      };
      if (event) {
        update.mutate(
          { id: event.id, input },
          {
            onSuccess: () => {
              toast({ title: t("admin.events.updated"), description: t("admin.events.updatedText", { title: input.title }) });
              onOpenChange(false);
              const minutes = startShift(event.time, input.time);
              if (minutes === null) return;
              // Only events with flights have tee times to move; a failed count offers nothing.
              countEventFlights(event.id).then(
                (flights) => flights > 0 && setShiftOffer({ id: event.id, title: input.title, from: event.time, to: input.time, minutes, flights }),
                () => undefined,
              );
            },
            onError: fail(t("admin.events.updateFailed")),
          },
        );
      } else {
        create.mutate(input, {
          onSuccess: () => {
            toast({ title: t("admin.events.created"), description: t("admin.events.createdText", { title: input.title }) });
            onOpenChange(false);
          },
          onError: fail(t("admin.events.createFailed")),
        });
      }
    },
    // Show the rate problems together with the field problems.
    () => setRateErrors(validateRates(rates)),
  );

  return (
    <>
      <TeeShiftDialog offer={shiftOffer} onClose={() => setShiftOffer(null)} />
      <Dialog open={open} onOpenChange={(o) => !pending && onOpenChange(o)}>
        <DialogContent className="max-w-2xl">
          <DialogHeader>
            <DialogTitle>{event ? t("admin.events.editTitle") : t("admin.events.addTitle")}</DialogTitle>
            <DialogDescription>
              {event ? t("admin.events.editIntro", { title: event.title }) : t("admin.events.addIntro")}
            </DialogDescription>
          </DialogHeader>
          <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label={event ? t("admin.events.editForm") : t("admin.events.addForm")}>
            <FormField label={t("admin.events.colTitle")} required error={errors.title?.message}>
              <Input autoComplete="off" {...form.register("title")} />
            </FormField>
            <FormField label={t("admin.events.description")} required error={errors.description?.message}>
              <Textarea rows={4} {...form.register("description")} />
            </FormField>
            <div className="grid gap-4 sm:grid-cols-2">
              <FormField label={t("admin.events.colDate")} required error={errors.date?.message}>
                <Input type="date" {...form.register("date")} />
              </FormField>
              <FormField label={t("admin.events.colTime")} required error={errors.time?.message}>
                <Input autoComplete="off" placeholder="7:30 AM" {...form.register("time")} />
              </FormField>
              <FormField label={t("admin.events.endDate")} error={errors.endDate?.message}>
                <Input type="date" {...form.register("endDate")} />
              </FormField>
              <FormField label={t("admin.events.endTime")} error={errors.endTime?.message}>
                <Input type="time" {...form.register("endTime")} />
              </FormField>
              <FormField label={t("admin.events.colType")} required error={typeChoice === OTHER_TYPE ? undefined : errors.type?.message}>
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
                          <SelectValue placeholder={t("admin.events.chooseType")} />
                        </SelectTrigger>
                        <SelectContent>
                          {EVENT_TYPES.map((type) => (
                            <SelectItem key={type} value={type}>
                              {TYPE_LABELS[type] ? t(TYPE_LABELS[type]) : type}
                            </SelectItem>
                          ))}
                          <SelectItem value={OTHER_TYPE}>{t("admin.events.otherChoice")}</SelectItem>
                        </SelectContent>
                      </Select>
                    )}
                  />
                )}
              </FormField>
              <FormField label={t("admin.events.capacity")} required error={errors.capacity?.message}>
                <Input type="number" inputMode="numeric" min={1} step={1} {...form.register("capacity", { valueAsNumber: true })} />
              </FormField>
              {typeChoice === OTHER_TYPE && (
                <FormField label={t("admin.events.otherType")} required error={errors.type?.message} className="sm:col-span-2">
                  <Input autoComplete="off" placeholder={t("admin.events.otherTypePlaceholder")} {...form.register("type")} />
                </FormField>
              )}
            </div>
            <FormField label={t("admin.events.image")} error={errors.image?.message} hint={t("admin.events.imageHint")}>
              {(p) => (
                <Controller
                  control={form.control}
                  name="image"
                  render={({ field }) => (
                    <ImageUpload value={field.value} onChange={field.onChange} onBusyChange={setUploading} controlProps={{ ...p }} />
                  )}
                />
              )}
            </FormField>
            <FormField
              label={t("admin.events.payHours")}
              error={errors.promotionPayHours?.message}
              hint={t("admin.events.payHoursHint")}
            >
              <Input type="text" inputMode="numeric" autoComplete="off" placeholder={t("admin.events.payHoursPlaceholder")} {...form.register("promotionPayHours")} />
            </FormField>
            <RatesEditor value={rates} onChange={changeRates} errors={rateErrors} />
            <FormDialogFooter pending={pending || uploading} submitLabel={event ? t("admin.common.saveChanges") : t("admin.events.create")} onCancel={() => onOpenChange(false)} />
          </form>
        </DialogContent>
      </Dialog>
    </>
  );
}

interface ShiftOffer {
  id: number;
  title: string;
  from: string;
  to: string;
  minutes: number;
  flights: number;
}

/** "1 h 30 min", "45 min", "2 h": how far the start moved. */
function duration(t: ReturnType<typeof useT>, minutes: number): string {
  const h = Math.floor(Math.abs(minutes) / 60);
  const m = Math.abs(minutes) % 60;
  if (h === 0) return t("admin.events.durationM", { m });
  return m === 0 ? t("admin.events.durationH", { h }) : t("admin.events.durationHM", { h, m });
}

/** Offers to move every flight's tee time by the move of the event's start (one server call, one transaction). */
function TeeShiftDialog({ offer, onClose }: { offer: ShiftOffer | null; onClose: () => void }) {
  const t = useT();
  const shift = useShiftTeeTimes();
  if (!offer) return null;
  const amount = duration(t, offer.minutes);
  const run = () =>
    shift.mutate(
      { id: offer.id, minutes: offer.minutes },
      {
        onSuccess: (res) => {
          const moved = t("admin.events.shiftedText", { count: res.flights.length });
          const skipped = res.skipped.length > 0 ? ` ${t("admin.events.shiftedSkipped", { flights: res.skipped.join(", ") })}` : "";
          toast({ title: t("admin.events.shifted"), description: moved + skipped });
          onClose();
        },
        onError: (err) => {
          toast({ title: t("admin.events.shiftFailed"), description: errorMessage(err, t("admin.common.tryAgainLater")), variant: "destructive" });
          onClose();
        },
      },
    );
  return (
    <AlertDialog open onOpenChange={(o) => !o && !shift.isPending && onClose()}>
      <AlertDialogContent data-testid="tee-shift-dialog">
        <AlertDialogHeader>
          <AlertDialogTitle>{t("admin.events.shiftTitle")}</AlertDialogTitle>
          <AlertDialogDescription>
            {t(offer.minutes > 0 ? "admin.events.shiftBodyLater" : "admin.events.shiftBodyEarlier", {
              event: offer.title,
              from: formatTime(offer.from),
              to: formatTime(offer.to),
              count: offer.flights,
              amount,
            })}
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={shift.isPending}>{t("admin.events.shiftKeep")}</AlertDialogCancel>
          <AlertDialogAction
            disabled={shift.isPending}
            onClick={(e) => {
              // Stays open until the server answers.
              e.preventDefault();
              run();
            }}
          >
            {shift.isPending ? t("admin.events.shifting") : t("admin.events.shiftConfirm")}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
