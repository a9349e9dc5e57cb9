import type { BackloadStatus, DiscrepancyStatus } from './cargo.ts';
import type { NotificationKind } from './notifications.ts';
import {
  canRoleActOnPhase,
  type OrderStatus,
  ownersOfPhase,
  type Phase,
  type RequestStatus,
} from './phases.ts';
import type { RoleSlug } from './roles.ts';
import type { Precondition } from './transition-preconditions.ts';
import { TRANSITION_ROWS } from './transition-rows.ts';
import type { VoyageStatus } from './voyages.ts';

/**
 * The lifecycle's transition table (issue 20): every step a request, an order, a voyage, a journey or a
 * backload may take, as data. Server, web and notification rules read it; nothing else decides who may take
 * which step from where. The rows describe what the server does today (decisions.md §3 and §4, issues 9–12).
 *
 * A new step is a row here (plus, where it has a rule of its own, one function beside the code that applies it).
 */

export const TRANSITION_ENTITIES = [
  'request',
  'order',
  'voyage',
  'journey',
  'backload',
  'discrepancy',
] as const;
export type TransitionEntity = (typeof TRANSITION_ENTITIES)[number];

/** A journey's state, as its events name it: added (planned), started, ended, or deleted while planned. */
export const JOURNEY_STATES = ['PLANNED', 'STARTED', 'ENDED', 'DELETED'] as const;
export type JourneyState = (typeof JOURNEY_STATES)[number];

export type TransitionStatus =
  | OrderStatus
  | RequestStatus
  | VoyageStatus
  | JourneyState
  | BackloadStatus
  | DiscrepancyStatus;

/**
 * Where an entity stands. Requests and orders have a phase (PHASE.*) and a status; voyages, journeys and
 * backloads only a status (their phase is null).
 */
export interface TransitionState {
  phase: Phase | null;
  status: TransitionStatus;
}

/**
 * `phase`: an owner of the from-phase (PHASE_TABLE) or admin takes the step (canRoleActOnPhase).
 * `role`: the call is open to these roles and admin, whatever the phase (voyages, journeys, backloads, receipts).
 */
export type Ownership = 'phase' | 'role';

export interface OrderMove {
  from: TransitionState;
  to: TransitionState;
  /** The notice each order's move causes (notification-rules.ts has the words and who reads them). */
  notice?: NotificationKind;
}

export interface Transition {
  entity: TransitionEntity;
  /** `<entity>.<verb>`: one action may have several rows, one per state it starts from. */
  action: TransitionAction;
  /** Null for a step that creates the entity. */
  from: TransitionState | null;
  to: TransitionState;
  /** Other states the same step can end in, decided by the step's own rule (see its row). */
  alsoTo?: readonly TransitionState[];
  /** The button people press, word for word; null when there is none (a drag and drop). */
  label: string | null;
  ownedBy: Ownership;
  /** Who takes the step; admin always may. For `phase` rows these are PHASE_TABLE's owners of from.phase. */
  owners: readonly RoleSlug[];
  preconditions: readonly Precondition[];
  /** The orders that move with this step, each from one state to another. */
  carries?: readonly OrderMove[];
  /** The person who made it can undo it for a few seconds (issue 12, UNDO_WINDOW_MS). */
  isUndoable?: boolean;
  /** The notice the step causes, if any (notification-rules.ts has the words and who reads them). */
  notice?: NotificationKind;
}

export const TRANSITION_ACTIONS = [
  'request.create',
  'request.assign_to_rig_logistics',
  'request.assign_to_base_coordinator',
  'request.complete',
  'order.create',
  'order.accept',
  'order.return_to_review',
  'order.reject',
  'order.place_on_shipment',
  'order.remove',
  'order.advance',
  'order.keep_on_board',
  'order.record_receipt',
  'order.split',
  'voyage.create',
  'voyage.start',
  'voyage.arrive_at_base',
  'journey.add',
  'journey.delete',
  'journey.start',
  'journey.end',
  'backload.book',
  'backload.update',
  'backload.cancel',
  'backload.load',
  'backload.receive',
  'discrepancy.open',
  'discrepancy.resolve',
] as const;
export type TransitionAction = (typeof TRANSITION_ACTIONS)[number];

/**
 * The table: one row per action and state it starts from (transition-rows.ts). Its preconditions are in
 * transition-preconditions.ts; both are part of this module's surface, named here so callers import one place.
 */
export const TRANSITIONS: readonly Transition[] = TRANSITION_ROWS;
export {
  formatPreconditionText,
  PRECONDITIONS,
  type Precondition,
  type PreconditionCode,
} from './transition-preconditions.ts';
export { ORDER_PHASE_MOVES_ON } from './transition-rows.ts';

function isSameState(a: TransitionState | null, b: TransitionState | null): boolean {
  if (a === null || b === null) return a === b;
  return a.phase === b.phase && a.status === b.status;
}

/** The steps an entity may take from where it stands (creations, with no from, are not listed). */
export function transitionsFrom(
  entity: TransitionEntity,
  phase: number | null,
  status: string,
): Transition[] {
  return TRANSITIONS.filter(
    (row) =>
      row.entity === entity && row.from !== null && row.from.phase === phase && row.from.status === status,
  );
}

