import {
  cancelBackloadCall,
  createBackloadCall,
  listBackloadsCall,
  listDiscrepanciesCall,
  markBackloadLoadedCall,
  receiveBackloadCall,
  resolveDiscrepancyCall,
  updateBackloadCall,
} from '@rigline/contract/cargo';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../http/deps.ts';
import { registerCall, registerListCall } from '../../http/register-call.ts';
import { BACKLOAD_LINE_COLUMNS, backloadLineRows, DISCREPANCY_COLUMNS } from '../exports/list-columns.ts';
import {
  cancelBackload,
  createBackload,
  listBackloads,
  markBackloadLoaded,
  receiveBackload,
  updateBackload,
} from './backloads.service.ts';
import { listDiscrepancies, resolveDiscrepancy } from './discrepancies.service.ts';

/** Discrepancies and backload (issue 9). */
export function registerCargoRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerListCall(app, deps, listDiscrepanciesCall, {
    access: 'signed-in',
    list: ({ query, user }, paging) =>
      listDiscrepancies({ db: deps.db, user, filter: { ...query, ...paging } }),
    envelope: (discrepancies) => ({
      status: true,
      message: 'Discrepancies retrieved successfully',
      data: { discrepancies },
    }),
    file: { name: 'discrepancies', columns: DISCREPANCY_COLUMNS },
  });

  registerCall(app, deps, resolveDiscrepancyCall, {
    access: ['base-coordinator'],
    handler: async ({ body, user }) => {
      const discrepancy = await resolveDiscrepancy({
        db: deps.db,
        user,
        id: body.id,
        resolution: body.resolution,
        version: body.version,
      });
      const message = 'Discrepancy resolved';
      return { status: true, message, data: { message, discrepancy } };
    },
  });

  registerListCall(app, deps, listBackloadsCall, {
    access: 'signed-in',
    list: ({ query, user }, paging) => listBackloads({ db: deps.db, user, filter: { ...query, ...paging } }),
    envelope: (backloads) => ({
      status: true,
      message: 'Backloads retrieved successfully',
      data: { backloads },
    }),
    // A backload is written a row per line.
    file: { name: 'backload', columns: BACKLOAD_LINE_COLUMNS, rows: backloadLineRows },
  });

  registerCall(app, deps, createBackloadCall, {
    access: ['rig-logistic'],
    handler: async ({ body, user }) => {
      const backload = await createBackload({
        db: deps.db,
        user,
        voyageId: body.voyage_id,
        rigId: body.rig_id,
        lines: body.lines,
        units: deps.backloadUnits,
      });
      const message = 'Backload booked';
      return { status: true, message, data: { message, backload } };
    },
  });

  registerCall(app, deps, updateBackloadCall, {
    access: ['rig-logistic'],
    handler: async ({ body, user }) => {
      const backload = await updateBackload({
        db: deps.db,
        user,
        id: body.id,
        lines: body.lines,
        version: body.version,
        units: deps.backloadUnits,
      });
      const message = 'Backload updated';
      return { status: true, message, data: { message, backload } };
    },
  });

  registerCall(app, deps, cancelBackloadCall, {
    access: ['rig-logistic'],
    handler: async ({ body, user }) => {
      const backload = await cancelBackload({ db: deps.db, user, id: body.id, version: body.version });
      const message = 'Backload cancelled';
      return { status: true, message, data: { message, backload } };
    },
  });

  registerCall(app, deps, markBackloadLoadedCall, {
    access: ['rig-logistic'],
    handler: async ({ body, user }) => {
      const backload = await markBackloadLoaded({ db: deps.db, user, id: body.id, version: body.version });
      const message = 'Backload marked as loaded';
      return { status: true, message, data: { message, backload } };
    },
  });

  registerCall(app, deps, receiveBackloadCall, {
    access: ['base-coordinator'],
    handler: async ({ body, user }) => {
      const backload = await receiveBackload({
        db: deps.db,
        user,
        id: body.id,
        lines: body.lines,
        note: body.note,
        version: body.version,
        units: deps.backloadUnits,
      });
      const message = 'Backload received at base';
      return { status: true, message, data: { message, backload } };
    },
  });
}
