import { z } from 'zod';
import type { RoleSlug } from './roles.ts';

export const ORDER_STATUSES = [
  'CREATED',
  'ACCEPTED',
  'REJECTED',
  'REQUEST_LOADING',
  'ASSIGNED_TO_SUPPLIER',
  'LOADED',
  'IN_TRANSIT',
  'OFFLOAD_REQUIRED',
  'OFFLOADING',
  'DELIVERED',
  'ON_BOARD_RETURNING',
] as const;
export const orderStatusSchema = z.enum(ORDER_STATUSES);
export type OrderStatus = z.infer<typeof orderStatusSchema>;

export const REQUEST_STATUSES = ['DRAFT', 'PENDING', 'PROCESSING', 'COMPLETED'] as const;
export const requestStatusSchema = z.enum(REQUEST_STATUSES);
export type RequestStatus = z.infer<typeof requestStatusSchema>;

export const PHASE_NUMBERS = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9] as const;
export type Phase = (typeof PHASE_NUMBERS)[number];
/** The highest phase number: 9, on board and returning to base (issue 9). */
export const MAX_PHASE: number = Math.max(...PHASE_NUMBERS);
export const phaseSchema = z.number().int().min(0).max(MAX_PHASE);
/** A phase read from a query string or a path parameter. */
export const phaseQuerySchema = z.coerce.number().int().min(0).max(MAX_PHASE);

export interface PhaseDefinition {
  phase: Phase;
  meaning: string;
  owner: readonly RoleSlug[];
  allowedStatuses: readonly OrderStatus[];
}

/** The order lifecycle of decisions.md §3, as data. Server and browser both decide from this table. */
export const PHASE_TABLE: readonly PhaseDefinition[] = [
  { phase: 0, meaning: 'Supplier builds the request', owner: ['supplier'], allowedStatuses: ['CREATED'] },
  {
    phase: 1,
    meaning: 'Rig logistics reviews',
    owner: ['rig-logistic'],
    allowedStatuses: ['CREATED', 'ACCEPTED', 'REJECTED'],
  },
  {
    phase: 2,
    meaning: 'Base coordinator plans',
    owner: ['base-coordinator'],
    allowedStatuses: ['ACCEPTED', 'REQUEST_LOADING'],
  },
  { phase: 3, meaning: 'Supplier loads', owner: ['supplier'], allowedStatuses: ['ASSIGNED_TO_SUPPLIER'] },
  {
    phase: 4,
    meaning: 'Loaded, waiting to sail',
    owner: ['base-coordinator'],
    allowedStatuses: ['LOADED'],
  },
  { phase: 5, meaning: 'At sea', owner: ['rig-logistic'], allowedStatuses: ['IN_TRANSIT'] },
  {
    phase: 6,
    meaning: 'Offload required at the rig',
    owner: ['rig-logistic'],
    allowedStatuses: ['OFFLOAD_REQUIRED'],
  },
  { phase: 7, meaning: 'Offloading', owner: ['supplier'], allowedStatuses: ['OFFLOADING'] },
  { phase: 8, meaning: 'Delivered', owner: [], allowedStatuses: ['DELIVERED'] },
  {
    phase: 9,
    meaning: 'On board, returning to base',
    owner: ['base-coordinator'],
    allowedStatuses: ['ON_BOARD_RETURNING'],
  },
];

/**
 * Every phase by name (issue 20): source code says `PHASE.OFFLOADING`, never a bare `7`. The numbers are the
 * documents' (decisions.md §3), shown to people on the screens the documents name.
 */
export const PHASE = {
  DRAFT: 0,
  REVIEW: 1,
  PLANNING: 2,
  LOADING: 3,
  LOADED: 4,
  AT_SEA: 5,
  OFFLOAD_REQUIRED: 6,
  OFFLOADING: 7,
  DELIVERED: 8,
  ON_BOARD_RETURNING: 9,
} as const satisfies Record<string, Phase>;
export type PhaseName = keyof typeof PHASE;

