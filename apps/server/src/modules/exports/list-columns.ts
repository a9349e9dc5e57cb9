import type { PageMeta } from '@rigline/contract/api';
import {
  BACKLOAD_CATEGORY_LABELS,
  type Backload,
  type BackloadLine,
  type Discrepancy,
} from '@rigline/contract/cargo';
import { formatJourneyName, formatOrderId, formatRequestId, formatVoyageId } from '@rigline/contract/ids';
import type { Item } from '@rigline/contract/items';
import type { Order } from '@rigline/contract/orders';
import type { SupplyRequest } from '@rigline/contract/requests';
import type { Shipment } from '@rigline/contract/shipments';
import type { Voyage } from '@rigline/contract/voyages';
import type { ExportColumn } from '../../http/list-export.ts';

/**
 * The columns of each exported list (issue 12): the screen's columns with their headers, ids as the screens
 * show them (REQ-007, ORD-042, VOY-3), names beside ids, times in ISO 8601 UTC so a spreadsheet sorts them.
 * Cargo truth's discrepancies and backload lines too (a backload is written a row per line).
 */
export const REQUEST_COLUMNS: readonly ExportColumn<SupplyRequest>[] = [
  { header: 'Request ID', value: (r) => formatRequestId(r.id) },
  { header: 'Title', value: (r) => r.title || 'Untitled Request' },
  { header: 'Description', value: (r) => r.description },
  { header: 'Type', value: (r) => r.request_type || 'Loadout Request' },
  { header: 'Section', value: (r) => r.section },
  { header: 'Status', value: (r) => r.status },
  { header: 'Phase', value: (r) => r.current_phase },
  { header: 'Rig', value: (r) => r.rig?.name ?? r.rig_id },
  { header: 'Well', value: (r) => r.well?.name ?? r.well_id },
  { header: 'Orders', value: (r) => r.total_items },
  { header: 'PO Number', value: (r) => r.po_number ?? '' },
  { header: 'Created (UTC)', value: (r) => r.created_at },
];

export const ORDER_COLUMNS: readonly ExportColumn<Order>[] = [
  { header: 'Order ID', value: (o) => formatOrderId(o.id) },
  { header: 'Request ID', value: (o) => formatRequestId(o.request_id) },
  { header: 'Item ID', value: (o) => o.item_id },
  { header: 'Item', value: (o) => o.item.name },
  { header: 'Mat Code', value: (o) => o.item.mat_code },
  { header: 'Quantity', value: (o) => o.quantity },
  // The line's own; a line bought under its request's number leaves it blank (issue 26).
  { header: 'PO Number', value: (o) => o.po_number ?? '' },
  { header: 'Unit', value: (o) => o.item.item_measurement_unit },
  { header: 'Status', value: (o) => o.status },
  { header: 'Phase', value: (o) => o.current_phase },
  { header: 'Shipment', value: (o) => o.shipment_id },
  { header: 'Created (UTC)', value: (o) => o.created_at },
];

export const ITEM_COLUMNS: readonly ExportColumn<Item>[] = [
  { header: 'Mat Code', value: (i) => i.mat_code },
  { header: 'Item Name', value: (i) => i.name },
  { header: 'Description', value: (i) => i.description },
  { header: 'Remarks', value: (i) => i.remarks },
  { header: 'Length', value: (i) => i.length },
  { header: 'Breadth', value: (i) => i.breadth },
  { header: 'Height', value: (i) => i.height },
  { header: 'Weight', value: (i) => i.weight },
  { header: 'Volume', value: (i) => i.volume },
  { header: 'Unit of Measurement', value: (i) => i.item_measurement_unit },
  { header: 'Status', value: (i) => (i.status ? 'active' : 'inactive') },
];

export const VOYAGE_COLUMNS: readonly ExportColumn<Voyage>[] = [
  { header: 'Voyage ID', value: (v) => formatVoyageId(v.id) },
  { header: 'Name', value: (v) => v.name },
  { header: 'Vessel', value: (v) => v.vessel?.name ?? `Vessel ${v.vessel_id}` },
  { header: 'Status', value: (v) => v.status },
  { header: 'Start Base', value: (v) => v.start_base?.name ?? v.start_base_id },
  { header: 'End Base', value: (v) => v.end_base?.name ?? v.end_base_id },
  { header: 'Journeys', value: (v) => v.journey_count },
  { header: 'Shipments', value: (v) => v.shipment_count },
  { header: 'Created (UTC)', value: (v) => v.created_at },
  { header: 'Started (UTC)', value: (v) => v.started_at },
  { header: 'Ended (UTC)', value: (v) => v.ended_at },
];

