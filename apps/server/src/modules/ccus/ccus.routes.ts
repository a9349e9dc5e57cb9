import { ccuTripsCall, packCcuCall, shipmentUnitsCall, unpackCcuCall } from '@rigline/contract/ccu-packing';
import {
  ccuHistoryCall,
  createCcuCall,
  getCcuCall,
  listCcusCall,
  updateCcuCall,
} from '@rigline/contract/ccus';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../http/deps.ts';
import { registerCall } from '../../http/register-call.ts';
import { registerCcuLabelRoutes } from './ccu-label.routes.ts';
import { createCcu, updateCcu } from './ccus.admin.ts';
import { packCcu, shipmentTrips, unpackCcu } from './ccus.packing.ts';
import { ccuHistory, ccuTrips, getCcu, listCcus } from './ccus.service.ts';

/** Cargo carrying units (issue 25): the register. */
export function registerCcuRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerCall(app, deps, listCcusCall, {
    access: 'signed-in',
    handler: async ({ query, user }) => {
      const ccus = await listCcus({ db: deps.db, user, filter: query, now: deps.now() });
      return { status: true, message: 'Units retrieved successfully', data: { ccus } };
    },
  });

  registerCall(app, deps, getCcuCall, {
    access: 'signed-in',
    handler: async ({ params, user }) => {
      const ccu = await getCcu({ db: deps.db, user, id: params.id, now: deps.now() });
      return { status: true, message: 'Unit retrieved successfully', data: { ccu } };
    },
  });

  registerCall(app, deps, ccuHistoryCall, {
    access: 'signed-in',
    handler: async ({ params, user }) => {
      const changes = await ccuHistory({ db: deps.db, user, id: params.id, now: deps.now() });
      return { status: true, message: 'Unit history retrieved successfully', data: { changes } };
    },
  });

  registerCall(app, deps, createCcuCall, {
    access: ['base-coordinator', 'admin'],
    handler: async ({ body, user }) => {
      const ccu = await createCcu({ db: deps.db, actor: user, body, now: deps.now() });
      return { status: true, message: 'Unit registered', data: { ccu } };
    },
  });

  registerCall(app, deps, updateCcuCall, {
    access: ['base-coordinator', 'admin'],
    handler: async ({ body, user }) => {
      const ccu = await updateCcu({ db: deps.db, actor: user, body, now: deps.now() });
      return { status: true, message: 'Unit updated', data: { ccu } };
    },
  });

  registerCcuLabelRoutes(app, deps);

  registerCall(app, deps, ccuTripsCall, {
    access: 'signed-in',
    handler: async ({ params, user }) => {
      const trips = await ccuTrips({ db: deps.db, user, id: params.id, now: deps.now() });
      return { status: true, message: 'Unit trips retrieved successfully', data: { trips } };
    },
  });

  registerCall(app, deps, shipmentUnitsCall, {
    access: 'signed-in',
    handler: async ({ params, user }) => {
      // Whoever may see the shipment (listShipments' rule: a supplier its own company's) sees what is packed on it.
      const trips = await shipmentTrips({
        db: deps.db,
        user,
        shipmentId: params.shipmentId,
        now: deps.now(),
      });
      return { status: true, message: 'Units retrieved successfully', data: { trips } };
    },
  });

  registerCall(app, deps, packCcuCall, {
    access: ['base-coordinator'],
    handler: async ({ body, user }) => {
      const trip = await packCcu({ db: deps.db, user, body, now: deps.now() });
      return { status: true, message: `Packed in ${trip.ccu.code}`, data: { trip } };
    },
  });

  registerCall(app, deps, unpackCcuCall, {
    access: ['base-coordinator'],
    handler: async ({ body, user }) => {
      const trip = await unpackCcu({ db: deps.db, user, body, now: deps.now() });
      return {
        status: true,
        message: trip ? 'Unpacked' : 'Unpacked: the unit is off the shipment',
        data: { trip },
      };
    },
  });
}
