import type { VoyageStatus } from '@rigline/contract/voyages';
import type { ExpressionBuilder, Selectable } from 'kysely';
import type { Db } from '../../db/connection.ts';
import type { Database, VoyageTable } from '../../db/schema.ts';
import { isStorableId } from '../../db/sql-helpers.ts';
import type { ChangeActor, LastChange } from '../events/changed-by.ts';

/** The lifecycle's own SQL on the voyages table: the lock a voyage's changes start with, and who made the last. */

export type VoyageRow = Selectable<VoyageTable>;

function changedBy(actor: ChangeActor) {
  return (eb: ExpressionBuilder<Database, 'voyages'>) => ({
    updated_by: actor.userId,
    updated_at: actor.at,
    version: eb('version', '+', 1),
  });
}

export async function findVoyageById(db: Db, id: number): Promise<VoyageRow | undefined> {
  if (!isStorableId(id)) return undefined;
  return db.selectFrom('voyages').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * Takes the voyage's row, only while it is still in `status` (PLANNING also means not started). Every change
 * to a voyage's plan or to what it carries, and every journey start or end, begins with this, so on
 * PostgreSQL they queue on the voyage's row and each sees the others' committed work; false means the
 * voyage moved on under the caller. The version goes up: what the voyage carries is about to change, and a
 * Start Voyage from a view of it before that is refused.
 */
export async function lockVoyageInStatus(
  db: Db,
  options: { voyageId: number; status: VoyageStatus; actor: ChangeActor },
): Promise<boolean> {
  let query = db
    .updateTable('voyages')
    .set(changedBy(options.actor))
    .where('id', '=', options.voyageId)
    .where('status', '=', options.status);
  if (options.status === 'PLANNING') query = query.where('started_at', 'is', null);
  const result = await query.executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Who changed the voyage last, and when (null before anyone did). */
export async function findLastChangeOfVoyage(db: Db, voyageId: number): Promise<LastChange | undefined> {
  return db
    .selectFrom('voyages')
    .leftJoin('users', 'users.id', 'voyages.updated_by')
    .select(['voyages.updated_by as actorUserId', 'users.full_name as actorName', 'voyages.updated_at as at'])
    .where('voyages.id', '=', voyageId)
    .executeTakeFirst();
}
