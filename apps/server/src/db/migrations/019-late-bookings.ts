import { type ColumnDefinitionBuilder, type Kysely, PostgresAdapter } from 'kysely';

/**
 * Issue 23 (docs/decisions/058): a booking made after a sailing's cut-off, kept as a record of what happened.
 * Putting an order on a shipment of that voyage, or creating a shipment on it, needs the coordinator's
 * `late_reason` once the cut-off has passed; each such booking is one row (the shipment alone for a new
 * shipment, the order too for an order put on one), never changed afterwards, so late bookings are marked on
 * the voyage and counted per week from here.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and must not follow the live schema type
export async function up(db: Kysely<any>): Promise<void> {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const id = (column: ColumnDefinitionBuilder) =>
    isPostgres ? column.primaryKey() : column.primaryKey().autoIncrement();
  await db.schema
    .createTable('late_bookings')
    .addColumn('id', isPostgres ? 'serial' : 'integer', id)
    .addColumn('voyage_id', 'integer', (c) => c.notNull().references('voyages.id'))
    // No foreign key: an empty shipment may be deleted later, and the record of its late booking stays.
    .addColumn('shipment_id', 'integer', (c) => c.notNull())
    .addColumn('order_id', 'integer', (c) => c.references('orders.id'))
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('cutoff_at', 'text', (c) => c.notNull())
    .addColumn('booked_at', 'text', (c) => c.notNull())
    .addColumn('booked_by', 'integer', (c) => c.references('users.id'))
    .execute();
  await db.schema
    .createIndex('late_bookings_voyage_idx')
    .on('late_bookings')
    .columns(['voyage_id'])
    .execute();
  await db.schema
    .createIndex('late_bookings_booked_idx')
    .on('late_bookings')
    .columns(['booked_at'])
    .execute();
}
