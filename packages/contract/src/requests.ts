import { z } from 'zod';
import {
  bodyIdSchema,
  countSchema,
  defineCall,
  envelope,
  exportFormatSchema,
  idListQuerySchema,
  idSchema,
  namedRefSchema,
  paged,
  pageQuerySchema,
  requiredTextSchema,
  searchQuerySchema,
  seenVersionSchema,
  timestampSchema,
  versionSchema,
} from './api.ts';
import { DEFAULT_REQUEST_TYPE } from './constants.ts';
import { currentPhaseDataSchema, phaseSchema, requestStatusSchema } from './phases.ts';
import { poNumberSchema } from './po-numbers.ts';
import { calendarDateSchema } from './time.ts';

/** A request has no status of its own to allow; only the owners of its phase matter. */
export const requestPhaseDataSchema = currentPhaseDataSchema.pick({ owner: true });

export const requestSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  status: requestStatusSchema,
  current_phase: phaseSchema,
  current_phase_data: requestPhaseDataSchema,
  rig_id: z.number().int(),
  rig: namedRefSchema.nullable(),
  well_id: z.number().int(),
  well: namedRefSchema.nullable(),
  section: z.string(),
  // The documents read both names for the same value.
  request_type: z.string(),
  type: z.string(),
  /** Number of orders in the request. */
  total_items: countSchema,
  vendor_id: z.number().int(),
  created_at: timestampSchema,
  /** The date the rig needs the goods by (YYYY-MM-DD, issue 23); null when none was given. */
  required_by: z.string().nullable().default(null),
  /** The operator's purchase-order number (issue 26); null when none was given. */
  po_number: z.string().nullable().default(null),
  version: versionSchema,
  /**
   * Its orders the rig received short, received damaged, and their discrepancies not resolved yet (issue 22):
   * a COMPLETED request says so beside its status.
   */
  short_order_count: countSchema.optional(),
  damaged_order_count: countSchema.optional(),
  open_discrepancy_count: countSchema.optional(),
  /**
   * On the request lists (issue 23, docs/decisions/062): the goods will not be at the rig by required_by, the
   * expected arrival of its sailing falling after it or no sailing arriving in time; with the reason in words.
   */
  at_risk: z.boolean().optional(),
  at_risk_reason: z.string().nullable().optional(),
});
// Not `Request`: that would shadow the fetch Request type wherever both are in scope.
export type SupplyRequest = z.infer<typeof requestSchema>;

/** Rig logistics lists every request the supplier has handed on. */
export const EXCEPT_DRAFT = 'ex-DRAFT';

export const listRequestsQuerySchema = pageQuerySchema.extend({
  id: idSchema.optional(),
  rig_id: idSchema.optional(),
  /** Several rigs, comma separated (a rig logistics user's home rigs, issue 12); with rig_id, both apply. */
  rig_ids: idListQuerySchema.optional(),
  status: z.union([requestStatusSchema, z.literal(EXCEPT_DRAFT)]).optional(),
  /** Matches title, id (REQ-007 or 7) and description. */
  search: searchQuerySchema,
  /** csv or xlsx: the whole filtered list as a file (issue 12). */
  format: exportFormatSchema.optional(),
});
export type ListRequestsQuery = z.input<typeof listRequestsQuerySchema>;
export type ListRequestsFilter = z.output<typeof listRequestsQuerySchema>;

export const listRequestsResponseSchema = envelope(z.object({ requests: paged(requestSchema) }));
export type ListRequestsResponse = z.infer<typeof listRequestsResponseSchema>;

/** Also the request details call: `?id=N` answers the one request in `data.requests.data[0]`. */
export const listRequestsCall = defineCall({
  method: 'GET',
  path: '/api/request/get',
  query: listRequestsQuerySchema,
  response: listRequestsResponseSchema,
});

export const createRequestBodySchema = z.object({
  rig_id: bodyIdSchema('Please select a rig'),
  well_id: bodyIdSchema('Please select a well'),
  title: requiredTextSchema('Title', 200),
  type: z
    .literal(DEFAULT_REQUEST_TYPE, { error: `Request type must be ${DEFAULT_REQUEST_TYPE}` })
    .default(DEFAULT_REQUEST_TYPE),
  section: requiredTextSchema('Section', 100),
  description: requiredTextSchema('Description', 2000),
  /** Optional (issue 23): the date the rig needs the goods by. */
  required_by: calendarDateSchema('required_by').nullable().optional(),
  /** Optional (issue 26): the operator's purchase-order number, as typed in its ERP. */
  po_number: poNumberSchema,
});
export type CreateRequestBody = z.input<typeof createRequestBodySchema>;
export type NewRequest = z.output<typeof createRequestBodySchema>;

export const createRequestResponseSchema = envelope(
  z.object({ message: z.string(), request_id: z.number().int() }),
);
export type CreateRequestResponse = z.infer<typeof createRequestResponseSchema>;

export const createRequestCall = defineCall({
  method: 'POST',
  path: '/api/request/create',
  body: createRequestBodySchema,
  response: createRequestResponseSchema,
});

export const moveRequestToNextPhaseBodySchema = z.object({
  request_id: bodyIdSchema('request_id must be a positive whole number'),
  /** The request's version as the person saw it (docs/decisions/012). */
  version: seenVersionSchema,
});
export type MoveRequestToNextPhaseBody = z.input<typeof moveRequestToNextPhaseBodySchema>;

export const moveRequestToNextPhaseResponseSchema = envelope(
  z.object({
    message: z.string(),
    request_id: z.number().int(),
    current_phase: phaseSchema,
    status: requestStatusSchema,
    version: versionSchema,
  }),
);
export type MoveRequestToNextPhaseResponse = z.infer<typeof moveRequestToNextPhaseResponseSchema>;

export const moveRequestToNextPhaseCall = defineCall({
  method: 'POST',
  path: '/api/request/move-next-phase',
  body: moveRequestToNextPhaseBodySchema,
  response: moveRequestToNextPhaseResponseSchema,
});

/**
 * POST /api/request/set-required-by (issue 23): the supplier changes the date the rig needs the goods by while
 * the request is a draft; null clears it.
 */
export const setRequiredByBodySchema = z.object({
  request_id: bodyIdSchema('request_id must be a positive whole number'),
  required_by: calendarDateSchema('required_by').nullable(),
  /** The request's version as the person saw it (docs/decisions/012). */
  version: seenVersionSchema,
});
export type SetRequiredByBody = z.input<typeof setRequiredByBodySchema>;

export const setRequiredByResponseSchema = envelope(
  z.object({
    message: z.string(),
    request_id: z.number().int(),
    required_by: z.string().nullable(),
    version: versionSchema,
  }),
);

export const setRequiredByCall = defineCall({
  method: 'POST',
  path: '/api/request/set-required-by',
  body: setRequiredByBodySchema,
  response: setRequiredByResponseSchema,
});
