import {
  BASE_DEFAULT_REQUIRED_MESSAGE,
  BASE_NAME_TAKEN_MESSAGE,
  type Base,
  type createBaseBodySchema,
  type UpdateBaseBody,
} from '@rigline/contract/bases';
import type { z } from 'zod';
import type { CurrentUser } from '../../current-user.ts';
import type { Db } from '../../db/connection.ts';
import { AppError } from '../../errors.ts';
import { createdDetails, diffOf, recordMasterDataChange } from '../events/master-data-events.ts';
import { inTransaction } from '../live/live-transaction.ts';
import { isValueTaken, taken, withUniqueFields } from '../master-data/master-data.ts';
import {
  clearOtherDefaults,
  countBases,
  findBaseRowById,
  insertBase,
  updateBase,
} from './bases.repository.ts';
import { toBase } from './bases.service.ts';

const nameTaken = () => taken('name', BASE_NAME_TAKEN_MESSAGE);

/** Exactly one base is the default: the first base is, and a new default takes it from the former one. */
export async function createBase(options: {
  db: Db;
  actor: CurrentUser;
  body: z.output<typeof createBaseBodySchema>;
}): Promise<Base> {
  const { db, body } = options;
  if (await isValueTaken(db, { table: 'bases', column: 'name', value: body.name })) throw nameTaken();
  const id = await withUniqueFields(
    () =>
      inTransaction(db, async (trx) => {
        const isDefault = body.is_default || (await countBases(trx)) === 0;
        const row = {
          name: body.name,
          location: body.location,
          is_default: isDefault ? 1 : 0,
          booking_cutoff_hours: body.booking_cutoff_hours,
          time_zone: body.time_zone,
          on_time_window_hours: body.on_time_window_hours,
        };
        const newId = await insertBase(trx, { ...row, created_at: new Date().toISOString() });
        if (isDefault) await clearOtherDefaults(trx, newId);
        await recordMasterDataChange(trx, {
          entityType: 'base',
          entityId: newId,
          actorUserId: options.actor.id,
          details: createdDetails(row),
        });
        return newId;
      }),
    nameTaken(),
  );
  return toBase((await findBaseRowById(db, id))!);
}

export async function updateBaseByAdmin(options: {
  db: Db;
  actor: CurrentUser;
  body: UpdateBaseBody;
}): Promise<Base> {
  const { db, body } = options;
  const before = await findBaseRowById(db, body.id);
  if (!before) throw new AppError('NOT_FOUND', 'Base not found');
  if (body.is_default === false && before.is_default === 1) {
    throw AppError.badInput('is_default', BASE_DEFAULT_REQUIRED_MESSAGE);
  }
  if (
    body.name !== undefined &&
    (await isValueTaken(db, { table: 'bases', column: 'name', value: body.name, exceptId: body.id }))
  ) {
    throw nameTaken();
  }
  const changes = {
    name: body.name,
    location: body.location,
    is_default: body.is_default === undefined ? undefined : body.is_default ? 1 : 0,
    booking_cutoff_hours: body.booking_cutoff_hours,
    time_zone: body.time_zone,
    on_time_window_hours: body.on_time_window_hours,
  };
  const details = diffOf(before, changes);
  if (Object.keys(details).length > 0) {
    await withUniqueFields(
      () =>
        inTransaction(db, async (trx) => {
          await updateBase(
            trx,
            body.id,
            Object.fromEntries(
              Object.keys(details).map((field) => [field, changes[field as keyof typeof changes]]),
            ),
          );
          if (changes.is_default === 1) await clearOtherDefaults(trx, body.id);
          await recordMasterDataChange(trx, {
            entityType: 'base',
            entityId: body.id,
            actorUserId: options.actor.id,
            details,
          });
        }),
      nameTaken(),
    );
  }
  return toBase((await findBaseRowById(db, body.id))!);
}
