import { z } from 'zod';
import { defineCall, envelope } from './api.ts';

/**
 * Live updates (issue 10): the server tells each signed-in browser what changed, on a Server-Sent Events
 * stream, and the browser refetches what shows it. An event names what changed, never what it now holds.
 */
export const LIVE_CHANGE_KINDS = [
  'request',
  'order',
  'voyage',
  'journey',
  'shipment',
  'backload',
  'discrepancy',
  'notification',
] as const;
export const liveChangeKindSchema = z.enum(LIVE_CHANGE_KINDS);
export type LiveChangeKind = z.infer<typeof liveChangeKindSchema>;

/** One `change` event: the kind and ids of what changed, and the requests and voyages they belong to. */
export const liveChangeSchema = z.object({
  kind: liveChangeKindSchema,
  ids: z.array(z.number().int()),
  request_ids: z.array(z.number().int()),
  voyage_ids: z.array(z.number().int()),
});
export type LiveChange = z.infer<typeof liveChangeSchema>;

/** The stream's event names: `ready` once it is open, `change` per change, `resync` when some may be lost. */
export const LIVE_EVENTS = { ready: 'ready', change: 'change', resync: 'resync' } as const;

export const EVENTS_STREAM_PATH = '/api/events/stream';

export const LIVE = {
  /** A comment line this often keeps proxies from closing an idle stream. */
  heartbeatMs: 15_000,
  /** A ticket opens one stream, within this time of being issued. */
  ticketTtlSeconds: 60,
  /** The browser's reconnect backoff: first wait, doubling up to the last. */
  reconnectInitialMs: 1_000,
  reconnectMaxMs: 30_000,
} as const;

export const createEventTicketResponseSchema = envelope(
  z.object({ ticket: z.string(), expires_in: z.number().int() }),
);

/** POST /api/events/ticket → data.ticket: opens GET /api/events/stream?ticket=… once, for an EventSource. */
export const createEventTicketCall = defineCall({
  method: 'POST',
  path: '/api/events/ticket',
  response: createEventTicketResponseSchema,
});
