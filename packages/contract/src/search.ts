import { z } from 'zod';
import { defineCall, envelope, textSchema } from './api.ts';

/** What the top bar's search finds (issue 12, docs/decisions/033). */
export const SEARCH_KINDS = ['request', 'order', 'shipment', 'voyage', 'item'] as const;
export const searchKindSchema = z.enum(SEARCH_KINDS);
export type SearchKind = z.infer<typeof searchKindSchema>;

export const SEARCH_LIMIT = { default: 5, max: 20 } as const;

export const searchQuerySchema = z.object({
  /** REQ-007, ORD-042, VOY-3, Shipment #12, a title, a voyage name, an item name or a mat code. */
  q: textSchema('q').min(1, 'Type something to search for').max(200, 'q must be at most 200 characters'),
  /** Results of each kind, at most. */
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(SEARCH_LIMIT.max, `limit must be at most ${SEARCH_LIMIT.max}`)
    .default(SEARCH_LIMIT.default),
});
export type SearchQuery = z.input<typeof searchQuerySchema>;

export const searchResultSchema = z.object({
  kind: searchKindSchema,
  id: z.number().int(),
  /** How the screens name it: REQ-007, ORD-042, Shipment #12, VOY-3, or the item's mat code. */
  label: z.string(),
  /** The words beside the label: a request's title, an order's item name, a voyage's name. */
  title: z.string(),
  /** One more line: the mat code and request of an order, the rig of a request. */
  detail: z.string(),
  status: z.string().nullable(),
  /** Where it opens: an order and a shipment open their request (or, for rig logistics, the voyage's view). */
  request_id: z.number().int().nullable(),
  voyage_id: z.number().int().nullable(),
});
export type SearchResult = z.infer<typeof searchResultSchema>;

export const searchResponseSchema = envelope(z.object({ results: z.array(searchResultSchema) }));
export type SearchResponse = z.infer<typeof searchResponseSchema>;

/**
 * GET /api/search?q=&limit=: requests, orders, shipments, voyages and items the user may see, completed ones
 * included, newest first within each kind. A supplier finds only its company's requests, orders, shipments and
 * items; operators every vendor's, but no draft and no catalogue item (they have no screen for those), and no
 * voyage for suppliers.
 */
export const searchCall = defineCall({
  method: 'GET',
  path: '/api/search',
  query: searchQuerySchema,
  response: searchResponseSchema,
});
