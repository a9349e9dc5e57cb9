import type { Selectable } from 'kysely';
import type { Db } from '../../db/connection.ts';
import type { WebhookTable } from '../../db/schema-integrations.ts';

/** The webhooks' SQL (issue 26, docs/decisions/079). */

export type WebhookRow = Selectable<WebhookTable>;

export async function insertWebhook(
  db: Db,
  row: { url: string; description: string; events: string; secret: string; at: string; userId: number },
): Promise<number> {
  const inserted = await db
    .insertInto('webhooks')
    .values({
      url: row.url,
      description: row.description,
      events: row.events,
      secret: row.secret,
      is_active: 1,
      disabled_at: null,
      disabled_reason: null,
      created_at: row.at,
      created_by_user_id: row.userId,
      updated_at: row.at,
      version: 1,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return inserted.id;
}

export async function findWebhookById(db: Db, id: number): Promise<WebhookRow | undefined> {
  return db.selectFrom('webhooks').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function findWebhooks(db: Db): Promise<WebhookRow[]> {
  return db.selectFrom('webhooks').selectAll().orderBy('id', 'desc').execute();
}

/** The endpoints that are on: those an event is written for. */
export async function findActiveWebhooks(db: Db): Promise<Array<Pick<WebhookRow, 'id' | 'events'>>> {
  return db.selectFrom('webhooks').select(['id', 'events']).where('is_active', '=', 1).execute();
}

/** A checked update: only from `version`; answers whether it landed. */
export async function updateWebhookFrom(
  db: Db,
  options: {
    id: number;
    version: number;
    changes: Partial<
      Pick<WebhookRow, 'url' | 'description' | 'events' | 'is_active' | 'disabled_at' | 'disabled_reason'>
    >;
    at: string;
  },
): Promise<boolean> {
  const result = await db
    .updateTable('webhooks')
    .set({ ...options.changes, updated_at: options.at, version: options.version + 1 })
    .where('id', '=', options.id)
    .where('version', '=', options.version)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function deleteWebhookRow(db: Db, id: number): Promise<boolean> {
  const result = await db.deleteFrom('webhooks').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/**
 * What a webhook's payload tells of the objects its events name: each order's request and purchase-order
 * number, each request's number, and each actor's name and role. Read inside the change's transaction.
 */
export async function findOrdersForPayload(
  db: Db,
  ids: readonly number[],
): Promise<Array<{ id: number; request_id: number; po_number: string | null; shipment_id: number | null }>> {
  if (ids.length === 0) return [];
  return db
    .selectFrom('orders')
    .select(['id', 'request_id', 'po_number', 'shipment_id'])
    .where('id', 'in', ids)
    .execute();
}

export async function findRequestsForPayload(
  db: Db,
  ids: readonly number[],
): Promise<Array<{ id: number; po_number: string | null; title: string }>> {
  if (ids.length === 0) return [];
  return db.selectFrom('requests').select(['id', 'po_number', 'title']).where('id', 'in', ids).execute();
}

export async function findActorsForPayload(
  db: Db,
  ids: readonly number[],
): Promise<Array<{ id: number; full_name: string; role_slug: string }>> {
  if (ids.length === 0) return [];
  return db.selectFrom('users').select(['id', 'full_name', 'role_slug']).where('id', 'in', ids).execute();
}

export async function findDiscrepanciesForPayload(
  db: Db,
  ids: readonly number[],
): Promise<Array<{ id: number; order_id: number }>> {
  if (ids.length === 0) return [];
  return db.selectFrom('discrepancies').select(['id', 'order_id']).where('id', 'in', ids).execute();
}
