import type { BackloadStatus } from './cargo.ts';
import {
  canRoleActOnPhase,
  type OrderStatus,
  ownersOfPhase,
  PHASE,
  type Phase,
  type RequestStatus,
} from './phases.ts';
import type { RoleSlug } from './roles.ts';
import type { VoyageStatus } from './voyages.ts';

/**
 * The lifecycle's transition table (issue 20): every step a request, an order, a voyage, a journey or a
 * backload may take, as data. Server, web and notification rules read it; nothing else decides who may take
 * which step from where. The rows describe what the server does today (decisions.md §3 and §4, issues 9–12).
 *
 * A new step is a row here (plus, where it has a rule of its own, one function beside the code that applies it).
 */

export const TRANSITION_ENTITIES = ['request', 'order', 'voyage', 'journey', 'backload'] as const;
export type TransitionEntity = (typeof TRANSITION_ENTITIES)[number];

/** A journey's state, as its events name it: added (planned), started, ended, or deleted while planned. */
export const JOURNEY_STATES = ['PLANNED', 'STARTED', 'ENDED', 'DELETED'] as const;
export type JourneyState = (typeof JOURNEY_STATES)[number];

export type TransitionStatus = OrderStatus | RequestStatus | VoyageStatus | JourneyState | BackloadStatus;

/**
 * Where an entity stands. Requests and orders have a phase (PHASE.*) and a status; voyages, journeys and
 * backloads only a status (their phase is null).
 */
export interface TransitionState {
  phase: Phase | null;
  status: TransitionStatus;
}

/**
 * Something a caller can be told before taking a step, and the words used when it does not hold.
 * `message` is the server's refusal word for word (null when the server has no refusal of its own for it);
 * for a CONFLICT it is the detail the server's 409 ends with ("This voyage was changed by … : <detail>.
 * Reload to see it as it is now."). `disabledReason` is the text the web shows beside a disabled button, word
 * for word (null when the web hides the button instead). Both may hold `{name}` placeholders, filled by
 * formatPreconditionText.
 */
export interface Precondition {
  /** Stable: tests, the web and the server name a precondition by it. */
  code: string;
  /** The answer when it does not hold: 400, 403 or 409. */
  refusal: 'BAD_INPUT' | 'FORBIDDEN' | 'CONFLICT';
  /** The body field the 400 names, when the refusal is about one. */
  field?: string;
  message: string | null;
  disabledReason: string | null;
}

/**
 * `phase`: an owner of the from-phase (PHASE_TABLE) or admin takes the step (canRoleActOnPhase).
 * `role`: the call is open to these roles and admin, whatever the phase (voyages, journeys, backloads, receipts).
 */
export type Ownership = 'phase' | 'role';

export interface OrderMove {
  from: TransitionState;
  to: TransitionState;
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
}

export const TRANSITION_ACTIONS = [
  'request.create',
  'request.assign_to_rig_logistics',
  'request.assign_to_base_coordinator',
  'order.create',
  'order.accept',
  'order.return_to_review',
  'order.reject',
  'order.place_on_shipment',
  'order.remove',
  'order.advance',
  'order.keep_on_board',
  'order.record_receipt',
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
] as const;
export type TransitionAction = (typeof TRANSITION_ACTIONS)[number];

function state(phase: Phase | null, status: TransitionStatus): TransitionState {
  return { phase, status };
}

