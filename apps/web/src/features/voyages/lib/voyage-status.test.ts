import { describe, expect, it } from 'vitest';
import {
  canStartVoyage,
  isJourneyPlanEditableStatus,
  isJourneyPlanLocked,
  voyageDisplayStatus,
  voyageListStatus,
  voyageStatusTone,
} from './voyage-status';

const NOW = Date.parse('2026-03-10T12:00:00Z');
const PAST = '2026-03-01T08:00:00Z';
const FUTURE = '2026-03-20T08:00:00Z';

describe('voyageDisplayStatus (§4)', () => {
  it('is Upcoming without a start time', () => {
    expect(voyageDisplayStatus({ started_at: null, ended_at: null }, NOW)).toBe('Upcoming');
    expect(voyageDisplayStatus({ started_at: null, ended_at: PAST }, NOW)).toBe('Upcoming');
  });

  it('is Ongoing once started, until an end time has passed', () => {
    expect(voyageDisplayStatus({ started_at: PAST, ended_at: null }, NOW)).toBe('Ongoing');
    expect(voyageDisplayStatus({ started_at: PAST, ended_at: FUTURE }, NOW)).toBe('Ongoing');
  });

  it('is Completed when the end time is in the past', () => {
    expect(voyageDisplayStatus({ started_at: PAST, ended_at: '2026-03-05T00:00:00Z' }, NOW)).toBe(
      'Completed',
    );
  });

  it('reads a start time still ahead as Upcoming', () => {
    expect(voyageDisplayStatus({ started_at: FUTURE, ended_at: null }, NOW)).toBe('Upcoming');
  });
});

describe('journey plan lock', () => {
  it('offers the menu in CREATED and PLANNING, whatever the case', () => {
    expect(isJourneyPlanEditableStatus('PLANNING')).toBe(true);
    expect(isJourneyPlanEditableStatus('planning')).toBe(true);
    expect(isJourneyPlanEditableStatus('Created')).toBe(true);
    expect(isJourneyPlanEditableStatus('STARTED')).toBe(false);
    expect(isJourneyPlanEditableStatus('COMPLETED')).toBe(false);
  });

  it('locks once the voyage has a start time or has left planning', () => {
    expect(isJourneyPlanLocked({ status: 'PLANNING', started_at: null })).toBe(false);
    expect(isJourneyPlanLocked({ status: 'PLANNING', started_at: PAST })).toBe(true);
    expect(isJourneyPlanLocked({ status: 'STARTED', started_at: null })).toBe(true);
  });
});

describe('canStartVoyage (§2.2)', () => {
  it('needs shipments, all of them loaded, and no start time', () => {
    expect(canStartVoyage({ totalShipments: 3, loadedShipments: 3, startedAt: null })).toBe(true);
    expect(canStartVoyage({ totalShipments: 0, loadedShipments: 0, startedAt: null })).toBe(false);
    expect(canStartVoyage({ totalShipments: 3, loadedShipments: 2, startedAt: null })).toBe(false);
    expect(canStartVoyage({ totalShipments: 3, loadedShipments: 3, startedAt: PAST })).toBe(false);
  });
});

describe('voyageStatusTone (§2.3)', () => {
  it('colours started green, planning yellow, completed blue, the rest grey', () => {
    expect(voyageStatusTone('STARTED')).toBe('green');
    expect(voyageStatusTone('planning')).toBe('yellow');
    expect(voyageStatusTone('Completed')).toBe('blue');
    expect(voyageStatusTone('CREATED')).toBe('grey');
    expect(voyageStatusTone(null)).toBe('grey');
  });
});

describe('voyageListStatus (issue 22: the coordinator voyage list says where each voyage stands)', () => {
  const planning = { started_at: null, ended_at: null, is_returning: false };
  it('reads Planning before Start Voyage, At sea once started', () => {
    expect(voyageListStatus(planning)).toBe('Planning');
    expect(voyageListStatus({ ...planning, started_at: '2026-11-20T08:00:00.000Z' })).toBe('At sea');
  });
  it('reads Returning when every journey has ended and the vessel is not back', () => {
    expect(
      voyageListStatus({ started_at: '2026-11-20T08:00:00.000Z', ended_at: null, is_returning: true }),
    ).toBe('Returning');
  });
  it('reads Completed once arrived at base, whatever else is set', () => {
    expect(
      voyageListStatus({
        started_at: '2026-11-20T08:00:00.000Z',
        ended_at: '2026-11-23T08:00:00.000Z',
        is_returning: true,
      }),
    ).toBe('Completed');
  });
});
