import { PHASE, type Phase } from './phases.ts';
import { PRECONDITIONS } from './transition-preconditions.ts';
import { CARGO_TRANSITION_ROWS } from './transition-rows-cargo.ts';
import type { Transition, TransitionState, TransitionStatus } from './transitions.ts';

/**
 * The rows of the contract's transition table (transitions.ts, docs/decisions/038), as the server applies them
 * today: read them through transitions.ts.
 */

function state(phase: Phase | null, status: TransitionStatus): TransitionState {
  return { phase, status };
}

const P = PRECONDITIONS;

/**
 * The rows. Order steps are owned by the order's phase (PHASE_TABLE): the server checks canRoleActOnPhase.
 * Voyage, journey and backload steps are open to the roles their calls name (and admin).
 */
export const TRANSITION_ROWS: readonly Transition[] = [
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
    notice: 'request_assigned_to_rig_logistics',
    carries: [{ from: state(PHASE.DRAFT, 'CREATED'), to: state(PHASE.REVIEW, 'CREATED') }],
  },
  {
    entity: 'request',
    action: 'request.assign_to_base_coordinator',
    from: state(PHASE.REVIEW, 'PENDING'),
    to: state(PHASE.PLANNING, 'PROCESSING'),
    // Every order rejected leaves nothing to plan: the request is completed (the request.complete row below
    // from this state, which the notices read).
    alsoTo: [state(PHASE.PLANNING, 'COMPLETED')],
    label: 'Assign to Base Coordinator',
    ownedBy: 'phase',
    owners: ['rig-logistic'],
    preconditions: [P.ORDERS_REVIEWED],
    notice: 'request_assigned_to_base_coordinator',
    // Rejected orders stay in phase 1, rejected for good.
    carries: [{ from: state(PHASE.REVIEW, 'ACCEPTED'), to: state(PHASE.PLANNING, 'ACCEPTED') }],
  },
  // A request completes by itself once every order is delivered or rejected (decisions.md §3): with the step
  // that decides its last order (Mark Offloaded, a reject), or with "Assign to Base Coordinator" when every
  // order was rejected in review. No button of its own.
  {
    entity: 'request',
    action: 'request.complete',
    from: state(PHASE.REVIEW, 'PENDING'),
    to: state(PHASE.PLANNING, 'COMPLETED'),
    label: null,
    ownedBy: 'phase',
    owners: ['rig-logistic'],
    preconditions: [],
    notice: 'request_completed',
  },
  {
    entity: 'request',
    action: 'request.complete',
    from: state(PHASE.PLANNING, 'PROCESSING'),
    // With an order delivered it follows them to the final phase; with every order rejected it stays.
    to: state(PHASE.DELIVERED, 'COMPLETED'),
    alsoTo: [state(PHASE.PLANNING, 'COMPLETED')],
    label: null,
    ownedBy: 'role',
    owners: ['supplier', 'base-coordinator'],
    preconditions: [],
    notice: 'request_completed',
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
    notice: 'orders_accepted',
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
    notice: 'orders_rejected',
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
    notice: 'orders_rejected',
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
    notice: 'orders_rejected',
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
    notice: 'orders_rejected',
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
    notice: 'orders_assigned_to_supplier',
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
    notice: 'offloading_started',
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
    notice: 'orders_delivered',
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
    notice: 'orders_kept_on_board',
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

  // Issue 22: an order not yet loaded becomes two orders of the same item and request. The original stays where
  // it is with the rest; the part it gives off starts at (PHASE.PLANNING, ACCEPTED), on no shipment. Splitting is
  // the base coordinator's planning call, also while the supplier loads (phase 3): the part goes back to planning.
  ...(
    [
      [state(PHASE.PLANNING, 'ACCEPTED'), 'phase'],
      [state(PHASE.PLANNING, 'REQUEST_LOADING'), 'phase'],
      [state(PHASE.LOADING, 'ASSIGNED_TO_SUPPLIER'), 'role'],
    ] as const
  ).map(
    ([from, ownedBy]): Transition => ({
      entity: 'order',
      action: 'order.split',
      from,
      to: from,
      label: 'Split',
      ownedBy,
      owners: ['base-coordinator'],
      preconditions: [P.ORDER_NOT_REJECTED, P.ORDER_SPLITTABLE_QUANTITY, P.SPLIT_QUANTITY_IN_RANGE],
      // The supplier loading it is told they load less now.
      ...(from.phase === PHASE.LOADING ? { notice: 'order_split' as const } : {}),
    }),
  ),

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
    notice: 'voyage_started',
    carries: [
      { from: state(PHASE.LOADED, 'LOADED'), to: state(PHASE.AT_SEA, 'IN_TRANSIT'), notice: 'orders_sailed' },
    ],
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
    notice: 'voyage_arrived',
    // Each order kept on board comes off its shipment, back to planning (issue 9).
    carries: [
      {
        from: state(PHASE.ON_BOARD_RETURNING, 'ON_BOARD_RETURNING'),
        to: state(PHASE.PLANNING, 'ACCEPTED'),
        notice: 'orders_returned',
      },
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
    // Told only when the journey carried orders to its rig (notification-rules.ts).
    notice: 'journey_ended',
    carries: [
      {
        from: state(PHASE.AT_SEA, 'IN_TRANSIT'),
        to: state(PHASE.OFFLOAD_REQUIRED, 'OFFLOAD_REQUIRED'),
        notice: 'orders_arrived',
      },
    ],
  },

  ...CARGO_TRANSITION_ROWS,
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
