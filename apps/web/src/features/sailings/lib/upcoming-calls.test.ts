import { describe, expect, it } from 'vitest';
import { sailingFixture } from './sailing-fixtures';
import { upcomingCallsByRig } from './upcoming-calls';

const NORDIC = { id: 1, name: 'Nordic Star' };
const ATLANTIC = { id: 2, name: 'Atlantic Explorer' };

describe('upcomingCallsByRig', () => {
  it('groups the calls still to come by rig, soonest expected first, and leaves out those reached or back at base', () => {
    const later = sailingFixture({ voyage_id: 6 }, [
      { rig: NORDIC, expected_arrival_at: '2026-12-09T08:00:00.000Z' },
    ]);
    const sooner = sailingFixture({ voyage_id: 5 }, [
      { rig: ATLANTIC, arrived_at: '2026-12-01T20:00:00.000Z' },
      { rig: NORDIC, expected_arrival_at: '2026-12-03T08:00:00.000Z' },
    ]);
    const back = sailingFixture({ voyage_id: 4, status: 'COMPLETED' }, [{ rig: ATLANTIC }]);
    const rigs = upcomingCallsByRig([later, sooner, back]);
    expect(rigs.map((rig) => rig.rig.name)).toEqual(['Nordic Star']);
    expect(rigs[0]?.calls.map((call) => call.sailing.voyage_id)).toEqual([5, 6]);
  });

  it('keeps only the rigs asked for', () => {
    const sailing = sailingFixture({}, [{ rig: NORDIC }, { rig: ATLANTIC }]);
    expect(upcomingCallsByRig([sailing], [2]).map((rig) => rig.rig.id)).toEqual([2]);
    expect(upcomingCallsByRig([sailing], [])).toEqual([]);
  });
});
