import type { RequestStatus } from '@rigline/contract/phases';
import type { EXCEPT_DRAFT } from '@rigline/contract/requests';
import { type Expression, type ExpressionBuilder, type Insertable, type SqlBool, sql } from 'kysely';
import type { Db } from '../../db/connection.ts';
import { sumPhaseCounts } from '../../db/counts.ts';
import { type Param, type PreparedValues, runPrepared } from '../../db/prepared-query.ts';
import { receiptShortfallColumns, receiptShortfallOf } from '../../db/receipt-shortfalls.ts';
import type { Database, RequestRow, RequestTable } from '../../db/schema.ts';
import {
  containsText,
  equalsTextIgnoringCase,
  isPostgres,
  isStorableId,
  MIN_INDEXED_SEARCH_LENGTH,
  matchesNothing,
} from '../../db/sql-helpers.ts';

export interface RequestFilter {
  /** null: every vendor's requests (operator roles). */
  vendorId: number | null;
  id?: number | undefined;
  rigId?: number | undefined;
  /** Any of these rigs (a rig logistics user's home rigs, issue 12); every id is a stored one. */
  rigIds?: readonly number[] | undefined;
  status?: RequestStatus | typeof EXCEPT_DRAFT | undefined;
  /** Matches title or description, or the id when the text reads as one. */
  search?: { text: string; id: number | null } | undefined;
}

export interface RequestListRow extends RequestRow {
  rig_name: string | null;
  well_name: string | null;
  total_items: number;
  short_order_count: number;
  damaged_order_count: number;
  open_discrepancy_count: number;
}

/**
 * Where a value of the filter goes into the SQL: the value itself, or a placeholder when the page's query is
 * prepared once for its shape (prepared-query.ts).
 */
type Bind = <T extends string | number>(name: string, value: T) => T;
const valueItself: Bind = (_name, value) => value;

function requestConditions(
  eb: ExpressionBuilder<Database, 'requests'>,
  filter: RequestFilter,
  db: Db,
  bind: Bind = valueItself,
) {
  const conditions: Expression<SqlBool>[] = [];
  if (filter.vendorId !== null)
    conditions.push(eb('requests.vendor_id', '=', bind('vendorId', filter.vendorId)));
  if (filter.id !== undefined)
    conditions.push(isStorableId(filter.id) ? eb('requests.id', '=', filter.id) : matchesNothing());
  if (filter.rigId !== undefined)
    conditions.push(
      isStorableId(filter.rigId) ? eb('requests.rig_id', '=', bind('rigId', filter.rigId)) : matchesNothing(),
    );
  if (filter.rigIds !== undefined) conditions.push(eb('requests.rig_id', 'in', [...filter.rigIds]));
  if (filter.status === 'ex-DRAFT') conditions.push(eb('requests.status', '!=', 'DRAFT'));
  else if (filter.status !== undefined)
    conditions.push(eb('requests.status', '=', bind('status', filter.status)));
  if (filter.search) {
    const matches: Expression<SqlBool>[] = [
      textMatches(eb, filter.search.text, db),
      // Its purchase-order number, typed whole (issue 26).
      equalsTextIgnoringCase(eb.ref('requests.po_number'), filter.search.text),
    ];
    if (filter.search.id !== null && isStorableId(filter.search.id))
      matches.push(eb('requests.id', '=', filter.search.id));
    conditions.push(eb.or(matches));
  }
  return eb.and(conditions);
}

/**
 * Title or description contains the text, whatever its case. Three characters or more are looked up in a
 * trigram index (SQLite FTS5 `requests_search`, PostgreSQL pg_trgm on lower(title) and lower(description));
 * a shorter text has no trigram to look up and is compared row by row.
 */
function textMatches(eb: ExpressionBuilder<Database, 'requests'>, text: string, db: Db): Expression<SqlBool> {
  if (text.length >= MIN_INDEXED_SEARCH_LENGTH && !isPostgres(db)) {
    const phrase = `"${text.replaceAll('"', '""')}"`;
    return sql<SqlBool>`${eb.ref('requests.id')} in (select rowid from requests_search where requests_search match ${phrase})`;
  }
  return eb.or([
    containsText(eb.ref('requests.title'), text),
    containsText(eb.ref('requests.description'), text),
  ]);
}

