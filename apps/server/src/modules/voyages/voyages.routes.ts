import { scheduleVoyageCall } from '@rigline/contract/schedule';
import {
  arriveVoyageCall,
  createVoyageCall,
  getVoyageTripCall,
  listValidVoyagesForShipmentCall,
  listVoyagesCall,
  startVoyageCall,
} from '@rigline/contract/voyages';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../http/deps.ts';
import { registerCall, registerListCall } from '../../http/register-call.ts';
import { VOYAGE_COLUMNS } from '../exports/list-columns.ts';
import { scheduleVoyage } from './voyage-schedule.service.ts';
import {
  arriveVoyage,
  createVoyage,
  getVoyageTrip,
  listValidVoyagesForShipment,
  listVoyages,
  startVoyage,
} from './voyages.service.ts';

/** Operators read voyages; suppliers get what they need of them inside the shipment list. */
const OPERATORS = ['rig-logistic', 'base-coordinator'] as const;

export function registerVoyageRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerListCall(app, deps, listVoyagesCall, {
    access: OPERATORS,
    list: ({ query }, paging) => listVoyages({ db: deps.db, filter: { ...query, ...paging } }),
    envelope: (voyages) => ({
      status: true,
      message: 'Voyages retrieved successfully',
      data: { Voyages: voyages },
    }),
    file: { name: 'voyages', columns: VOYAGE_COLUMNS },
  });

  registerCall(app, deps, listValidVoyagesForShipmentCall, {
    access: OPERATORS,
    handler: async ({ params, query, user }) => {
      const voyages = await listValidVoyagesForShipment({
        db: deps.db,
        user,
        requestId: params.requestId,
        page: query,
      });
      return { status: true, message: 'Voyages retrieved successfully', data: { voyages } };
    },
  });

  registerCall(app, deps, createVoyageCall, {
    access: ['base-coordinator'],
    handler: async ({ body, user }) => {
      const voyage = await createVoyage({ db: deps.db, user, voyage: body });
      const message = 'Voyage created successfully';
      return { status: true, message, data: { message, voyage } };
    },
  });

  registerCall(app, deps, scheduleVoyageCall, {
    access: ['base-coordinator'],
    handler: async ({ body, user }) => {
      const voyage = await scheduleVoyage({
        db: deps.db,
        user,
        body,
        now: new Date(deps.now()).toISOString(),
      });
      const message = 'Schedule saved';
      return { status: true, message, data: { message, voyage } };
    },
  });

  registerCall(app, deps, startVoyageCall, {
    access: ['base-coordinator'],
    handler: async ({ body, user }) => {
      const { voyage, loadWarnings } = await startVoyage({
        db: deps.db,
        user,
        voyageId: body.voyage_id,
        version: body.version,
      });
      const parts = ['Voyage started successfully'];
      if (loadWarnings.nearFull.length) parts.push(`Nearly full: ${loadWarnings.nearFull.join('; ')}`);
      // Issue 22: lines whose weight or size is unknown are not in the figures the check used; say which.
      if (loadWarnings.unknownMeasures.length) parts.push(loadWarnings.unknownMeasures.join('; '));
      const message = parts.join('. ');
      return { status: true, message, data: { message, voyage } };
    },
  });

  registerCall(app, deps, arriveVoyageCall, {
    access: ['base-coordinator'],
    handler: async ({ body, user }) => {
      const { voyage, returnedOrderCount } = await arriveVoyage({
        db: deps.db,
        user,
        voyageId: body.voyage_id,
        version: body.version,
      });
      const message = 'Voyage arrived at base';
      return {
        status: true,
        message,
        data: { message, voyage, returned_order_count: returnedOrderCount },
      };
    },
  });

  registerCall(app, deps, getVoyageTripCall, {
    access: OPERATORS,
    handler: async ({ params }) => {
      const trip = await getVoyageTrip({ db: deps.db, voyageId: params.voyageId });
      return { status: true, message: 'Voyage trip retrieved successfully', data: { trip } };
    },
  });
}
