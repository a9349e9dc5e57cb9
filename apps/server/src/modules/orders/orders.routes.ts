import {
  createOrderCall,
  listOrdersCall,
  moveOrderToNextPhaseCall,
  type OrderState,
  recordOrderReceiptCall,
  rejectOrderCall,
  type UpdateOrderBody,
  updateOrderCall,
  updateOrderStatusCall,
} from '@rigline/contract/orders';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../errors.ts';
import type { AppDeps } from '../../http/deps.ts';
import { registerCall, registerListCall } from '../../http/register-call.ts';
import { ORDER_COLUMNS } from '../exports/list-columns.ts';
import { describeOpenDiscrepancyOfOrder, recordOrderReceipt } from './order-receipts.service.ts';
import { rejectOrder, updateOrderStatus } from './order-review.service.ts';
import { advanceOrder, placeOrderOnShipment, removeOrderFromShipment } from './order-shipping.service.ts';
import { createOrder, listOrders } from './orders.service.ts';

/** What the client's notice says after an order moved on, by where it now stands. */
function messageOfTransition(order: OrderState): string {
  switch (order.status) {
    case 'ASSIGNED_TO_SUPPLIER':
      return 'Order assigned to supplier successfully';
    case 'LOADED':
      return 'Order marked as loaded successfully';
    case 'OFFLOADING':
      return 'Offloading started';
    case 'DELIVERED':
      return 'Order marked as offloaded successfully';
    default:
      return 'Order updated successfully';
  }
}

/**
 * The documents' `POST /api/order/update` means three things, told apart here, once, by the fields sent
 * (docs/decisions/051): a shipment_id puts the order on that shipment, null takes it off ("Remove": off the
 * shipment while planning, kept on board at the rig), and id alone advances it one phase. The service has a
 * verb for each and never looks at the body's shape. A body asking for REJECTED, or giving a reason to a step
 * other than "Remove", is refused as before, before anything is read.
 */
type OrderUpdate =
  | { verb: 'advance' }
  | { verb: 'place'; shipmentId: number }
  | { verb: 'remove'; reason: UpdateOrderBody['reason']; note: string | undefined };

function decodeOrderUpdate(body: {
  status?: string | undefined;
  shipment_id?: number | null | undefined;
  reason?: UpdateOrderBody['reason'];
  note?: string | undefined;
}): OrderUpdate {
  if (body.status === 'REJECTED') throw AppError.badInput('status', 'Use reject to reject an order');
  if (body.shipment_id === null) return { verb: 'remove', reason: body.reason, note: body.note };
  if (body.reason !== undefined) {
    throw AppError.badInput(
      'reason',
      'A reason goes with "Remove" (shipment_id: null) of an order waiting to be offloaded',
    );
  }
  return body.shipment_id === undefined
    ? { verb: 'advance' }
    : { verb: 'place', shipmentId: body.shipment_id };
}

/** Who may act is decided by the order's phase (the phase table), so every call is open to any signed-in role. */
export function registerOrderRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerListCall(app, deps, listOrdersCall, {
    access: 'signed-in',
    list: ({ query, user }, paging) =>
      listOrders({ db: deps.db, user, filter: { ...query, ...paging }, heavyLiftT: deps.config.heavyLiftT }),
    envelope: (orders) => ({ status: true, message: 'Orders retrieved successfully', data: { orders } }),
    file: {
      name: (query) => (query.request_id === undefined ? 'orders' : `orders-REQ-${query.request_id}`),
      columns: ORDER_COLUMNS,
    },
  });

  registerCall(app, deps, createOrderCall, {
    access: 'signed-in',
    handler: async ({ body, user }) => {
      const order = await createOrder({
        db: deps.db,
        user,
        requestId: body.request_id,
        itemId: body.item_id,
        quantity: body.quantity,
        poNumber: body.po_number,
        heavyLiftT: deps.config.heavyLiftT,
      });
      const message = 'Order created successfully';
      return { status: true, message, data: { message, order } };
    },
  });

  registerCall(app, deps, updateOrderStatusCall, {
    access: 'signed-in',
    handler: async ({ body, user }) => {
      const order = await updateOrderStatus({
        db: deps.db,
        user,
        orderId: body.order_id,
        status: body.status,
        version: body.version,
      });
      const message = 'Order status updated successfully';
      return { status: true, message, data: { message, order } };
    },
  });

  registerCall(app, deps, rejectOrderCall, {
    access: 'signed-in',
    handler: async ({ body, user }) => {
      const order = await rejectOrder({
        db: deps.db,
        user,
        orderId: body.id,
        version: body.version,
        reason: body.reason,
      });
      const message = 'Order rejected successfully';
      return { status: true, message, data: { message, data: order } };
    },
  });

  registerCall(app, deps, updateOrderCall, {
    access: 'signed-in',
    handler: async ({ body, user }) => {
      const update = decodeOrderUpdate(body);
      const step = {
        db: deps.db,
        user,
        orderId: body.id,
        expectedStatus: body.status,
        version: body.version,
      };
      let order: OrderState;
      let message: string;
      switch (update.verb) {
        case 'advance':
          order = await advanceOrder(step);
          message = messageOfTransition(order);
          break;
        case 'place':
          order = await placeOrderOnShipment({
            ...step,
            shipmentId: update.shipmentId,
            lateReason: body.late_reason,
          });
          message = 'Order assigned to shipment';
          break;
        case 'remove':
          order = await removeOrderFromShipment({ ...step, reason: update.reason, note: update.note });
          message =
            order.status === 'ON_BOARD_RETURNING'
              ? 'Order kept on board: it returns to base with the vessel'
              : 'Order removed from shipment successfully';
          break;
      }
      // Mark Offloaded on a receipt short or damaged says so: the order reads DELIVERED all the same.
      const discrepancy =
        update.verb === 'advance' && order.status === 'DELIVERED'
          ? await describeOpenDiscrepancyOfOrder(deps.db, order.id)
          : null;
      if (discrepancy) {
        const said = `${message}. ${discrepancy}`;
        return { status: true, message: said, data: { message: said, data: order } };
      }
      return { status: true, message, data: { message, data: order } };
    },
  });

  registerCall(app, deps, recordOrderReceiptCall, {
    access: ['rig-logistic'],
    handler: async ({ body, user }) => {
      const receipt = await recordOrderReceipt({
        db: deps.db,
        user,
        orderId: body.id,
        receivedQuantity: body.received_quantity,
        damagedQuantity: body.damaged_quantity,
        note: body.note,
        version: body.version,
      });
      const message =
        receipt.discrepancy_id === null
          ? 'Receipt recorded'
          : 'Receipt recorded: a discrepancy was opened for the base coordinator';
      return { status: true, message, data: { message, data: receipt } };
    },
  });

  registerCall(app, deps, moveOrderToNextPhaseCall, {
    access: 'signed-in',
    handler: async ({ body, user }) => {
      const order = await advanceOrder({ db: deps.db, user, orderId: body.id, version: body.version });
      const message = messageOfTransition(order);
      return { status: true, message, data: { message, data: order } };
    },
  });
}
