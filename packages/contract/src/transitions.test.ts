import { describe, expect, it } from 'vitest';
import { BACKLOAD_STATUSES } from './cargo.ts';
import {
  allowedStatusesOfPhase,
  isPhase,
  ORDER_STATUSES,
  PHASE,
  PHASE_TABLE,
  REQUEST_STATUSES,
  requestStatusForPhase,
} from './phases.ts';
import { ROLE_SLUGS } from './roles.ts';
import {
  actionsForRole,
  canTake,
  findTransition,
  formatPreconditionText,
  isOwnerOf,
  JOURNEY_STATES,
  noticeOfChange,
  ORDER_PHASE_MOVES_ON,
  PRECONDITIONS,
  type Precondition,
  phaseOwnersOf,
  stepFromPhase,
  stepInto,
  stepOfChange,
  TRANSITION_ACTIONS,
  TRANSITIONS,
  type Transition,
  type TransitionState,
  transitionsFrom,
  transitionsOf,
} from './transitions.ts';
import { VOYAGE_STATUSES } from './voyages.ts';

function statesOf(row: Transition): TransitionState[] {
  return [
    ...(row.from ? [row.from] : []),
    row.to,
    ...(row.alsoTo ?? []),
    ...(row.carries ?? []).flatMap((move) => [move.from, move.to]),
  ];
}

function describeState(state: TransitionState | null): string {
  return state === null ? 'new' : `${state.phase ?? '-'}/${state.status}`;
}

describe('the transition table', () => {
  it('names every action in TRANSITION_ACTIONS, each with a row, prefixed by its entity', () => {
    for (const row of TRANSITIONS) {
      expect(TRANSITION_ACTIONS).toContain(row.action);
      expect(row.action.startsWith(`${row.entity}.`)).toBe(true);
    }
    for (const action of TRANSITION_ACTIONS) expect(transitionsOf(action).length).toBeGreaterThan(0);
  });

  it('has no action twice from one state', () => {
    const seen = new Set<string>();
    for (const row of TRANSITIONS) {
      const key = `${row.action} from ${describeState(row.from)}`;
      expect(seen.has(key), key).toBe(false);
      seen.add(key);
    }
  });

  it('gives every phase-owned row the owners PHASE_TABLE gives its phase', () => {
    for (const row of TRANSITIONS.filter((candidate) => candidate.ownedBy === 'phase')) {
      expect([...row.owners], `${row.action} from ${describeState(row.from)}`).toEqual([
        ...(phaseOwnersOf(row) ?? []),
      ]);
    }
  });

  it('moves orders only between (phase, status) pairs PHASE_TABLE allows; REJECTED is final in any phase', () => {
    const orderStates = TRANSITIONS.flatMap((row) => [
      ...(row.entity === 'order' ? statesOf(row) : []),
      ...(row.carries ?? []).flatMap((move) => [move.from, move.to]),
    ]);
    expect(orderStates.length).toBeGreaterThan(0);
    for (const state of orderStates) {
      expect(state.phase).not.toBeNull();
      const phase = state.phase ?? -1;
      expect(isPhase(phase)).toBe(true);
      expect(ORDER_STATUSES as readonly string[]).toContain(state.status);
      if (state.status !== 'REJECTED') {
        expect(allowedStatusesOfPhase(phase) as readonly string[], describeState(state)).toContain(
          state.status,
        );
      }
    }
  });

  it('moves requests with the status their phase gives them (or COMPLETED)', () => {
    for (const row of TRANSITIONS.filter((candidate) => candidate.entity === 'request')) {
      for (const state of [...(row.from ? [row.from] : []), row.to, ...(row.alsoTo ?? [])]) {
        expect(REQUEST_STATUSES as readonly string[]).toContain(state.status);
        const phase = state.phase ?? -1;
        expect(isPhase(phase)).toBe(true);
        if (state.status !== 'COMPLETED') expect(state.status).toBe(requestStatusForPhase(phase));
      }
    }
  });

  it('gives voyages, journeys and backloads a status of their own and no phase', () => {
    const statuses = {
      voyage: VOYAGE_STATUSES as readonly string[],
      journey: JOURNEY_STATES as readonly string[],
      backload: BACKLOAD_STATUSES as readonly string[],
    };
    for (const row of TRANSITIONS) {
      if (row.entity !== 'voyage' && row.entity !== 'journey' && row.entity !== 'backload') continue;
      for (const state of [...(row.from ? [row.from] : []), row.to]) {
        expect(state.phase).toBeNull();
        expect(statuses[row.entity]).toContain(state.status);
      }
    }
  });

  it('gives every row at least one owning role, and never admin by name (admin may always act)', () => {
    for (const row of TRANSITIONS) {
      expect(row.owners.length).toBeGreaterThan(0);
      for (const owner of row.owners) expect(ROLE_SLUGS).toContain(owner);
      expect(row.owners).not.toContain('admin');
      expect(isOwnerOf('admin', row)).toBe(true);
    }
  });

  it('lets nobody act on a delivered order except to record its receipt', () => {
    const delivered = transitionsFrom('order', PHASE.DELIVERED, 'DELIVERED');
    expect(delivered.map((row) => row.action)).toEqual(['order.record_receipt']);
    expect(PHASE_TABLE[PHASE.DELIVERED]?.owner).toEqual([]);
  });

  it('offers no step from REJECTED', () => {
    for (const phase of Object.values(PHASE)) expect(transitionsFrom('order', phase, 'REJECTED')).toEqual([]);
  });

  it('gives each precondition its key as code, and a message or a disabled reason', () => {
    for (const [key, precondition] of Object.entries(PRECONDITIONS) as [string, Precondition][]) {
      expect(precondition.code).toBe(key);
      expect(precondition.message ?? precondition.disabledReason).not.toBeNull();
    }
  });

  it('says how orders move on in every phase without an advance of their own', () => {
    const advanced = new Set(transitionsOf('order.advance').map((row) => row.from?.phase));
    for (const definition of PHASE_TABLE) {
      if (definition.phase === PHASE.DELIVERED) continue;
      const isAdvanced = advanced.has(definition.phase);
      const isPlanning = definition.phase === PHASE.PLANNING;
      expect(isAdvanced || definition.phase in ORDER_PHASE_MOVES_ON || isPlanning).toBe(true);
      if (isAdvanced) expect(definition.phase in ORDER_PHASE_MOVES_ON).toBe(false);
    }
  });
});