/** Delivered: the end of the line for an order that reached its rig. */
export const FINAL_PHASE: Phase = PHASE.DELIVERED;
/** Kept on board at the rig (issue 9): on its shipment until the voyage arrives at base, then back to phase 2. */
export const ON_BOARD_RETURNING_PHASE: Phase = PHASE.ON_BOARD_RETURNING;

export function isPhase(value: number): value is Phase {
  return Number.isInteger(value) && value >= 0 && value <= MAX_PHASE;
}

export function getPhase(phase: number): PhaseDefinition {
  const definition = PHASE_TABLE[phase];
  if (!definition) throw new RangeError(`Unknown phase ${phase}`);
  return definition;
}

export function ownersOfPhase(phase: number): readonly RoleSlug[] {
  return getPhase(phase).owner;
}

export function allowedStatusesOfPhase(phase: number): readonly OrderStatus[] {
  return getPhase(phase).allowedStatuses;
}

/**
 * The phase after this one in the delivery line, or null for the final phase. Phase 9 is off the line: it goes
 * back to 2 when its voyage arrives at base, never on to a next number.
 */
export function nextPhase(phase: number): Phase | null {
  getPhase(phase);
  return phase >= FINAL_PHASE ? null : ((phase + 1) as Phase);
}

/** Only an owner of the phase, or admin, may act on it. Nobody acts on the final phase. */
export function canRoleActOnPhase(roleSlug: string, phase: number): boolean {
  const owners = ownersOfPhase(phase);
  if (owners.length === 0) return false;
  return roleSlug === 'admin' || (owners as readonly string[]).includes(roleSlug);
}

export interface CurrentPhaseData {
  owner: RoleSlug[];
  allowedStatuses: OrderStatus[];
}

export const currentPhaseDataSchema = z.object({
  owner: z.array(z.string()),
  allowedStatuses: z.array(orderStatusSchema),
});

export function currentPhaseData(phase: number): CurrentPhaseData {
  const definition = getPhase(phase);
  return { owner: [...definition.owner], allowedStatuses: [...definition.allowedStatuses] };
}

/** Why rig logistics kept an order on board instead of offloading it (issue 9). */
export const KEPT_ON_BOARD_REASONS = [
  'WEATHER',
  'CRANE_DOWN',
  'NOT_REQUIRED',
  'DAMAGED',
  'WRONG_ITEM',
  'OTHER',
] as const;
export const keptOnBoardReasonSchema = z.enum(KEPT_ON_BOARD_REASONS);
export type KeptOnBoardReason = z.infer<typeof keptOnBoardReasonSchema>;

export const KEPT_ON_BOARD_REASON_LABELS: Readonly<Record<KeptOnBoardReason, string>> = {
  WEATHER: 'Weather',
  CRANE_DOWN: 'Crane down',
  NOT_REQUIRED: 'Not required at the rig',
  DAMAGED: 'Damaged',
  WRONG_ITEM: 'Wrong item',
  OTHER: 'Other',
};

/** "Weather", or "Other: the note" — the words every screen shows beside a kept or returned order. */
export function describeKeptReason(reason: string | null, note: string | null): string {
  const label =
    reason && reason in KEPT_ON_BOARD_REASON_LABELS
      ? KEPT_ON_BOARD_REASON_LABELS[reason as KeptOnBoardReason]
      : (reason ?? '');
  if (!note) return label;
  return label ? `${label}: ${note}` : note;
}

/** REJECTED is final in any phase, DELIVERED is final by phase. */
export function isFinalOrderStatus(status: OrderStatus): boolean {
  return status === 'REJECTED' || status === 'DELIVERED';
}

/** Request status from its phase (decisions.md §3); COMPLETED is decided from the orders. */
export function requestStatusForPhase(phase: number): RequestStatus {
  if (phase === PHASE.DRAFT) return 'DRAFT';
  if (phase === PHASE.REVIEW) return 'PENDING';
  return 'PROCESSING';
}

/** A request is completed once it has orders and each of them is delivered or rejected. */
export function isRequestComplete(orderStatuses: readonly OrderStatus[]): boolean {
  return orderStatuses.length > 0 && orderStatuses.every(isFinalOrderStatus);
}