/** The preconditions, each written once; rows name them. */
export const PRECONDITIONS = {
  ORDER_NOT_REJECTED: {
    code: 'ORDER_NOT_REJECTED',
    refusal: 'CONFLICT',
    message: 'This order has already been rejected',
    disabledReason: null,
  },
  REQUEST_HAS_ORDERS: {
    code: 'REQUEST_HAS_ORDERS',
    refusal: 'BAD_INPUT',
    message: 'Add at least one order before assigning the request to rig logistics',
    disabledReason: null,
  },
  ORDERS_REVIEWED: {
    code: 'ORDERS_REVIEWED',
    refusal: 'BAD_INPUT',
    message: 'Every order must be accepted or rejected first ({count} still need review)',
    disabledReason: null,
  },
  REQUEST_IS_DRAFT: {
    code: 'REQUEST_IS_DRAFT',
    refusal: 'CONFLICT',
    message: 'it is no longer a draft, so orders cannot be added to it',
    disabledReason: null,
  },
  ORDER_NOT_ALREADY_IN_STATUS: {
    code: 'ORDER_NOT_ALREADY_IN_STATUS',
    refusal: 'CONFLICT',
    message: 'This order is already {status}. Reload to see its current state.',
    disabledReason: null,
  },
  ORDER_NOT_ON_THIS_SHIPMENT: {
    code: 'ORDER_NOT_ON_THIS_SHIPMENT',
    refusal: 'CONFLICT',
    message: 'This order is already on this shipment. Reload to see its current state.',
    disabledReason: null,
  },
  SHIPMENT_EXISTS: {
    code: 'SHIPMENT_EXISTS',
    refusal: 'CONFLICT',
    message:
      'This shipment no longer exists: someone may have deleted it after this page was loaded. Reload to see the current shipments.',
    disabledReason: null,
  },
  SHIPMENT_OF_REQUEST: {
    code: 'SHIPMENT_OF_REQUEST',
    refusal: 'BAD_INPUT',
    field: 'shipment_id',
    message: "This shipment carries another request's orders. Please choose one of this request's shipments.",
    disabledReason: null,
  },
  VOYAGE_PLAN_OPEN: {
    code: 'VOYAGE_PLAN_OPEN',
    refusal: 'CONFLICT',
    message: 'it has started, so its journey plan is locked',
    disabledReason: null,
  },
  ORDER_STILL_ON_SHIPMENT: {
    code: 'ORDER_STILL_ON_SHIPMENT',
    refusal: 'CONFLICT',
    message: 'This order is not on a shipment any more. Reload to see its current state.',
    disabledReason: null,
  },
  ORDER_ON_SHIPMENT: {
    code: 'ORDER_ON_SHIPMENT',
    refusal: 'BAD_INPUT',
    message: 'Order must be in a shipment before it is assigned to the supplier',
    disabledReason: null,
  },
  VOYAGE_UNDER_WAY: {
    code: 'VOYAGE_UNDER_WAY',
    refusal: 'CONFLICT',
    message: 'it is no longer under way',
    disabledReason: null,
  },
  KEPT_REASON_GIVEN: {
    code: 'KEPT_REASON_GIVEN',
    refusal: 'BAD_INPUT',
    field: 'reason',
    message:
      'Please say why the order stays on board: weather, crane down, not required at the rig, damaged, wrong item or other',
    disabledReason: null,
  },
  KEPT_NOTE_FOR_OTHER: {
    code: 'KEPT_NOTE_FOR_OTHER',
    refusal: 'BAD_INPUT',
    field: 'note',
    message: 'Please add a note saying why the order stays on board',
    disabledReason: null,
  },
  RECEIPT_BY_RIG_LOGISTICS: {
    code: 'RECEIPT_BY_RIG_LOGISTICS',
    refusal: 'FORBIDDEN',
    message: 'Only rig logistics records what the rig received',
    disabledReason: null,
  },
  RECEIVED_AT_MOST_ORDERED: {
    code: 'RECEIVED_AT_MOST_ORDERED',
    refusal: 'BAD_INPUT',
    field: 'received_quantity',
    message: 'Quantity received cannot be more than the {ordered} ordered',
    disabledReason: null,
  },
  DAMAGED_AT_MOST_RECEIVED: {
    code: 'DAMAGED_AT_MOST_RECEIVED',
    refusal: 'BAD_INPUT',
    field: 'damaged_quantity',
    message: 'Quantity damaged cannot be more than the quantity received',
    disabledReason: null,
  },
  VOYAGE_NOT_STARTED: {
    code: 'VOYAGE_NOT_STARTED',
    refusal: 'CONFLICT',
    message: 'it has already started',
    disabledReason: null,
  },
  VOYAGE_HAS_SHIPMENT: {
    code: 'VOYAGE_HAS_SHIPMENT',
    refusal: 'BAD_INPUT',
    message: 'Add a shipment before starting the voyage',
    disabledReason: null,
  },
  VOYAGE_SHIPMENTS_LOADED: {
    code: 'VOYAGE_SHIPMENTS_LOADED',
    refusal: 'BAD_INPUT',
    message: 'Every shipment must be loaded before the voyage starts ({loaded} of {total} loaded)',
    disabledReason: null,
  },
  VOYAGE_STARTED_FOR_ARRIVAL: {
    code: 'VOYAGE_STARTED_FOR_ARRIVAL',
    refusal: 'BAD_INPUT',
    message: 'Start the voyage before recording its arrival',
    disabledReason: 'The voyage has not started yet',
  },
  VOYAGE_NOT_ARRIVED: {
    code: 'VOYAGE_NOT_ARRIVED',
    refusal: 'CONFLICT',
    message: 'it has already arrived at base',
    disabledReason: 'The voyage has already arrived at base',
  },
  VOYAGE_JOURNEYS_ENDED: {
    code: 'VOYAGE_JOURNEYS_ENDED',
    refusal: 'CONFLICT',
    message: 'The vessel cannot be back at base yet: Journey {sequence} to {rig} has not ended yet',
    disabledReason: 'Journey {sequence} to {rig} has not ended yet',
  },
  VOYAGE_NO_ORDER_AT_SEA: {
    code: 'VOYAGE_NO_ORDER_AT_SEA',
    refusal: 'CONFLICT',
    message: 'The vessel cannot be back at base yet: {count} order(s) for {rig} are still at sea',
    disabledReason: '{count} order(s) for {rig} are still at sea',
  },
  VOYAGE_NO_ORDER_AT_RIG: {
    code: 'VOYAGE_NO_ORDER_AT_RIG',
    refusal: 'CONFLICT',
    message:
      'The vessel cannot be back at base yet: {count} order(s) at {rig} wait to be offloaded or kept on board',
    disabledReason: '{count} order(s) at {rig} wait to be offloaded or kept on board',
  },
  JOURNEY_PLAN_OPEN: {
    code: 'JOURNEY_PLAN_OPEN',
    refusal: 'CONFLICT',
    message: 'it has started, so its journey plan is locked',
    disabledReason: null,
  },
  JOURNEY_CARRIES_NOTHING: {
    code: 'JOURNEY_CARRIES_NOTHING',
    refusal: 'CONFLICT',
    message: 'This journey carries a shipment now, so {consequence}. Reload to see it as it is now.',
    disabledReason: 'Has shipments',
  },
  JOURNEY_VOYAGE_NOT_ARRIVED: {
    code: 'JOURNEY_VOYAGE_NOT_ARRIVED',
    refusal: 'BAD_INPUT',
    message: 'This voyage has already arrived at base',
    disabledReason: 'The voyage is completed.',
  },
  JOURNEY_VOYAGE_STARTED: {
    code: 'JOURNEY_VOYAGE_STARTED',
    refusal: 'BAD_INPUT',
    message: 'Start the voyage before starting its journeys',
    disabledReason: 'The voyage has not started yet.',
  },
  JOURNEY_NOT_STARTED: {
    code: 'JOURNEY_NOT_STARTED',
    refusal: 'CONFLICT',
    message: 'it has already started',
    disabledReason: 'This journey is under way.',
  },
  JOURNEY_NOT_ENDED: {
    code: 'JOURNEY_NOT_ENDED',
    refusal: 'CONFLICT',
    message: 'it has already ended',
    disabledReason: 'This journey is completed.',
  },
  JOURNEY_NONE_UNDER_WAY: {
    code: 'JOURNEY_NONE_UNDER_WAY',
    refusal: 'BAD_INPUT',
    message: 'Journey {sequence} to {rig} is still under way; end it before starting the next',
    disabledReason: 'Journey {sequence} to {rig} is under way. End it first.',
  },
  JOURNEY_NEXT_IN_SEQUENCE: {
    code: 'JOURNEY_NEXT_IN_SEQUENCE',
    refusal: 'BAD_INPUT',
    message: 'Journeys run in sequence: the next one to start is journey {sequence} to {rig}',
    disabledReason: 'Journeys run in sequence: Journey {sequence} to {rig} comes first.',
  },
  JOURNEY_LAST_OFFLOADED: {
    code: 'JOURNEY_LAST_OFFLOADED',
    refusal: 'BAD_INPUT',
    message:
      '{count} order(s) of journey {sequence} to {rig} still need offloading; offload them before starting the next journey',
    disabledReason: '{shipments} of Journey {sequence} to {rig} still {need} offloading.',
  },
  JOURNEY_STARTED: {
    code: 'JOURNEY_STARTED',
    refusal: 'BAD_INPUT',
    message: 'This journey has not started yet',
    disabledReason: 'This journey has not started.',
  },
  JOURNEY_NOT_ALREADY_ENDED: {
    code: 'JOURNEY_NOT_ALREADY_ENDED',
    refusal: 'CONFLICT',
    message: 'it has already ended',
    disabledReason: 'This journey is already completed.',
  },
  BACKLOAD_VOYAGE_NOT_ARRIVED: {
    code: 'BACKLOAD_VOYAGE_NOT_ARRIVED',
    refusal: 'BAD_INPUT',
    field: 'voyage_id',
    message: 'This voyage has already arrived at base; book the backload on another voyage',
    disabledReason: null,
  },
  BACKLOAD_VOYAGE_CALLS_AT_RIG: {
    code: 'BACKLOAD_VOYAGE_CALLS_AT_RIG',
    refusal: 'BAD_INPUT',
    field: 'rig_id',
    message: 'This voyage does not call at this rig',
    disabledReason: null,
  },
  BACKLOAD_JOURNEY_NOT_ENDED: {
    code: 'BACKLOAD_JOURNEY_NOT_ENDED',
    refusal: 'BAD_INPUT',
    field: 'voyage_id',
    message: 'The journey to {rig} has already ended; book the backload on a later voyage',
    disabledReason: null,
  },
  BACKLOAD_VOYAGE_STARTED: {
    code: 'BACKLOAD_VOYAGE_STARTED',
    refusal: 'BAD_INPUT',
    message: 'The voyage has not started yet: backload is loaded once the vessel is at the rig',
    disabledReason: null,
  },
  BACKLOAD_VOYAGE_STILL_OUT: {
    code: 'BACKLOAD_VOYAGE_STILL_OUT',
    refusal: 'CONFLICT',
    message: 'it has already arrived at base',
    disabledReason: null,
  },
  BACKLOAD_VESSEL_AT_RIG: {
    code: 'BACKLOAD_VESSEL_AT_RIG',
    refusal: 'BAD_INPUT',
    message: 'The vessel is not at {rig} yet: end the journey to {rig} before loading its backload',
    disabledReason: null,
  },
  BACKLOAD_VESSEL_NOT_LEFT: {
    code: 'BACKLOAD_VESSEL_NOT_LEFT',
    refusal: 'BAD_INPUT',
    message:
      'The vessel has left {rig} (the journey to {next} has started); cancel this backload and book it on another voyage',
    disabledReason: null,
  },
  BACKLOAD_VOYAGE_ARRIVED: {
    code: 'BACKLOAD_VOYAGE_ARRIVED',
    refusal: 'BAD_INPUT',
    message: 'Backload is received at base once the voyage has arrived ("Arrived at Base")',
    disabledReason: null,
  },
} as const satisfies Record<string, Precondition>;
export type PreconditionCode = keyof typeof PRECONDITIONS;

