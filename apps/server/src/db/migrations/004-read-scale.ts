import { type Kysely, PostgresAdapter, sql } from 'kysely';

/**
 * Reads that do not grow with history (docs/decisions/018-reads-that-do-not-grow.md):
 * - indexes that match each list's filters and order;
 * - counts kept per vendor, rig, phase and status in `*_counts` tables, moved by triggers in the transaction
 *   of the change itself, so `meta.total` and the dashboards read a few rows instead of counting history;
 * - substring search through an index: SQLite FTS5 with the trigram tokenizer, PostgreSQL pg_trgm.
 * The counts are filled from the rows already there, once, when this migration runs.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and must not follow the live schema type
export async function up(db: Kysely<any>): Promise<void> {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;

  const indexes: Array<[name: string, table: string, columns: string[]]> = [
    ['orders_phase_status_id_idx', 'orders', ['current_phase', 'status', 'id']],
    ['orders_status_id_idx', 'orders', ['status', 'id']],
    ['orders_item_id_idx', 'orders', ['item_id', 'id']],
    ['requests_created_idx', 'requests', ['created_at', 'id']],
    ['requests_status_created_idx', 'requests', ['status', 'created_at', 'id']],
    ['requests_rig_created_idx', 'requests', ['rig_id', 'created_at', 'id']],
    ['requests_vendor_created_idx', 'requests', ['vendor_id', 'created_at', 'id']],
    ['requests_status_updated_idx', 'requests', ['status', 'updated_at', 'id']],
    ['shipments_created_idx', 'shipments', ['created_at', 'id']],
    ['shipments_journey_idx', 'shipments', ['journey_id']],
    ['voyages_created_idx', 'voyages', ['created_at', 'id']],
    ['voyages_status_created_idx', 'voyages', ['status', 'created_at', 'id']],
    ['events_entity_id_idx', 'events', ['entity_type', 'entity_id', 'id']],
  ];
  for (const [name, table, columns] of indexes) {
    await db.schema.createIndex(name).on(table).columns(columns).execute();
  }
  // The (status, created_at) index of 001 is a prefix of requests_status_created_idx.
  await db.schema.dropIndex('requests_status_idx').execute();
  await db.schema.dropIndex('events_entity_idx').execute();

  await db.schema
    .createTable('request_counts')
    .addColumn('vendor_id', 'integer', (c) => c.notNull())
    .addColumn('rig_id', 'integer', (c) => c.notNull())
    .addColumn('current_phase', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('request_counts_pk', ['vendor_id', 'rig_id', 'current_phase', 'status'])
    .execute();
  await db.schema
    .createTable('order_counts')
    .addColumn('vendor_id', 'integer', (c) => c.notNull())
    .addColumn('rig_id', 'integer', (c) => c.notNull())
    .addColumn('current_phase', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('order_counts_pk', ['vendor_id', 'rig_id', 'current_phase', 'status'])
    .execute();
  // Orders delivered per vendor and UTC day (of their last change): "delivered this month" sums a month of days.
  await db.schema
    .createTable('order_deliveries')
    .addColumn('vendor_id', 'integer', (c) => c.notNull())
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('order_deliveries_pk', ['vendor_id', 'day'])
    .execute();
  await db.schema
    .createTable('shipment_counts')
    .addColumn('vendor_id', 'integer', (c) => c.primaryKey())
    .addColumn('count', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('voyage_counts')
    .addColumn('status', 'text', (c) => c.primaryKey())
    .addColumn('count', 'integer', (c) => c.notNull())
    .execute();

  if (isPostgres) await createPostgresTriggersAndSearch(db);
  else await createSqliteTriggersAndSearch(db);
  await fillCounts(db);
}

/** The counts as they stand, from the rows: the same SQL on both databases. */
// biome-ignore lint/suspicious/noExplicitAny: see up()
async function fillCounts(db: Kysely<any>): Promise<void> {
  await sql`insert into request_counts (vendor_id, rig_id, current_phase, status, count)
    select vendor_id, rig_id, current_phase, status, count(*) from requests
    group by vendor_id, rig_id, current_phase, status`.execute(db);
  await sql`insert into order_counts (vendor_id, rig_id, current_phase, status, count)
    select r.vendor_id, r.rig_id, o.current_phase, o.status, count(*)
    from orders o join requests r on r.id = o.request_id
    group by r.vendor_id, r.rig_id, o.current_phase, o.status`.execute(db);
  await sql`insert into order_deliveries (vendor_id, day, count)
    select r.vendor_id, substr(o.updated_at, 1, 10), count(*)
    from orders o join requests r on r.id = o.request_id where o.status = 'DELIVERED'
    group by r.vendor_id, substr(o.updated_at, 1, 10)`.execute(db);
  await sql`insert into shipment_counts (vendor_id, count)
    select r.vendor_id, count(*) from shipments s join requests r on r.id = s.request_id
    group by r.vendor_id`.execute(db);
  await sql`insert into voyage_counts (status, count)
    select status, count(*) from voyages group by status`.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
async function createSqliteTriggersAndSearch(db: Kysely<any>): Promise<void> {
  const statements = [
    // Requests: the key is the row's own columns.
    `create trigger requests_count_insert after insert on requests begin
       insert into request_counts (vendor_id, rig_id, current_phase, status, count)
       values (new.vendor_id, new.rig_id, new.current_phase, new.status, 1)
       on conflict (vendor_id, rig_id, current_phase, status) do update set count = count + 1;
     end`,
    `create trigger requests_count_update after update of vendor_id, rig_id, current_phase, status on requests
     when old.vendor_id <> new.vendor_id or old.rig_id <> new.rig_id
       or old.current_phase <> new.current_phase or old.status <> new.status
     begin
       update request_counts set count = count - 1 where vendor_id = old.vendor_id and rig_id = old.rig_id
         and current_phase = old.current_phase and status = old.status;
       insert into request_counts (vendor_id, rig_id, current_phase, status, count)
       values (new.vendor_id, new.rig_id, new.current_phase, new.status, 1)
       on conflict (vendor_id, rig_id, current_phase, status) do update set count = count + 1;
     end`,
    `create trigger requests_count_delete after delete on requests begin
       update request_counts set count = count - 1 where vendor_id = old.vendor_id and rig_id = old.rig_id
         and current_phase = old.current_phase and status = old.status;
     end`,
    // Orders: vendor and rig are their request's.
    `create trigger orders_count_insert after insert on orders begin
       insert into order_counts (vendor_id, rig_id, current_phase, status, count)
       select r.vendor_id, r.rig_id, new.current_phase, new.status, 1 from requests r where r.id = new.request_id
       on conflict (vendor_id, rig_id, current_phase, status) do update set count = count + 1;
     end`,
    `create trigger orders_count_update after update of request_id, current_phase, status on orders
     when old.request_id <> new.request_id or old.current_phase <> new.current_phase or old.status <> new.status
     begin
       update order_counts set count = count - 1
       where (vendor_id, rig_id) = (select vendor_id, rig_id from requests where id = old.request_id)
         and current_phase = old.current_phase and status = old.status;
       insert into order_counts (vendor_id, rig_id, current_phase, status, count)
       select r.vendor_id, r.rig_id, new.current_phase, new.status, 1 from requests r where r.id = new.request_id
       on conflict (vendor_id, rig_id, current_phase, status) do update set count = count + 1;
     end`,
    `create trigger orders_count_delete after delete on orders begin
       update order_counts set count = count - 1
       where (vendor_id, rig_id) = (select vendor_id, rig_id from requests where id = old.request_id)
         and current_phase = old.current_phase and status = old.status;
     end`,
    `create trigger orders_delivered_insert after insert on orders when new.status = 'DELIVERED' begin
       insert into order_deliveries (vendor_id, day, count)
       select r.vendor_id, substr(new.updated_at, 1, 10), 1 from requests r where r.id = new.request_id
       on conflict (vendor_id, day) do update set count = count + 1;
     end`,
    `create trigger orders_delivered_update after update of request_id, status, updated_at on orders
     when old.status = 'DELIVERED' or new.status = 'DELIVERED'
     begin
       update order_deliveries set count = count - 1
       where old.status = 'DELIVERED' and day = substr(old.updated_at, 1, 10)
         and vendor_id = (select vendor_id from requests where id = old.request_id);
       insert into order_deliveries (vendor_id, day, count)
       select r.vendor_id, substr(new.updated_at, 1, 10), 1 from requests r
       where new.status = 'DELIVERED' and r.id = new.request_id
       on conflict (vendor_id, day) do update set count = count + 1;
     end`,
    `create trigger orders_delivered_delete after delete on orders when old.status = 'DELIVERED' begin
       update order_deliveries set count = count - 1
       where day = substr(old.updated_at, 1, 10) and vendor_id = (select vendor_id from requests where id = old.request_id);
     end`,
    `create trigger shipments_count_insert after insert on shipments begin
       insert into shipment_counts (vendor_id, count)
       select r.vendor_id, 1 from requests r where r.id = new.request_id
       on conflict (vendor_id) do update set count = count + 1;
     end`,
    `create trigger shipments_count_delete after delete on shipments begin
       update shipment_counts set count = count - 1
       where vendor_id = (select vendor_id from requests where id = old.request_id);
     end`,
    `create trigger voyages_count_insert after insert on voyages begin
       insert into voyage_counts (status, count) values (new.status, 1)
       on conflict (status) do update set count = count + 1;
     end`,
    `create trigger voyages_count_update after update of status on voyages when old.status <> new.status begin
       update voyage_counts set count = count - 1 where status = old.status;
       insert into voyage_counts (status, count) values (new.status, 1)
       on conflict (status) do update set count = count + 1;
     end`,
    `create trigger voyages_count_delete after delete on voyages begin
       update voyage_counts set count = count - 1 where status = old.status;
     end`,
    // Substring search of requests: an external-content FTS5 index over title and description.
    `create virtual table requests_search using fts5(
       title, description, content='requests', content_rowid='id', tokenize='trigram')`,
    `create trigger requests_search_insert after insert on requests begin
       insert into requests_search (rowid, title, description) values (new.id, new.title, new.description);
     end`,
    `create trigger requests_search_update after update of title, description on requests begin
       insert into requests_search (requests_search, rowid, title, description)
       values ('delete', old.id, old.title, old.description);
       insert into requests_search (rowid, title, description) values (new.id, new.title, new.description);
     end`,
    `create trigger requests_search_delete after delete on requests begin
       insert into requests_search (requests_search, rowid, title, description)
       values ('delete', old.id, old.title, old.description);
     end`,
    `insert into requests_search (requests_search) values ('rebuild')`,
  ];
  for (const statement of statements) await sql.raw(statement).execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
async function createPostgresTriggersAndSearch(db: Kysely<any>): Promise<void> {
  // One change moves two counts: the smaller key is taken first, so that two transactions moving rows in
  // opposite directions (onto a shipment, off it) queue instead of deadlocking.
  const statements = [
    `create function count_key_move(counts regclass, old_key text[], new_key text[]) returns void
     language plpgsql as $$
     begin
       if old_key is not null and new_key is not null and old_key = new_key then return; end if;
       if old_key is not null and (new_key is null or old_key < new_key) then
         perform count_key_add(counts, old_key, -1);
         if new_key is not null then perform count_key_add(counts, new_key, 1); end if;
       else
         perform count_key_add(counts, new_key, 1);
         if old_key is not null then perform count_key_add(counts, old_key, -1); end if;
       end if;
     end $$`,
    `create function count_key_add(counts regclass, key text[], delta integer) returns void
     language plpgsql as $$
     begin
       if counts = 'order_counts'::regclass then
         insert into order_counts as c (vendor_id, rig_id, current_phase, status, count)
         values (key[1]::integer, key[2]::integer, key[3]::integer, key[4], delta)
         on conflict (vendor_id, rig_id, current_phase, status) do update set count = c.count + delta;
       elsif counts = 'request_counts'::regclass then
         insert into request_counts as c (vendor_id, rig_id, current_phase, status, count)
         values (key[1]::integer, key[2]::integer, key[3]::integer, key[4], delta)
         on conflict (vendor_id, rig_id, current_phase, status) do update set count = c.count + delta;
       elsif counts = 'shipment_counts'::regclass then
         insert into shipment_counts as c (vendor_id, count) values (key[1]::integer, delta)
         on conflict (vendor_id) do update set count = c.count + delta;
       else
         insert into voyage_counts as c (status, count) values (key[1], delta)
         on conflict (status) do update set count = c.count + delta;
       end if;
     end $$`,
    `create function requests_count() returns trigger language plpgsql as $$
     begin
       perform count_key_move('request_counts',
         case when tg_op <> 'INSERT' then array[old.vendor_id, old.rig_id, old.current_phase]::text[] || old.status end,
         case when tg_op <> 'DELETE' then array[new.vendor_id, new.rig_id, new.current_phase]::text[] || new.status end);
       return null;
     end $$`,
    `create function orders_count() returns trigger language plpgsql as $$
     declare old_key text[]; new_key text[];
     begin
       if tg_op <> 'INSERT' then
         select array[r.vendor_id, r.rig_id, old.current_phase]::text[] || old.status into old_key
         from requests r where r.id = old.request_id;
       end if;
       if tg_op <> 'DELETE' then
         select array[r.vendor_id, r.rig_id, new.current_phase]::text[] || new.status into new_key
         from requests r where r.id = new.request_id;
       end if;
       perform count_key_move('order_counts', old_key, new_key);
       if tg_op <> 'INSERT' and old.status = 'DELIVERED' then
         update order_deliveries set count = count - 1
         where vendor_id = old_key[1]::integer and day = substr(old.updated_at, 1, 10);
       end if;
       if tg_op <> 'DELETE' and new.status = 'DELIVERED' then
         insert into order_deliveries as d (vendor_id, day, count)
         values (new_key[1]::integer, substr(new.updated_at, 1, 10), 1)
         on conflict (vendor_id, day) do update set count = d.count + 1;
       end if;
       return null;
     end $$`,
    `create function shipments_count() returns trigger language plpgsql as $$
     declare key text[];
     begin
       select array[r.vendor_id]::text[] into key from requests r
       where r.id = case when tg_op = 'DELETE' then old.request_id else new.request_id end;
       perform count_key_add('shipment_counts', key, case when tg_op = 'DELETE' then -1 else 1 end);
       return null;
     end $$`,
    `create function voyages_count() returns trigger language plpgsql as $$
     begin
       perform count_key_move('voyage_counts',
         case when tg_op <> 'INSERT' then array[old.status] end,
         case when tg_op <> 'DELETE' then array[new.status] end);
       return null;
     end $$`,
    `create trigger requests_count after insert or delete or update of vendor_id, rig_id, current_phase, status
     on requests for each row execute function requests_count()`,
    `create trigger orders_count after insert or delete or update of request_id, current_phase, status, updated_at
     on orders for each row execute function orders_count()`,
    `create trigger shipments_count after insert or delete on shipments for each row execute function shipments_count()`,
    `create trigger voyages_count after insert or delete or update of status on voyages
     for each row execute function voyages_count()`,
  ];
  for (const statement of statements) await sql.raw(statement).execute(db);

  // pg_trgm lives in one schema for the whole database; an operator who may not create it (PostgreSQL 13+
  // lets a database owner do so: it is a trusted extension) installs it beforehand.
  // Test files migrate side by side, each in its own schema: the first to get here installs it.
  await sql`select pg_advisory_xact_lock(hashtext('rigline: create extension pg_trgm'))`.execute(db);
  const installed = await sql<{ schema: string }>`select extnamespace::regnamespace::text as schema
    from pg_extension where extname = 'pg_trgm'`.execute(db);
  let schema = installed.rows[0]?.schema;
  if (!schema) {
    await sql`create extension if not exists pg_trgm with schema public`.execute(db);
    schema = 'public';
  }
  const ops = `${schema}.gin_trgm_ops`;
  await sql
    .raw(`create index requests_title_trgm_idx on requests using gin (lower(title) ${ops})`)
    .execute(db);
  await sql
    .raw(`create index requests_description_trgm_idx on requests using gin (lower(description) ${ops})`)
    .execute(db);
}
