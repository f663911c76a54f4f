// The manage dialog: four position slots. An empty slot picks one of the
// event's registrations that sit in no flight (anyone already in this
// flight is hidden, matched by phone); a filled slot shows the player and a
// Remove button. Slots above maxPlayers are disabled.
import { useT } from "@/shared/i18n/i18n";
import { useState } from "react";
import { PlusIcon, UserMinusIcon } from "lucide-react";
import { Badge } from "@/shared/ui/badge";
import { Button } from "@/shared/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/shared/ui/dialog";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/shared/ui/select";
import { toast } from "@/shared/ui/use-toast";
import { errorMessage } from "@/shared/lib/errorMessage";
import { formatDate, formatTime, formatPhone } from "@/shared/lib/format";
import { cn } from "@/shared/lib/utils";
import type { AvailableMember } from "@/features/flights/types";
import type { AdminFlight } from "@/shared/lib/types";
import { useAddFlightMember, useAvailableMembers, useRemoveFlightMember } from "@/features/flights/api/adminFlights";
import { assignableMembers, FLIGHT_STATUS_TEXT, flightStatus, positionSlots, type PositionSlot } from "./flightLogic";

export interface ManageFlightDialogProps {
  flight: AdminFlight | null;
  onOpenChange: (open: boolean) => void;
}

export function ManageFlightDialog({ flight, onOpenChange }: ManageFlightDialogProps) {
  return (
    <Dialog open={flight !== null} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-xl">{flight && <ManageFlightBody flight={flight} />}</DialogContent>
    </Dialog>
  );
}

export function ManageFlightBody({ flight }: { flight: AdminFlight }) {
  const t = useT();
  const available = useAvailableMembers(flight.eventId);
  const choices = assignableMembers(available.data ?? [], flight.members);
  const slots = positionSlots(flight);
  const status = flightStatus(flight);

  return (
    <>
      <DialogHeader>
        <DialogTitle>{t("admin.flights.manageTitle", { n: flight.flightNumber })}</DialogTitle>
        <DialogDescription>
          {t("admin.flights.manageIntro", {
            title: flight.eventTitle,
            date: formatDate(flight.eventDate),
            time: formatTime(flight.teeTime),
            hole: flight.startingHole,
          })}
        </DialogDescription>
      </DialogHeader>
      <div className="flex items-center justify-between gap-2 text-sm">
        <span className="text-muted-foreground">
          {t("admin.flights.colPlayers")}{" "}
          <span className="font-semibold text-foreground">
            {flight.currentPlayers}/{flight.maxPlayers}
          </span>
        </span>
        <Badge variant={status === "Full" ? "sand" : "success"}>{t(FLIGHT_STATUS_TEXT[status])}</Badge>
      </div>
      {available.isError && (
        <p role="alert" className="text-sm text-destructive">
          {t("admin.flights.membersFailed")} {errorMessage(available.error, "")}
        </p>
      )}
      <ol className="grid gap-3" aria-label={t("admin.flights.positions")}>
        {slots.map((slot) => (
          <SlotRow
            key={slot.position}
            flight={flight}
            slot={slot}
            choices={choices}
            loadingChoices={available.isPending}
          />
        ))}
      </ol>
      <DialogFooter>
        <p className="mr-auto self-center text-xs text-muted-foreground">
          {t("admin.flights.onlyFree")}
        </p>
      </DialogFooter>
    </>
  );
}

