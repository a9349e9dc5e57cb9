import { type Migration, type MigrationProvider, Migrator } from 'kysely/migration';
import type { Db } from './connection.ts';
import * as initial from './migrations/001-initial.ts';
import * as rowVersions from './migrations/003-row-versions.ts';
import * as readScale from './migrations/004-read-scale.ts';
import * as liveOperations from './migrations/006-live-operations.ts';
import * as deckAndDangerousGoods from './migrations/007-deck-and-dangerous-goods.ts';
import * as administration from './migrations/008-administration.ts';
import * as cargoTruth from './migrations/009-cargo-truth.ts';
import * as dailyWork from './migrations/010-daily-work.ts';
import * as homeRigs from './migrations/011-home-rigs.ts';
import * as asSailedLoad from './migrations/012-as-sailed-load.ts';
import * as orderSplit from './migrations/013-order-split.ts';
import * as schedule from './migrations/018-schedule.ts';
import * as lateBookings from './migrations/019-late-bookings.ts';
import * as calendarFeeds from './migrations/020-calendar-feeds.ts';
import * as cutoffReminders from './migrations/021-cutoff-reminders.ts';
import * as measures from './migrations/022-measures.ts';
import * as idempotencyKeys from './migrations/024-idempotency-keys.ts';
import * as ccus from './migrations/025-ccus.ts';
import * as ccuTrips from './migrations/026-ccu-trips.ts';
import * as poNumbers from './migrations/027-po-numbers.ts';
import * as apiKeys from './migrations/028-api-keys.ts';
import * as webhooksOutbox from './migrations/029-webhooks-outbox.ts';
import * as notificationPreferences from './migrations/030-notification-preferences.ts';

/** Listed by hand rather than read from the folder, so that bundling or moving files cannot lose one. */
const migrations: Record<string, Migration> = {
  '001-initial': initial,
  '003-row-versions': rowVersions,
  '004-read-scale': readScale,
  '006-live-operations': liveOperations,
  '007-deck-and-dangerous-goods': deckAndDangerousGoods,
  '008-administration': administration,
  '009-cargo-truth': cargoTruth,
  '010-daily-work': dailyWork,
  '011-home-rigs': homeRigs,
  '012-as-sailed-load': asSailedLoad,
  '013-order-split': orderSplit,
  '018-schedule': schedule,
  '019-late-bookings': lateBookings,
  '020-calendar-feeds': calendarFeeds,
  '021-cutoff-reminders': cutoffReminders,
  '022-measures': measures,
  '024-idempotency-keys': idempotencyKeys,
  '025-ccus': ccus,
  '026-ccu-trips': ccuTrips,
  '027-po-numbers': poNumbers,
  '028-api-keys': apiKeys,
  '029-webhooks-outbox': webhooksOutbox,
  '030-notification-preferences': notificationPreferences,
};

export const MIGRATION_NAMES: readonly string[] = Object.keys(migrations);

const provider: MigrationProvider = { getMigrations: async () => migrations };

/**
 * `schema` keeps Kysely's own bookkeeping tables in that PostgreSQL schema: without it the migrator looks for
 * them in every schema of the database and can mistake another schema's for its own.
 */
export async function migrateToLatest(db: Db, options: { schema?: string } = {}): Promise<void> {
  const migrator = new Migrator({
    db,
    provider,
    // Migrations are numbered as work is planned and land in any order: a database that already ran 006 still
    // runs 004 when it arrives (each checks nothing of the others' order).
    allowUnorderedMigrations: true,
    ...(options.schema ? { migrationTableSchema: options.schema } : {}),
  });
  let { error, results } = await migrator.migrateToLatest();
  // Before it migrates, Kysely reads the catalog of every schema in the database; a schema someone else drops
  // meanwhile (test files drop theirs while others start) fails that read. Nothing ran yet: try again.
  for (let attempt = 1; attempt < 4 && !results && isVanishedSchema(error, options.schema); attempt += 1) {
    ({ error, results } = await migrator.migrateToLatest());
  }
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    const name = failed ? ` (${failed.migrationName})` : '';
    throw new Error(
      `Database migration failed${name}: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}

function isVanishedSchema(error: unknown, ownSchema: string | undefined): boolean {
  const match = error instanceof Error ? /^schema "([^"]+)" does not exist$/.exec(error.message) : null;
  return match !== null && match[1] !== ownSchema;
}