const P = PRECONDITIONS;

/**
 * The rows. Order steps are owned by the order's phase (PHASE_TABLE): the server checks canRoleActOnPhase.
 * Voyage, journey and backload steps are open to the roles their calls name (and admin).
 */
export const TRANSITIONS: readonly Transition[] = [
  // Requests (decisions.md §3): phases 0 and 1 move with the request; from phase 2 on, with its orders.
  {
    entity: 'request',
    action: 'request.create',
    from: null,
    to: state(PHASE.DRAFT, 'DRAFT'),
    label: 'Create Request',
    ownedBy: 'role',
    owners: ['supplier'],
    preconditions: [],
  },
  {
    entity: 'request',
    action: 'request.assign_to_rig_logistics',
    from: state(PHASE.DRAFT, 'DRAFT'),
    to: state(PHASE.REVIEW, 'PENDING'),
    label: 'Assign to Rig Logistics',
    ownedBy: 'phase',
    owners: ['supplier'],
    preconditions: [P.REQUEST_HAS_ORDERS],
    carries: [{ from: state(PHASE.DRAFT, 'CREATED'), to: state(PHASE.REVIEW, 'CREATED') }],
  },
  {
    entity: 'request',
    action: 'request.assign_to_base_coordinator',
    from: state(PHASE.REVIEW, 'PENDING'),
    to: state(PHASE.PLANNING, 'PROCESSING'),
    // Every order rejected leaves nothing to plan: the request is completed.
    alsoTo: [state(PHASE.PLANNING, 'COMPLETED')],
    label: 'Assign to Base Coordinator',
    ownedBy: 'phase',
    owners: ['rig-logistic'],
    preconditions: [P.ORDERS_REVIEWED],
    // Rejected orders stay in phase 1, rejected for good.
    carries: [{ from: state(PHASE.REVIEW, 'ACCEPTED'), to: state(PHASE.PLANNING, 'ACCEPTED') }],
  },

  // Orders: the supplier adds them to its draft; rig logistics reviews them in phase 1.
  {
    entity: 'order',
    action: 'order.create',
    from: null,
    to: state(PHASE.DRAFT, 'CREATED'),
    label: 'Add Order',
    ownedBy: 'phase',
    owners: ['supplier'],
    preconditions: [P.REQUEST_IS_DRAFT],
  },
  {
    entity: 'order',
    action: 'order.accept',
    from: state(PHASE.REVIEW, 'CREATED'),
    to: state(PHASE.REVIEW, 'ACCEPTED'),
    label: 'Accept',
    ownedBy: 'phase',
    owners: ['rig-logistic'],
    preconditions: [P.ORDER_NOT_REJECTED, P.ORDER_NOT_ALREADY_IN_STATUS],
    isUndoable: true,
  },
  {
    entity: 'order',
    action: 'order.return_to_review',
    from: state(PHASE.REVIEW, 'ACCEPTED'),
    to: state(PHASE.REVIEW, 'CREATED'),
    label: null,
    ownedBy: 'phase',
    owners: ['rig-logistic'],
    preconditions: [P.ORDER_NOT_REJECTED, P.ORDER_NOT_ALREADY_IN_STATUS],
  },
  {
    entity: 'order',
    action: 'order.reject',
    from: state(PHASE.REVIEW, 'CREATED'),
    to: state(PHASE.REVIEW, 'REJECTED'),
    label: 'Reject',
    ownedBy: 'phase',
    owners: ['rig-logistic'],
    preconditions: [P.ORDER_NOT_REJECTED],
  },
  {
    entity: 'order',
    action: 'order.reject',
    from: state(PHASE.REVIEW, 'ACCEPTED'),
    to: state(PHASE.REVIEW, 'REJECTED'),
    label: 'Reject',
    ownedBy: 'phase',
    owners: ['rig-logistic'],
    preconditions: [P.ORDER_NOT_REJECTED],
  },
  // Planning (phase 2): the base coordinator drops orders on shipments, takes them off, rejects, assigns.
  {
    entity: 'order',
    action: 'order.reject',
    from: state(PHASE.PLANNING, 'ACCEPTED'),
    to: state(PHASE.PLANNING, 'REJECTED'),
    label: 'Reject',
    ownedBy: 'phase',
    owners: ['base-coordinator'],
    preconditions: [P.ORDER_NOT_REJECTED],
  },
  {
    entity: 'order',
    action: 'order.reject',
    from: state(PHASE.PLANNING, 'REQUEST_LOADING'),
    to: state(PHASE.PLANNING, 'REJECTED'),
    label: 'Reject',
    ownedBy: 'phase',
    owners: ['base-coordinator'],
    preconditions: [P.ORDER_NOT_REJECTED],
  },
  {
    entity: 'order',
    action: 'order.place_on_shipment',
    from: state(PHASE.PLANNING, 'ACCEPTED'),
    to: state(PHASE.PLANNING, 'REQUEST_LOADING'),
    label: null,
    ownedBy: 'phase',
    owners: ['base-coordinator'],
    preconditions: [P.ORDER_NOT_REJECTED, P.SHIPMENT_EXISTS, P.SHIPMENT_OF_REQUEST, P.VOYAGE_PLAN_OPEN],
  },
  {
    entity: 'order',
    action: 'order.place_on_shipment',
    from: state(PHASE.PLANNING, 'REQUEST_LOADING'),
    to: state(PHASE.PLANNING, 'REQUEST_LOADING'),
    label: null,
    ownedBy: 'phase',
    owners: ['base-coordinator'],
    preconditions: [
      P.ORDER_NOT_REJECTED,
      P.ORDER_NOT_ON_THIS_SHIPMENT,
      P.SHIPMENT_EXISTS,
      P.SHIPMENT_OF_REQUEST,
      P.VOYAGE_PLAN_OPEN,
    ],
  },
  {
    entity: 'order',
    action: 'order.remove',
    from: state(PHASE.PLANNING, 'REQUEST_LOADING'),
    to: state(PHASE.PLANNING, 'ACCEPTED'),
    label: 'Remove',
    ownedBy: 'phase',
    owners: ['base-coordinator'],
    preconditions: [P.ORDER_NOT_REJECTED, P.ORDER_STILL_ON_SHIPMENT],
  },
  // "Advance": the four steps one order takes by itself; every other phase moves on with its request,
  // voyage or journey (see ORDER_PHASE_MOVES_ON).
  {
    entity: 'order',
    action: 'order.advance',
    from: state(PHASE.PLANNING, 'REQUEST_LOADING'),
    to: state(PHASE.LOADING, 'ASSIGNED_TO_SUPPLIER'),
    label: 'Assign to Supplier',
    ownedBy: 'phase',
    owners: ['base-coordinator'],
    preconditions: [P.ORDER_NOT_REJECTED, P.ORDER_ON_SHIPMENT],
  },
  {
    entity: 'order',
    action: 'order.advance',
    from: state(PHASE.LOADING, 'ASSIGNED_TO_SUPPLIER'),
    to: state(PHASE.LOADED, 'LOADED'),
    label: 'Mark Loaded',
    ownedBy: 'phase',
    owners: ['supplier'],
    preconditions: [P.ORDER_NOT_REJECTED],
    isUndoable: true,
  },
  {
    entity: 'order',
    action: 'order.advance',
    from: state(PHASE.OFFLOAD_REQUIRED, 'OFFLOAD_REQUIRED'),
    to: state(PHASE.OFFLOADING, 'OFFLOADING'),
    label: 'Start Offloading',
    ownedBy: 'phase',
    owners: ['rig-logistic'],
    preconditions: [P.ORDER_NOT_REJECTED, P.VOYAGE_UNDER_WAY],
    isUndoable: true,
  },
  {
    entity: 'order',
    action: 'order.advance',
    from: state(PHASE.OFFLOADING, 'OFFLOADING'),
    to: state(PHASE.DELIVERED, 'DELIVERED'),
    label: 'Mark Offloaded',
    ownedBy: 'phase',
    owners: ['supplier'],
    preconditions: [P.ORDER_NOT_REJECTED],
    isUndoable: true,
  },
  // Issue 9: "Remove" in the rig's offload view keeps the order on board until the voyage is back at base.
  {
    entity: 'order',
    action: 'order.keep_on_board',
    from: state(PHASE.OFFLOAD_REQUIRED, 'OFFLOAD_REQUIRED'),
    to: state(PHASE.ON_BOARD_RETURNING, 'ON_BOARD_RETURNING'),
    label: 'Remove',
    ownedBy: 'phase',
    owners: ['rig-logistic'],
    preconditions: [P.ORDER_NOT_REJECTED, P.KEPT_REASON_GIVEN, P.KEPT_NOTE_FOR_OTHER, P.VOYAGE_UNDER_WAY],
  },
  // Issue 9: what the rig received, recorded once; the order stays where it is.
  {
    entity: 'order',
    action: 'order.record_receipt',
    from: state(PHASE.OFFLOADING, 'OFFLOADING'),
    to: state(PHASE.OFFLOADING, 'OFFLOADING'),
    label: 'Record Receipt',
    ownedBy: 'role',
    owners: ['rig-logistic'],
    preconditions: [P.RECEIPT_BY_RIG_LOGISTICS, P.RECEIVED_AT_MOST_ORDERED, P.DAMAGED_AT_MOST_RECEIVED],
  },
  {
    entity: 'order',
    action: 'order.record_receipt',
    from: state(PHASE.DELIVERED, 'DELIVERED'),
    to: state(PHASE.DELIVERED, 'DELIVERED'),
    label: 'Record Receipt',
    ownedBy: 'role',
    owners: ['rig-logistic'],
    preconditions: [P.RECEIPT_BY_RIG_LOGISTICS, P.RECEIVED_AT_MOST_ORDERED, P.DAMAGED_AT_MOST_RECEIVED],
  },

  // Voyages (decisions.md §4).
  {
    entity: 'voyage',
    action: 'voyage.create',
    from: null,
    to: state(null, 'PLANNING'),
    label: 'Create Voyage',
    ownedBy: 'role',
    owners: ['base-coordinator'],
    preconditions: [],
  },
  {
    entity: 'voyage',
    action: 'voyage.start',
    from: state(null, 'PLANNING'),
    to: state(null, 'STARTED'),
    label: 'Start Voyage',
    ownedBy: 'role',
    owners: ['base-coordinator'],
    preconditions: [P.VOYAGE_NOT_STARTED, P.VOYAGE_HAS_SHIPMENT, P.VOYAGE_SHIPMENTS_LOADED],
    carries: [{ from: state(PHASE.LOADED, 'LOADED'), to: state(PHASE.AT_SEA, 'IN_TRANSIT') }],
  },
  {
    entity: 'voyage',
    action: 'voyage.arrive_at_base',
    from: state(null, 'STARTED'),
    to: state(null, 'COMPLETED'),
    label: 'Arrived at Base',
    ownedBy: 'role',
    owners: ['base-coordinator'],
    preconditions: [
      P.VOYAGE_STARTED_FOR_ARRIVAL,
      P.VOYAGE_NOT_ARRIVED,
      P.VOYAGE_JOURNEYS_ENDED,
      P.VOYAGE_NO_ORDER_AT_SEA,
      P.VOYAGE_NO_ORDER_AT_RIG,
    ],
    // Each order kept on board comes off its shipment, back to planning (issue 9).
    carries: [
      { from: state(PHASE.ON_BOARD_RETURNING, 'ON_BOARD_RETURNING'), to: state(PHASE.PLANNING, 'ACCEPTED') },
    ],
  },

  // Journeys: planned with the voyage, then run in sequence by rig logistics.
  {
    entity: 'journey',
    action: 'journey.add',
    from: null,
    to: state(null, 'PLANNED'),
    label: 'Add Journey',
    ownedBy: 'role',
    owners: ['base-coordinator'],
    preconditions: [P.JOURNEY_PLAN_OPEN],
  },
  {
    entity: 'journey',
    action: 'journey.delete',
    from: state(null, 'PLANNED'),
    to: state(null, 'DELETED'),
    label: 'Delete Journey',
    ownedBy: 'role',
    owners: ['base-coordinator'],
    preconditions: [P.JOURNEY_PLAN_OPEN, P.JOURNEY_CARRIES_NOTHING],
  },
  {
    entity: 'journey',
    action: 'journey.start',
    from: state(null, 'PLANNED'),
    to: state(null, 'STARTED'),
    label: 'Start Journey',
    ownedBy: 'role',
    owners: ['rig-logistic'],
    preconditions: [
      P.JOURNEY_VOYAGE_NOT_ARRIVED,
      P.JOURNEY_VOYAGE_STARTED,
      P.JOURNEY_NOT_STARTED,
      P.JOURNEY_NONE_UNDER_WAY,
      P.JOURNEY_NEXT_IN_SEQUENCE,
      P.JOURNEY_LAST_OFFLOADED,
    ],
  },
  {
    entity: 'journey',
    action: 'journey.end',
    from: state(null, 'STARTED'),
    to: state(null, 'ENDED'),
    label: 'End Journey',
    ownedBy: 'role',
    owners: ['rig-logistic'],
    preconditions: [P.JOURNEY_NOT_ALREADY_ENDED, P.JOURNEY_STARTED],
    carries: [
      { from: state(PHASE.AT_SEA, 'IN_TRANSIT'), to: state(PHASE.OFFLOAD_REQUIRED, 'OFFLOAD_REQUIRED') },
    ],
  },

  // Backload (issue 9): booked by rig logistics, loaded at the rig, received at base by the coordinator.
  {
    entity: 'backload',
    action: 'backload.book',
    from: null,
    to: state(null, 'BOOKED'),
    label: 'Book Backload',
    ownedBy: 'role',
    owners: ['rig-logistic'],
    preconditions: [
      P.BACKLOAD_VOYAGE_NOT_ARRIVED,
      P.BACKLOAD_VOYAGE_CALLS_AT_RIG,
      P.BACKLOAD_JOURNEY_NOT_ENDED,
    ],
  },
  {
    entity: 'backload',
    action: 'backload.update',
    from: state(null, 'BOOKED'),
    to: state(null, 'BOOKED'),
    label: 'Edit',
    ownedBy: 'role',
    owners: ['rig-logistic'],
    preconditions: [],
  },
  {
    entity: 'backload',
    action: 'backload.cancel',
    from: state(null, 'BOOKED'),
    to: state(null, 'CANCELLED'),
    label: 'Cancel',
    ownedBy: 'role',
    owners: ['rig-logistic'],
    preconditions: [],
  },
  {
    entity: 'backload',
    action: 'backload.load',
    from: state(null, 'BOOKED'),
    to: state(null, 'LOADED'),
    label: 'Mark Loaded',
    ownedBy: 'role',
    owners: ['rig-logistic'],
    preconditions: [
      P.BACKLOAD_VOYAGE_STARTED,
      P.BACKLOAD_VOYAGE_STILL_OUT,
      P.BACKLOAD_VESSEL_AT_RIG,
      P.BACKLOAD_VESSEL_NOT_LEFT,
    ],
  },
  {
    entity: 'backload',
    action: 'backload.receive',
    from: state(null, 'LOADED'),
    to: state(null, 'RECEIVED'),
    label: 'Receive',
    ownedBy: 'role',
    owners: ['base-coordinator'],
    preconditions: [P.BACKLOAD_VOYAGE_ARRIVED],
  },
];

/**
 * What the server answers when someone tries to advance an order in a phase that has no step of its own
 * (decisions.md §3): those orders move on with their request, voyage or journey.
 */
export const ORDER_PHASE_MOVES_ON: Readonly<Partial<Record<Phase, string>>> = {
  [PHASE.DRAFT]: 'An order stays CREATED until the request is assigned to rig logistics',
  [PHASE.REVIEW]: 'Orders under review move on when the request is assigned to the base coordinator',
  [PHASE.LOADED]: 'Loaded orders move on when their voyage starts',
  [PHASE.AT_SEA]: 'Orders at sea move on when the journey to their rig ends',
  [PHASE.ON_BOARD_RETURNING]:
    'An order kept on board goes back to planning when its voyage arrives at base ("Arrived at Base")',
};

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

/** Fills a precondition's `{name}` placeholders; an unknown name stays as written, so a slip shows. */
export function formatPreconditionText(
  text: string,
  values: Readonly<Record<string, string | number>>,
): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
