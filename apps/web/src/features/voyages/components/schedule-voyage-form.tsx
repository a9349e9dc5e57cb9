import { zodResolver } from '@hookform/resolvers/zod';
import { formatJourneyName } from '@rigline/contract/ids';
import type { Journey } from '@rigline/contract/journeys';
import {
  SCHEDULE_REASON_LABELS,
  SCHEDULE_REASONS,
  type ScheduleVoyageBody,
} from '@rigline/contract/schedule';
import { cutoffAt } from '@rigline/contract/time';
import type { Voyage } from '@rigline/contract/voyages';
import { useMemo, useState } from 'react';
import { Controller, type FieldPath, useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { DialogFooter } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { apiErrorOf } from '@/lib/fetch-errors';
import { formatDate } from '@/lib/format';
import { localInputToUtcIso, zoneAbbreviation, zoneLabel } from '@/lib/zoned-time';
import {
  formFieldOfServerPath,
  type ScheduleFormInput,
  scheduleFormDefaults,
  scheduleFormSchema,
} from '../lib/schedule-form';

interface ScheduleVoyageFormProps {
  voyage: Voyage;
  journeys: readonly Journey[];
  /** The start base's booking_cutoff_hours: the cut-off the typed departure implies. */
  cutoffHours: number;
  /** The zone the times are typed in (the display zone). */
  timeZone: string;
  now?: number;
  onSubmit: (body: ScheduleVoyageBody) => Promise<unknown>;
  onCancel: () => void;
}

function FieldMessage({ id, message }: { id: string; message: string | undefined }) {
  return message ? (
    <p id={id} className="text-destructive text-sm">
      {message}
    </p>
  ) : null;
}

/**
 * The Schedule / Reschedule form (issue 23): departure and return of the voyage, arrival and departure at each
 * rig, typed in the display zone and named so; the cut-off the departure implies; a reason and a note once
 * booking has closed. What has already happened keeps its plan (the server's rule), so those times read only.
 */
export function ScheduleVoyageForm({
  voyage,
  journeys,
  cutoffHours,
  timeZone,
  now = Date.now(),
  onSubmit,
  onCancel,
}: ScheduleVoyageFormProps) {
  const sortedJourneys = useMemo(() => [...journeys].sort((a, b) => a.sequence - b.sequence), [journeys]);
  const isAfterCutoff = voyage.cutoff_at !== null && Date.parse(voyage.cutoff_at) <= now;
  const schema = useMemo(
    () => scheduleFormSchema({ voyageId: voyage.id, timeZone, isAfterCutoff }),
    [voyage.id, timeZone, isAfterCutoff],
  );
  const [serverMessage, setServerMessage] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    setError,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<ScheduleFormInput, unknown, ScheduleVoyageBody>({
    resolver: zodResolver(schema),
    defaultValues: scheduleFormDefaults(voyage, sortedJourneys, timeZone),
  });

  const zoneName = zoneLabel(timeZone, now);
  const typedDeparture = localInputToUtcIso(watch('departure'), timeZone);
  const implied = cutoffAt(typedDeparture, cutoffHours);
  const hasSailed = voyage.started_at !== null && voyage.planned_departure_at !== null;

  const submit = handleSubmit(async (body) => {
    setServerMessage(null);
    try {
      await onSubmit(body);
    } catch (error) {
      const apiError = apiErrorOf(error);
      for (const fieldError of apiError?.fieldErrors ?? []) {
        const field = formFieldOfServerPath(fieldError.field);
        if (field) setError(field as FieldPath<ScheduleFormInput>, { message: fieldError.message });
      }
      setServerMessage(apiError?.serverMessage ?? (error instanceof Error ? error.message : String(error)));
    }
  });

  return (
    <form className="grid min-w-0 gap-4" noValidate onSubmit={submit}>
      <p className="text-muted-foreground text-sm">
        Times are typed in <span className="font-medium text-foreground">{zoneName}</span>, your display time
        zone (Settings).
      </p>
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="grid min-w-0 gap-2">
          <Label htmlFor="schedule-departure">Planned departure ({zoneAbbreviation(timeZone, now)})</Label>
          <Input
            id="schedule-departure"
            type="datetime-local"
            readOnly={hasSailed}
            aria-invalid={errors.departure ? true : undefined}
            aria-describedby="schedule-departure-error schedule-departure-note"
            {...register('departure')}
          />
          {hasSailed ? (
            <p id="schedule-departure-note" className="text-muted-foreground text-xs">
              Sailed {formatDate(voyage.started_at)}: the planned departure is kept.
            </p>
          ) : null}
          <FieldMessage id="schedule-departure-error" message={errors.departure?.message} />
        </div>
        <div className="grid min-w-0 gap-2">
          <Label htmlFor="schedule-return">Planned return ({zoneAbbreviation(timeZone, now)})</Label>
          <Input
            id="schedule-return"
            type="datetime-local"
            aria-invalid={errors.return ? true : undefined}
            aria-describedby="schedule-return-error"
            {...register('return')}
          />
          <FieldMessage id="schedule-return-error" message={errors.return?.message} />
        </div>
      </div>
      <p className="text-sm" data-testid="schedule-implied-cutoff">
        {implied === null
          ? `Booking cut-off: ${cutoffHours} h before the planned departure.`
          : Date.parse(implied) <= now
            ? `Booking closed: the cut-off would be ${formatDate(implied, timeZone)}, already past.`
            : `Booking closes ${formatDate(implied, timeZone)} (${cutoffHours} h before departure).`}
      </p>
      {sortedJourneys.length === 0 ? (
        <p className="text-muted-foreground text-sm">
          No journeys yet: add rigs on the voyage's page to plan them.
        </p>
      ) : (
        sortedJourneys.map((journey, index) => {
          const name = formatJourneyName(journey.sequence, journey.rig.name);
          const isKept = journey.ended_at !== null && journey.planned_arrival_at !== null;
          const journeyErrors = errors.journeys?.[index];
          return (
            <fieldset key={journey.id} className="grid min-w-0 gap-2 rounded-md border p-3">
              <legend className="px-1 font-medium text-sm">{name}</legend>
              {isKept ? (
                <p className="text-muted-foreground text-xs">
                  Reached the rig {formatDate(journey.ended_at)}: its plan is kept.
                </p>
              ) : null}
              <div className="grid gap-3 sm:grid-cols-2">
                <div className="grid min-w-0 gap-2">
                  <Label htmlFor={`schedule-journey-${journey.id}-arrival`}>
                    Arrival at {journey.rig.name} ({zoneAbbreviation(timeZone, now)})
                  </Label>
                  <Input
                    id={`schedule-journey-${journey.id}-arrival`}
                    type="datetime-local"
                    readOnly={isKept}
                    aria-invalid={journeyErrors?.arrival ? true : undefined}
                    {...register(`journeys.${index}.arrival`)}
                  />
                  <FieldMessage
                    id={`schedule-journey-${journey.id}-arrival-error`}
                    message={journeyErrors?.arrival?.message}
                  />
                </div>
                <div className="grid min-w-0 gap-2">
                  <Label htmlFor={`schedule-journey-${journey.id}-departure`}>
                    Departure from {journey.rig.name} ({zoneAbbreviation(timeZone, now)})
                  </Label>
                  <Input
                    id={`schedule-journey-${journey.id}-departure`}
                    type="datetime-local"
                    readOnly={isKept}
                    aria-invalid={journeyErrors?.departure ? true : undefined}
                    {...register(`journeys.${index}.departure`)}
                  />
                  <FieldMessage
                    id={`schedule-journey-${journey.id}-departure-error`}
                    message={journeyErrors?.departure?.message}
                  />
                </div>
              </div>
            </fieldset>
          );
        })
      )}
      {isAfterCutoff ? (
        <div className="grid gap-3 rounded-md border border-amber-300 bg-amber-50 p-3 dark:bg-amber-950/30">
          <p className="text-sm">
            Booking for this sailing closed {formatDate(voyage.cutoff_at, timeZone)}: say why the plan
            changes.
          </p>
          <div className="grid gap-2">
            <Label htmlFor="schedule-reason">Reason</Label>
            <Controller
              control={control}
              name="reason"
              render={({ field }) => (
                <Select value={field.value} onValueChange={field.onChange}>
                  <SelectTrigger
                    id="schedule-reason"
                    className="w-full"
                    onBlur={field.onBlur}
                    aria-invalid={errors.reason ? true : undefined}
                    aria-describedby="schedule-reason-error"
                  >
                    <SelectValue placeholder="Choose a reason" />
                  </SelectTrigger>
                  <SelectContent>
                    {SCHEDULE_REASONS.map((reason) => (
                      <SelectItem key={reason} value={reason}>
                        {SCHEDULE_REASON_LABELS[reason]}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
              )}
            />
            <FieldMessage id="schedule-reason-error" message={errors.reason?.message} />
          </div>
          <div className="grid gap-2">
            <Label htmlFor="schedule-note">Note</Label>
            <Textarea
              id="schedule-note"
              maxLength={500}
              aria-invalid={errors.note ? true : undefined}
              aria-describedby="schedule-note-error"
              {...register('note')}
            />
            <FieldMessage id="schedule-note-error" message={errors.note?.message} />
          </div>
        </div>
      ) : null}
      {serverMessage ? (
        <p
          role="alert"
          className="rounded-md border border-destructive/40 bg-destructive/10 p-3 text-destructive text-sm"
        >
          {serverMessage}
        </p>
      ) : null}
      <DialogFooter>
        <Button type="button" variant="outline" disabled={isSubmitting} onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? 'Saving...' : 'Save schedule'}
        </Button>
      </DialogFooter>
    </form>
  );
}
