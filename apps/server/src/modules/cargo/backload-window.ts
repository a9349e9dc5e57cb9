import {
  type BackloadStep,
  type BackloadWindowRefusal,
  backloadRefusalMessage,
  backloadWindowRefusal,
} from '@rigline/contract/backload-window';
import { PRECONDITIONS } from '@rigline/contract/transitions';
import type { CurrentUser } from '../../current-user.ts';
import type { Db } from '../../db/connection.ts';
import { AppError } from '../../errors.ts';
import { findJourneysOfVoyage, type JourneyViewRow } from '../journeys/journeys.service.ts';
import {
  ARRIVED_DETAIL,
  isVoyageStarted,
  lockVoyage,
  type VoyageRow,
  voyageChangedError,
} from '../lifecycle/voyage-lock.ts';

/**
 * The backload window on the server (issue 22.4, the contract's backload-window.ts): a step is checked once
 * for a helpful answer, then again after taking the voyage's row, where a journey that started (or an arrival)
 * in between means the caller lost the race: 409, saying who changed the voyage.
 */

const rigNameOf = (journey: JourneyViewRow) => journey.rig_name;

async function refusalError(options: {
  db: Db;
  user: CurrentUser;
  voyageId: number;
  refusal: BackloadWindowRefusal<JourneyViewRow>;
}): Promise<AppError> {
  const { db, user, voyageId, refusal } = options;
  const precondition = PRECONDITIONS[refusal.code];
  const message = backloadRefusalMessage(refusal, rigNameOf);
  if (precondition.refusal === 'CONFLICT') return voyageChangedError({ db, user, voyageId, detail: message });
  if ('field' in precondition) return AppError.badInput(precondition.field, message);
  return new AppError('BAD_INPUT', message);
}

/** What a step that lost the race for the voyage's row is told after who changed the voyage. */
function raceDetail(refusal: BackloadWindowRefusal<JourneyViewRow>): string | undefined {
  if (refusal.code === 'BACKLOAD_VOYAGE_NOT_ARRIVED' || refusal.code === 'BACKLOAD_VOYAGE_STILL_OUT') {
    return ARRIVED_DETAIL;
  }
  if ('next' in refusal) {
    return `the vessel has left ${refusal.journey.rig_name} (the journey to ${refusal.next.rig_name} has started)`;
  }
  return undefined;
}

/**
 * Checks `step` for backload from `rigId` on the voyage, takes the voyage's row, and checks again: answers
 * the rig's journey as it stands under the lock. Refusals as the contract's preconditions say; a change in
 * between answers 409.
 */
export async function lockBackloadWindow(options: {
  db: Db;
  user: CurrentUser;
  voyage: VoyageRow;
  step: BackloadStep;
  rigId: number;
  now: string;
}): Promise<JourneyViewRow> {
  const { db, user, voyage, step, rigId, now } = options;
  const check = (journeys: readonly JourneyViewRow[]) =>
    backloadWindowRefusal({
      step,
      hasStarted: isVoyageStarted(voyage),
      hasArrived: voyage.status === 'COMPLETED',
      journeys,
      rigId,
    });
  const before = check(await findJourneysOfVoyage(db, voyage.id));
  if (before) throw await refusalError({ db, user, voyageId: voyage.id, refusal: before });
  await lockVoyage({ db, user, voyageId: voyage.id, status: voyage.status as 'PLANNING' | 'STARTED', now });
  const journeys = await findJourneysOfVoyage(db, voyage.id);
  const after = check(journeys);
  if (after) {
    const detail = raceDetail(after);
    throw await voyageChangedError({ db, user, voyageId: voyage.id, ...(detail ? { detail } : {}) });
  }
  const journey = journeys.find((candidate) => candidate.rig_id === rigId);
  if (!journey) throw new Error(`the journey to rig ${rigId} vanished under the voyage's lock`);
  return journey;
}
