import { MAX_ID } from '@rigline/contract/api';
import { PHASE } from '@rigline/contract/phases';
import {
  type Expression,
  type ExpressionBuilder,
  type Kysely,
  PostgresAdapter,
  type RawBuilder,
  type SqlBool,
  sql,
} from 'kysely';
import type { Database } from './schema.ts';

/** SQL pieces shared by repositories; the same text runs on SQLite and PostgreSQL. */

/**
 * Ids are 32-bit integer columns; PostgreSQL refuses a larger number outright, so an id read from free text
 * (a search for "REQ-99999999999") must find nothing rather than fail.
 */
export function isStorableId(id: number): boolean {
  return Number.isSafeInteger(id) && id > 0 && id <= MAX_ID;
}

export function matchesNothing(): RawBuilder<SqlBool> {
  return sql<SqlBool>`1 = 0`;
}

/**
 * `lower(column) like lower('%text%')` with the text's own % and _ taken literally: case-insensitive and the
 * same on SQLite and PostgreSQL (PostgreSQL's ilike does not exist in SQLite).
 */
export function containsText(column: Expression<string | null>, text: string): RawBuilder<SqlBool> {
  const pattern = `%${text.replace(/[\\%_]/g, '\\$&')}%`;
  return sql<SqlBool>`lower(${column}) like lower(${pattern}) escape '\\'`;
}

/**
 * `lower(column) = lower(text)`: a whole code typed in any letter case (a purchase-order number, issue 26),
 * through the column's index on lower(column).
 */
export function equalsTextIgnoringCase(column: Expression<string | null>, text: string): RawBuilder<SqlBool> {
  return sql<SqlBool>`lower(${column}) = lower(${text})`;
}

/** The few places where SQLite and PostgreSQL need different SQL (text search) ask this. */
export function isPostgres(db: Kysely<Database>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/**
 * The row's request belongs to the vendor: a lookup of that one request by its key, so that a page of orders
 * or shipments walks its own index and a count joins nothing else.
 */
export function ofVendorRequest(
  eb: ExpressionBuilder<Database, 'orders'> | ExpressionBuilder<Database, 'shipments'>,
  requestIdColumn: 'orders.request_id' | 'shipments.request_id',
  vendorId: number,
): Expression<SqlBool> {
  const builder = eb as ExpressionBuilder<Database, 'orders' | 'shipments'>;
  return builder.exists(
    builder
      .selectFrom('requests')
      .select('requests.id')
      .whereRef('requests.id', '=', requestIdColumn)
      .where('requests.vendor_id', '=', vendorId),
  );
}

/** The trigram indexes (SQLite FTS5, PostgreSQL pg_trgm) find only texts of three characters or more. */
export const MIN_INDEXED_SEARCH_LENGTH = 3;

/**
 * A shipment is loaded once it has orders in play and every one of them is in phase 4 (LOADED) or later;
 * rejected orders are out of play (decisions.md §3, contract shipments.ts `is_loaded`). The voyage list,
 * Start Voyage, the shipment list and the dashboards all decide it with this one expression.
 */
export function isShipmentLoaded(eb: ExpressionBuilder<Database, 'shipments'>): Expression<SqlBool> {
  const orderIds = () => ordersInPlay(eb).select('orders.id');
  return eb.and([
    eb.exists(orderIds()),
    eb.not(eb.exists(orderIds().where('orders.current_phase', '<', PHASE.LOADED))),
  ]);
}

/** The orders on the outer query's shipment that are still in play (not REJECTED); the caller selects. */
export function ordersInPlay(eb: ExpressionBuilder<Database, 'shipments'>) {
  return eb
    .selectFrom('orders')
    .whereRef('orders.shipment_id', '=', 'shipments.id')
    .where('orders.status', '<>', 'REJECTED');
}
