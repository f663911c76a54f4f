// The manage dialog: four position slots. An empty slot picks one of the
// event's registrations that sit in no flight (anyone already in this
// flight is hidden, matched by phone); a filled slot shows the player and a
// Remove button. Slots above maxPlayers are disabled.
import { useState } from "react";
import { PlusIcon, UserMinusIcon } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/errorMessage";
import { formatDate, formatTime, formatPhone } from "@/lib/format";
import { cn } from "@/lib/utils";
import type { AdminFlight, AvailableMember } from "@/admin/types";
import { useAddFlightMember, useAvailableMembers, useRemoveFlightMember } from "@/features/flights/api/adminFlights";
import {assignableMembers, flightStatus, positionSlots, type PositionSlot } from "./flightLogic";

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
  const available = useAvailableMembers(flight.eventId);
  const choices = assignableMembers(available.data ?? [], flight.members);
  const slots = positionSlots(flight);
  const status = flightStatus(flight);

  return (
    <>
      <DialogHeader>
        <DialogTitle>Manage flight {flight.flightNumber}</DialogTitle>
        <DialogDescription>
          {flight.eventTitle}, {formatDate(flight.eventDate)} · Tee time {formatTime(flight.teeTime)} · Hole{" "}
          {flight.startingHole}
        </DialogDescription>
      </DialogHeader>
      <div className="flex items-center justify-between gap-2 text-sm">
        <span className="text-muted-foreground">
          Players{" "}
          <span className="font-semibold text-foreground">
            {flight.currentPlayers}/{flight.maxPlayers}
          </span>
        </span>
        <Badge variant={status === "Full" ? "sand" : "success"}>{status}</Badge>
      </div>
      {available.isError && (
        <p role="alert" className="text-sm text-destructive">
          Could not load the members of this event. {errorMessage(available.error, "")}
        </p>
      )}
      <ol className="grid gap-3" aria-label="Positions">
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
          Only registrations of this event that are in no flight are listed.
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
            title: "Failed to add member to flight",
            description: errorMessage(err, "Please try again."),
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
            title: "Failed to remove member from flight",
            description: errorMessage(err, "Please try again."),
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
        <span className="sr-only">Position </span>
        {position}
      </span>

      {member ? (
        <>
          <div className="min-w-0">
            <p className="font-semibold break-words">{member.memberName}</p>
            <p className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
              {formatPhone(member.memberPhone)}
              <Badge variant={member.isPaid ? "success" : "outline"}>{member.isPaid ? "Paid" : "Unpaid"}</Badge>
            </p>
          </div>
          <Button
            variant="outline"
            size="sm"
            className="text-destructive hover:text-destructive"
            onClick={onRemove}
            disabled={remove.isPending}
            aria-label={`Remove ${member.memberName} from position ${position}`}
            data-testid={`remove-position-${position}`}
          >
            <UserMinusIcon aria-hidden="true" />
            {remove.isPending ? "Removing…" : "Remove"}
          </Button>
        </>
      ) : (
        <>
          <div className="min-w-0">
            <label htmlFor={selectId} className="sr-only">
              Position {position} member
            </label>
            <Select
              value={pickedMember ? picked : ""}
              onValueChange={setPicked}
              disabled={disabled || choices.length === 0}
            >
              <SelectTrigger id={selectId} aria-label={`Position ${position} member`} className="h-10">
                <SelectValue
                  placeholder={
                    disabled
                      ? `Not used (max ${flight.maxPlayers} player${flight.maxPlayers === 1 ? "" : "s"})`
                      : loadingChoices
                        ? "Loading members…"
                        : choices.length === 0
                          ? "No members available"
                          : "Choose a member"
                  }
                />
              </SelectTrigger>
              <SelectContent>
                {choices.map((c) => (
                  <SelectItem key={c.registrationId} value={String(c.registrationId)}>
                    {`${c.memberName} · ${formatPhone(c.memberPhone)}${c.isPaid ? " · Paid" : ""}`}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
          <Button
            size="sm"
            onClick={onAdd}
            disabled={disabled || !pickedMember || add.isPending}
            aria-label={`Add to position ${position}`}
            data-testid={`add-position-${position}`}
          >
            <PlusIcon aria-hidden="true" />
            {add.isPending ? "Adding…" : "Add"}
          </Button>
        </>
      )}
    </li>
  );
}
