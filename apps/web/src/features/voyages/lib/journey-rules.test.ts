import type { Journey } from '@rigline/contract/journeys';
import { describe, expect, it } from 'vitest';
import {
  availableRigs,
  checkJourneyEnd,
  checkJourneyStart,
  deleteBlocker,
  journeyState,
  nextJourneyInSequence,
  rigChangeBlocker,
  totalShipments,
} from './journey-rules';

const T1 = '2026-03-01T08:00:00Z';
const T2 = '2026-03-02T08:00:00Z';

function journey(id: number, sequence: number, overrides: Partial<Journey> = {}): Journey {
  return {
    id,
    sequence,
    rig_id: id * 10,
    rig: { id: id * 10, name: `Rig ${id}` },
    voyage_id: 1,
    started_at: null,
    ended_at: null,
    planned_arrival_at: null,
    planned_departure_at: null,
    expected_arrival_at: null,
    shipment_count: 0,
    version: 1,
    ...overrides,
  };
}

const started = { started_at: T1, ended_at: null };
const completed = { started_at: T1, ended_at: T2 };
const sailing = { started_at: T1, ended_at: null };

describe('journeyState', () => {
  it('reads Pending, Started and Completed from the times', () => {
    expect(journeyState(journey(1, 1))).toBe('Pending');
    expect(journeyState(journey(1, 1, started))).toBe('Started');
    expect(journeyState(journey(1, 1, completed))).toBe('Completed');
  });
});

describe('nextJourneyInSequence', () => {
  it('is the first journey when none has completed, whatever the list order', () => {
    expect(nextJourneyInSequence([journey(2, 2), journey(1, 1)])?.id).toBe(1);
  });

  it('is the one after the last completed', () => {
    const journeys = [journey(1, 1, completed), journey(2, 2, completed), journey(3, 3), journey(4, 4)];
    expect(nextJourneyInSequence(journeys)?.id).toBe(3);
  });

  it('is null when every journey has completed or there are none', () => {
    expect(nextJourneyInSequence([journey(1, 1, completed)])).toBeNull();
    expect(nextJourneyInSequence([])).toBeNull();
  });
});

describe('checkJourneyStart (§4)', () => {
  const check = (
    journeys: Journey[],
    journeyId: number,
    options: { voyageStarted?: boolean; pending?: number } = {},
  ) =>
    checkJourneyStart({
      voyage: { started_at: options.voyageStarted === false ? null : T1, ended_at: null },
      journeys,
      journeyId,
      pendingOffloadCount: 'pending' in options ? options.pending : 0,
    });

  it('lets the first journey start once the voyage has started', () => {
    expect(check([journey(1, 1), journey(2, 2)], 1)).toEqual({ allowed: true, reason: null });
  });

  it('refuses before the voyage has started', () => {
    expect(check([journey(1, 1)], 1, { voyageStarted: false })).toEqual({
      allowed: false,
      reason: 'The voyage has not started yet.',
    });
  });

  it('refuses a journey that is not next in sequence', () => {
    expect(check([journey(1, 1), journey(2, 2)], 2)).toEqual({
      allowed: false,
      reason: 'Journeys run in sequence: Journey 1 to Rig 1 comes first.',
    });
  });

  it('refuses while another journey is under way', () => {
    expect(check([journey(1, 1, sailing), journey(2, 2)], 2)).toEqual({
      allowed: false,
      reason: 'Journey 1 to Rig 1 is under way. End it first.',
    });
  });

  it('refuses while shipments of the last completed journey still need offloading', () => {
    const journeys = [journey(1, 1, completed), journey(2, 2)];
    expect(check(journeys, 2, { pending: 2 })).toEqual({
      allowed: false,
      reason: '2 shipments of Journey 1 to Rig 1 still need offloading.',
    });
    expect(check(journeys, 2, { pending: 1 }).reason).toBe(
      '1 shipment of Journey 1 to Rig 1 still needs offloading.',
    );
    expect(check(journeys, 2, { pending: undefined }).allowed).toBe(false);
    expect(check(journeys, 2, { pending: 0 })).toEqual({ allowed: true, reason: null });
  });

  it('refuses journeys that have started or completed', () => {
    expect(check([journey(1, 1, sailing)], 1).reason).toBe('This journey is under way.');
    expect(check([journey(1, 1, completed)], 1).reason).toBe('This journey is completed.');
  });

  it('refuses after the voyage has ended', () => {
    expect(
      checkJourneyStart({
        voyage: { started_at: T1, ended_at: T2 },
        journeys: [journey(1, 1)],
        journeyId: 1,
        pendingOffloadCount: 0,
      }).reason,
    ).toBe('The voyage is completed.');
  });
});

describe('checkJourneyEnd', () => {
  it('allows only a started journey to end', () => {
    expect(checkJourneyEnd(journey(1, 1, sailing)).allowed).toBe(true);
    expect(checkJourneyEnd(journey(1, 1)).allowed).toBe(false);
    expect(checkJourneyEnd(journey(1, 1, completed)).allowed).toBe(false);
  });
});

describe('availableRigs', () => {
  const rigs = [
    { id: 10, name: 'Rig 1' },
    { id: 20, name: 'Rig 2' },
    { id: 30, name: 'Rig 3' },
  ];

  it('leaves out the rigs the voyage already goes to', () => {
    expect(availableRigs(rigs, [journey(1, 1), journey(3, 2)]).map((rig) => rig.id)).toEqual([20]);
  });

  it('offers every rig to a voyage without journeys, and none once all are used', () => {
    expect(availableRigs(rigs, [])).toHaveLength(3);
    expect(availableRigs(rigs, [journey(1, 1), journey(2, 2), journey(3, 3)])).toEqual([]);
  });
});

describe('menu blockers (§2.2)', () => {
  it('blocks rig change with shipments, or with no rig to change to', () => {
    expect(rigChangeBlocker({ shipment_count: 2 }, 3)).toBe('Has shipments');
    expect(rigChangeBlocker({ shipment_count: 0 }, 0)).toBe('No rigs available');
    expect(rigChangeBlocker({ shipment_count: 0 }, 1)).toBeNull();
  });

  it('blocks delete with shipments', () => {
    expect(deleteBlocker({ shipment_count: 1 })).toBe('Has shipments');
    expect(deleteBlocker({ shipment_count: 0 })).toBeNull();
  });
});

describe('totalShipments', () => {
  it('sums the journeys', () => {
    expect(totalShipments([journey(1, 1, { shipment_count: 2 }), journey(2, 2, { shipment_count: 3 })])).toBe(
      5,
    );
    expect(totalShipments([])).toBe(0);
  });
});
