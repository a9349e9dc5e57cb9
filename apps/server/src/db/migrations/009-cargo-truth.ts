import { type ColumnDefinitionBuilder, type Kysely, PostgresAdapter, sql } from 'kysely';
import { widenEntityTypes } from './widen-entity-types.ts';

/**
 * Cargo truth (issue 9, docs/decisions/024–026): an order kept on board (phase 9) says why, and once back at
 * base which voyage it came back on; what the rig received of an order; discrepancies; backload (rig → base)
 * with its lines. Events of backloads and discrepancies join the history.
 *
 * The counts of migration 004 need nothing new: its triggers count every (phase, status) a row takes,
 * phase 9 ON_BOARD_RETURNING included.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and must not follow the live schema type
export async function up(db: Kysely<any>): Promise<void> {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const real = 'double precision';
  const idType = isPostgres ? 'serial' : 'integer';
  const id = (column: ColumnDefinitionBuilder) =>
    isPostgres ? column.primaryKey() : column.primaryKey().autoIncrement();

  await db.schema.alterTable('orders').addColumn('kept_reason', 'text').execute();
  await db.schema.alterTable('orders').addColumn('kept_note', 'text').execute();
  await db.schema.alterTable('orders').addColumn('returned_from_voyage_id', 'integer').execute();
  await db.schema.alterTable('orders').addColumn('received_quantity', 'integer').execute();
  await db.schema.alterTable('orders').addColumn('damaged_quantity', 'integer').execute();
  await db.schema.alterTable('orders').addColumn('receipt_note', 'text').execute();
  await db.schema.alterTable('orders').addColumn('received_at', 'text').execute();

  await db.schema
    .createTable('discrepancies')
    .addColumn('id', idType, id)
    .addColumn('order_id', 'integer', (c) => c.notNull().unique().references('orders.id'))
    .addColumn('request_id', 'integer', (c) => c.notNull().references('requests.id'))
    .addColumn('rig_id', 'integer', (c) => c.notNull().references('rigs.id'))
    .addColumn('vendor_id', 'integer', (c) => c.notNull().references('vendors.id'))
    .addColumn('ordered_quantity', 'integer', (c) => c.notNull())
    .addColumn('received_quantity', 'integer', (c) => c.notNull())
    .addColumn('damaged_quantity', 'integer', (c) => c.notNull())
    .addColumn('note', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('OPEN', 'RESOLVED')`))
    .addColumn('resolution', 'text')
    .addColumn('created_by', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('resolved_by', 'integer', (c) => c.references('users.id'))
    .addColumn('resolved_at', 'text')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();

  await db.schema
    .createTable('backloads')
    .addColumn('id', idType, id)
    .addColumn('voyage_id', 'integer', (c) => c.notNull().references('voyages.id'))
    .addColumn('journey_id', 'integer', (c) => c.notNull().references('journeys.id'))
    .addColumn('rig_id', 'integer', (c) => c.notNull().references('rigs.id'))
    .addColumn('status', 'text', (c) =>
      c.notNull().check(sql`status in ('BOOKED', 'LOADED', 'RECEIVED', 'CANCELLED')`),
    )
    .addColumn('created_by', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('loaded_at', 'text')
    .addColumn('received_at', 'text')
    .addColumn('receipt_note', 'text')
    .addColumn('updated_at', 'text')
    .addColumn('updated_by', 'integer', (c) => c.references('users.id'))
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();

  await db.schema
    .createTable('backload_lines')
    .addColumn('id', idType, id)
    .addColumn('backload_id', 'integer', (c) => c.notNull().references('backloads.id'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('category', 'text', (c) =>
      c.notNull().check(sql`category in ('RENTAL_RETURN', 'EMPTY_CCU', 'WASTE', 'SURPLUS', 'OTHER')`),
    )
    .addColumn('quantity', 'integer', (c) => c.notNull().check(sql`quantity > 0`))
    .addColumn('unit', 'text', (c) => c.notNull())
    .addColumn('weight_kg', real, (c) => c.notNull())
    .addColumn('length_m', real, (c) => c.notNull())
    .addColumn('width_m', real, (c) => c.notNull())
    .addColumn('height_m', real, (c) => c.notNull())
    .addColumn('vendor_id', 'integer', (c) => c.references('vendors.id'))
    .addColumn('un_number', 'text')
    .addColumn('imdg_class', 'text')
    .addColumn('received_quantity', 'integer')
    .execute();

  const indexes: Array<[name: string, table: string, columns: string[]]> = [
    // The discrepancy list: newest first, by status, rig or vendor, or both.
    ['discrepancies_status_id_idx', 'discrepancies', ['status', 'id']],
    ['discrepancies_rig_status_id_idx', 'discrepancies', ['rig_id', 'status', 'id']],
    ['discrepancies_vendor_status_id_idx', 'discrepancies', ['vendor_id', 'status', 'id']],
    // The backload list: newest first, of a voyage, of a rig, in a status.
    ['backloads_voyage_id_idx', 'backloads', ['voyage_id', 'id']],
    ['backloads_rig_id_idx', 'backloads', ['rig_id', 'id']],
    ['backloads_status_id_idx', 'backloads', ['status', 'id']],
    ['backloads_journey_idx', 'backloads', ['journey_id']],
    ['backload_lines_backload_idx', 'backload_lines', ['backload_id', 'position']],
    // A vendor's rental returns: the lines naming it, then their backloads.
    ['backload_lines_vendor_idx', 'backload_lines', ['vendor_id', 'backload_id']],
    // What came back on a voyage (the trip view): few rows, found through the voyage.
    ['orders_returned_from_voyage_idx', 'orders', ['returned_from_voyage_id']],
  ];
  for (const [name, table, columns] of indexes) {
    await db.schema.createIndex(name).on(table).columns(columns).execute();
  }
  await widenEntityTypes(db, isPostgres, ['backload', 'discrepancy']);
}
