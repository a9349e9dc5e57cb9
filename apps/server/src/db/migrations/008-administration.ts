import { type Kysely, PostgresAdapter, sql } from 'kysely';

/**
 * Administration (issue 16) and the sign-in work of issue 8 (docs/decisions/009, 010, 011, 014):
 * - accounts that can be deactivated, must change a first password, and show when they last signed in;
 * - vessels that can be deactivated (rigs and vendors already have a status);
 * - sessions: one row per sign-in, which a token names; deleting it ends the session (logout, revocation), and
 *   its last_seen_at ends it after the idle timeout;
 * - the sign-in throttle's counts and the addresses each account signed in from, in the database, so that they
 *   hold across restarts and across server processes;
 * - master-data changes in the event table (new entity types and a `details` column with what changed);
 * - names and codes unique whatever their letter case;
 * - no signing secret in the database any more (a backup must not be able to mint tokens).
 */
const MASTER_DATA_TYPES = ['vendor', 'user', 'rig', 'well', 'vessel', 'base'];

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and must not follow the live schema type
export async function up(db: Kysely<any>): Promise<void> {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const flag = (name: string, table: string, fallback: 0 | 1) =>
    db.schema
      .alterTable(table)
      .addColumn(name, 'integer', (c) => c.notNull().defaultTo(fallback))
      .execute();
  await flag('is_active', 'users', 1);
  await flag('must_change_password', 'users', 0);
  await db.schema.alterTable('users').addColumn('last_sign_in_at', 'text').execute();
  await flag('is_active', 'vessels', 1);
  await db.schema.createIndex('users_full_name_idx').on('users').columns(['full_name', 'id']).execute();

  await db.schema
    .createTable('sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('last_seen_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sessions_user_id_idx').on('sessions').column('user_id').execute();
  await db.schema.createIndex('sessions_expires_at_idx').on('sessions').column('expires_at').execute();
  await db.schema.createIndex('sessions_last_seen_at_idx').on('sessions').column('last_seen_at').execute();
  // A stream ticket belongs to the session that asked for it, so the stream ends with the session.
  await db.schema.alterTable('event_tickets').addColumn('session_id', 'text').execute();

  // Keys are SHA-256 hashes (64 hex characters) of what is counted, never the email or address itself.
  await db.schema
    .createTable('login_attempts')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('failures', 'integer', (c) => c.notNull())
    .addColumn('window_started_at', 'text', (c) => c.notNull())
    .addColumn('last_failure_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('login_attempts_window_idx')
    .on('login_attempts')
    .column('window_started_at')
    .execute();
  await db.schema
    .createTable('known_sign_in_addresses')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('last_success_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('known_sign_in_addresses_success_idx')
    .on('known_sign_in_addresses')
    .column('last_success_at')
    .execute();

  await db.schema.alterTable('events').addColumn('details', 'text').execute();
  await widenEntityTypes(db, isPostgres);

  const uniqueLower = async (name: string, table: string, columns: string[]) => {
    const list = sql.join(
      columns.map((column) =>
        column.startsWith('lower:') ? sql`lower(${sql.ref(column.slice(6))})` : sql.ref(column),
      ),
    );
    await sql`create unique index ${sql.ref(name)} on ${sql.table(table)} (${list})`.execute(db);
  };
  await uniqueLower('vendors_name_lower_unique', 'vendors', ['lower:name']);
  await uniqueLower('rigs_code_lower_unique', 'rigs', ['lower:code']);
  await uniqueLower('rigs_name_lower_unique', 'rigs', ['lower:name']);
  await uniqueLower('wells_rig_name_lower_unique', 'wells', ['rig_id', 'lower:name']);
  await uniqueLower('vessels_name_lower_unique', 'vessels', ['lower:name']);
  await uniqueLower('bases_name_lower_unique', 'bases', ['lower:name']);

  await db.deleteFrom('app_secrets').where('name', '=', 'token_secret').execute();
}

/**
 * Adds the master-data types to the events' entity_type check, keeping whatever types other migrations have
 * added (they land in any order). PostgreSQL changes the check in place; SQLite rebuilds the table from its own
 * stored definition with only the list changed (as 006 does).
 */
// biome-ignore lint/suspicious/noExplicitAny: see up()
async function widenEntityTypes(db: Kysely<any>, isPostgres: boolean): Promise<void> {
  const listOf = (definition: string) => {
    const match = /entity_type"?\)?\s+in\s*\(([^)]*)\)/i.exec(definition);
    if (!match?.[1]) throw new Error(`events has no entity_type check: ${definition}`);
    return { text: match[0], types: [...match[1].matchAll(/'([^']+)'/g)].map((m) => m[1] as string) };
  };
  if (isPostgres) {
    const found = await sql<{ definition: string }>`
      select pg_get_constraintdef(c.oid) as definition from pg_constraint c
      join pg_class t on t.oid = c.conrelid
      where t.relname = 'events' and c.conname = 'events_entity_type_check'
        and t.relnamespace = to_regnamespace(current_schema())
    `.execute(db);
    const definition = found.rows[0]?.definition ?? '';
    if (!definition.includes('entity_type')) throw new Error('events has no entity_type check');
    // CHECK ((entity_type = ANY (ARRAY['order'::text, ...]))): the quoted words are the types.
    const existing = [...definition.matchAll(/'([^']+)'/g)].map((m) => m[1] as string);
    const types = new Set([...existing, ...MASTER_DATA_TYPES]);
    const check = sql`${sql.ref('entity_type')} in (${sql.join([...types].map((type) => sql.lit(type)))})`;
    await sql`alter table events drop constraint events_entity_type_check`.execute(db);
    await sql`alter table events add constraint events_entity_type_check check (${check})`.execute(db);
    return;
  }
  const table = await sql<{ sql: string }>`
    select sql from sqlite_master where type = 'table' and name = 'events'
  `.execute(db);
  const indexes = await sql<{ sql: string }>`
    select sql from sqlite_master where type in ('index', 'trigger') and tbl_name = 'events' and sql is not null
  `.execute(db);
  const definition = table.rows[0]?.sql ?? '';
  const list = listOf(definition);
  const types = [...new Set([...list.types, ...MASTER_DATA_TYPES])];
  const widened = list.text.replace(/\(([^()]*)\)$/, `(${types.map((type) => `'${type}'`).join(', ')})`);
  const rebuilt = definition
    .replace(list.text, widened)
    .replace(/^create table ("?)events\1/i, 'create table "events_rebuilt"');
  await sql.raw(rebuilt).execute(db);
  await sql`insert into events_rebuilt select * from events`.execute(db);
  await sql`drop table events`.execute(db);
  await sql`alter table events_rebuilt rename to events`.execute(db);
  for (const index of indexes.rows) await sql.raw(index.sql).execute(db);
}
