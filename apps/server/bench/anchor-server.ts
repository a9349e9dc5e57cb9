import { PHASE } from '@rigline/contract/phases';
import SQLite from 'better-sqlite3';
import Fastify from 'fastify';
import pg from 'pg';

/**
 * The bench's two anchors (issue 15), on the same database as the server under test: `GET /bare` is a bare
 * Fastify route, and `GET /hand/<list>` runs that list's page query written by hand (the same indexes and kept
 * counts the server reads, no token, no schema, no query builder), so "throughput ÷ anchor" says what our own
 * layers cost beside the query.
 *
 * Environment: PORT, BENCH_DB_KIND (sqlite | postgres), BENCH_DB (the SQLite file or the PostgreSQL URL).
 */

type Value = string | number | null;
type Rows = Array<Record<string, unknown>>;

interface Query {
  all(sql: string, params: Value[]): Promise<Rows>;
}

function sqliteQuery(file: string): Query {
  const database = new SQLite(file, { readonly: true });
  database.pragma('busy_timeout = 5000');
  const statements = new Map<string, SQLite.Statement>();
  return {
    async all(sql, params) {
      let statement = statements.get(sql);
      if (!statement) {
        statement = database.prepare(sql);
        statements.set(sql, statement);
      }
      return statement.all(params) as Rows;
    },
  };
}

function postgresQuery(url: string): Query {
  pg.types.setTypeParser(20, Number);
  pg.types.setTypeParser(1700, Number);
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  return {
    async all(sql, params) {
      let index = 0;
      const text = sql.replace(/\?/g, () => `$${++index}`);
      return (await pool.query({ text, values: params })).rows as Rows;
    },
  };
}

const kind = process.env.BENCH_DB_KIND;
const location = process.env.BENCH_DB ?? '';
const db = kind === 'postgres' ? postgresQuery(location) : sqliteQuery(location);
const isPostgres = kind === 'postgres';

function pageOf(query: Record<string, string | undefined>) {
  const limit = Math.min(100, Number(query.limit ?? 10));
  const page = Number(query.page ?? 1);
  return { limit, page, offset: (page - 1) * limit };
}

function meta(total: number, page: { limit: number; page: number }) {
  return {
    total,
    per_page: page.limit,
    current_page: page.page,
    last_page: Math.max(1, Math.ceil(total / page.limit)),
  };
}

/** `where` clauses and their parameters, for the kept counts (vendor, rig, phase, status). */
function countFilter(query: Record<string, string | undefined>) {
  const where: string[] = [];
  const params: Value[] = [];
  if (query.vendor_id) where.push('vendor_id = ?') && params.push(Number(query.vendor_id));
  if (query.rig_id) where.push('rig_id = ?') && params.push(Number(query.rig_id));
  if (query.current_phase) where.push('current_phase = ?') && params.push(Number(query.current_phase));
  if (query.status?.startsWith('ex-')) where.push('status <> ?') && params.push(query.status.slice(3));
  else if (query.status) where.push('status = ?') && params.push(query.status);
  return { where, params };
}

const clause = (where: string[]) => (where.length ? `where ${where.join(' and ')}` : '');

async function sumCounts(table: string, query: Record<string, string | undefined>): Promise<number> {
  const { where, params } = countFilter(query);
  const rows = await db.all(`select coalesce(sum(count), 0) as total from ${table} ${clause(where)}`, params);
  return Number(rows[0]?.total ?? 0);
}

