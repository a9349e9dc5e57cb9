import SQLite from 'better-sqlite3';
import type pg from 'pg';

/** Where the generator's rows go: batched multi-row inserts into SQLite or PostgreSQL, parents first. */

export type Row = Array<string | number | null>;

export interface TableSpec {
  columns: string[];
  /** PostgreSQL types for unnest. */
  types: string[];
}

export const TABLES: Record<string, TableSpec> = {
  requests: {
    columns: [
      'id',
      'vendor_id',
      'created_by',
      'rig_id',
      'well_id',
      'title',
      'description',
      'section',
      'request_type',
      'status',
      'current_phase',
      'created_at',
      'updated_at',
    ],
    types: ['int', 'int', 'int', 'int', 'int', 'text', 'text', 'text', 'text', 'text', 'int', 'text', 'text'],
  },
  orders: {
    columns: [
      'id',
      'request_id',
      'item_id',
      'quantity',
      'status',
      'current_phase',
      'shipment_id',
      'created_at',
      'updated_at',
    ],
    types: ['int', 'int', 'int', 'int', 'text', 'int', 'int', 'text', 'text'],
  },
  voyages: {
    columns: [
      'id',
      'name',
      'vessel_id',
      'status',
      'start_base_id',
      'end_base_id',
      'started_at',
      'ended_at',
      'created_at',
      'planned_departure_at',
      'planned_return_at',
    ],
    types: ['int', 'text', 'int', 'text', 'int', 'int', 'text', 'text', 'text', 'text', 'text'],
  },
  journeys: {
    columns: [
      'id',
      'voyage_id',
      'rig_id',
      'sequence',
      'started_at',
      'ended_at',
      'created_at',
      'planned_arrival_at',
      'planned_departure_at',
    ],
    types: ['int', 'int', 'int', 'int', 'text', 'text', 'text', 'text', 'text'],
  },
  shipments: {
    columns: ['id', 'request_id', 'voyage_id', 'journey_id', 'created_at'],
    types: ['int', 'int', 'int', 'int', 'text'],
  },
  events: {
    columns: [
      'entity_type',
      'entity_id',
      'request_id',
      'actor_user_id',
      'from_phase',
      'to_phase',
      'from_status',
      'to_status',
      'created_at',
    ],
    types: ['text', 'int', 'int', 'int', 'int', 'int', 'text', 'text', 'text'],
  },
};

/** Where rows go: buffered per table and written in large batches. */
export interface Sink {
  add(table: string, row: Row): Promise<void>;
  flush(): Promise<void>;
}

export const BATCH_ROWS = 5_000;

/** Rows buffered per table and written, parents first, whenever one table has a batch ready. */
export function bufferedSink(write: (table: string, rows: Row[]) => unknown): Sink {
  const buffers = new Map<string, Row[]>();
  const sink: Sink = {
    async add(table, row) {
      const buffer = buffers.get(table) ?? [];
      buffers.set(table, buffer);
      buffer.push(row);
      if (buffer.length >= BATCH_ROWS) await sink.flush();
    },
    async flush() {
      for (const [table, buffer] of ORDERED(buffers)) {
        if (buffer.length > 0) await write(table, buffer.splice(0));
      }
    },
  };
  return sink;
}

export function sqliteSink(file: string): Sink & { close(): void } {
  const database = new SQLite(file);
  database.pragma('journal_mode = WAL');
  database.pragma('synchronous = OFF');
  const statements = new Map<string, SQLite.Statement>();
  const write = database.transaction((table: string, rows: Row[]) => {
    let statement = statements.get(table);
    if (!statement) {
      const { columns } = TABLES[table]!;
      statement = database.prepare(
        `insert into ${table} (${columns.join(', ')}) values (${columns.map(() => '?').join(', ')})`,
      );
      statements.set(table, statement);
    }
    for (const row of rows) statement.run(row);
  });
  return { ...bufferedSink(write), close: () => database.close() };
}

export function postgresSink(client: pg.Client): Sink {
  return bufferedSink(async (table, rows) => {
    const { columns, types } = TABLES[table]!;
    const arrays = columns.map((_, index) => rows.map((row) => row[index] ?? null));
    const unnest = types.map((type, index) => `$${index + 1}::${type}[]`).join(', ');
    await client.query(
      `insert into ${table} (${columns.join(', ')}) select * from unnest(${unnest})`,
      arrays,
    );
  });
}

/** Parents before children, so foreign keys hold at every flush. */
function ORDERED(buffers: Map<string, Row[]>): Array<[string, Row[]]> {
  const order = ['voyages', 'journeys', 'requests', 'shipments', 'orders', 'events'];
  return order.filter((table) => buffers.has(table)).map((table) => [table, buffers.get(table)!]);
}
