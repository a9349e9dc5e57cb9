import { describe, expect, it } from 'vitest';
import {
  type BackloadWindowJourney,
  backloadDisabledReason,
  backloadRefusalMessage,
  backloadWindowRefusal,
} from './backload-window.ts';

type J = BackloadWindowJourney & { name: string };
const at = '2026-03-01T08:00:00.000Z';
const journey = (sequence: number, rigId: number, state: 'pending' | 'started' | 'ended'): J => ({
  sequence,
  rig_id: rigId,
  name: `RIG-00${rigId}`,
  started_at: state === 'pending' ? null : at,
  ended_at: state === 'ended' ? at : null,
});
const nameOf = (j: J) => j.name;

describe('the backload window (issue 22.4): open from booking until the vessel leaves the rig', () => {
  const window = (
    step: 'backload.book' | 'backload.update' | 'backload.load',
    journeys: J[],
    options: { hasStarted?: boolean; hasArrived?: boolean; rigId?: number } = {},
  ) =>
    backloadWindowRefusal({
      step,
      hasStarted: options.hasStarted ?? true,
      hasArrived: options.hasArrived ?? false,
      journeys,
      rigId: options.rigId ?? 1,
    });

  it('books and edits before the vessel sails, at sea and while it is alongside the rig', () => {
    for (const state of ['pending', 'started', 'ended'] as const) {
      const journeys = [journey(1, 1, state), journey(2, 2, 'pending')];
      expect(window('backload.book', journeys, { hasStarted: state !== 'pending' })).toBeNull();
      expect(window('backload.update', journeys, { hasStarted: state !== 'pending' })).toBeNull();
    }
  });

  it('closes once the next journey starts, naming both rigs', () => {
    const journeys = [journey(1, 1, 'ended'), journey(2, 2, 'started')];
    const book = window('backload.book', journeys);
    expect(book?.code).toBe('BACKLOAD_RIG_NOT_LEFT');
    expect(backloadRefusalMessage(book!, nameOf)).toBe(
      'The vessel has left RIG-001 (the journey to RIG-002 has started); book the backload on a later voyage',
    );
    const edit = window('backload.update', journeys);
    expect(edit?.code).toBe('BACKLOAD_VESSEL_NOT_LEFT');
    expect(backloadDisabledReason(edit!, nameOf)).toBe(
      'The vessel has left RIG-001 (the journey to RIG-002 has started): cancel this backload and book it on another voyage.',
    );
    // The second rig is still open: the vessel is on its way there.
    expect(window('backload.book', journeys, { rigId: 2 })).toBeNull();
  });

  it('keeps the last rig open until the voyage arrives at base', () => {
    const journeys = [journey(1, 1, 'ended'), journey(2, 2, 'ended')];
    expect(window('backload.book', journeys, { rigId: 2 })).toBeNull();
    expect(window('backload.load', journeys, { rigId: 2 })).toBeNull();
    expect(window('backload.book', journeys, { rigId: 2, hasArrived: true })?.code).toBe(
      'BACKLOAD_VOYAGE_NOT_ARRIVED',
    );
    expect(window('backload.update', journeys, { rigId: 2, hasArrived: true })?.code).toBe(
      'BACKLOAD_VOYAGE_STILL_OUT',
    );
  });

  it('refuses a rig the voyage does not call at', () => {
    expect(window('backload.book', [journey(1, 1, 'pending')], { rigId: 3 })?.code).toBe(
      'BACKLOAD_VOYAGE_CALLS_AT_RIG',
    );
  });

  it('loads only while the vessel is alongside', () => {
    expect(window('backload.load', [journey(1, 1, 'pending')], { hasStarted: false })?.code).toBe(
      'BACKLOAD_VOYAGE_STARTED',
    );
    const atSea = window('backload.load', [journey(1, 1, 'started')]);
    expect(atSea?.code).toBe('BACKLOAD_VESSEL_AT_RIG');
    expect(backloadDisabledReason(atSea!, nameOf)).toBe(
      'The vessel is not at RIG-001 yet: end the journey to RIG-001 before loading its backload.',
    );
    expect(window('backload.load', [journey(1, 1, 'ended'), journey(2, 2, 'started')])?.code).toBe(
      'BACKLOAD_VESSEL_NOT_LEFT',
    );
  });
});