/** Vendor, rig and status alone are read from the kept counts; an id or a search counts the rows it finds. */
export async function countRequests(db: Db, filter: RequestFilter): Promise<number> {
  if (filter.id === undefined && filter.search === undefined) {
    if (filter.rigId !== undefined && !isStorableId(filter.rigId)) return 0;
    return sumPhaseCounts(db, 'request_counts', {
      vendorId: filter.vendorId,
      rigId: filter.rigId,
      rigIds: filter.rigIds,
      ...(filter.status === 'ex-DRAFT' ? { exceptStatus: 'DRAFT' } : { status: filter.status }),
    });
  }
  const row = await db
    .selectFrom('requests')
    .where((eb) => requestConditions(eb, filter, db))
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * The shape of a page's query when it can be prepared once (prepared-query.ts): a filter of vendor, rig and
 * status, the lists' common case; its key names what changes the SQL. An id, a list of rigs or a search is built
 * anew.
 */
function preparedShapeOf(filter: RequestFilter): string | null {
  if (filter.id !== undefined || filter.rigIds !== undefined || filter.search !== undefined) return null;
  const rig = filter.rigId === undefined ? '-' : isStorableId(filter.rigId) ? 'rig' : 'none';
  const status = filter.status === undefined ? '-' : filter.status === 'ex-DRAFT' ? 'ex-draft' : 'status';
  return `requests-page:${filter.vendorId === null ? 'all' : 'vendor'}:${rig}:${status}`;
}

/** Newest first. The page's ids come from a walk of an index; only they are joined and counted. */
export async function findRequestsPage(
  db: Db,
  filter: RequestFilter,
  page: { limit: number; offset: number },
): Promise<RequestListRow[]> {
  const shape = preparedShapeOf(filter);
  const rows = shape
    ? await runPrepared(
        db,
        shape,
        (db, param: Param<PreparedValues>) =>
          requestsPageQuery(db, filter, page, (name) => param(name) as never),
        {
          vendorId: filter.vendorId,
          rigId: filter.rigId ?? null,
          status: filter.status ?? null,
          limit: page.limit,
          offset: page.offset,
        },
      )
    : await requestsPageQuery(db, filter, page, valueItself).execute();
  return rows.map((row) => ({
    ...row,
    total_items: Number(row.total_items ?? 0),
    ...receiptShortfallOf(row),
  }));
}

function requestsPageQuery(
  db: Db,
  filter: RequestFilter,
  page: { limit: number; offset: number },
  bind: Bind,
) {
  const pageIds = db
    .selectFrom('requests')
    .select('requests.id')
    .where((eb) => requestConditions(eb, filter, db, bind))
    .orderBy('requests.created_at', 'desc')
    .orderBy('requests.id', 'desc')
    .limit(bind('limit', page.limit))
    .offset(bind('offset', page.offset));
  return db
    .selectFrom('requests')
    .where('requests.id', 'in', pageIds)
    .leftJoin('rigs', 'rigs.id', 'requests.rig_id')
    .leftJoin('wells', 'wells.id', 'requests.well_id')
    .selectAll('requests')
    .select((eb) => [
      'rigs.name as rig_name',
      'wells.name as well_name',
      eb
        .selectFrom('orders')
        .select((sub) => sub.fn.countAll<number>().as('count'))
        .whereRef('orders.request_id', '=', 'requests.id')
        .as('total_items'),
      ...receiptShortfallColumns(eb),
    ])
    .orderBy('requests.created_at', 'desc')
    .orderBy('requests.id', 'desc');
}

export async function findRequestById(db: Db, id: number): Promise<RequestRow | undefined> {
  if (!isStorableId(id)) return undefined;
  return db.selectFrom('requests').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function insertRequest(db: Db, request: Insertable<RequestTable>): Promise<number> {
  const row = await db.insertInto('requests').values(request).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** The draft's required-by date, from the version the caller saw; false when it is no longer that draft. */
export async function updateRequiredBy(
  db: Db,
  options: {
    requestId: number;
    requiredBy: string | null;
    draftPhase: number;
    version: number | undefined;
    now: string;
  },
): Promise<{ version: number } | undefined> {
  let query = db
    .updateTable('requests')
    .set((eb) => ({
      required_by: options.requiredBy,
      updated_at: options.now,
      version: eb('version', '+', 1),
    }))
    .where('id', '=', options.requestId)
    .where('current_phase', '=', options.draftPhase);
  if (options.version !== undefined) query = query.where('version', '=', options.version);
  return query.returning('version').executeTakeFirst();
}

/**
 * The open requests (handed on, not completed) due soonest, through requests_required_by_idx: the candidates
 * the coordinator's dashboard checks for being at risk (issue 23).
 */
export async function findOpenRequestsDueSoonest(db: Db, limit: number) {
  return db
    .selectFrom('requests')
    .leftJoin('rigs', 'rigs.id', 'requests.rig_id')
    .select([
      'requests.id',
      'requests.title',
      'requests.status',
      'requests.rig_id',
      'rigs.name as rig_name',
      'requests.required_by',
    ])
    .where('requests.required_by', 'is not', null)
    .where('requests.status', 'in', ['PENDING', 'PROCESSING'])
    .orderBy('requests.required_by')
    .orderBy('requests.id')
    .limit(limit)
    .execute();
}
