import { addCalendarDays, CCU_DUE_SOON_DAYS, type CcuCertificateStatus } from '@rigline/contract/ccus';
import type { Insertable, Updateable } from 'kysely';
import type { Db } from '../../db/connection.ts';
import type { CcuTable } from '../../db/schema-ccus.ts';
import { containsText, isStorableId } from '../../db/sql-helpers.ts';

export interface CcuFilter {
  search?: string | undefined;
  type?: string | undefined;
  /** The standing on `today` (UTC calendar date). */
  status?: CcuCertificateStatus | undefined;
  today: string;
  /** A company's units; null: the operator's own; undefined: all. */
  ownerVendorId?: number | null | undefined;
  /** A supplier's view: its company's units and those its cargo travels in. */
  visibleToVendorId?: number | undefined;
}

/** The units a company's cargo was packed in (a trip on a shipment of one of its requests). */
function unitsCarryingCargoOf(db: Db, vendorId: number) {
  return db
    .selectFrom('ccu_trips')
    .innerJoin('shipments', 'shipments.id', 'ccu_trips.shipment_id')
    .innerJoin('requests', 'requests.id', 'shipments.request_id')
    .select('ccu_trips.ccu_id')
    .where('requests.vendor_id', '=', vendorId);
}

const CCU_COLUMNS = [
  'ccus.id',
  'ccus.code',
  'ccus.type',
  'ccus.owner_vendor_id',
  'ccus.tare_kg',
  'ccus.max_gross_kg',
  'ccus.length_m',
  'ccus.width_m',
  'ccus.height_m',
  'ccus.certificate_number',
  'ccus.certified_until',
  'ccus.next_inspection_due',
  'ccus.day_rate',
  'ccus.created_at',
  'ccus.version',
] as const;

function ccus(db: Db, filter: CcuFilter) {
  let query = db.selectFrom('ccus');
  if (filter.search !== undefined) {
    const search = filter.search;
    query = query.where((eb) =>
      eb.or([
        containsText(eb.ref('ccus.code'), search),
        containsText(eb.ref('ccus.certificate_number'), search),
      ]),
    );
  }
  if (filter.type !== undefined) query = query.where('ccus.type', '=', filter.type);
  const visibleTo = filter.visibleToVendorId;
  if (visibleTo !== undefined) {
    query = query.where((eb) =>
      eb.or([
        eb('ccus.owner_vendor_id', '=', visibleTo),
        eb('ccus.id', 'in', unitsCarryingCargoOf(db, visibleTo)),
      ]),
    );
  }
  if (filter.ownerVendorId === null) query = query.where('ccus.owner_vendor_id', 'is', null);
  else if (filter.ownerVendorId !== undefined)
    query = query.where('ccus.owner_vendor_id', '=', filter.ownerVendorId);
  if (filter.status !== undefined) {
    // The earlier of the two dates decides (ccuCertificateStatus); dates are YYYY-MM-DD, so text compares them.
    const today = filter.today;
    const dueBy = addCalendarDays(today, CCU_DUE_SOON_DAYS);
    const status = filter.status;
    query = query.where((eb) => {
      const lapsed = eb.or([
        eb('ccus.certified_until', '<', today),
        eb('ccus.next_inspection_due', '<', today),
      ]);
      const dueSoon = eb.or([
        eb('ccus.certified_until', '<=', dueBy),
        eb('ccus.next_inspection_due', '<=', dueBy),
      ]);
      if (status === 'expired') return lapsed;
      if (status === 'due_soon') return eb.and([eb.not(lapsed), dueSoon]);
      return eb.not(dueSoon);
    });
  }
  return query;
}

export async function countCcus(db: Db, filter: CcuFilter): Promise<number> {
  const row = await ccus(db, filter)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** By code, as people look a unit up; every match without `page`. */
export async function findCcusPage(db: Db, filter: CcuFilter, page?: { limit: number; offset: number }) {
  let query = ccus(db, filter)
    .leftJoin('vendors', 'vendors.id', 'ccus.owner_vendor_id')
    .select([...CCU_COLUMNS, 'vendors.name as owner_name'])
    .orderBy('ccus.code')
    .orderBy('ccus.id');
  if (page) query = query.limit(page.limit).offset(page.offset);
  return query.execute();
}

/** Whether a supplier may see the unit: its own, or one its cargo was packed in. */
export async function isCcuVisibleToVendor(
  db: Db,
  unit: { id: number; owner_vendor_id: number | null },
  vendorId: number,
): Promise<boolean> {
  if (unit.owner_vendor_id === vendorId) return true;
  const row = await unitsCarryingCargoOf(db, vendorId)
    .where('ccu_trips.ccu_id', '=', unit.id)
    .executeTakeFirst();
  return row !== undefined;
}

export type CcuRow = Awaited<ReturnType<typeof findCcusPage>>[number];

export async function findCcuRowById(db: Db, id: number): Promise<CcuRow | undefined> {
  if (!isStorableId(id)) return undefined;
  return db
    .selectFrom('ccus')
    .leftJoin('vendors', 'vendors.id', 'ccus.owner_vendor_id')
    .select([...CCU_COLUMNS, 'vendors.name as owner_name'])
    .where('ccus.id', '=', id)
    .executeTakeFirst();
}

export async function insertCcu(db: Db, ccu: Insertable<CcuTable>): Promise<number> {
  const row = await db.insertInto('ccus').values(ccu).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Writes the changes if the unit is still at `version` (the one read before, or the one the person saw), and
 * moves its version on; false when another change came first.
 */
export async function updateCcuAtVersion(
  db: Db,
  id: number,
  version: number,
  changes: Updateable<CcuTable>,
): Promise<boolean> {
  const result = await db
    .updateTable('ccus')
    .set((eb) => ({ ...changes, version: eb('version', '+', 1) }))
    .where('id', '=', id)
    .where('version', '=', version)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
