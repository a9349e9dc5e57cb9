/** The cargo feature's cache keys: ['backloads', …] and ['discrepancies', …] (issue 9). */
export const cargoKeys = {
  backloads: ['backloads'] as const,
  backloadList: (query: object) => ['backloads', 'list', query] as const,
  discrepancies: ['discrepancies'] as const,
  discrepancyList: (query: object) => ['discrepancies', 'list', query] as const,
  vendors: ['cargo', 'vendors'] as const,
  rigs: ['cargo', 'rigs'] as const,
  journeys: (voyageId: number) => ['voyages', 'detail', voyageId, 'journeys'] as const,
};
