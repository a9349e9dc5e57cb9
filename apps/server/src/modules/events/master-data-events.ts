import type { Db } from '../../db/connection.ts';
import type { MasterDataEntityType } from '../../db/schema.ts';

/** What changed: each field's value before and after (null before on a new row). */
export type ChangeDetails = Record<string, [unknown, unknown]>;

/**
 * Writes one master-data change to the event table (issue 16: who, when, what changed), in the change's own
 * transaction. Passwords never appear: callers name the field with a placeholder.
 */
export async function recordMasterDataChange(
  db: Db,
  change: {
    entityType: MasterDataEntityType;
    entityId: number;
    actorUserId: number | null;
    details: ChangeDetails;
  },
): Promise<void> {
  await db
    .insertInto('events')
    .values({
      entity_type: change.entityType,
      entity_id: change.entityId,
      actor_user_id: change.actorUserId,
      from_phase: null,
      to_phase: null,
      from_status: null,
      to_status: null,
      created_at: new Date().toISOString(),
      request_id: null,
      voyage_id: null,
      shipment_id: null,
      reason: null,
      count: null,
      details: JSON.stringify(change.details),
    })
    .execute();
}

/** The fields of `changes` whose value differs from `before`, as [before, after] pairs. */
export function diffOf(before: Record<string, unknown>, changes: Record<string, unknown>): ChangeDetails {
  const details: ChangeDetails = {};
  for (const [field, value] of Object.entries(changes)) {
    if (value === undefined) continue;
    if (before[field] !== value) details[field] = [before[field] ?? null, value];
  }
  return details;
}

/** A new row: every field from null. */
export function createdDetails(row: Record<string, unknown>): ChangeDetails {
  return Object.fromEntries(Object.entries(row).map(([field, value]) => [field, [null, value]]));
}
