import {
  createRequestCall,
  listRequestsCall,
  moveRequestToNextPhaseCall,
  setRequiredByCall,
} from '@rigline/contract/requests';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../http/deps.ts';
import { registerCall, registerListCall } from '../../http/register-call.ts';
import { REQUEST_COLUMNS } from '../exports/list-columns.ts';
import { withAtRisk } from './request-mapping.ts';
import { createRequest, listRequests, moveRequestToNextPhase, setRequiredBy } from './requests.service.ts';

export function registerRequestRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerListCall(app, deps, listRequestsCall, {
    access: 'signed-in',
    list: async ({ query, user }, paging) => {
      const page = await listRequests({ db: deps.db, user, filter: { ...query, ...paging } });
      // Asks the sailings module only about rows with a required_by still to come (most pages have none).
      const atRisk = await deps.requestsAtRisk(deps.db, page.data, deps.now());
      return { ...page, data: withAtRisk(page.data, atRisk) };
    },
    envelope: (requests) => ({
      status: true,
      message: 'Requests retrieved successfully',
      data: { requests },
    }),
    file: { name: 'requests', columns: REQUEST_COLUMNS },
  });

  registerCall(app, deps, createRequestCall, {
    access: ['supplier'],
    handler: async ({ body, user }) => {
      const { requestId } = await createRequest({ db: deps.db, user, request: body });
      const message = 'Request created successfully';
      return { status: true, message, data: { message, request_id: requestId } };
    },
  });

  registerCall(app, deps, moveRequestToNextPhaseCall, {
    access: 'signed-in',
    handler: async ({ body, user }) => {
      const move = await moveRequestToNextPhase({
        db: deps.db,
        user,
        requestId: body.request_id,
        version: body.version,
      });
      return {
        status: true,
        message: move.message,
        data: {
          message: move.message,
          request_id: move.requestId,
          current_phase: move.currentPhase,
          status: move.status,
          version: move.version,
        },
      };
    },
  });

  registerCall(app, deps, setRequiredByCall, {
    access: ['supplier'],
    handler: async ({ body, user }) => {
      const { version } = await setRequiredBy({
        db: deps.db,
        user,
        requestId: body.request_id,
        requiredBy: body.required_by,
        version: body.version,
      });
      const message = body.required_by ? 'Required by date saved' : 'Required by date cleared';
      return {
        status: true,
        message,
        data: { message, request_id: body.request_id, required_by: body.required_by, version },
      };
    },
  });
}
