import {
  createJourneyCall,
  deleteJourneyCall,
  endJourneyCall,
  listJourneysByVoyageCall,
  startJourneyCall,
  updateJourneyCall,
  updateJourneySequenceCall,
} from '@rigline/contract/journeys';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../http/deps.ts';
import { registerCall } from '../../http/register-call.ts';
import {
  changeJourneyRig,
  createJourney,
  deleteJourney,
  endJourney,
  listJourneysOfVoyage,
  moveJourney,
  startJourney,
} from './journeys.service.ts';

/** The base coordinator plans journeys; rig logistics runs them (product-voyages-shipments.md §6). */
export function registerJourneyRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerCall(app, deps, listJourneysByVoyageCall, {
    access: ['rig-logistic', 'base-coordinator'],
    handler: async ({ params }) => {
      const journeys = await listJourneysOfVoyage({ db: deps.db, voyageId: params.voyageId });
      return { status: true, message: 'Journeys retrieved successfully', data: { journeys } };
    },
  });

  registerCall(app, deps, createJourneyCall, {
    access: ['base-coordinator'],
    handler: async ({ body, user }) => {
      const journeys = await createJourney({
        db: deps.db,
        user,
        voyageId: body.voyage_id,
        rigId: body.rig_id,
      });
      const message = 'Journey created successfully';
      return { status: true, message, data: { message, journeys } };
    },
  });

  registerCall(app, deps, updateJourneySequenceCall, {
    access: ['base-coordinator'],
    handler: async ({ body, user }) => {
      const journeys = await moveJourney({
        db: deps.db,
        user,
        journeyId: body.journey_id,
        newSequence: body.new_sequence,
      });
      const message = 'Journey sequence updated successfully';
      return { status: true, message, data: { message, journeys } };
    },
  });

  registerCall(app, deps, updateJourneyCall, {
    access: ['base-coordinator'],
    handler: async ({ body, user }) => {
      const journeys = await changeJourneyRig({ db: deps.db, user, journeyId: body.id, rigId: body.rig_id });
      const message = 'Journey rig updated successfully';
      return { status: true, message, data: { message, journeys } };
    },
  });

  registerCall(app, deps, deleteJourneyCall, {
    access: ['base-coordinator'],
    handler: async ({ body, user }) => {
      const journeys = await deleteJourney({ db: deps.db, user, journeyId: body.journey_id });
      const message = 'Journey deleted successfully';
      return { status: true, message, data: { message, journeys } };
    },
  });

  registerCall(app, deps, startJourneyCall, {
    access: ['rig-logistic'],
    handler: async ({ body, user }) => {
      const journey = await startJourney({
        db: deps.db,
        user,
        journeyId: body.journey_id,
        version: body.version,
      });
      const message = 'Journey started successfully';
      return { status: true, message, data: { message, journey } };
    },
  });

  registerCall(app, deps, endJourneyCall, {
    access: ['rig-logistic'],
    handler: async ({ body, user }) => {
      const journey = await endJourney({
        db: deps.db,
        user,
        journeyId: body.journey_id,
        version: body.version,
      });
      const message = 'Journey ended successfully';
      return { status: true, message, data: { message, journey } };
    },
  });
}
