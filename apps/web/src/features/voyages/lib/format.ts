import { formatVoyageId } from '@rigline/contract/ids';
import type { Vessel } from '@rigline/contract/vessels';
import type { Voyage } from '@rigline/contract/voyages';

import { formatDate } from '@/lib/format';

/** The app's one date and time format (lib/format.ts); a dash when there is none. */
export function formatDateTime(iso: string | null | undefined): string {
  return iso ? formatDate(iso) : '—';
}

/** §2.2: the coordinator's title: the voyage name, or 'Voyage VOY-{id}' when it has none. */
export function coordinatorVoyageTitle(
  voyageId: number,
  voyage: Pick<Voyage, 'name'> | null | undefined,
): string {
  const name = voyage?.name.trim();
  return name ? name : `Voyage ${formatVoyageId(voyageId)}`;
}

/** §2.3: the rig logistics card's name: the voyage name, or 'Voyage {id}'. */
export function rigLogisticsVoyageTitle(voyage: Pick<Voyage, 'id' | 'name'>): string {
  const name = voyage.name.trim();
  return name ? name : `Voyage ${voyage.id}`;
}

/** §2.1: the vessel's name, from the voyage or the vessel list, or 'Vessel {id}' when unknown. */
export function vesselName(
  voyage: Pick<Voyage, 'vessel_id' | 'vessel'>,
  vessels: readonly Pick<Vessel, 'id' | 'name'>[] = [],
): string {
  return (
    voyage.vessel?.name ??
    vessels.find((vessel) => vessel.id === voyage.vessel_id)?.name ??
    `Vessel ${voyage.vessel_id}`
  );
}

/** §2.1 and §9: the vessel picker's second line. */
export function formatEssosVoyageNumber(vessel: Pick<Vessel, 'essos_voyage_number'>): string {
  return `Voyage #${vessel.essos_voyage_number}`;
}

/**
 * §2.1: the Journeys column: journey_count (0 when absent) then the word, "1 journey" for one (issue 22: the
 * rig's list already said so, and "1 journeys" read as a mistake).
 */
export function formatJourneyCount(count: number | null | undefined): string {
  const journeys = count ?? 0;
  return `${journeys} ${journeys === 1 ? 'journey' : 'journeys'}`;
}

/** §2.1: client-side vessel filter; 'all' keeps every voyage. */
export function filterVoyagesByVessel<T extends Pick<Voyage, 'vessel_id'>>(
  voyages: readonly T[],
  vesselFilter: string,
): T[] {
  if (vesselFilter === ALL_VESSELS) return [...voyages];
  const vesselId = Number(vesselFilter);
  return voyages.filter((voyage) => voyage.vessel_id === vesselId);
}

export const ALL_VESSELS = 'all';
