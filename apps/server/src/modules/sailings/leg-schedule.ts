import { formatJourneyName } from '@rigline/contract/ids';
import type { LegScheduleChange } from '@rigline/contract/sailings';
import { parseScheduleReason, type ScheduleChanges } from '@rigline/contract/schedule';

/** A voyage's schedule change as the events keep it (findScheduleChangesOfVoyages). */
export interface ScheduleChangeRow {
  voyage_id: number | null;
  created_at: string;
  reason: string | null;
  details: string | null;
}

function changesOf(row: ScheduleChangeRow): ScheduleChanges {
  try {
    return JSON.parse(row.details ?? '{}') as ScheduleChanges;
  } catch {
    return {};
  }
}

/**
 * What the voyage's history says of one leg's arrival (issue 23, docs/decisions/062): the arrival as first
 * planned and the latest change that moved it. The history names a journey as "Journey n · Rig" (decision 057),
 * so a leg is found by its sequence and rig name as they are now.
 */
export function legArrivalHistory(
  changes: readonly ScheduleChangeRow[],
  journey: { sequence: number; rig_name: string; planned_arrival_at: string | null },
): { firstPlannedArrivalAt: string | null; latest: LegScheduleChange | null } {
  const key = `${formatJourneyName(journey.sequence, journey.rig_name)}|arrival`;
  let firstPlannedArrivalAt: string | null = null;
  let latest: LegScheduleChange | null = null;
  for (const row of changes) {
    const change = changesOf(row)[key];
    if (!change) continue;
    const [before, after] = change;
    if (firstPlannedArrivalAt === null) firstPlannedArrivalAt = before ?? after;
    // Setting the first plan is no change of it.
    if (before === null) continue;
    latest = {
      changed_at: row.created_at,
      old_arrival_at: before,
      new_arrival_at: after,
      ...parseScheduleReason(row.reason),
    };
  }
  return { firstPlannedArrivalAt: firstPlannedArrivalAt ?? journey.planned_arrival_at, latest };
}

/** How late the expected arrival runs against the first plan, in whole minutes, never below zero. */
export function lateMinutes(firstPlannedArrivalAt: string | null, expectedArrivalAt: string | null): number {
  if (firstPlannedArrivalAt === null || expectedArrivalAt === null) return 0;
  return Math.max(
    0,
    Math.round((Date.parse(expectedArrivalAt) - Date.parse(firstPlannedArrivalAt)) / 60_000),
  );
}