function SlotRow({
  flight,
  slot,
  choices,
  loadingChoices,
}: {
  flight: AdminFlight;
  slot: PositionSlot;
  choices: AvailableMember[];
  loadingChoices: boolean;
}) {
  const t = useT();
  const [picked, setPicked] = useState<string>("");
  const add = useAddFlightMember();
  const remove = useRemoveFlightMember();
  const { position, member, disabled } = slot;
  const selectId = `flight-${flight.id}-position-${position}`;
  // A member picked here may have been placed elsewhere meanwhile.
  const pickedMember = choices.find((c) => String(c.registrationId) === picked);

  function onAdd() {
    if (!pickedMember) return;
    add.mutate(
      {
        flightId: flight.id,
        registrationId: pickedMember.registrationId,
        position,
        memberName: pickedMember.memberName,
        memberPhone: pickedMember.memberPhone,
      },
      {
        onSuccess: () => setPicked(""),
        onError: (err) =>
          toast({
            title: t("admin.flights.addFailed"),
            description: errorMessage(err, t("admin.common.tryAgainLater")),
            variant: "destructive",
          }),
      },
    );
  }

  function onRemove() {
    if (!member) return;
    remove.mutate(
      { flightId: flight.id, memberId: member.id },
      {
        onError: (err) =>
          toast({
            title: t("admin.flights.removeFailed"),
            description: errorMessage(err, t("admin.common.tryAgainLater")),
            variant: "destructive",
          }),
      },
    );
  }

  return (
    <li
      data-testid={`flight-position-${position}`}
      className={cn(
        "grid grid-cols-[2.25rem_minmax(0,1fr)_auto] items-center gap-3 rounded-xl border p-3",
        member ? "border-primary/30 bg-accent/50" : "border-border",
        disabled && "border-dashed bg-muted/50",
      )}
    >
      <span
        className={cn(
          "inline-flex size-9 items-center justify-center rounded-full text-sm font-bold",
          member ? "bg-primary text-primary-foreground" : "bg-muted text-muted-foreground",
        )}
      >
        <span className="sr-only">{t("admin.flights.positionSr")} </span>
        {position}
      </span>

      {member ? (
        <>
          <div className="min-w-0">
            <p className="font-semibold break-words">{member.memberName}</p>
            <p className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
              {formatPhone(member.memberPhone)}
              <Badge variant={member.isPaid ? "success" : "outline"}>{member.isPaid ? t("admin.regs.paid") : t("admin.regs.unpaid")}</Badge>
            </p>
          </div>
          <Button
            variant="outline"
            size="sm"
            className="text-destructive hover:text-destructive"
            onClick={onRemove}
            disabled={remove.isPending}
            aria-label={t("admin.flights.removeFrom", { name: member.memberName, position })}
            data-testid={`remove-position-${position}`}
          >
            <UserMinusIcon aria-hidden="true" />
            {remove.isPending ? t("admin.flights.removing") : t("admin.flights.remove")}
          </Button>
        </>
      ) : (
        <>
          <div className="min-w-0">
            <label htmlFor={selectId} className="sr-only">
              {t("admin.flights.positionMember", { position })}
            </label>
            <Select
              value={pickedMember ? picked : ""}
              onValueChange={setPicked}
              disabled={disabled || choices.length === 0}
            >
              <SelectTrigger id={selectId} aria-label={t("admin.flights.positionMember", { position })} className="h-10">
                <SelectValue
                  placeholder={
                    disabled
                      ? t("admin.flights.notUsed", { max: flight.maxPlayers })
                      : loadingChoices
                        ? t("admin.flights.loadingMembers")
                        : choices.length === 0
                          ? t("admin.flights.noMembers")
                          : t("admin.flights.chooseMember")
                  }
                />
              </SelectTrigger>
              <SelectContent>
                {choices.map((c) => (
                  <SelectItem key={c.registrationId} value={String(c.registrationId)}>
                    {c.isPaid
                      ? t("admin.flights.choicePaid", { name: c.memberName, phone: formatPhone(c.memberPhone) })
                      : `${c.memberName} · ${formatPhone(c.memberPhone)}`}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
          <Button
            size="sm"
            onClick={onAdd}
            disabled={disabled || !pickedMember || add.isPending}
            aria-label={t("admin.flights.addTo", { position })}
            data-testid={`add-position-${position}`}
          >
            <PlusIcon aria-hidden="true" />
            {add.isPending ? t("admin.flights.adding") : t("admin.flights.add")}
          </Button>
        </>
      )}
    </li>
  );
}
