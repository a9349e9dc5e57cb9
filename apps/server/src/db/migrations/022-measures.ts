import type { Kysely } from 'kysely';

/**
 * Issue 23, the measures (docs/decisions/063). A leg is on time when its rig saw the vessel within the base's
 * `on_time_window_hours` (default 6) of the arrival published at the booking cut-off. That published arrival is
 * kept in `journeys.published_arrival_at` by the first change of the plan made after the cut-off (the value
 * before it); while it is null the plan was never changed after the cut-off, so the planned arrival is still
 * the one published.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and must not follow the live schema type
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('journeys').addColumn('published_arrival_at', 'text').execute();
  await db.schema
    .alterTable('bases')
    .addColumn('on_time_window_hours', 'integer', (c) => c.notNull().defaultTo(6))
    .execute();
  // The measures read arrivals by week.
  await db.schema.createIndex('journeys_ended_idx').on('journeys').columns(['ended_at']).execute();
  await db.schema.createIndex('requests_required_by_idx').on('requests').columns(['required_by']).execute();
}
