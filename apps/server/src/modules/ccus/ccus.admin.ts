import {
  CCU_CODE_TAKEN_MESSAGE,
  CCU_GROSS_BELOW_TARE_MESSAGE,
  type Ccu,
  type createCcuBodySchema,
  type updateCcuBodySchema,
} from '@rigline/contract/ccus';
import type { z } from 'zod';
import type { CurrentUser } from '../../current-user.ts';
import type { Db } from '../../db/connection.ts';
import { AppError } from '../../errors.ts';
import { changedByError } from '../events/changed-by.ts';
import { findMasterDataChanges } from '../events/events.service.ts';
import { createdDetails, diffOf, recordMasterDataChange } from '../events/master-data-events.ts';
import { inTransaction } from '../live/live-transaction.ts';
import { isValueTaken, taken, withUniqueFields } from '../master-data/master-data.ts';
import { findVendor } from '../vendors/vendors.service.ts';
import { updateUnsailedTripMeasures } from './ccu-trips.repository.ts';
import { findCcuRowById, insertCcu, updateCcuAtVersion } from './ccus.repository.ts';
import { readCcu } from './ccus.service.ts';

const codeTaken = () => taken('code', CCU_CODE_TAKEN_MESSAGE);
const OWNER_UNKNOWN_MESSAGE =
  'owner_vendor_id must be the id of a supplier company, or null for the operator';

async function checkOwner(db: Db, ownerVendorId: number | null | undefined): Promise<void> {
  if (ownerVendorId == null) return;
  if (!(await findVendor(db, ownerVendorId)))
    throw AppError.badInput('owner_vendor_id', OWNER_UNKNOWN_MESSAGE);
}

/** Registers a unit (base coordinator, admin); its creation is the first row of its history. */
export async function createCcu(options: {
  db: Db;
  actor: CurrentUser;
  body: z.output<typeof createCcuBodySchema>;
  now: number;
}): Promise<Ccu> {
  const { db, body } = options;
  await checkOwner(db, body.owner_vendor_id);
  if (await isValueTaken(db, { table: 'ccus', column: 'code', value: body.code })) throw codeTaken();
  const row = body;
  const id = await withUniqueFields(
    () =>
      inTransaction(db, async (trx) => {
        const newId = await insertCcu(trx, { ...row, created_at: new Date(options.now).toISOString() });
        await recordMasterDataChange(trx, {
          entityType: 'ccu',
          entityId: newId,
          actorUserId: options.actor.id,
          details: createdDetails(row),
        });
        return newId;
      }),
    codeTaken(),
  );
  return readCcu(db, id, options.now);
}

/**
 * Changes a unit's details (a new certificate after an inspection, a new day rate). Checked against the unit
 * as it stands: the version the person saw (409 naming who changed it since), max gross above tare.
 */
export async function updateCcu(options: {
  db: Db;
  actor: CurrentUser;
  body: z.output<typeof updateCcuBodySchema>;
  now: number;
}): Promise<Ccu> {
  const { db, body, actor } = options;
  const before = await findCcuRowById(db, body.id);
  if (!before) throw new AppError('NOT_FOUND', 'Unit not found');
  // Who changed it since, from the unit's own history: the last row of it.
  const stale = async () => {
    const [last] = await findMasterDataChanges(db, 'ccu', body.id, 1);
    const change = last
      ? { actorUserId: last.actor_user_id, actorName: last.actor_name, at: last.created_at }
      : undefined;
    return changedByError({ subject: 'unit', change, viewer: actor });
  };
  if (body.version !== undefined && body.version !== Number(before.version)) throw await stale();
  const tare = body.tare_kg ?? Number(before.tare_kg);
  const gross = body.max_gross_kg ?? Number(before.max_gross_kg);
  if (gross <= tare) throw AppError.badInput('max_gross_kg', CCU_GROSS_BELOW_TARE_MESSAGE);
  await checkOwner(db, body.owner_vendor_id);
  if (
    body.code !== undefined &&
    (await isValueTaken(db, { table: 'ccus', column: 'code', value: body.code, exceptId: body.id }))
  ) {
    throw codeTaken();
  }
  const { id: _id, version: _version, ...changes } = body;
  const details = diffOf(
    { ...before, tare_kg: Number(before.tare_kg), max_gross_kg: Number(before.max_gross_kg) },
    changes,
  );
  if (Object.keys(details).length > 0) {
    const written = await withUniqueFields(
      () =>
        inTransaction(db, async (trx) => {
          const fields = Object.fromEntries(
            Object.keys(details).map((field) => [field, changes[field as keyof typeof changes]]),
          );
          if (!(await updateCcuAtVersion(trx, body.id, Number(before.version), fields))) return false;
          // A unit packed on a voyage that has not sailed sails as it now is (docs/decisions/076).
          await updateUnsailedTripMeasures(trx, body.id, {
            tare_kg: tare,
            max_gross_kg: gross,
            length_m: body.length_m ?? Number(before.length_m),
            width_m: body.width_m ?? Number(before.width_m),
            height_m: body.height_m ?? Number(before.height_m),
          });
          await recordMasterDataChange(trx, {
            entityType: 'ccu',
            entityId: body.id,
            actorUserId: actor.id,
            details,
          });
          return true;
        }),
      codeTaken(),
    );
    // Another change came between the read and the write: nothing was written.
    if (!written) throw await stale();
  }
  return readCcu(db, body.id, options.now);
}
