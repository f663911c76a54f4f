// Create or edit a flight (spec 2 §5 flight form). On create the flight
// number starts at the event's next free number.
import { useT } from "@/shared/i18n/i18n";
import { useEffect } from "react";
import { Controller, useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Button } from "@/shared/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/shared/ui/dialog";
import { FormField } from "@/shared/ui/form";
import { Input } from "@/shared/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/shared/ui/select";
import { Textarea } from "@/shared/ui/textarea";
import { toast } from "@/shared/ui/use-toast";
import { errorMessage } from "@/shared/lib/errorMessage";
import { applyServerErrors } from "@/shared/lib/forms";
import { formatDate } from "@/shared/lib/format";
import type { AdminFlight, ClubEvent } from "@/shared/lib/types";
import { useCreateFlight, useUpdateFlight } from "@/features/flights/api/adminFlights";
import {
  flightFormSchema,
  nextFlightNumber,
  toTimeInputValue,
  type FlightFormInput,
  type FlightFormValues,
} from "./flightLogic";

export interface FlightFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The flight to edit; absent to create one. */
  flight?: AdminFlight | null;
  /** Events a flight can belong to (tournament and social). */
  events: ClubEvent[];
  /** Every flight, to suggest the next free flight number. */
  flights: AdminFlight[];
  /** Preselected event on create (the tab's event filter). */
  defaultEventId?: number;
}

function initialValues(
  flight: AdminFlight | null | undefined,
  flights: AdminFlight[],
  defaultEventId: number | undefined,
): FlightFormInput {
  if (flight) {
    return {
      eventId: String(flight.eventId),
      flightNumber: String(flight.flightNumber),
      teeTime: toTimeInputValue(flight.teeTime),
      maxPlayers: String(flight.maxPlayers),
      startingHole: String(flight.startingHole),
      notes: flight.notes ?? "",
    };
  }
  return {
    eventId: defaultEventId ? String(defaultEventId) : "",
    flightNumber: String(defaultEventId ? nextFlightNumber(flights, defaultEventId) : 1),
    teeTime: "",
    maxPlayers: "4",
    startingHole: "1",
    notes: "",
  };
}

export function FlightFormDialog({ open, onOpenChange, flight, events, flights, defaultEventId }: FlightFormDialogProps) {
  const t = useT();
  const editing = !!flight;
  const create = useCreateFlight();
  const update = useUpdateFlight();
  const form = useForm<FlightFormInput, unknown, FlightFormValues>({
    resolver: zodResolver(flightFormSchema),
    defaultValues: initialValues(flight, flights, defaultEventId),
  });
  const { register, control, handleSubmit, formState, reset, setValue } = form;
  const errors = formState.errors;

  // Fresh values each time the dialog opens (create after edit, etc.).
  useEffect(() => {
    if (open) reset(initialValues(flight, flights, defaultEventId));
    // Only on open: flights refetching while typing must not wipe the form.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, flight?.id]);

  // An edited flight's event may be past or of another type; keep it listed.
  const options = flight && !events.some((e) => e.id === flight.eventId)
    ? [{ id: flight.eventId, title: flight.eventTitle, date: flight.eventDate } as ClubEvent, ...events]
    : events;

  const onSubmit = handleSubmit((v) => {
    const body = {
      flightNumber: v.flightNumber,
      teeTime: v.teeTime,
      maxPlayers: v.maxPlayers,
      startingHole: v.startingHole,
      notes: v.notes,
    };
    const onError = (err: unknown) => {
      applyServerErrors(form, err);
      toast({
        title: editing ? t("admin.flights.updateFailed") : t("admin.flights.createFailed"),
        description: errorMessage(err, t("admin.common.tryAgainLater")),
        variant: "destructive",
      });
    };
    if (flight) {
      update.mutate(
        { id: flight.id, input: body },
        {
          onSuccess: (f) => {
            toast({ title: t("admin.flights.updated"), description: t("admin.flights.updatedText", { n: f?.flightNumber ?? v.flightNumber }) });
            onOpenChange(false);
          },
          onError,
        },
      );
    } else {
      create.mutate(
        { eventId: Number(v.eventId), ...body },
        {
          onSuccess: (f) => {
            toast({ title: t("admin.flights.created"), description: t("admin.flights.createdText", { n: f?.flightNumber ?? v.flightNumber }) });
            onOpenChange(false);
          },
          onError,
        },
      );
    }
  });

  const pending = create.isPending || update.isPending;

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{editing ? t("admin.flights.editTitle", { n: flight.flightNumber }) : t("admin.flights.create")}</DialogTitle>
          <DialogDescription>
            {editing ? `${flight.eventTitle}, ${formatDate(flight.eventDate)}` : t("admin.flights.createIntro")}
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label={editing ? t("admin.flights.editForm") : t("admin.flights.createForm")}>
          <FormField label={t("admin.common.event")} required error={errors.eventId?.message}>
            {(p) => (
              <Controller
                control={control}
                name="eventId"
                render={({ field }) => (
                  <Select
                    value={field.value}
                    disabled={editing}
                    onValueChange={(v) => {
                      field.onChange(v);
                      // Suggest the new event's next free number.
                      setValue("flightNumber", String(nextFlightNumber(flights, Number(v))), {
                        shouldValidate: formState.isSubmitted,
                      });
                    }}
                  >
                    <SelectTrigger {...p} onBlur={field.onBlur}>
                      <SelectValue placeholder={t("admin.flights.chooseEvent")} />
                    </SelectTrigger>
                    <SelectContent>
                      {options.map((e) => (
                        <SelectItem key={e.id} value={String(e.id)}>
                          {`${e.title} - ${formatDate(e.date)}`}
                        </SelectItem>
                      ))}
                    </SelectContent>
                  </Select>
                )}
              />
            )}
          </FormField>
          <div className="grid grid-cols-2 gap-4">
            <FormField label={t("admin.flights.number")} required error={errors.flightNumber?.message}>
              <Input type="number" inputMode="numeric" min={1} step={1} {...register("flightNumber")} />
            </FormField>
            <FormField label={t("admin.flights.colTeeTime")} required error={errors.teeTime?.message}>
              <Input type="time" {...register("teeTime")} />
            </FormField>
            <FormField label={t("admin.flights.maxPlayers")} required error={errors.maxPlayers?.message} hint={t("admin.flights.maxHint")}>
              <Input type="number" inputMode="numeric" min={1} max={4} step={1} {...register("maxPlayers")} />
            </FormField>
            <FormField label={t("admin.flights.colHole")} required error={errors.startingHole?.message} hint={t("admin.flights.holeHint")}>
              <Input type="number" inputMode="numeric" min={1} max={18} step={1} {...register("startingHole")} />
            </FormField>
          </div>
          <FormField label={t("admin.flights.notes")} error={errors.notes?.message}>
            <Textarea rows={3} className="min-h-20" placeholder={t("admin.flights.notesPlaceholder")} {...register("notes")} />
          </FormField>
          <DialogFooter>
            <Button variant="outline" onClick={() => onOpenChange(false)}>
              {t("admin.common.cancel")}
            </Button>
            <Button type="submit" disabled={pending}>
              {pending ? t("admin.common.savingNow") : editing ? t("admin.common.saveChanges") : t("admin.flights.create")}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
