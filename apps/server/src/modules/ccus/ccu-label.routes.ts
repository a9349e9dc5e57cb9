import { ccuLabelCall, LABEL_CONTENT_TYPE, orderLabelCall, shipmentLabelsCall } from '@rigline/contract/ccus';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../http/deps.ts';
import { registerCall } from '../../http/register-call.ts';
import { ccuLabel, orderLabel, shipmentLabels } from './ccu-label.service.ts';
import { labelPdf, labelSheetPdf } from './ccu-label-pdf.ts';

/**
 * The address a label's QR code starts with (docs/decisions/074): PUBLIC_URL when the app is published under
 * one, else the address the caller reached this server by, so a label printed from the quay's own address
 * opens on the quay's scanners.
 */
export function labelOrigin(publicUrl: string | undefined, request: FastifyRequest): string {
  return (publicUrl ?? `${request.protocol}://${request.host}`).replace(/\/+$/, '');
}

function sendPdf(reply: FastifyReply, file: Buffer, fileName: string): FastifyReply {
  // Inline: the browser opens the label in its PDF viewer, one click from its print dialog.
  return reply
    .header('content-type', LABEL_CONTENT_TYPE)
    .header('content-disposition', `inline; filename="${fileName}"`)
    .header('cache-control', 'no-store')
    .send(file);
}

/**
 * Labels (issue 25): a unit's, an order's and a shipment's sheet. Registered here, beside the units, rather than
 * in the orders and shipments modules: those read nothing of this module, and the labels read theirs, so the
 * modules never import each other. Who may print a label is who may read the thing (ccu-label.service.ts).
 */
export function registerCcuLabelRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerCall(app, deps, ccuLabelCall, {
    access: 'signed-in',
    handler: async ({ params, user, request, reply }) => {
      const origin = labelOrigin(deps.config.publicUrl, request);
      const { label, fileName } = await ccuLabel({
        db: deps.db,
        user,
        id: params.id,
        now: deps.now(),
        origin,
      });
      return sendPdf(reply, await labelPdf(label), fileName);
    },
  });

  registerCall(app, deps, orderLabelCall, {
    access: 'signed-in',
    handler: async ({ params, user, request, reply }) => {
      const origin = labelOrigin(deps.config.publicUrl, request);
      const { label, fileName } = await orderLabel({ db: deps.db, user, id: params.id, origin });
      return sendPdf(reply, await labelPdf(label), fileName);
    },
  });

  registerCall(app, deps, shipmentLabelsCall, {
    access: 'signed-in',
    handler: async ({ params, user, request, reply }) => {
      const origin = labelOrigin(deps.config.publicUrl, request);
      const sheet = await shipmentLabels({ db: deps.db, user, id: params.id, now: deps.now(), origin });
      return sendPdf(reply, await labelSheetPdf(sheet), sheet.fileName);
    },
  });
}
