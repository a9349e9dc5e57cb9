import { type PageMeta, pageMeta } from '@rigline/contract/api';
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
import { type CcuRow, countCcus, findCcuRowById, findCcusPage } from './ccus.repository.ts';

/** The UTC calendar date of a clock reading: units' dates are compared with it. */
export function calendarDay(now: number): string {
  return new Date(now).toISOString().slice(0, 10);
}

/**
 * Whose units a person sees (docs/decisions/073): the base coordinator, rig logistics and the admin every unit;
 * a supplier its own company's. undefined: no narrowing.
 */
function ownerSeenBy(user: CurrentUser): number | undefined {
  return user.roleSlug === 'supplier' ? (user.vendorId ?? -1) : undefined;
}

export async function listCcus(options: {
  db: Db;
  user: CurrentUser;
  filter: ListCcusFilter;
  now: number;
}): Promise<{ data: Ccu[]; meta: PageMeta }> {
  const { db, filter, user } = options;
  const today = calendarDay(options.now);
  const seen = ownerSeenBy(user);
  // A supplier asking for another owner's units is answered with none of them, not with its own.
  const ownerVendorId =
    seen === undefined
      ? filter.owner_vendor_id
      : filter.owner_vendor_id === undefined || filter.owner_vendor_id === seen
        ? seen
        : -1;
  const repositoryFilter = {
    search: filter.search,
    type: filter.type,
    status: filter.status,
    today,
    ownerVendorId,
  };
  const [total, rows] = await Promise.all([
    countCcus(db, repositoryFilter),
    findCcusPage(db, repositoryFilter, { limit: filter.limit, offset: (filter.page - 1) * filter.limit }),
  ]);
  return { data: rows.map((row) => toCcu(row, today)), meta: pageMeta(total, filter) };
}

/** One unit the person may see; 404 otherwise (a unit of another company is not said to exist). */
export async function getCcu(options: { db: Db; user: CurrentUser; id: number; now: number }): Promise<Ccu> {
  const row = await findCcuRowById(options.db, options.id);
  const seen = ownerSeenBy(options.user);
  if (!row || (seen !== undefined && row.owner_vendor_id !== seen))
    throw new AppError('NOT_FOUND', 'Unit not found');
  return toCcu(row, calendarDay(options.now));
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

export function toCcu(row: CcuRow, today: string): Ccu {
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
    created_at: row.created_at,
    version: Number(row.version),
  };
}
