import { type ColumnDefinitionBuilder, type Kysely, PostgresAdapter, sql } from 'kysely';
import { widenEntityTypes } from './widen-entity-types.ts';

/**
 * Cargo carrying units (issue 25, docs/decisions/073): the register. A code is unique whatever its letter case;
 * dates are calendar dates (YYYY-MM-DD) so that "expired" and "due within 30 days" compare as text on both
 * databases. Changes are master-data events of type `ccu`, as vessels' are.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and must not follow the live schema type
export async function up(db: Kysely<any>): Promise<void> {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const real = 'double precision';
  const idType = isPostgres ? 'serial' : 'integer';
  const id = (column: ColumnDefinitionBuilder) =>
    isPostgres ? column.primaryKey() : column.primaryKey().autoIncrement();
  await db.schema
    .createTable('ccus')
    .addColumn('id', idType, id)
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('owner_vendor_id', 'integer', (c) => c.references('vendors.id'))
    .addColumn('tare_kg', real, (c) => c.notNull())
    .addColumn('max_gross_kg', real, (c) => c.notNull())
    .addColumn('length_m', real, (c) => c.notNull())
    .addColumn('width_m', real, (c) => c.notNull())
    .addColumn('height_m', real, (c) => c.notNull())
    .addColumn('certificate_number', 'text', (c) => c.notNull())
    .addColumn('certified_until', 'text', (c) => c.notNull())
    .addColumn('next_inspection_due', 'text', (c) => c.notNull())
    .addColumn('day_rate', real)
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addCheckConstraint('ccus_gross_above_tare', sql`max_gross_kg > tare_kg`)
    .execute();
  await sql`create unique index ccus_code_lower_unique on ccus (lower(code))`.execute(db);
  await db.schema.createIndex('ccus_owner_idx').on('ccus').columns(['owner_vendor_id', 'code']).execute();
  await widenEntityTypes(db, isPostgres, ['ccu']);
}
