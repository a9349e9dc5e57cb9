import { z } from 'zod';
import { countSchema, defineCall, envelope, idListQuerySchema, idSchema, namedRefSchema } from './api.ts';
import { requestSchema } from './requests.ts';
import { rigSchema } from './rigs.ts';
import { voyageSchema } from './voyages.ts';

/** How many open requests, due soonest, the coordinator's dashboard checks for being at risk; how many it lists. */
export const AT_RISK_CHECKED = 100;
export const AT_RISK_LISTED = 5;

export const atRiskRequestSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  rig: namedRefSchema.nullable(),
  required_by: z.string(),
  reason: z.string(),
});
export type AtRiskRequest = z.infer<typeof atRiskRequestSchema>;

/** Requests per rig: pending_approval is phase 1, approved is phase 2 and on. */
export const rigRequestCountsSchema = z.object({
  total_requests: countSchema,
  pending_approval: countSchema,
  approved: countSchema,
});
export type RigRequestCounts = z.infer<typeof rigRequestCountsSchema>;

export const rigLogisticsDashboardSchema = z.object({
  active_rigs: countSchema,
  pending_requests: countSchema,
  orders_completed_this_month: countSchema,
  per_rig: z.array(
    z.object({ rig_id: z.number().int(), rig_name: z.string(), ...rigRequestCountsSchema.shape }),
  ),
});
export type RigLogisticsDashboard = z.infer<typeof rigLogisticsDashboardSchema>;

/**
 * The rig logistics and site-operations dashboards may be narrowed to some rigs (a rig logistics user's home
 * rigs, issue 12): every figure, row and alert then counts those rigs only. Omitted: every rig.
 */
export const rigFilterQuerySchema = z.object({ rig_ids: idListQuerySchema.optional() });
export type RigFilterQuery = z.input<typeof rigFilterQuerySchema>;

export const getRigLogisticsDashboardCall = defineCall({
  method: 'GET',
  path: '/api/dashboard/rig-logistics',
  query: rigFilterQuerySchema,
  response: envelope(rigLogisticsDashboardSchema),
});

export const rigDashboardSchema = z.object({ rig: rigSchema, ...rigRequestCountsSchema.shape });
export type RigDashboard = z.infer<typeof rigDashboardSchema>;

export const rigIdParamsSchema = z.object({ rigId: idSchema });
export type RigIdParams = z.input<typeof rigIdParamsSchema>;

export const getRigDashboardCall = defineCall({
  method: 'GET',
  path: '/api/dashboard/rig/:rigId',
  params: rigIdParamsSchema,
  response: envelope(rigDashboardSchema),
});

export const siteSchema = z.object({
  rig_id: z.number().int(),
  rig_name: z.string(),
  location: z.string(),
  open_requests: countSchema,
  orders_in_transit: countSchema,
  orders_delivered: countSchema,
  orders_total: countSchema,
  /** Delivered share of the orders not rejected, 0-100. */
  progress_percent: z.number().min(0).max(100),
});
export type Site = z.infer<typeof siteSchema>;

/** What a site alert is about; the client picks icon and link from it. */
export const SITE_ALERT_KINDS = [
  'offload_required',
  'awaiting_review',
  'awaiting_loading',
  'voyage_ready',
] as const;
export const siteAlertKindSchema = z.enum(SITE_ALERT_KINDS);
export type SiteAlertKind = z.infer<typeof siteAlertKindSchema>;

export const siteAlertSchema = z.object({
  kind: siteAlertKindSchema,
  message: z.string(),
  request_id: z.number().int().optional(),
  voyage_id: z.number().int().optional(),
});
export type SiteAlert = z.infer<typeof siteAlertSchema>;

export const siteOperationsDashboardSchema = z.object({
  sites: z.array(siteSchema),
  alerts: z.array(siteAlertSchema),
});
export type SiteOperationsDashboard = z.infer<typeof siteOperationsDashboardSchema>;

export const getSiteOperationsDashboardCall = defineCall({
  method: 'GET',
  path: '/api/dashboard/site-operations',
  query: rigFilterQuerySchema,
  response: envelope(siteOperationsDashboardSchema),
});

export const supplierDashboardSchema = z.object({
  draft_requests: countSchema,
  /** Phase 3. */
  orders_to_load: countSchema,
  /** Phase 7. */
  orders_to_offload: countSchema,
  orders_delivered_this_month: countSchema,
  recent_requests: z.array(requestSchema),
});
export type SupplierDashboard = z.infer<typeof supplierDashboardSchema>;

export const getSupplierDashboardCall = defineCall({
  method: 'GET',
  path: '/api/dashboard/supplier',
  response: envelope(supplierDashboardSchema),
});

export const baseCoordinatorDashboardSchema = z.object({
  /** Requests in phase 2. */
  requests_to_plan: countSchema,
  /** Phase-2 orders not yet on a shipment. */
  orders_without_shipment: countSchema,
  shipments_awaiting_loading: countSchema,
  voyages_planning: countSchema,
  /** STARTED: out at sea, the returning ones included. */
  voyages_started: countSchema,
  /** STARTED with every journey ended (issue 9): "Returning to base", waiting for "Arrived at Base". */
  voyages_returning: countSchema,
  /** Those voyages, the longest under way first (at most 5). */
  returning_voyages: z.array(voyageSchema),
  upcoming_voyages: z.array(voyageSchema),
  /**
   * Issue 23 (docs/decisions/062): of the open requests due soonest (at most AT_RISK_CHECKED), how many are at
   * risk of missing their required_by, and the first few of them, soonest due first, each with the reason.
   */
  requests_at_risk_count: countSchema,
  requests_at_risk: z.array(atRiskRequestSchema),
});
export type BaseCoordinatorDashboard = z.infer<typeof baseCoordinatorDashboardSchema>;

export const getBaseCoordinatorDashboardCall = defineCall({
  method: 'GET',
  path: '/api/dashboard/base-coordinator',
  response: envelope(baseCoordinatorDashboardSchema),
});
