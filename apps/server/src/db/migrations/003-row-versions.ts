import type { Kysely } from 'kysely';

/**
 * Row versions (docs/decisions/012-row-versions.md): every state-changing call may carry the version of the
 * row the person saw, and is refused with 409 when the row has changed since. Voyages and journeys also keep
 * who changed them last and when, for the "changed by {name} at {time}" of that refusal; requests and orders
 * have their events for it.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and must not follow the live schema type
export async function up(db: Kysely<any>): Promise<void> {
  for (const table of ['requests', 'orders', 'voyages', 'journeys']) {
    await db.schema
      .alterTable(table)
      .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
      .execute();
  }
  for (const table of ['voyages', 'journeys']) {
    await db.schema.alterTable(table).addColumn('updated_at', 'text').execute();
    await db.schema
      .alterTable(table)
      .addColumn('updated_by', 'integer', (c) => c.references('users.id'))
      .execute();
  }
}