async function orders(query: Record<string, string | undefined>) {
  const page = pageOf(query);
  const where: string[] = [];
  const params: Value[] = [];
  if (query.vendor_id)
    where.push('exists (select 1 from requests r where r.id = o.request_id and r.vendor_id = ?)') &&
      params.push(Number(query.vendor_id));
  if (query.request_id) where.push('o.request_id = ?') && params.push(Number(query.request_id));
  if (query.current_phase) where.push('o.current_phase = ?') && params.push(Number(query.current_phase));
  if (query.status?.startsWith('ex-')) where.push('o.status <> ?') && params.push(query.status.slice(3));
  else if (query.status) where.push('o.status = ?') && params.push(query.status);
  const total = query.request_id
    ? Number((await db.all(`select count(*) as total from orders o ${clause(where)}`, params))[0]?.total)
    : await sumCounts('order_counts', query);
  const rows = await db.all(
    `select o.id, o.request_id, o.item_id, o.quantity, o.status, o.current_phase, o.shipment_id, o.created_at,
       i.name, i.mat_code, i.description, i.length, i.breadth, i.height, i.length_unit, i.breadth_unit,
       i.height_unit, i.item_measurement_unit
     from orders o join items i on i.id = o.item_id
     where o.id in (select o.id from orders o ${clause(where)} order by o.id limit ? offset ?)
     order by o.id`,
    [...params, page.limit, page.offset],
  );
  const data = rows.map((row) => ({
    id: row.id,
    item_id: row.item_id,
    item: {
      name: row.name,
      mat_code: row.mat_code,
      description: row.description,
      length: row.length,
      breadth: row.breadth,
      height: row.height,
      length_unit: row.length_unit,
      breadth_unit: row.breadth_unit,
      height_unit: row.height_unit,
      item_measurement_unit: row.item_measurement_unit,
    },
    quantity: row.quantity,
    status: row.status,
    current_phase: row.current_phase,
    created_at: row.created_at,
    shipment_id: row.shipment_id,
    request_id: row.request_id,
  }));
  return { orders: { data, meta: meta(total, page) } };
}

async function requests(query: Record<string, string | undefined>) {
  const page = pageOf(query);
  const where: string[] = [];
  const params: Value[] = [];
  if (query.vendor_id) where.push('q.vendor_id = ?') && params.push(Number(query.vendor_id));
  if (query.rig_id) where.push('q.rig_id = ?') && params.push(Number(query.rig_id));
  if (query.status?.startsWith('ex-')) where.push('q.status <> ?') && params.push(query.status.slice(3));
  else if (query.status) where.push('q.status = ?') && params.push(query.status);
  if (query.search) {
    if (isPostgres) {
      where.push(`(lower(q.title) like ? or lower(q.description) like ?)`);
      params.push(`%${query.search.toLowerCase()}%`, `%${query.search.toLowerCase()}%`);
    } else {
      where.push('q.id in (select rowid from requests_search where requests_search match ?)');
      params.push(`"${query.search}"`);
    }
  }
  const total = query.search
    ? Number((await db.all(`select count(*) as total from requests q ${clause(where)}`, params))[0]?.total)
    : await sumCounts('request_counts', query);
  const rows = await db.all(
    `select q.*, rigs.name as rig_name, wells.name as well_name,
       (select count(*) from orders o where o.request_id = q.id) as total_items
     from requests q left join rigs on rigs.id = q.rig_id left join wells on wells.id = q.well_id
     where q.id in (select q.id from requests q ${clause(where)} order by q.created_at desc, q.id desc limit ? offset ?)
     order by q.created_at desc, q.id desc`,
    [...params, page.limit, page.offset],
  );
  const data = rows.map((row) => ({
    ...row,
    rig: { id: row.rig_id, name: row.rig_name },
    well: { id: row.well_id, name: row.well_name },
    type: row.request_type,
  }));
  return { requests: { data, meta: meta(total, page) } };
}

