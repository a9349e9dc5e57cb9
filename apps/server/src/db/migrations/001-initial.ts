import { type ColumnDefinitionBuilder, type Kysely, PostgresAdapter, sql } from 'kysely';

type IdColumn = (column: ColumnDefinitionBuilder) => ColumnDefinitionBuilder;

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and must not follow the live schema type
export async function up(db: Kysely<any>): Promise<void> {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const idType = isPostgres ? 'serial' : 'integer';
  const id: IdColumn = (column) => (isPostgres ? column.primaryKey() : column.primaryKey().autoIncrement());
  const text = 'text';
  const timestamp = 'text';
  const real = 'double precision';

  await db.schema
    .createTable('app_secrets')
    .addColumn('name', text, (c) => c.primaryKey())
    .addColumn('value', text, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('vendors')
    .addColumn('id', idType, id)
    .addColumn('name', text, (c) => c.notNull().unique())
    .addColumn('category', text, (c) => c.notNull())
    .addColumn('status', text, (c) => c.notNull().check(sqlIn('status', ['active', 'inactive'])))
    .addColumn('contact_name', text, (c) => c.notNull())
    .addColumn('contact_email', text, (c) => c.notNull())
    .addColumn('contact_phone', text, (c) => c.notNull())
    .addColumn('created_at', timestamp, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('users')
    .addColumn('id', idType, id)
    .addColumn('email', text, (c) => c.notNull().unique())
    .addColumn('full_name', text, (c) => c.notNull())
    .addColumn('password_hash', text, (c) => c.notNull())
    .addColumn('role_slug', text, (c) =>
      c.notNull().check(sqlIn('role_slug', ['supplier', 'rig-logistic', 'base-coordinator', 'admin'])),
    )
    .addColumn('vendor_id', 'integer', (c) => c.references('vendors.id'))
    .addColumn('created_at', timestamp, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('bases')
    .addColumn('id', idType, id)
    .addColumn('name', text, (c) => c.notNull().unique())
    .addColumn('location', text, (c) => c.notNull())
    .addColumn('is_default', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', timestamp, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('rigs')
    .addColumn('id', idType, id)
    .addColumn('code', text, (c) => c.notNull().unique())
    .addColumn('name', text, (c) => c.notNull())
    .addColumn('location', text, (c) => c.notNull())
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('current_well_id', 'integer')
    .addColumn('created_at', timestamp, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('wells')
    .addColumn('id', idType, id)
    .addColumn('rig_id', 'integer', (c) => c.notNull().references('rigs.id'))
    .addColumn('name', text, (c) => c.notNull())
    .addColumn('location', text, (c) => c.notNull())
    .addColumn('created_at', timestamp, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('wells_rig_id_idx').on('wells').column('rig_id').execute();

  await db.schema
    .createTable('vessels')
    .addColumn('id', idType, id)
    .addColumn('name', text, (c) => c.notNull().unique())
    .addColumn('essos_voyage_number', text, (c) => c.notNull())
    .addColumn('created_at', timestamp, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('items')
    .addColumn('id', idType, id)
    .addColumn('vendor_id', 'integer', (c) => c.notNull().references('vendors.id'))
    .addColumn('mat_code', text, (c) => c.notNull())
    .addColumn('name', text, (c) => c.notNull())
    .addColumn('description', text, (c) => c.notNull())
    .addColumn('remarks', text, (c) => c.notNull().defaultTo(''))
    .addColumn('length', real, (c) => c.notNull().defaultTo(0))
    .addColumn('breadth', real, (c) => c.notNull().defaultTo(0))
    .addColumn('height', real, (c) => c.notNull().defaultTo(0))
    .addColumn('weight', real, (c) => c.notNull().defaultTo(0))
    .addColumn('volume', real, (c) => c.notNull().defaultTo(0))
    .addColumn('length_unit', text, (c) => c.notNull())
    .addColumn('breadth_unit', text, (c) => c.notNull())
    .addColumn('height_unit', text, (c) => c.notNull())
    .addColumn('weight_unit', text, (c) => c.notNull())
    .addColumn('volume_unit', text, (c) => c.notNull())
    .addColumn('item_measurement_unit', text, (c) => c.notNull())
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', timestamp, (c) => c.notNull())
    .execute();
  // Mat codes are unique in a vendor's catalogue whatever their letter case.
  await db.schema
    .createIndex('items_vendor_mat_code_unique')
    .on('items')
    .unique()
    .columns(['vendor_id'])
    .expression(sql`lower(mat_code)`)
    .execute();
  await db.schema.createIndex('items_vendor_name_idx').on('items').columns(['vendor_id', 'name']).execute();

  await db.schema
    .createTable('requests')
    .addColumn('id', idType, id)
    .addColumn('vendor_id', 'integer', (c) => c.notNull().references('vendors.id'))
    .addColumn('created_by', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('rig_id', 'integer', (c) => c.notNull().references('rigs.id'))
    .addColumn('well_id', 'integer', (c) => c.notNull().references('wells.id'))
    .addColumn('title', text, (c) => c.notNull())
    .addColumn('description', text, (c) => c.notNull())
    .addColumn('section', text, (c) => c.notNull())
    .addColumn('request_type', text, (c) => c.notNull())
    .addColumn('status', text, (c) => c.notNull())
    .addColumn('current_phase', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', timestamp, (c) => c.notNull())
    .addColumn('updated_at', timestamp, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('requests_rig_status_idx')
    .on('requests')
    .columns(['rig_id', 'status'])
    .execute();
  await db.schema
    .createIndex('requests_status_idx')
    .on('requests')
    .columns(['status', 'created_at'])
    .execute();
  await db.schema
    .createIndex('requests_vendor_idx')
    .on('requests')
    .columns(['vendor_id', 'rig_id'])
    .execute();

  await db.schema
    .createTable('voyages')
    .addColumn('id', idType, id)
    .addColumn('name', text, (c) => c.notNull())
    .addColumn('vessel_id', 'integer', (c) => c.notNull().references('vessels.id'))
    .addColumn('status', text, (c) => c.notNull())
    .addColumn('start_base_id', 'integer', (c) => c.notNull().references('bases.id'))
    .addColumn('end_base_id', 'integer', (c) => c.notNull().references('bases.id'))
    .addColumn('started_at', timestamp)
    .addColumn('ended_at', timestamp)
    .addColumn('created_at', timestamp, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('voyages_vessel_idx').on('voyages').column('vessel_id').execute();

  await db.schema
    .createTable('journeys')
    .addColumn('id', idType, id)
    .addColumn('voyage_id', 'integer', (c) => c.notNull().references('voyages.id'))
    .addColumn('rig_id', 'integer', (c) => c.notNull().references('rigs.id'))
    .addColumn('sequence', 'integer', (c) => c.notNull())
    .addColumn('started_at', timestamp)
    .addColumn('ended_at', timestamp)
    .addColumn('created_at', timestamp, (c) => c.notNull())
    .addUniqueConstraint('journeys_voyage_rig_unique', ['voyage_id', 'rig_id'])
    .execute();
  await db.schema
    .createIndex('journeys_voyage_seq_idx')
    .on('journeys')
    .columns(['voyage_id', 'sequence'])
    .execute();

  await db.schema
    .createTable('shipments')
    .addColumn('id', idType, id)
    .addColumn('request_id', 'integer', (c) => c.notNull().references('requests.id'))
    .addColumn('voyage_id', 'integer', (c) => c.notNull().references('voyages.id'))
    .addColumn('journey_id', 'integer', (c) => c.notNull().references('journeys.id'))
    .addColumn('created_at', timestamp, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('shipments_voyage_idx')
    .on('shipments')
    .columns(['voyage_id', 'journey_id'])
    .execute();
  await db.schema.createIndex('shipments_request_idx').on('shipments').column('request_id').execute();

  await db.schema
    .createTable('orders')
    .addColumn('id', idType, id)
    .addColumn('request_id', 'integer', (c) => c.notNull().references('requests.id'))
    .addColumn('item_id', 'integer', (c) => c.notNull().references('items.id'))
    .addColumn('quantity', 'integer', (c) => c.notNull().check(sqlRaw('quantity > 0')))
    .addColumn('status', text, (c) => c.notNull())
    .addColumn('current_phase', 'integer', (c) => c.notNull())
    .addColumn('shipment_id', 'integer', (c) => c.references('shipments.id'))
    .addColumn('created_at', timestamp, (c) => c.notNull())
    .addColumn('updated_at', timestamp, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('orders_request_phase_idx')
    .on('orders')
    .columns(['request_id', 'current_phase'])
    .execute();
  await db.schema
    .createIndex('orders_shipment_idx')
    .on('orders')
    .columns(['shipment_id', 'current_phase'])
    .execute();
  await db.schema.createIndex('orders_status_idx').on('orders').columns(['status', 'updated_at']).execute();

  await db.schema
    .createTable('events')
    .addColumn('id', idType, id)
    .addColumn('entity_type', text, (c) => c.notNull().check(sqlIn('entity_type', ['order', 'request'])))
    .addColumn('entity_id', 'integer', (c) => c.notNull())
    .addColumn('actor_user_id', 'integer', (c) => c.references('users.id'))
    .addColumn('from_phase', 'integer')
    .addColumn('to_phase', 'integer')
    .addColumn('from_status', text)
    .addColumn('to_status', text)
    .addColumn('created_at', timestamp, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('events_entity_idx')
    .on('events')
    .columns(['entity_type', 'entity_id'])
    .execute();
}

function sqlIn(column: string, values: readonly string[]) {
  return sql`${sql.ref(column)} in (${sql.join(values.map((value) => sql.lit(value)))})`;
}

function sqlRaw(expression: string) {
  return sql.raw(expression);
}