export const SHIPMENT_COLUMNS: readonly ExportColumn<Shipment>[] = [
  { header: 'Shipment', value: (s) => `Shipment #${s.id}` },
  { header: 'Request ID', value: (s) => formatRequestId(s.request_id) },
  { header: 'Request', value: (s) => s.request.title },
  { header: 'Rig', value: (s) => s.request.rig.name },
  { header: 'Voyage', value: (s) => s.voyage.name || formatVoyageId(s.voyage_id) },
  { header: 'Vessel', value: (s) => s.voyage.vessel?.name ?? null },
  { header: 'Journey', value: (s) => formatJourneyName(s.journey.sequence, s.request.rig.name) },
  { header: 'Orders', value: (s) => s.order_count },
  { header: 'Loaded', value: (s) => (s.is_loaded ? 'Loaded' : 'Not Loaded') },
  { header: 'Phase', value: (s) => s.current_phase },
  { header: 'Created (UTC)', value: (s) => s.created_at },
];

export const DISCREPANCY_COLUMNS: readonly ExportColumn<Discrepancy>[] = [
  { header: 'Discrepancy', value: (d) => d.id },
  { header: 'Order ID', value: (d) => formatOrderId(d.order_id) },
  { header: 'Request ID', value: (d) => formatRequestId(d.request_id) },
  { header: 'Rig', value: (d) => d.rig.name },
  { header: 'Supplier', value: (d) => d.vendor.name },
  { header: 'Item', value: (d) => d.item.name },
  { header: 'Mat Code', value: (d) => d.item.mat_code },
  { header: 'Ordered', value: (d) => d.ordered_quantity },
  { header: 'Received', value: (d) => d.received_quantity },
  { header: 'Damaged', value: (d) => d.damaged_quantity },
  { header: 'Note', value: (d) => d.note },
  { header: 'Status', value: (d) => d.status },
  { header: 'Resolution', value: (d) => d.resolution },
  { header: 'Resolved by', value: (d) => d.resolved_by?.name ?? null },
  { header: 'Opened (UTC)', value: (d) => d.created_at },
  { header: 'Resolved (UTC)', value: (d) => d.resolved_at },
];

/** One line of a backload with its backload, as the backload export writes it. */
export interface BackloadLineRow {
  backload: Backload;
  line: BackloadLine;
}

export const BACKLOAD_LINE_COLUMNS: readonly ExportColumn<BackloadLineRow>[] = [
  { header: 'Backload', value: (r) => r.backload.id },
  { header: 'Voyage ID', value: (r) => formatVoyageId(r.backload.voyage.id) },
  { header: 'Voyage', value: (r) => r.backload.voyage.name },
  { header: 'From rig', value: (r) => r.backload.rig.name },
  { header: 'Status', value: (r) => r.backload.status },
  { header: 'Description', value: (r) => r.line.description },
  { header: 'Category', value: (r) => BACKLOAD_CATEGORY_LABELS[r.line.category] },
  { header: 'Quantity', value: (r) => r.line.quantity },
  { header: 'Unit', value: (r) => r.line.unit },
  { header: 'Received', value: (r) => r.line.received_quantity },
  { header: 'Weight per unit (kg)', value: (r) => r.line.weight_kg },
  { header: 'Length (m)', value: (r) => r.line.length_m },
  { header: 'Width (m)', value: (r) => r.line.width_m },
  { header: 'Height (m)', value: (r) => r.line.height_m },
  { header: 'Supplier', value: (r) => r.line.vendor?.name ?? null },
  { header: 'UN Number', value: (r) => r.line.un_number },
  { header: 'IMDG Class', value: (r) => r.line.imdg_class },
  { header: 'Booked (UTC)', value: (r) => r.backload.created_at },
  { header: 'Loaded (UTC)', value: (r) => r.backload.loaded_at },
  { header: 'Received (UTC)', value: (r) => r.backload.received_at },
];

/** The backload list's pages as rows of lines: paging stays by backload, each backload gives its lines. */
export function backloadLineRows(page: { data: Backload[]; meta: PageMeta }): {
  data: BackloadLineRow[];
  meta: PageMeta;
} {
  return {
    data: page.data.flatMap((backload) => backload.lines.map((line) => ({ backload, line }))),
    meta: page.meta,
  };
}
