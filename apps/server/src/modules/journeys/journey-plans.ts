import type { Journey } from '@rigline/contract/journeys';
import type { Db } from '../../db/connection.ts';
import type { ChangeActor } from '../events/changed-by.ts';
import { journeysOf } from './journey-views.ts';
import { updateJourneyPlan } from './journeys.repository.ts';

/**
 * Writes each journey's plan at its rig (issue 23, the schedule call); the voyage's service has checked the
 * times and holds the voyage's lock. Answers the voyage's journeys as they now stand. `afterCutoff`: booking has
 * closed, so each journey's arrival as published at the cut-off is kept before the first change overwrites it.
 */
export async function setJourneyPlans(
  db: Db,
  options: {
    voyageId: number;
    plans: readonly { id: number; planned_arrival_at: string; planned_departure_at: string }[];
    actor: ChangeActor;
    afterCutoff: boolean;
  },
): Promise<Journey[]> {
  for (const plan of options.plans) {
    await updateJourneyPlan(db, {
      journeyId: plan.id,
      plannedArrivalAt: plan.planned_arrival_at,
      plannedDepartureAt: plan.planned_departure_at,
      keepPublished: options.afterCutoff,
      actor: options.actor,
    });
  }
  return journeysOf(db, options.voyageId);
}
