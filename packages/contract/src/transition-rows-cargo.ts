import type { Phase } from './phases.ts';
import { PRECONDITIONS } from './transition-preconditions.ts';
import type { Transition, TransitionState, TransitionStatus } from './transitions.ts';

/** The table's rows for what travels beside the orders: backload and discrepancies (transition-rows.ts). */

function state(phase: Phase | null, status: TransitionStatus): TransitionState {
  return { phase, status };
}

const P = PRECONDITIONS;

export const CARGO_TRANSITION_ROWS: readonly Transition[] = [
  // Backload (issue 9): booked by rig logistics, loaded at the rig, received at base by the coordinator.
  {
    entity: 'backload',
    action: 'backload.book',
    from: null,
    to: state(null, 'BOOKED'),
    label: 'Book Backload',
    ownedBy: 'role',
    owners: ['rig-logistic'],
    preconditions: [P.BACKLOAD_VOYAGE_NOT_ARRIVED, P.BACKLOAD_VOYAGE_CALLS_AT_RIG, P.BACKLOAD_RIG_NOT_LEFT],
    notice: 'backload_booked',
  },
  {
    entity: 'backload',
    action: 'backload.update',
    from: state(null, 'BOOKED'),
    to: state(null, 'BOOKED'),
    label: 'Edit',
    ownedBy: 'role',
    owners: ['rig-logistic'],
    preconditions: [P.BACKLOAD_VOYAGE_STILL_OUT, P.BACKLOAD_VESSEL_NOT_LEFT],
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
    notice: 'backload_loaded',
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

  // Discrepancies (issue 9): a receipt short or damaged opens one; the base coordinator resolves it.
  {
    entity: 'discrepancy',
    action: 'discrepancy.open',
    from: null,
    to: state(null, 'OPEN'),
    label: null,
    ownedBy: 'role',
    owners: ['rig-logistic'],
    preconditions: [],
    notice: 'discrepancy_opened',
  },
  {
    entity: 'discrepancy',
    action: 'discrepancy.resolve',
    from: state(null, 'OPEN'),
    to: state(null, 'RESOLVED'),
    label: 'Resolve',
    ownedBy: 'role',
    owners: ['base-coordinator'],
    preconditions: [],
    notice: 'discrepancy_resolved',
  },
];