/**
 * What a recorded change was, by the table (the events rows say only from where to where): the row of the
 * entity's own step, or, for an order, the row whose step carried it (a voyage's start, a journey's end). A
 * row whose `to` is the outcome comes before one that reaches it only as `alsoTo`. Undefined for a change the
 * table has no step for (an undo, a correction).
 */
export function stepOfChange(
  entity: string,
  from: { phase: number | null; status: string } | null,
  to: { phase: number | null; status: string },
): { transition: Transition; carried: OrderMove | null } | undefined {
  const own = TRANSITIONS.filter(
    (row) => row.entity === entity && isSameState(row.from, from as TransitionState),
  );
  const exact = own.find((row) => isSameState(row.to, to as TransitionState));
  const other = own.find((row) =>
    (row.alsoTo ?? []).some((state) => isSameState(state, to as TransitionState)),
  );
  const mine = exact ?? other;
  if (mine) return { transition: mine, carried: null };
  if (entity !== 'order' || from === null) return undefined;
  for (const row of TRANSITIONS) {
    const carried = (row.carries ?? []).find(
      (move) =>
        isSameState(move.from, from as TransitionState) && isSameState(move.to, to as TransitionState),
    );
    if (carried) return { transition: row, carried };
  }
  return undefined;
}

/** The notice a recorded change causes, by the table; undefined when nobody is told. */
export function noticeOfChange(
  entity: string,
  from: { phase: number | null; status: string } | null,
  to: { phase: number | null; status: string },
): NotificationKind | undefined {
  const step = stepOfChange(entity, from, to);
  if (!step) return undefined;
  return step.carried ? step.carried.notice : step.transition.notice;
}

/** The row of `action` that ends where the thing stands (the step that may have brought it there), if any. */
export function stepInto(
  action: TransitionAction,
  at: { phase: number | null; status: string },
): Transition | undefined {
  const here = at as TransitionState;
  return transitionsOf(action).find(
    (row) => isSameState(row.to, here) || (row.alsoTo ?? []).some((state) => isSameState(state, here)),
  );
}

/** The row of `action` from a phase, whatever the status there (the server then checks the status). */
export function stepFromPhase(action: TransitionAction, phase: number): Transition | undefined {
  return transitionsOf(action).find((row) => row.from?.phase === phase);
}

/** Every row of one action, one per state it starts from. */
export function transitionsOf(action: TransitionAction): Transition[] {
  return TRANSITIONS.filter((row) => row.action === action);
}

/**
 * The row of `action` from this state; undefined when the action does not start there. Without a state, the
 * action's only row (a creation, or an action with one row); an action with several rows needs the state.
 */
export function findTransition(
  action: TransitionAction,
  from?: { phase: number | null; status: string } | null,
): Transition | undefined {
  const rows = transitionsOf(action);
  if (from === undefined) {
    if (rows.length > 1) throw new RangeError(`${action} starts from ${rows.length} states: name one`);
    return rows[0];
  }
  return rows.find((row) => isSameState(row.from, from as TransitionState | null));
}

/** Whether this role takes this row's step: admin always, else an owner (of the phase, or by role). */
export function isOwnerOf(roleSlug: string, transition: Transition): boolean {
  if (transition.ownedBy === 'phase' && transition.from !== null && transition.from.phase !== null) {
    return canRoleActOnPhase(roleSlug, transition.from.phase);
  }
  return roleSlug === 'admin' || (transition.owners as readonly string[]).includes(roleSlug);
}

/** The steps a role may take from this state. */
export function actionsForRole(
  roleSlug: string,
  entity: TransitionEntity,
  phase: number | null,
  status: string,
): Transition[] {
  return transitionsFrom(entity, phase, status).filter((row) => isOwnerOf(roleSlug, row));
}

/** The step by its button label from this state, for the role; undefined when not offered. */
export function actionForRoleByLabel(
  roleSlug: string,
  entity: TransitionEntity,
  phase: number | null,
  status: string,
  label: string,
): Transition | undefined {
  return actionsForRole(roleSlug, entity, phase, status).find((row) => row.label === label);
}

export type TakeAnswer =
  | { allowed: true; transition: Transition }
  | { allowed: false; reason: 'NOT_FROM_HERE' | 'NOT_OWNER'; transition: Transition | undefined };

/**
 * Whether a role may take `action` from this state, as far as the table tells: the row exists from here and
 * the role owns it. Preconditions that need more than the state (a shipment, the journeys) are the caller's.
 */
export function canTake(
  roleSlug: string,
  action: TransitionAction,
  from: { phase: number | null; status: string } | null,
): TakeAnswer {
  const transition = findTransition(action, from);
  if (!transition) return { allowed: false, reason: 'NOT_FROM_HERE', transition: undefined };
  if (!isOwnerOf(roleSlug, transition)) return { allowed: false, reason: 'NOT_OWNER', transition };
  return { allowed: true, transition };
}

/** The owners PHASE_TABLE gives a phase-owned row: what every `phase` row's owners must equal. */
export function phaseOwnersOf(transition: Transition): readonly RoleSlug[] | null {
  if (transition.ownedBy !== 'phase') return null;
  const phase = transition.from?.phase ?? transition.to.phase;
  return phase === null ? null : ownersOfPhase(phase);
}
