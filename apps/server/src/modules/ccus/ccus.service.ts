import { type PageMeta, pageMeta } from '@rigline/contract/api';
import type { CcuTrip } from '@rigline/contract/ccu-packing';
import {
  type Ccu,
  type CcuChange,
  type CcuType,
  ccuCertificateStatus,
  type ListCcusFilter,
} from '@rigline/contract/ccus';
import type { CurrentUser } from '../../current-user.ts';
import type { Db } from '../../db/connection.ts';
import { AppError } from '../../errors.ts';
import { findMasterDataChanges } from '../events/events.service.ts';
import { readTrips, unitStanding } from './ccus.packing.ts';
import {
  type CcuRow,
  countCcus,
  findCcuRowById,
  findCcusPage,
  isCcuVisibleToVendor,
} from './ccus.repository.ts';

/** The UTC calendar date of a clock reading: units' dates are compared with it. */
export function calendarDay(now: number): string {
  return new Date(now).toISOString().slice(0, 10);
}

/**
 * Whose units a person sees (docs/decisions/073, 076): the base coordinator, rig logistics and the admin every
 * unit; a supplier its own company's and those its cargo travels in. undefined: no narrowing.
 */
function vendorSeeing(user: CurrentUser): number | undefined {
  return user.roleSlug === 'supplier' ? (user.vendorId ?? -1) : undefined;
}

export async function listCcus(options: {
  db: Db;
  user: CurrentUser;
  filter: ListCcusFilter;
  now: number;
}): Promise<{ data: Ccu[]; meta: PageMeta }> {
  const { db, filter, user, now } = options;
  const today = calendarDay(now);
  const repositoryFilter = {
    search: filter.search,
    type: filter.type,
    status: filter.status,
    today,
    ownerVendorId: filter.owner_vendor_id,
    visibleToVendorId: vendorSeeing(user),
  };
  const page = { limit: filter.limit, offset: (filter.page - 1) * filter.limit };
  if (filter.location !== undefined) {
    // Where a unit is follows from its trips, not from a column: the matching units are placed, then paged.
    const all = await withStanding(db, await findCcusPage(db, repositoryFilter), now);
    const placed = all.filter((ccu) => ccu.location.kind === filter.location);
    return {
      data: placed.slice(page.offset, page.offset + page.limit),
      meta: pageMeta(placed.length, filter),
    };
  }
  const [total, rows] = await Promise.all([
    countCcus(db, repositoryFilter),
    findCcusPage(db, repositoryFilter, page),
  ]);
  return { data: await withStanding(db, rows, now), meta: pageMeta(total, filter) };
}

/** The units with where each is, its days out and its hire, from their trips. */
async function withStanding(db: Db, rows: readonly CcuRow[], now: number): Promise<Ccu[]> {
  const trips = await readTrips(
    db,
    rows.map((row) => row.id),
    now,
  );
  const today = calendarDay(now);
  return rows.map((row) =>
    toCcu(row, today, unitStanding(trips.get(row.id), row.day_rate === null ? null : Number(row.day_rate))),
  );
}

/** One unit as it stands, for the answer to a change made by someone allowed to see every unit. */
export async function readCcu(db: Db, id: number, now: number): Promise<Ccu> {
  const row = await findCcuRowById(db, id);
  if (!row) throw new AppError('NOT_FOUND', 'Unit not found');
  return (await withStanding(db, [row], now))[0]!;
}

/** One unit the person may see; 404 otherwise (a unit of another company is not said to exist). */
export async function getCcu(options: { db: Db; user: CurrentUser; id: number; now: number }): Promise<Ccu> {
  const row = await findCcuRowById(options.db, options.id);
  const vendorId = vendorSeeing(options.user);
  if (!row || (vendorId !== undefined && !(await isCcuVisibleToVendor(options.db, row, vendorId))))
    throw new AppError('NOT_FOUND', 'Unit not found');
  return (await withStanding(options.db, [row], options.now))[0]!;
}

/** GET /api/ccu/trips/{id}: every trip of a unit the person may see, newest first. */
export async function ccuTrips(options: {
  db: Db;
  user: CurrentUser;
  id: number;
  now: number;
}): Promise<CcuTrip[]> {
  await getCcu(options);
  return (await readTrips(options.db, [options.id], options.now)).get(options.id) ?? [];
}

/** Who registered and changed the unit, newest first. */
export async function ccuHistory(options: {
  db: Db;
  user: CurrentUser;
  id: number;
  now: number;
}): Promise<CcuChange[]> {
  await getCcu(options);
  const rows = await findMasterDataChanges(options.db, 'ccu', options.id);
  return rows.map((row) => ({
    id: row.id,
    at: row.created_at,
    actor: row.actor_name ?? null,
    changes: JSON.parse(row.details ?? '{}') as Record<string, [unknown, unknown]>,
  }));
}

export function toCcu(
  row: CcuRow,
  today: string,
  standing: Pick<Ccu, 'location' | 'days_out' | 'hire_to_date'>,
): Ccu {
  return {
    id: row.id,
    code: row.code,
    type: row.type as CcuType,
    owner: row.owner_vendor_id === null ? null : { id: row.owner_vendor_id, name: row.owner_name ?? '' },
    tare_kg: Number(row.tare_kg),
    max_gross_kg: Number(row.max_gross_kg),
    length_m: Number(row.length_m),
    width_m: Number(row.width_m),
    height_m: Number(row.height_m),
    certificate_number: row.certificate_number,
    certified_until: row.certified_until,
    next_inspection_due: row.next_inspection_due,
    day_rate: row.day_rate === null ? null : Number(row.day_rate),
    certificate_status: ccuCertificateStatus(row, today),
    ...standing,
    created_at: row.created_at,
    version: Number(row.version),
  };
}
