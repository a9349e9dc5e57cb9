import {
  type createVendorBodySchema,
  type UpdateVendorBody,
  VENDOR_NAME_TAKEN_MESSAGE,
  type Vendor,
} from '@rigline/contract/vendors';
import type { z } from 'zod';
import type { CurrentUser } from '../../current-user.ts';
import type { Db } from '../../db/connection.ts';
import { AppError } from '../../errors.ts';
import { endSessionsOfVendor } from '../auth/auth.service.ts';
import { createdDetails, diffOf, recordMasterDataChange } from '../events/master-data-events.ts';
import { inTransaction } from '../live/live-transaction.ts';
import { isValueTaken, taken, withUniqueFields } from '../master-data/master-data.ts';
import { findVendorRowById, insertVendor, updateVendor } from './vendors.repository.ts';
import { findVendor } from './vendors.service.ts';

const nameTaken = () => taken('name', VENDOR_NAME_TAKEN_MESSAGE);

export async function createVendor(options: {
  db: Db;
  actor: CurrentUser;
  body: z.output<typeof createVendorBodySchema>;
}): Promise<Vendor> {
  const { db, body } = options;
  if (await isValueTaken(db, { table: 'vendors', column: 'name', value: body.name })) throw nameTaken();
  const row = { ...body, contact_email: body.contact_email.toLowerCase() };
  const id = await withUniqueFields(
    () =>
      inTransaction(db, async (trx) => {
        const newId = await insertVendor(trx, { ...row, created_at: new Date().toISOString() });
        await recordMasterDataChange(trx, {
          entityType: 'vendor',
          entityId: newId,
          actorUserId: options.actor.id,
          details: createdDetails(row),
        });
        return newId;
      }),
    nameTaken(),
  );
  return (await findVendor(db, id))!;
}

/** Deactivating a vendor ends its users' sessions; they cannot sign in until it is active again. */
export async function updateVendorByAdmin(options: {
  db: Db;
  actor: CurrentUser;
  body: UpdateVendorBody;
}): Promise<Vendor> {
  const { db, body } = options;
  const before = await findVendorRowById(db, body.id);
  if (!before) throw new AppError('NOT_FOUND', 'Supplier company not found');
  if (
    body.name !== undefined &&
    (await isValueTaken(db, { table: 'vendors', column: 'name', value: body.name, exceptId: body.id }))
  ) {
    throw nameTaken();
  }
  const { id: _id, ...fields } = body;
  const changes = {
    ...fields,
    contact_email: fields.contact_email === undefined ? undefined : fields.contact_email.toLowerCase(),
  };
  const details = diffOf(before, changes);
  if (Object.keys(details).length > 0) {
    await withUniqueFields(
      () =>
        inTransaction(db, async (trx) => {
          await updateVendor(
            trx,
            body.id,
            Object.fromEntries(
              Object.keys(details).map((field) => [field, changes[field as keyof typeof changes]]),
            ),
          );
          if (changes.status === 'inactive') await endSessionsOfVendor(trx, body.id);
          await recordMasterDataChange(trx, {
            entityType: 'vendor',
            entityId: body.id,
            actorUserId: options.actor.id,
            details,
          });
        }),
      nameTaken(),
    );
  }
  return (await findVendor(db, body.id))!;
}
