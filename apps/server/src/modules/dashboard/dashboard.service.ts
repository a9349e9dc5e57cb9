import type {
  BaseCoordinatorDashboard,
  RigDashboard,
  RigLogisticsDashboard,
  SiteAlert,
  SiteOperationsDashboard,
  SupplierDashboard,
} from '@rigline/contract/dashboard';
import { formatRequestId } from '@rigline/contract/ids';
import { PHASE } from '@rigline/contract/phases';
import type { CurrentUser } from '../../current-user.ts';
import type { Db } from '../../db/connection.ts';
import { AppError } from '../../errors.ts';
import { requireVendorId } from '../requests/request-access.ts';
import { toSupplyRequest } from '../requests/request-mapping.ts';
import { toRig } from '../rigs/rigs.service.ts';
import { toVoyage } from '../voyages/voyage-mapping.ts';
import {
  countVoyagesReturning,
  findVoyagesInStatuses,
  findVoyagesReadyToStart,
  findVoyagesReturning,
} from '../voyages/voyages.service.ts';
import {
  countActiveRigs,
  countOrdersDeliveredBetween,
  countOrdersDeliveredToRigsBetween,
  countOrdersInPhase,
  countOrdersPerRig,
  countOrdersWithoutShipment,
  countRequestsPerRig,
  countRequestsToPlan,
  countRequestsWithStatus,
  countShipmentsAwaitingLoading,
  countVoyagesByStatus,
  findRecentRequests,
  findRequestsAwaitingReview,
  findRequestsWithOrdersToOffload,
  findRigById,
  findRigs,
  findShipmentsAwaitingLoading,
  type RequestCounts,
  type RigIds,
} from './dashboard.repository.ts';
import { findDashboardRequestsAtRisk } from './requests-at-risk.ts';

const DAY_MS = 86_400_000;
/** A request waiting longer than this for rig logistics' review raises an alert. */
const REVIEW_ALERT_AFTER_DAYS = 2;
/** How many of the supplier's newest requests the supplier dashboard lists. */
const RECENT_REQUESTS_LIMIT = 5;
/** How many voyages still in planning (and returning to base) the coordinator dashboard lists, the oldest first. */
const UPCOMING_VOYAGES_LIMIT = 5;
/** How many alerts of each kind the site-operations dashboard lists, so a backlog cannot make it unbounded. */
const SITE_ALERTS_PER_KIND_LIMIT = 20;

const NO_REQUESTS: RequestCounts = { total_requests: 0, pending_approval: 0, approved: 0, open_requests: 0 };

/** The calendar month (UTC) that `now` falls in, as ISO bounds [from, to). */
function monthOf(now: Date): { from: string; to: string } {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth();
  return {
    from: new Date(Date.UTC(year, month, 1)).toISOString(),
    to: new Date(Date.UTC(year, month + 1, 1)).toISOString(),
  };
}

/** A supplier sees only their company's requests; operator roles see every vendor's. */
function vendorScopeOf(user: CurrentUser): number | undefined {
  if (user.roleSlug !== 'supplier') return undefined;
  return supplierVendorIdOf(user);
}

function supplierVendorIdOf(user: CurrentUser): number {
  return requireVendorId(user, {
    code: 'BAD_INPUT',
    message:
      "This dashboard shows a supplier's company, and this account is not linked to one. Sign in as a supplier to see it.",
  });
}

/**
 * `rigIds` narrows every figure to those rigs (a rig logistics user's home rigs, issue 12); undefined: every
 * rig.
 */
export async function getRigLogisticsDashboard(options: {
  db: Db;
  now?: Date;
  rigIds?: RigIds;
}): Promise<RigLogisticsDashboard> {
  const { db, rigIds } = options;
  const month = monthOf(options.now ?? new Date());
  const [activeRigs, pendingRequests, completedThisMonth, rigs, requestCounts] = await Promise.all([
    countActiveRigs(db, rigIds),
    countRequestsWithStatus(db, { status: 'PENDING', rigIds }),
    rigIds === undefined
      ? countOrdersDeliveredBetween(db, month)
      : countOrdersDeliveredToRigsBetween(db, { ...month, rigIds }),
    findRigs(db, rigIds),
    countRequestsPerRig(db, { rigIds }),
  ]);
  return {
    active_rigs: activeRigs,
    pending_requests: pendingRequests,
    orders_completed_this_month: completedThisMonth,
    per_rig: rigs.map((rig) => {
      const counts = requestCounts.get(rig.id) ?? NO_REQUESTS;
      return {
        rig_id: rig.id,
        rig_name: rig.name,
        total_requests: counts.total_requests,
        pending_approval: counts.pending_approval,
        approved: counts.approved,
      };
    }),
  };
}

export async function getRigDashboard(options: {
  db: Db;
  user: CurrentUser;
  rigId: number;
}): Promise<RigDashboard> {
  const vendorId = vendorScopeOf(options.user);
  const rig = await findRigById(options.db, options.rigId);
  if (!rig) throw new AppError('NOT_FOUND', 'Rig not found');
  const counts =
    (await countRequestsPerRig(options.db, { rigId: rig.id, vendorId })).get(rig.id) ?? NO_REQUESTS;
  return {
    rig: toRig(rig),
    total_requests: counts.total_requests,
    pending_approval: counts.pending_approval,
    approved: counts.approved,
  };
}

