import { formatVoyageId } from '@rigline/contract/ids';
import {
  createShipmentCall,
  deleteShipmentCall,
  listActionableShipmentsCall,
  listShipmentsCall,
  moveShipmentCall,
} from '@rigline/contract/shipments';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../http/deps.ts';
import { registerCall, registerListCall } from '../../http/register-call.ts';
import { SHIPMENT_COLUMNS } from '../exports/list-columns.ts';
import { moveShipment } from './shipment-move.service.ts';
import {
  createShipment,
  deleteShipment,
  listActionableShipments,
  listShipments,
} from './shipments.service.ts';

/**
 * Every role reads shipments (a supplier only its company's); the base coordinator creates them, deletes an empty
 * one and moves one not loaded to another sailing.
 */
export function registerShipmentRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerListCall(app, deps, listShipmentsCall, {
    access: 'signed-in',
    list: ({ query, user }, paging) => listShipments({ db: deps.db, user, filter: { ...query, ...paging } }),
    envelope: (vendors) => ({ status: true, message: 'Shipments retrieved successfully', data: { vendors } }),
    file: { name: 'shipments', columns: SHIPMENT_COLUMNS },
  });

  registerCall(app, deps, listActionableShipmentsCall, {
    access: 'signed-in',
    handler: async ({ params, user }) => {
      const shipment = await listActionableShipments({
        db: deps.db,
        user,
        requestId: params.requestId,
        phase: params.phase,
      });
      return { status: true, message: 'Shipments retrieved successfully', data: { shipment } };
    },
  });

  registerCall(app, deps, createShipmentCall, {
    access: ['base-coordinator'],
    handler: async ({ body, user }) => {
      const shipment = await createShipment({
        db: deps.db,
        user,
        voyageId: body.voyage_id,
        requestId: body.request_id,
        lateReason: body.late_reason,
      });
      const message = 'Shipment created successfully';
      return { status: true, message, data: { message, shipment } };
    },
  });

  registerCall(app, deps, deleteShipmentCall, {
    access: ['base-coordinator'],
    handler: async ({ body, user }) => {
      const shipmentId = await deleteShipment({ db: deps.db, user, shipmentId: body.shipment_id });
      const message = 'Shipment deleted successfully';
      return { status: true, message, data: { message, shipment_id: shipmentId } };
    },
  });

  registerCall(app, deps, moveShipmentCall, {
    access: ['base-coordinator'],
    handler: async ({ body, user }) => {
      const { shipment, fromVoyageId } = await moveShipment({
        db: deps.db,
        user,
        shipmentId: body.shipment_id,
        voyageId: body.voyage_id,
        lateReason: body.late_reason,
      });
      const message = `Shipment moved to ${formatVoyageId(shipment.voyage_id)} ${shipment.voyage.name}`;
      return { status: true, message, data: { message, shipment, from_voyage_id: fromVoyageId } };
    },
  });
}
