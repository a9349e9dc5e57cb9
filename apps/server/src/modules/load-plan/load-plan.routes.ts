import { getLoadPlanCall, getManifestCall } from '@rigline/contract/load-plan';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../errors.ts';
import type { AppDeps } from '../../http/deps.ts';
import { registerCall } from '../../http/register-call.ts';
import { getLoadPlan, readManifestLoad } from './load-plan.service.ts';
import { buildManifest, MANIFEST_CONTENT_TYPES } from './manifest.ts';
import { manifestCsv } from './manifest-csv.ts';
import { manifestPdf } from './manifest-pdf.ts';
import { manifestXlsx } from './manifest-xlsx.ts';

/**
 * Operators read every voyage's load plan and manifest (decisions.md §2: they see every rig); suppliers see
 * their own lines in the shipment views, not the vessel's papers (docs/decisions/029).
 */
const OPERATORS = ['rig-logistic', 'base-coordinator'] as const;

export function registerLoadPlanRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerCall(app, deps, getLoadPlanCall, {
    access: OPERATORS,
    handler: async ({ params }) => {
      const loadPlan = await getLoadPlan({
        db: deps.db,
        voyageId: params.voyageId,
        heavyLiftT: deps.config.heavyLiftT,
      });
      return { status: true, message: 'Load plan retrieved successfully', data: { load_plan: loadPlan } };
    },
  });

  registerCall(app, deps, getManifestCall, {
    access: OPERATORS,
    handler: async ({ params, query, reply }) => {
      const heavyLiftT = deps.config.heavyLiftT;
      const load = await readManifestLoad({ db: deps.db, voyageId: params.voyageId, heavyLiftT });
      if (query.journey_id !== undefined && !load.legs.some((leg) => leg.journey_id === query.journey_id)) {
        throw AppError.badInput('journey_id', 'This journey is not a leg of this voyage');
      }
      const manifest = buildManifest(load, { journeyId: query.journey_id, heavyLiftT });
      const file =
        query.format === 'csv'
          ? manifestCsv(manifest)
          : query.format === 'xlsx'
            ? await manifestXlsx(manifest)
            : await manifestPdf(manifest);
      // A Buffer skips the JSON serializer: the file goes out as it is.
      return reply
        .header('content-type', MANIFEST_CONTENT_TYPES[query.format])
        .header('content-disposition', `attachment; filename="${manifest.fileStem}.${query.format}"`)
        .header('cache-control', 'no-store')
        .send(file);
    },
  });
}
