import { CCU_TYPE_LABELS, type Ccu } from '@rigline/contract/ccus';
import { PAGE } from '@rigline/contract/constants';
import { formatOrderId, formatRequestId, formatVoyageId } from '@rigline/contract/ids';
import { EXCEPT_REJECTED, type Order } from '@rigline/contract/orders';
import { scanAddressOf } from '@rigline/contract/scan-paths';
import type { CurrentUser } from '../../current-user.ts';
import type { Db } from '../../db/connection.ts';
import { AppError } from '../../errors.ts';
import { findVisibleOrder, listOrders } from '../orders/orders.service.ts';
import { findVisibleRequest } from '../requests/request-access.ts';
import { findRigById } from '../rigs/rigs.service.ts';
import { listShipments } from '../shipments/shipments.service.ts';
import { findVendor } from '../vendors/vendors.service.ts';
import type { LabelContent } from './ccu-label-pdf.ts';
import { listShipmentUnits } from './ccus.packing.ts';
import { getCcu } from './ccus.service.ts';

/**
 * What the labels of issue 25 say (docs/decisions/074). Who may print a label is who may read the thing: each
 * read goes through the service that answers that thing's own reads (getCcu, findVisibleOrder, listOrders,
 * listShipments), so another company's unit, order or shipment answers 404 here as it does there.
 */

const number = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/** The few lines of a unit's label: what it is, whose, what it weighs, and until when it may travel. */
export function ccuLabelContent(unit: Ccu, origin: string): LabelContent {
  return {
    heading: 'Cargo carrying unit',
    code: unit.code,
    address: scanAddressOf(origin, 'ccu', unit.id),
    facts: [
      {
        label: 'Type',
        value: `${CCU_TYPE_LABELS[unit.type]} · ${number.format(unit.length_m)} × ${number.format(unit.width_m)} × ${number.format(unit.height_m)} m`,
      },
      { label: 'Owner', value: unit.owner?.name ?? 'Operator' },
      {
        label: 'Tare / gross',
        value: `${number.format(unit.tare_kg)} kg / max ${number.format(unit.max_gross_kg)} kg`,
      },
      { label: 'Certificate', value: `${unit.certificate_number}, valid until ${unit.certified_until}` },
      { label: 'Inspection', value: `Next due ${unit.next_inspection_due}` },
    ],
  };
}

/** A unit packed on a shipment: its own label, and what it holds, so the quay knows what is inside. */
export function packedCcuLabelContent(unit: Ccu, orderIds: readonly number[], origin: string): LabelContent {
  const label = ccuLabelContent(unit, origin);
  const count = `${orderIds.length} order${orderIds.length === 1 ? '' : 's'}`;
  const contents = `${count}: ${orderIds.map(formatOrderId).join(', ')}`;
  return { ...label, facts: [...label.facts, { label: 'Contents', value: contents }] };
}

/** Where the order goes and whose it is: the same for every order of one request. */
export interface OrderLabelContext {
  origin: string;
  requestTitle: string;
  rigName: string;
  supplierName: string;
}

/** The few lines of an order's label: the item, how many, and the request, rig and supplier it belongs to. */
export function orderLabelContent(order: Order, context: OrderLabelContext): LabelContent {
  const quantity = order.item.item_measurement_unit
    ? `${number.format(order.quantity)} ${order.item.item_measurement_unit}`
    : number.format(order.quantity);
  const facts = [
    { label: 'Item', value: order.item.name },
    { label: 'Mat code', value: order.item.mat_code },
    { label: 'Quantity', value: quantity },
    { label: 'Request', value: `${formatRequestId(order.request_id)} · ${context.requestTitle}` },
    { label: 'Rig', value: context.rigName },
    { label: 'Supplier', value: context.supplierName },
  ];
  if (order.shipment_id !== null) facts.push({ label: 'Shipment', value: `#${order.shipment_id}` });
  return {
    heading: 'Order',
    code: formatOrderId(order.id),
    address: scanAddressOf(context.origin, 'order', order.id),
    facts,
  };
}

