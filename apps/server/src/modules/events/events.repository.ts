import type { Db } from '../../db/connection.ts';
import type { NewEvent } from '../../db/schema.ts';

/** Where an order or a request stands: the two halves of a transition. */
export interface EventState {
  phase: number;
  status: string;
}

/**
 * One events row for one transition. `from` is null when the thing is created. Services call this inside the
 * transaction that makes the change, so the history never disagrees with the rows it describes.
 */
export function transitionEvent(options: {
  entityType: NewEvent['entity_type'];
  entityId: number;
  actorUserId: number;
  from: EventState | null;
  to: EventState;
  at: string;
}): NewEvent {
  return {
    entity_type: options.entityType,
    entity_id: options.entityId,
    actor_user_id: options.actorUserId,
    from_phase: options.from?.phase ?? null,
    from_status: options.from?.status ?? null,
    to_phase: options.to.phase,
    to_status: options.to.status,
    created_at: options.at,
  };
}

export async function insertEvents(db: Db, events: readonly NewEvent[]): Promise<void> {
  if (events.length === 0) return;
  await db
    .insertInto('events')
    .values([...events])
    .execute();
}
