import {
  createVoyageCall,
  listValidVoyagesForShipmentCall,
  listVoyagesCall,
  startVoyageCall,
} from '@rigline/contract/voyages';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../http/deps.ts';
import { registerCall } from '../../http/register-call.ts';
import { createVoyage, listValidVoyagesForShipment, listVoyages, startVoyage } from './voyages.service.ts';

/** Operators read voyages; suppliers get what they need of them inside the shipment list. */
const OPERATORS = ['rig-logistic', 'base-coordinator'] as const;

export function registerVoyageRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerCall(app, deps, listVoyagesCall, {
    access: OPERATORS,
    handler: async ({ query }) => {
      const voyages = await listVoyages({ db: deps.db, filter: query });
      return { status: true, message: 'Voyages retrieved successfully', data: { Voyages: voyages } };
    },
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

  registerCall(app, deps, startVoyageCall, {
    access: ['base-coordinator'],
    handler: async ({ body, user }) => {
      const voyage = await startVoyage({
        db: deps.db,
        user,
        voyageId: body.voyage_id,
        version: body.version,
      });
      const message = 'Voyage started successfully';
      return { status: true, message, data: { message, voyage } };
    },
  });
}
