import {
  type BackloadStep,
  backloadDisabledReason,
  backloadWindowRefusal,
} from '@rigline/contract/backload-window';
import type { Journey } from '@rigline/contract/journeys';
import type { Voyage } from '@rigline/contract/voyages';

/**
 * The backload window as the screen shows it (issue 22.4): the contract's rule, on the voyage and journeys the
 * screen has, in the disabled reasons the contract gives. The server checks it again.
 */

type VoyageState = Pick<Voyage, 'status' | 'started_at' | 'ended_at'>;

/** Why `step` is closed for backload from `rigId`, word for word; null when it is open. */
export function backloadStepReason(
  step: BackloadStep,
  options: { voyage: VoyageState; journeys: readonly Journey[]; rigId: number },
): string | null {
  const { voyage, journeys, rigId } = options;
  const refusal = backloadWindowRefusal({
    step,
    hasStarted: voyage.started_at !== null || voyage.status !== 'PLANNING',
    hasArrived: voyage.ended_at !== null || voyage.status === 'COMPLETED',
    journeys,
    rigId,
  });
  return refusal ? backloadDisabledReason(refusal, (journey) => journey.rig.name) : null;
}

/** The journeys whose rig backload may still be booked from. */
export function bookableJourneys(voyage: VoyageState, journeys: readonly Journey[]): Journey[] {
  return journeys.filter(
    (journey) => backloadStepReason('backload.book', { voyage, journeys, rigId: journey.rig_id }) === null,
  );
}

/**
 * Why Book Backload is closed on the whole voyage; null while some rig is open. The last rig stays open until
 * the voyage arrives, so it closes only then, or while the voyage calls at no rig.
 */
export function bookReason(voyage: VoyageState, journeys: readonly Journey[]): string | null {
  if (bookableJourneys(voyage, journeys).length > 0) return null;
  const rigId = journeys.at(-1)?.rig_id ?? 0;
  return backloadStepReason('backload.book', { voyage, journeys, rigId });
}
