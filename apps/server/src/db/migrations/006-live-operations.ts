import { type Kysely, PostgresAdapter, sql } from 'kysely';

/** Voyages, journeys and shipments join orders and requests in the history (issue 10). */
const OLD_ENTITY_TYPES = ['order', 'request'];
const ENTITY_TYPES = ['order', 'request', 'voyage', 'journey', 'shipment'];

/**
 * Live operations: the history grows to voyages, journeys and shipments and learns the request, voyage and
 * shipment a row belongs to (so a request's or a voyage's history is one indexed read); the bell's
 * notifications; the single-use tickets that open an event stream from a browser's EventSource.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and must not follow the live schema type
export async function up(db: Kysely<any>): Promise<void> {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const idType = isPostgres ? 'serial' : 'integer';

  await widenEntityTypes(db, isPostgres);
  await db.schema.alterTable('events').addColumn('request_id', 'integer').execute();
  await db.schema.alterTable('events').addColumn('voyage_id', 'integer').execute();
  await db.schema.alterTable('events').addColumn('shipment_id', 'integer').execute();
  await db.schema.alterTable('events').addColumn('reason', 'text').execute();
  await db.schema.alterTable('events').addColumn('count', 'integer').execute();
  // The rows written so far are all about orders and requests: each learns its request.
  await sql`update events set request_id = entity_id where entity_type = 'request'`.execute(db);
  await sql`
    update events set request_id = (select orders.request_id from orders where orders.id = events.entity_id)
    where entity_type = 'order'
  `.execute(db);
  await db.schema.createIndex('events_request_idx').on('events').columns(['request_id', 'id']).execute();
  await db.schema.createIndex('events_voyage_idx').on('events').columns(['voyage_id', 'id']).execute();

  await db.schema
    .createTable('notifications')
    .addColumn('id', idType, (c) => (isPostgres ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('link_screen', 'text', (c) => c.notNull())
    .addColumn('link_id', 'integer', (c) => c.notNull())
    .addColumn('group_key', 'text', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('request_id', 'integer')
    .addColumn('voyage_id', 'integer')
    .addColumn('is_read', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('read_at', 'text')
    .execute();
  await db.schema
    .createIndex('notifications_user_unread_idx')
    .on('notifications')
    .columns(['user_id', 'is_read', 'id'])
    .execute();
  await db.schema
    .createIndex('notifications_user_group_idx')
    .on('notifications')
    .columns(['user_id', 'group_key'])
    .execute();

  await db.schema
    .createTable('event_tickets')
    .addColumn('ticket_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();
}

/**
 * The entity_type check of 001 names two types. PostgreSQL changes a check in place; SQLite cannot, so the
 * table is rebuilt from its own stored definition with only the list changed, keeping every column and
 * index that any migration gave it.
 */
// biome-ignore lint/suspicious/noExplicitAny: see up()
async function widenEntityTypes(db: Kysely<any>, isPostgres: boolean): Promise<void> {
  const newCheck = sql`${sql.ref('entity_type')} in (${sql.join(ENTITY_TYPES.map((type) => sql.lit(type)))})`;
  if (isPostgres) {
    await sql`alter table events drop constraint events_entity_type_check`.execute(db);
    await sql`alter table events add constraint events_entity_type_check check (${newCheck})`.execute(db);
    return;
  }
  const table = await sql<{ sql: string }>`
    select sql from sqlite_master where type = 'table' and name = 'events'
  `.execute(db);
  const indexes = await sql<{ sql: string }>`
    select sql from sqlite_master where type = 'index' and tbl_name = 'events' and sql is not null
  `.execute(db);
  const definition = table.rows[0]?.sql ?? '';
  const oldList = `in (${OLD_ENTITY_TYPES.map((type) => `'${type}'`).join(', ')})`;
  if (!definition.includes(oldList)) throw new Error(`events has no entity_type check ${oldList}`);
  const newList = `in (${ENTITY_TYPES.map((type) => `'${type}'`).join(', ')})`;
  const rebuilt = definition
    .replace(oldList, newList)
    .replace(/^create table ("?)events\1/i, 'create table "events_rebuilt"');
  await sql.raw(rebuilt).execute(db);
  await sql`insert into events_rebuilt select * from events`.execute(db);
  await sql`drop table events`.execute(db);
  await sql`alter table events_rebuilt rename to events`.execute(db);
  for (const index of indexes.rows) await sql.raw(index.sql).execute(db);
}