describe('the four advances (the server ADVANCES of decisions.md §3)', () => {
  // Written out by hand, so a slip in the table cannot hide behind itself.
  it.each([
    [PHASE.PLANNING, 'REQUEST_LOADING', PHASE.LOADING, 'ASSIGNED_TO_SUPPLIER', 'Assign to Supplier'],
    [PHASE.LOADING, 'ASSIGNED_TO_SUPPLIER', PHASE.LOADED, 'LOADED', 'Mark Loaded'],
    [PHASE.OFFLOAD_REQUIRED, 'OFFLOAD_REQUIRED', PHASE.OFFLOADING, 'OFFLOADING', 'Start Offloading'],
    [PHASE.OFFLOADING, 'OFFLOADING', PHASE.DELIVERED, 'DELIVERED', 'Mark Offloaded'],
  ])('from %i %s to %i %s: %s', (fromPhase, fromStatus, toPhase, toStatus, label) => {
    const row = findTransition('order.advance', { phase: fromPhase, status: fromStatus });
    expect(row?.to).toEqual({ phase: toPhase, status: toStatus });
    expect(row?.label).toBe(label);
  });

  it('has exactly those four', () => {
    expect(transitionsOf('order.advance')).toHaveLength(4);
  });
});

describe('lookups', () => {
  it('transitionsFrom lists the steps from one state', () => {
    expect(transitionsFrom('order', PHASE.PLANNING, 'REQUEST_LOADING').map((row) => row.action)).toEqual([
      'order.reject',
      'order.place_on_shipment',
      'order.remove',
      'order.advance',
      'order.split',
    ]);
    expect(transitionsFrom('voyage', null, 'STARTED').map((row) => row.action)).toEqual([
      'voyage.arrive_at_base',
    ]);
  });

  it('actionsForRole keeps the owner’s steps, and admin’s', () => {
    const offload = (role: string) =>
      actionsForRole(role, 'order', PHASE.OFFLOAD_REQUIRED, 'OFFLOAD_REQUIRED').map((row) => row.action);
    expect(offload('rig-logistic')).toEqual(['order.advance', 'order.keep_on_board']);
    expect(offload('admin')).toEqual(['order.advance', 'order.keep_on_board']);
    expect(offload('supplier')).toEqual([]);
    expect(offload('base-coordinator')).toEqual([]);
    expect(actionsForRole('rig-logistic', 'journey', null, 'PLANNED').map((row) => row.action)).toEqual([
      'journey.start',
    ]);
    expect(actionsForRole('base-coordinator', 'journey', null, 'PLANNED').map((row) => row.action)).toEqual([
      'journey.delete',
    ]);
  });

  it('findTransition needs the state for an action with several rows', () => {
    expect(findTransition('voyage.start')?.to).toEqual({ phase: null, status: 'STARTED' });
    expect(() => findTransition('order.reject')).toThrow(RangeError);
    expect(findTransition('order.reject', { phase: PHASE.LOADING, status: 'ASSIGNED_TO_SUPPLIER' })).toBe(
      undefined,
    );
    expect(findTransition('backload.book', null)?.to.status).toBe('BOOKED');
  });

  it('canTake answers allowed, or why not', () => {
    const planning = { phase: PHASE.PLANNING, status: 'ACCEPTED' };
    expect(canTake('base-coordinator', 'order.reject', planning).allowed).toBe(true);
    expect(canTake('supplier', 'order.reject', planning)).toMatchObject({
      allowed: false,
      reason: 'NOT_OWNER',
    });
    expect(canTake('base-coordinator', 'order.remove', planning)).toMatchObject({
      allowed: false,
      reason: 'NOT_FROM_HERE',
    });
    expect(
      canTake('rig-logistic', 'order.record_receipt', { phase: PHASE.DELIVERED, status: 'DELIVERED' }),
    ).toMatchObject({ allowed: true });
    expect(
      canTake('supplier', 'order.record_receipt', { phase: PHASE.OFFLOADING, status: 'OFFLOADING' }).allowed,
    ).toBe(false);
  });

  it('lets the base coordinator (and admin) split an order not yet loaded, also while the supplier loads it', () => {
    const splitFrom = (role: string, phase: number, status: string) =>
      canTake(role, 'order.split', { phase, status }).allowed;
    for (const [phase, status] of [
      [PHASE.PLANNING, 'ACCEPTED'],
      [PHASE.PLANNING, 'REQUEST_LOADING'],
      [PHASE.LOADING, 'ASSIGNED_TO_SUPPLIER'],
    ] as const) {
      expect(splitFrom('base-coordinator', phase, status)).toBe(true);
      expect(splitFrom('admin', phase, status)).toBe(true);
      expect(splitFrom('supplier', phase, status)).toBe(false);
    }
    expect(
      canTake('base-coordinator', 'order.split', { phase: PHASE.LOADED, status: 'LOADED' }),
    ).toMatchObject({
      allowed: false,
      reason: 'NOT_FROM_HERE',
    });
    expect(splitFrom('rig-logistic', PHASE.REVIEW, 'ACCEPTED')).toBe(false);
  });

  it('formatPreconditionText fills the placeholders it knows', () => {
    expect(
      formatPreconditionText(PRECONDITIONS.VOYAGE_SHIPMENTS_LOADED.message, { loaded: 1, total: 3 }),
    ).toBe('Every shipment must be loaded before the voyage starts (1 of 3 loaded)');
    expect(formatPreconditionText('{a} and {b}', { a: 'x' })).toBe('x and {b}');
  });

  it('names the step a recorded change was, carried orders included, and the notice it causes', () => {
    const at = (phase: number | null, status: string) => ({ phase, status });
    const cases: Array<[string, ReturnType<typeof at> | null, ReturnType<typeof at>, string | undefined]> = [
      ['request', at(PHASE.DRAFT, 'DRAFT'), at(PHASE.REVIEW, 'PENDING'), 'request_assigned_to_rig_logistics'],
      [
        'request',
        at(PHASE.REVIEW, 'PENDING'),
        at(PHASE.PLANNING, 'PROCESSING'),
        'request_assigned_to_base_coordinator',
      ],
      // Every order rejected: the assignment completes the request, and the notice says so.
      ['request', at(PHASE.REVIEW, 'PENDING'), at(PHASE.PLANNING, 'COMPLETED'), 'request_completed'],
      ['request', at(PHASE.PLANNING, 'PROCESSING'), at(PHASE.DELIVERED, 'COMPLETED'), 'request_completed'],
      ['request', at(PHASE.PLANNING, 'PROCESSING'), at(PHASE.PLANNING, 'COMPLETED'), 'request_completed'],
      // An undo that takes a completed request back tells nobody.
      ['request', at(PHASE.DELIVERED, 'COMPLETED'), at(PHASE.PLANNING, 'PROCESSING'), undefined],
      ['order', at(PHASE.REVIEW, 'CREATED'), at(PHASE.REVIEW, 'ACCEPTED'), 'orders_accepted'],
      ['order', at(PHASE.REVIEW, 'ACCEPTED'), at(PHASE.REVIEW, 'CREATED'), undefined],
      ['order', at(PHASE.PLANNING, 'REQUEST_LOADING'), at(PHASE.PLANNING, 'REJECTED'), 'orders_rejected'],
      [
        'order',
        at(PHASE.PLANNING, 'REQUEST_LOADING'),
        at(PHASE.LOADING, 'ASSIGNED_TO_SUPPLIER'),
        'orders_assigned_to_supplier',
      ],
      ['order', at(PHASE.LOADING, 'ASSIGNED_TO_SUPPLIER'), at(PHASE.LOADED, 'LOADED'), undefined],
      ['order', at(PHASE.LOADED, 'LOADED'), at(PHASE.AT_SEA, 'IN_TRANSIT'), 'orders_sailed'],
      [
        'order',
        at(PHASE.AT_SEA, 'IN_TRANSIT'),
        at(PHASE.OFFLOAD_REQUIRED, 'OFFLOAD_REQUIRED'),
        'orders_arrived',
      ],
      [
        'order',
        at(PHASE.OFFLOAD_REQUIRED, 'OFFLOAD_REQUIRED'),
        at(PHASE.OFFLOADING, 'OFFLOADING'),
        'offloading_started',
      ],
      [
        'order',
        at(PHASE.OFFLOAD_REQUIRED, 'OFFLOAD_REQUIRED'),
        at(PHASE.ON_BOARD_RETURNING, 'ON_BOARD_RETURNING'),
        'orders_kept_on_board',
      ],
      [
        'order',
        at(PHASE.ON_BOARD_RETURNING, 'ON_BOARD_RETURNING'),
        at(PHASE.PLANNING, 'ACCEPTED'),
        'orders_returned',
      ],
      ['order', at(PHASE.OFFLOADING, 'OFFLOADING'), at(PHASE.DELIVERED, 'DELIVERED'), 'orders_delivered'],
      // Undo of Mark Offloaded goes backwards: no row, no notice.
      ['order', at(PHASE.DELIVERED, 'DELIVERED'), at(PHASE.OFFLOADING, 'OFFLOADING'), undefined],
      ['voyage', at(null, 'PLANNING'), at(null, 'STARTED'), 'voyage_started'],
      ['voyage', at(null, 'STARTED'), at(null, 'COMPLETED'), 'voyage_arrived'],
      ['journey', at(null, 'STARTED'), at(null, 'ENDED'), 'journey_ended'],
      ['journey', at(null, 'PLANNED'), at(null, 'STARTED'), undefined],
      ['backload', null, at(null, 'BOOKED'), 'backload_booked'],
      ['backload', at(null, 'BOOKED'), at(null, 'BOOKED'), undefined],
      ['backload', at(null, 'BOOKED'), at(null, 'LOADED'), 'backload_loaded'],
      ['discrepancy', null, at(null, 'OPEN'), 'discrepancy_opened'],
      ['discrepancy', at(null, 'OPEN'), at(null, 'RESOLVED'), 'discrepancy_resolved'],
    ];
    for (const [entity, from, to, notice] of cases) {
      expect(
        noticeOfChange(entity, from, to),
        `${entity} ${describeState(from as TransitionState | null)} → ${describeState(to as TransitionState)}`,
      ).toBe(notice);
    }
    const sailed = stepOfChange('order', at(PHASE.LOADED, 'LOADED'), at(PHASE.AT_SEA, 'IN_TRANSIT'));
    expect(sailed?.transition.action).toBe('voyage.start');
    expect(sailed?.carried?.to).toEqual(at(PHASE.AT_SEA, 'IN_TRANSIT'));
    expect(
      stepOfChange('request', at(PHASE.REVIEW, 'PENDING'), at(PHASE.PLANNING, 'COMPLETED'))?.transition
        .action,
    ).toBe('request.complete');
  });

  it('finds the step from a phase and the step into a state', () => {
    expect(stepFromPhase('order.advance', PHASE.OFFLOAD_REQUIRED)?.label).toBe('Start Offloading');
    expect(stepFromPhase('order.advance', PHASE.LOADED)).toBeUndefined();
    expect(stepFromPhase('order.record_receipt', PHASE.DELIVERED)?.action).toBe('order.record_receipt');
    expect(stepFromPhase('order.reject', PHASE.LOADING)).toBeUndefined();
    expect(stepInto('order.advance', { phase: PHASE.LOADED, status: 'LOADED' })?.label).toBe('Mark Loaded');
    expect(stepInto('order.advance', { phase: PHASE.PLANNING, status: 'REQUEST_LOADING' })).toBeUndefined();
    // The assignment that completed a request with every order rejected is still the step that brought it there.
    expect(
      stepInto('request.assign_to_base_coordinator', { phase: PHASE.PLANNING, status: 'COMPLETED' })?.label,
    ).toBe('Assign to Base Coordinator');
  });
});
