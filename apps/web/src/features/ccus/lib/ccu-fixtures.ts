import { pageMeta } from '@rigline/contract/api';
import { type Ccu, type CcuLocation, ccuSchema } from '@rigline/contract/ccus';

/** A unit as the list answers it, for the component tests: a Gulf basket at base unless told otherwise. */
export function ccuFixture(overrides: Partial<Ccu> & { id: number; code: string }): Ccu {
  const location: CcuLocation = { kind: 'at_base', voyage: null, rig: null, since: null };
  return ccuSchema.parse({
    type: 'basket',
    owner: { id: 2, name: 'Gulf Tubulars & Supply' },
    tare_kg: 1800,
    max_gross_kg: 7000,
    length_m: 8,
    width_m: 2.4,
    height_m: 0.9,
    certificate_number: `DNV-${overrides.code}`,
    certified_until: '2027-06-30',
    next_inspection_due: '2027-02-01',
    day_rate: 38,
    certificate_status: 'valid',
    location,
    days_out: null,
    hire_to_date: 0,
    created_at: '2026-10-01T08:00:00.000Z',
    version: 1,
    ...overrides,
  });
}

/**
 * A stand-in for GET /api/ccu/list over `units`: it narrows by `location` and `owner_vendor_id` as the server
 * does and answers the page asked for. Every URL it was called with is kept in `urls`.
 */
export function ccuListFetch(units: readonly Ccu[]) {
  const urls: URL[] = [];
  const fetch = async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    urls.push(url);
    const location = url.searchParams.get('location');
    const owner = url.searchParams.get('owner_vendor_id');
    const page = Number(url.searchParams.get('page') ?? 1);
    const limit = Number(url.searchParams.get('limit') ?? 10);
    const matching = units.filter(
      (unit) =>
        (!location || unit.location.kind === location) &&
        (!owner || String(unit.owner?.id ?? 'null') === owner),
    );
    const data = matching.slice((page - 1) * limit, page * limit);
    return Response.json({
      status: true,
      message: 'Units retrieved successfully',
      data: { ccus: { data, meta: pageMeta(matching.length, { page, limit }) } },
    });
  };
  return { fetch, urls };
}
