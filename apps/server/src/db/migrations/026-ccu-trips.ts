import { type ColumnDefinitionBuilder, type Kysely, PostgresAdapter } from 'kysely';

/**
 * Packing cargo carrying units (issue 25, docs/decisions/076). A trip is one unit packed on one shipment: it
 * holds the unit's measures as packed (so a started voyage's load plan and manifest never change when the
 * register is edited later), the orders packed in it, and its return to base. Where a unit is follows from its
 * trip and the voyage and journey the shipment travels on. An `EMPTY_CCU` backload line names its unit.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and must not follow the live schema type
export async function up(db: Kysely<any>): Promise<void> {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const real = 'double precision';
  const idType = isPostgres ? 'serial' : 'integer';
  const id = (column: ColumnDefinitionBuilder) =>
    isPostgres ? column.primaryKey() : column.primaryKey().autoIncrement();
  await db.schema
    .createTable('ccu_trips')
    .addColumn('id', idType, id)
    .addColumn('ccu_id', 'integer', (c) => c.notNull().references('ccus.id'))
    .addColumn('shipment_id', 'integer', (c) => c.notNull().references('shipments.id'))
    .addColumn('tare_kg', real, (c) => c.notNull())
    .addColumn('max_gross_kg', real, (c) => c.notNull())
    .addColumn('length_m', real, (c) => c.notNull())
    .addColumn('width_m', real, (c) => c.notNull())
    .addColumn('height_m', real, (c) => c.notNull())
    .addColumn('packed_at', 'text', (c) => c.notNull())
    .addColumn('packed_by', 'integer', (c) => c.references('users.id'))
    /** Received at base on a backload (or back with the voyage, kept on board): the trip is over. */
    .addColumn('returned_at', 'text')
    .addColumn('return_backload_id', 'integer', (c) => c.references('backloads.id'))
    .execute();
  await db.schema.createIndex('ccu_trips_ccu_idx').on('ccu_trips').columns(['ccu_id', 'id']).execute();
  await db.schema.createIndex('ccu_trips_shipment_idx').on('ccu_trips').columns(['shipment_id']).execute();
  await db.schema
    .createTable('ccu_trip_orders')
    .addColumn('trip_id', 'integer', (c) => c.notNull().references('ccu_trips.id').onDelete('cascade'))
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id'))
    .addPrimaryKeyConstraint('ccu_trip_orders_pk', ['trip_id', 'order_id'])
    .execute();
  await db.schema
    .createIndex('ccu_trip_orders_order_idx')
    .on('ccu_trip_orders')
    .columns(['order_id'])
    .execute();
  await db.schema
    .alterTable('backload_lines')
    .addColumn('ccu_id', 'integer', (c) => c.references('ccus.id'))
    .execute();
}
