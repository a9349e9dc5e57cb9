import type { Kysely } from 'kysely';

/**
 * Issue 23 (the sailing schedule, docs/decisions/057): when things are planned to happen. All times are ISO 8601
 * text in UTC, as every other timestamp. A voyage's planned departure from its base and return to it; each
 * journey's planned arrival at and departure from its rig; a request's required-by date (YYYY-MM-DD); the
 * booking cut-off each base keeps (hours before a sailing); and the IANA time zone of each base and rig, in
 * which the screens can show local times. Old rows keep null plans (unscheduled) and the zone 'UTC'.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and must not follow the live schema type
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('voyages').addColumn('planned_departure_at', 'text').execute();
  await db.schema.alterTable('voyages').addColumn('planned_return_at', 'text').execute();
  await db.schema.alterTable('journeys').addColumn('planned_arrival_at', 'text').execute();
  await db.schema.alterTable('journeys').addColumn('planned_departure_at', 'text').execute();
  await db.schema.alterTable('requests').addColumn('required_by', 'text').execute();
  await db.schema
    .alterTable('bases')
    .addColumn('booking_cutoff_hours', 'integer', (c) => c.notNull().defaultTo(24))
    .execute();
  await db.schema
    .alterTable('bases')
    .addColumn('time_zone', 'text', (c) => c.notNull().defaultTo('UTC'))
    .execute();
  await db.schema
    .alterTable('rigs')
    .addColumn('time_zone', 'text', (c) => c.notNull().defaultTo('UTC'))
    .execute();
  // A vessel's planned windows are read by vessel and time when a plan is checked for overlap.
  await db.schema
    .createIndex('voyages_vessel_planned_idx')
    .on('voyages')
    .columns(['vessel_id', 'planned_departure_at'])
    .execute();
}