async function shipments(query: Record<string, string | undefined>) {
  const page = pageOf(query);
  const where: string[] = [];
  const params: Value[] = [];
  if (query.voyage_id) where.push('s.voyage_id = ?') && params.push(Number(query.voyage_id));
  const total = query.voyage_id
    ? Number((await db.all(`select count(*) as total from shipments s ${clause(where)}`, params))[0]?.total)
    : Number((await db.all('select coalesce(sum(count), 0) as total from shipment_counts', []))[0]?.total);
  const rows = await db.all(
    `select s.id, s.request_id, s.voyage_id, s.journey_id, s.created_at, q.title, q.rig_id, rigs.name as rig_name,
       v.name as voyage_name, v.status as voyage_status, v.vessel_id, vessels.name as vessel_name,
       j.sequence, j.rig_id as journey_rig_id,
       (select min(o.current_phase) from orders o where o.shipment_id = s.id and o.status <> 'REJECTED') as current_phase,
       (select count(*) from orders o where o.shipment_id = s.id and o.status <> 'REJECTED') as order_count,
       (select count(*) from orders o where o.shipment_id = s.id and o.status <> 'REJECTED' and o.current_phase < ${PHASE.LOADED}) as not_loaded
     from shipments s join requests q on q.id = s.request_id join voyages v on v.id = s.voyage_id
       join journeys j on j.id = s.journey_id join rigs on rigs.id = q.rig_id
       left join vessels on vessels.id = v.vessel_id
     where s.id in (select s.id from shipments s ${clause(where)} order by s.created_at desc, s.id desc limit ? offset ?)
     order by s.created_at desc, s.id desc`,
    [...params, page.limit, page.offset],
  );
  const data = rows.map((row) => ({
    id: row.id,
    request_id: row.request_id,
    request: {
      id: row.request_id,
      title: row.title,
      rig_id: row.rig_id,
      rig: { id: row.rig_id, name: row.rig_name },
    },
    voyage_id: row.voyage_id,
    voyage: { id: row.voyage_id, name: row.voyage_name, status: row.voyage_status, vessel_id: row.vessel_id },
    journey_id: row.journey_id,
    journey: { id: row.journey_id, sequence: row.sequence, rig_id: row.journey_rig_id },
    is_loaded: Number(row.order_count) > 0 && Number(row.not_loaded) === 0,
    current_phase: row.current_phase,
    order_count: row.order_count,
    created_at: row.created_at,
  }));
  return { vendors: { data, meta: meta(total, page) } };
}

async function voyages(query: Record<string, string | undefined>) {
  const page = pageOf(query);
  const total = Number(
    (await db.all('select coalesce(sum(count), 0) as total from voyage_counts', []))[0]?.total,
  );
  const rows = await db.all(
    `select v.*, vessels.name as vessel_name, sb.name as start_base_name, eb.name as end_base_name,
       (select count(*) from journeys j where j.voyage_id = v.id) as journey_count,
       (select count(*) from shipments s where s.voyage_id = v.id) as shipment_count
     from voyages v left join vessels on vessels.id = v.vessel_id
       left join bases sb on sb.id = v.start_base_id left join bases eb on eb.id = v.end_base_id
     where v.id in (select id from voyages order by created_at desc, id desc limit ? offset ?)
     order by v.created_at desc, v.id desc`,
    [page.limit, page.offset],
  );
  return { Voyages: { data: rows, meta: meta(total, page) } };
}

async function items(query: Record<string, string | undefined>) {
  const page = pageOf(query);
  const vendorId = Number(query.vendor_id);
  const [count] = await db.all('select count(*) as total from items where vendor_id = ?', [vendorId]);
  const rows = await db.all('select * from items where vendor_id = ? order by name, id limit ? offset ?', [
    vendorId,
    page.limit,
    page.offset,
  ]);
  return { items: { data: rows, meta: meta(Number(count?.total), page) } };
}

async function vendors(query: Record<string, string | undefined>) {
  const page = pageOf(query);
  const [count] = await db.all('select count(*) as total from vendors', []);
  const rows = await db.all(
    `select v.*, c.order_count, c.delivered_count, c.rejected_count from vendors v left join (
       select vendor_id, sum(count) as order_count,
         sum(case when status = 'DELIVERED' then count else 0 end) as delivered_count,
         sum(case when status = 'REJECTED' then count else 0 end) as rejected_count
       from order_counts group by vendor_id) c on c.vendor_id = v.id
     order by v.name, v.id limit ? offset ?`,
    [page.limit, page.offset],
  );
  return { vendors: { data: rows, meta: meta(Number(count?.total), page) } };
}

const lists: Record<string, (query: Record<string, string | undefined>) => Promise<unknown>> = {
  orders,
  requests,
  shipments,
  voyages,
  items,
  vendors,
};

const app = Fastify({ logger: false });
app.get('/bare', async () => ({ status: true, message: 'ok', data: null }));
app.get<{ Params: { list: string }; Querystring: Record<string, string | undefined> }>(
  '/hand/:list',
  async (request, reply) => {
    const list = lists[request.params.list];
    if (!list) return reply.code(404).send({ status: false, message: 'no such anchor' });
    return { status: true, message: 'ok', data: await list(request.query) };
  },
);
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
console.log(`anchor listening on ${process.env.PORT}`);
