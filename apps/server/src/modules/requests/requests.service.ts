import { type PageMeta, pageMeta } from '@rigline/contract/api';
import { parseDisplayId } from '@rigline/contract/ids';
import {
  isRequestComplete,
  type OrderStatus,
  PHASE,
  type RequestStatus,
  requestStatusForPhase,
} from '@rigline/contract/phases';
import type { ListRequestsFilter, NewRequest, SupplyRequest } from '@rigline/contract/requests';
import { RIG_INACTIVE_MESSAGE } from '@rigline/contract/rigs';
import { isOwnerOf, stepFromPhase, stepInto } from '@rigline/contract/transitions';
import type { CurrentUser } from '../../current-user.ts';
import type { Db } from '../../db/connection.ts';
import type { RequestRow } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { transitionEvent } from '../events/event-rows.ts';
import { findOrdersOfRequest, moveRequest } from '../lifecycle/lifecycle.service.ts';
import { recordTransitions } from '../lifecycle/record-transitions.ts';
import { lockRequest, requestChangedError } from '../lifecycle/request-phase.ts';
import { inTransaction } from '../live/live-transaction.ts';
import { findRigById } from '../rigs/rigs.service.ts';
import { findWellById } from '../wells/wells.service.ts';
import { assertCanActOnPhase, findVisibleRequest, requireVendorId, vendorScopeOf } from './request-access.ts';
import { toSupplyRequest } from './request-mapping.ts';
import {
  countRequests,
  findRequestById,
  findRequestsPage,
  insertRequest,
  type RequestFilter,
  updateRequiredBy,
} from './requests.repository.ts';

/** Read by other modules, which do not reach into this module's repository (docs/decisions/040). */
export { findOpenRequestsDueSoonest, findRequestById } from './requests.repository.ts';

export async function listRequests(options: {
  db: Db;
  user: CurrentUser;
  filter: ListRequestsFilter;
}): Promise<{ data: SupplyRequest[]; meta: PageMeta }> {
  const { db, user, filter } = options;
  // The details view asks by id: another vendor's request answers 404 there, as it does everywhere.
  if (filter.id !== undefined) await findVisibleRequest({ db, user, requestId: filter.id });
  const repositoryFilter: RequestFilter = {
    vendorId: vendorScopeOf(user),
    id: filter.id,
    rigId: filter.rig_id,
    rigIds: filter.rig_ids,
    status: filter.status,
    search: filter.search ? { text: filter.search, id: parseDisplayId('REQ', filter.search) } : undefined,
  };
  const [total, rows] = await Promise.all([
    countRequests(db, repositoryFilter),
    findRequestsPage(db, repositoryFilter, { limit: filter.limit, offset: (filter.page - 1) * filter.limit }),
  ]);
  return { data: rows.map(toSupplyRequest), meta: pageMeta(total, filter) };
}

/** A supplier raises a request for its own company, on a well of the chosen rig; it starts as a draft. */
export async function createRequest(options: {
  db: Db;
  user: CurrentUser;
  request: NewRequest;
}): Promise<{ requestId: number }> {
  const { db, user, request } = options;
  // A supplier nobody has linked is refused as on every call (403); admin, whom the route lets through too,
  // has no company to create the request for (400).
  vendorScopeOf(user);
  const vendorId = requireVendorId(user, {
    code: 'BAD_INPUT',
    message:
      "A request belongs to a supplier's company, and this account has none. Sign in as a supplier to create it.",
  });

  const rig = await findRigById(db, request.rig_id);
  if (!rig) throw AppError.badInput('rig_id', 'This rig does not exist. Please select a rig from the list.');
  if (rig.status !== 1) throw AppError.badInput('rig_id', RIG_INACTIVE_MESSAGE);
  const well = await findWellById(db, request.well_id);
  if (!well || well.rig_id !== rig.id) {
    throw AppError.badInput(
      'well_id',
      `This well is not one of ${rig.name}'s wells. Please select one of them.`,
    );
  }

  const now = new Date().toISOString();
  return inTransaction(db, async (trx) => {
    const requestId = await insertRequest(trx, {
      vendor_id: vendorId,
      created_by: user.id,
      rig_id: rig.id,
      well_id: well.id,
      title: request.title,
      description: request.description,
      section: request.section,
      request_type: request.type,
      required_by: request.required_by ?? null,
      po_number: request.po_number ?? null,
      status: requestStatusForPhase(PHASE.DRAFT),
      current_phase: PHASE.DRAFT,
      created_at: now,
      updated_at: now,
    });
    await recordTransitions(trx, [
      transitionEvent({
        entityType: 'request',
        entityId: requestId,
        actorUserId: user.id,
        from: null,
        to: { phase: PHASE.DRAFT, status: requestStatusForPhase(PHASE.DRAFT) },
        at: now,
      }),
    ]);
    return { requestId };
  });
}

export interface RequestMove {
  message: string;
  requestId: number;
  currentPhase: number;
  status: RequestStatus;
  version: number;
}