export async function getSiteOperationsDashboard(options: {
  db: Db;
  now?: Date;
  rigIds?: RigIds;
}): Promise<SiteOperationsDashboard> {
  const { db, rigIds } = options;
  const now = options.now ?? new Date();
  const [rigs, requestCounts, orderCounts] = await Promise.all([
    findRigs(db, rigIds),
    countRequestsPerRig(db, { rigIds }),
    countOrdersPerRig(db, rigIds),
  ]);
  const sites = rigs.map((rig) => {
    const requests = requestCounts.get(rig.id) ?? NO_REQUESTS;
    const orders = orderCounts.get(rig.id) ?? { orders_in_transit: 0, orders_delivered: 0, orders_total: 0 };
    return {
      rig_id: rig.id,
      rig_name: rig.name,
      location: rig.location,
      open_requests: requests.open_requests,
      ...orders,
      progress_percent:
        orders.orders_total === 0 ? 0 : Math.round((100 * orders.orders_delivered) / orders.orders_total),
    };
  });
  return { sites, alerts: await findSiteAlerts({ db, now, rigIds }) };
}

/**
 * What needs someone's attention, most urgent first: orders waiting at a rig to be offloaded, requests rig
 * logistics has not reviewed for more than two days, shipments the supplier has yet to load, and voyages that
 * are fully loaded and can start.
 */
async function findSiteAlerts(options: { db: Db; now: Date; rigIds: RigIds }): Promise<SiteAlert[]> {
  const { db, now, rigIds } = options;
  const reviewCutoff = new Date(now.getTime() - REVIEW_ALERT_AFTER_DAYS * DAY_MS).toISOString();
  const limit = SITE_ALERTS_PER_KIND_LIMIT;
  const [toOffload, awaitingReview, awaitingLoading, readyVoyages] = await Promise.all([
    findRequestsWithOrdersToOffload(db, { limit, rigIds }),
    findRequestsAwaitingReview(db, { before: reviewCutoff, limit, rigIds }),
    findShipmentsAwaitingLoading(db, { limit, rigIds }),
    findVoyagesReadyToStart(db, { limit, rigIds }),
  ]);
  return [
    ...toOffload.map(
      (row): SiteAlert => ({
        kind: 'offload_required',
        message: `${formatRequestId(row.request_id)}: ${row.order_count} order(s) waiting to be offloaded at ${row.rig_name}`,
        request_id: row.request_id,
      }),
    ),
    ...awaitingReview.map((row): SiteAlert => {
      const days = Math.floor((now.getTime() - Date.parse(row.updated_at)) / DAY_MS);
      return {
        kind: 'awaiting_review',
        message: `${formatRequestId(row.id)} for ${row.rig_name} has been waiting for review for ${days} days`,
        request_id: row.id,
      };
    }),
    ...awaitingLoading.map(
      (row): SiteAlert => ({
        kind: 'awaiting_loading',
        message: `${formatRequestId(row.request_id)}: ${row.order_count} order(s) on voyage ${row.voyage_name} waiting to be loaded by the supplier`,
        request_id: row.request_id,
        voyage_id: row.voyage_id,
      }),
    ),
    ...readyVoyages.map(
      (voyage): SiteAlert => ({
        kind: 'voyage_ready',
        message: `Voyage ${voyage.name} is loaded and ready to start`,
        voyage_id: voyage.id,
      }),
    ),
  ];
}

export async function getSupplierDashboard(options: {
  db: Db;
  user: CurrentUser;
  now?: Date;
}): Promise<SupplierDashboard> {
  const { db } = options;
  const vendorId = supplierVendorIdOf(options.user);
  const month = monthOf(options.now ?? new Date());
  const [drafts, toLoad, toOffload, deliveredThisMonth, recent] = await Promise.all([
    countRequestsWithStatus(db, { status: 'DRAFT', vendorId }),
    countOrdersInPhase(db, { phase: PHASE.LOADING, vendorId }),
    countOrdersInPhase(db, { phase: PHASE.OFFLOADING, vendorId }),
    countOrdersDeliveredBetween(db, { ...month, vendorId }),
    findRecentRequests(db, { vendorId, limit: RECENT_REQUESTS_LIMIT }),
  ]);
  return {
    draft_requests: drafts,
    orders_to_load: toLoad,
    orders_to_offload: toOffload,
    orders_delivered_this_month: deliveredThisMonth,
    recent_requests: recent.map(toSupplyRequest),
  };
}

export async function getBaseCoordinatorDashboard(options: {
  db: Db;
  now: number;
}): Promise<BaseCoordinatorDashboard> {
  const { db } = options;
  const [
    requestsToPlan,
    ordersWithoutShipment,
    shipmentsAwaitingLoading,
    voyageCounts,
    returningCount,
    returning,
    upcoming,
    atRisk,
  ] = await Promise.all([
    countRequestsToPlan(db),
    countOrdersWithoutShipment(db),
    countShipmentsAwaitingLoading(db),
    countVoyagesByStatus(db),
    countVoyagesReturning(db),
    findVoyagesReturning(db, { limit: UPCOMING_VOYAGES_LIMIT }),
    findVoyagesInStatuses(db, { statuses: ['PLANNING'], limit: UPCOMING_VOYAGES_LIMIT }),
    findDashboardRequestsAtRisk(db, options.now),
  ]);
  return {
    requests_to_plan: requestsToPlan,
    orders_without_shipment: ordersWithoutShipment,
    shipments_awaiting_loading: shipmentsAwaitingLoading,
    voyages_planning: voyageCounts.get('PLANNING') ?? 0,
    voyages_started: voyageCounts.get('STARTED') ?? 0,
    voyages_returning: returningCount,
    returning_voyages: returning.map(toVoyage),
    upcoming_voyages: upcoming.map(toVoyage),
    requests_at_risk_count: atRisk.count,
    requests_at_risk: atRisk.requests,
  };
}
