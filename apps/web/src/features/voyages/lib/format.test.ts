import { describe, expect, it } from 'vitest';
import {
  ALL_VESSELS,
  coordinatorVoyageTitle,
  filterVoyagesByVessel,
  formatEssosVoyageNumber,
  formatJourneyCount,
  rigLogisticsVoyageTitle,
  vesselName,
} from './format';

describe('voyage labels (§2, §9)', () => {
  it('titles an unnamed voyage VOY-{id} for the coordinator and Voyage {id} for rig logistics', () => {
    expect(coordinatorVoyageTitle(7, { name: 'Week 48' })).toBe('Week 48');
    expect(coordinatorVoyageTitle(7, { name: '  ' })).toBe('Voyage VOY-7');
    expect(coordinatorVoyageTitle(7, undefined)).toBe('Voyage VOY-7');
    expect(rigLogisticsVoyageTitle({ id: 7, name: '' })).toBe('Voyage 7');
  });

  it('names the vessel from the voyage, the vessel list, or Vessel {id}', () => {
    expect(vesselName({ vessel_id: 2, vessel: { id: 2, name: 'MV Sea Falcon' } })).toBe('MV Sea Falcon');
    expect(vesselName({ vessel_id: 2, vessel: null }, [{ id: 2, name: 'MV North' }])).toBe('MV North');
    expect(vesselName({ vessel_id: 2, vessel: null })).toBe('Vessel 2');
  });

  it('formats the picker line and the journey count', () => {
    expect(formatEssosVoyageNumber({ essos_voyage_number: 'ESS-24-101' })).toBe('Voyage #ESS-24-101');
    expect(formatJourneyCount(3)).toBe('3 journeys');
    expect(formatJourneyCount(1)).toBe('1 journey');
    expect(formatJourneyCount(undefined)).toBe('0 journeys');
  });

  it('filters by vessel on the client', () => {
    const voyages = [{ vessel_id: 1 }, { vessel_id: 2 }, { vessel_id: 1 }];
    expect(filterVoyagesByVessel(voyages, ALL_VESSELS)).toHaveLength(3);
    expect(filterVoyagesByVessel(voyages, '1')).toHaveLength(2);
    expect(filterVoyagesByVessel(voyages, '3')).toHaveLength(0);
  });
});