/**
 * "Assign to Rig Logistics" (phase 0 → 1) and "Assign to Base Coordinator" (phase 1 → 2). From phase 2 on a
 * request follows its orders, which move one by one. With the version the person saw, a request changed since
 * (moved on, or an order of it reviewed again) answers 409; without it, a call that could be a repeat of the
 * step before (the caller could have made it) answers 409 too, so a double click never skips a phase
 * (docs/decisions/012).
 */
export async function moveRequestToNextPhase(options: {
  db: Db;
  user: CurrentUser;
  requestId: number;
  version?: number | undefined;
}): Promise<RequestMove> {
  const { user, version } = options;
  const now = new Date().toISOString();
  return inTransaction(options.db, async (trx) => {
    const request = await findVisibleRequest({ db: trx, user, requestId: options.requestId });
    const phase = request.current_phase;
    const isStale = version === undefined ? isRepeatedMove(user, request) : version !== request.version;
    if (isStale) throw await requestChangedError({ db: trx, user, requestId: request.id });
    const step = REQUEST_MOVES.map((action) => stepFromPhase(action, phase)).find((row) => row !== undefined);
    if (!step) {
      throw new AppError('BAD_INPUT', `Requests in phase ${phase} move on through their orders`);
    }
    assertCanActOnPhase(user, phase, 'request');
    // Taken first: order changes of this request wait for it, so the checks below see their final state.
    await lockRequest({ db: trx, user, requestId: request.id, phase, version });
    const move = { db: trx, user, request, now };
    const moved = await (step.action === 'request.assign_to_rig_logistics'
      ? assignToRigLogistics(move)
      : assignToBaseCoordinator(move));
    const after = await findRequestById(trx, request.id);
    if (!after) throw new Error(`request ${request.id} vanished inside its own transaction`);
    return { ...moved, version: after.version };
  });
}

/** The request's own steps, in the contract's table: 0 → 1 and 1 → 2; from phase 2 on it moves with its orders. */
const REQUEST_MOVES = ['request.assign_to_rig_logistics', 'request.assign_to_base_coordinator'] as const;

/** A request step that brought the request where it stands, which the caller could have made: a double click. */
function isRepeatedMove(user: CurrentUser, request: { current_phase: number; status: string }): boolean {
  const at = { phase: request.current_phase, status: request.status };
  return REQUEST_MOVES.some((action) => {
    const row = stepInto(action, at);
    return row !== undefined && isOwnerOf(user.roleSlug, row);
  });
}

interface MoveContext {
  db: Db;
  user: CurrentUser;
  request: RequestRow;
  now: string;
}

async function assignToRigLogistics({
  db,
  user,
  request,
  now,
}: MoveContext): Promise<Omit<RequestMove, 'version'>> {
  const to = await moveRequest({ db, user, request, action: 'request.assign_to_rig_logistics', now });
  return {
    message: 'Request assigned to Rig Logistics',
    requestId: request.id,
    currentPhase: to.phase,
    status: to.status,
  };
}

async function assignToBaseCoordinator({
  db,
  user,
  request,
  now,
}: MoveContext): Promise<Omit<RequestMove, 'version'>> {
  const orders = await findOrdersOfRequest(db, request.id);
  const unreviewed = orders.filter(
    (order) => order.current_phase === PHASE.REVIEW && order.status === 'CREATED',
  ).length;
  if (unreviewed > 0) {
    throw new AppError(
      'BAD_INPUT',
      `Every order must be accepted or rejected first (${unreviewed} still need review)`,
    );
  }
  // Every order rejected leaves nothing to plan: the request is done (decisions.md §3, COMPLETED).
  const isComplete = isRequestComplete(orders.map((order) => order.status as OrderStatus));
  const action = isComplete ? 'request.complete' : 'request.assign_to_base_coordinator';
  const to = await moveRequest({ db, user, request, action, now });
  return {
    message: isComplete
      ? 'Every order was rejected, so the request is completed'
      : 'Request assigned to Base Coordinator',
    requestId: request.id,
    currentPhase: to.phase,
    status: to.status,
  };
}

/**
 * The supplier changes a draft's required-by date (issue 23): only while it is a draft (once sent, rig logistics
 * plans by it), from the version the supplier saw; 409 otherwise, as every lost race.
 */
export async function setRequiredBy(options: {
  db: Db;
  user: CurrentUser;
  requestId: number;
  requiredBy: string | null;
  version: number | undefined;
}): Promise<{ version: number }> {
  const { user, requestId } = options;
  const now = new Date().toISOString();
  return inTransaction(options.db, async (trx) => {
    const request = await findVisibleRequest({ db: trx, user, requestId });
    if (request.current_phase !== PHASE.DRAFT) {
      throw new AppError(
        'CONFLICT',
        'Required by can be changed while the request is a draft; this one has been sent to rig logistics.',
      );
    }
    assertCanActOnPhase(user, request.current_phase, 'request');
    // One conditional write from the draft (and the version) the supplier saw.
    const updated = await updateRequiredBy(trx, {
      requestId,
      requiredBy: options.requiredBy,
      draftPhase: PHASE.DRAFT,
      version: options.version,
      now,
    });
    if (!updated) throw await requestChangedError({ db: trx, user, requestId });
    return updated;
  });
}