export async function ccuLabel(options: {
  db: Db;
  user: CurrentUser;
  id: number;
  now: number;
  origin: string;
}): Promise<{ label: LabelContent; fileName: string }> {
  const unit = await getCcu(options);
  return { label: ccuLabelContent(unit, options.origin), fileName: `label-${unit.code}.pdf` };
}

/** The request's title, rig and supplier, as one label context; the caller has already been let see the request. */
async function requestContext(options: {
  db: Db;
  user: CurrentUser;
  requestId: number;
  origin: string;
}): Promise<OrderLabelContext> {
  const request = await findVisibleRequest(options);
  const [rig, vendor] = await Promise.all([
    findRigById(options.db, request.rig_id),
    findVendor(options.db, request.vendor_id),
  ]);
  return {
    origin: options.origin,
    requestTitle: request.title,
    rigName: rig?.name ?? 'unknown',
    supplierName: vendor?.name ?? 'unknown',
  };
}

export async function orderLabel(options: {
  db: Db;
  user: CurrentUser;
  id: number;
  origin: string;
}): Promise<{ label: LabelContent; fileName: string }> {
  const { db, user, id } = options;
  const state = await findVisibleOrder({ db, user, orderId: id });
  // The order as /api/order/get shows it, found within its request by its own number.
  const { data } = await listOrders({
    db,
    user,
    filter: { request_id: state.request_id, search: formatOrderId(id), page: 1, limit: PAGE.maxLimit },
  });
  const order = data.find((row) => row.id === id);
  if (!order) throw new AppError('NOT_FOUND', 'Order not found');
  const context = await requestContext({ db, user, requestId: order.request_id, origin: options.origin });
  return { label: orderLabelContent(order, context), fileName: `label-${formatOrderId(id)}.pdf` };
}

/** Every order on the shipment that travels (not the rejected ones), oldest first, page by page. */
async function ordersOnShipment(options: {
  db: Db;
  user: CurrentUser;
  shipmentId: number;
}): Promise<Order[]> {
  const orders: Order[] = [];
  for (let page = 1; ; page += 1) {
    const { data, meta } = await listOrders({
      db: options.db,
      user: options.user,
      filter: { shipment_id: options.shipmentId, status: EXCEPT_REJECTED, page, limit: PAGE.maxLimit },
    });
    orders.push(...data);
    if (page >= meta.last_page || data.length === 0) break;
  }
  return orders.sort((a, b) => a.id - b.id);
}

/**
 * The sheet of a shipment: a label for each unit packed on it (with what it holds), then one for each order on
 * it. A supplier sees the units its cargo travels in (docs/decisions/076), so getCcu lets it read them.
 */
export async function shipmentLabels(options: {
  db: Db;
  user: CurrentUser;
  id: number;
  now: number;
  origin: string;
}): Promise<{ title: string; labels: LabelContent[]; empty: string; fileName: string }> {
  const { db, user, id, now, origin } = options;
  const { data } = await listShipments({ db, user, filter: { id, page: 1, limit: 1 } });
  const shipment = data[0];
  if (!shipment) throw new AppError('NOT_FOUND', 'Shipment not found');
  const [orders, packed, context] = await Promise.all([
    ordersOnShipment({ db, user, shipmentId: id }),
    listShipmentUnits({ db, shipmentId: id, now }),
    requestContext({ db, user, requestId: shipment.request_id, origin }),
  ]);
  const units = await Promise.all(
    packed.map(async (unit) =>
      packedCcuLabelContent(await getCcu({ db, user, id: unit.ccu_id, now }), unit.order_ids, origin),
    ),
  );
  const voyage = shipment.voyage.name.trim() || formatVoyageId(shipment.voyage_id);
  return {
    title: `Shipment #${id} · ${formatRequestId(shipment.request_id)} · ${context.rigName} · ${voyage}`,
    labels: [...units, ...orders.map((order) => orderLabelContent(order, context))],
    empty: `Shipment #${id} has no orders yet: there is nothing to label.`,
    fileName: `labels-shipment-${id}.pdf`,
  };
}
