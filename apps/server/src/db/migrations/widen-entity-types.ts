import { type Kysely, sql } from 'kysely';

/**
 * Adds entity types to the events table's check, whatever list it holds now (another migration may have
 * widened it too; they land in any order). PostgreSQL changes the check in place; SQLite rebuilds the table
 * from its stored definition, as migration 006 does, and puts back its indexes and triggers. Migrations 009 and
 * 025 use it.
 */
// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function widenEntityTypes(db: Kysely<any>, isPostgres: boolean, added: string[]): Promise<void> {
  const listPattern = /entity_type"?\s+in\s*\(([^)]*)\)/i;
  const withAdded = (current: string) => {
    const types = [...current.matchAll(/'([^']+)'/g)].map((match) => match[1] as string);
    for (const type of added) if (!types.includes(type)) types.push(type);
    return types;
  };
  if (isPostgres) {
    const found = await sql<{ definition: string }>`
      select pg_get_constraintdef(oid) as definition from pg_constraint
      where conname = 'events_entity_type_check' and conrelid = 'events'::regclass
    `.execute(db);
    const definition = found.rows[0]?.definition ?? '';
    const types = withAdded(definition);
    const check = sql`${sql.ref('entity_type')} in (${sql.join(types.map((type) => sql.lit(type)))})`;
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
  const match = listPattern.exec(definition);
  if (!match) throw new Error('events has no entity_type check');
  const newList = withAdded(match[1] ?? '')
    .map((type) => `'${type}'`)
    .join(', ');
  const rebuilt = definition
    .replace(match[0], match[0].replace(match[1] ?? '', newList))
    .replace(/^create table ("?)events\1/i, 'create table "events_rebuilt"');
  await sql.raw(rebuilt).execute(db);
  await sql`insert into events_rebuilt select * from events`.execute(db);
  await sql`drop table events`.execute(db);
  await sql`alter table events_rebuilt rename to events`.execute(db);
  for (const index of indexes.rows) await sql.raw(index.sql).execute(db);
}
