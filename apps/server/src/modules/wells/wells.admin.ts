import {
  type createWellBodySchema,
  type UpdateWellBody,
  WELL_NAME_TAKEN_MESSAGE,
  type Well,
} from '@rigline/contract/wells';
import type { z } from 'zod';
import type { CurrentUser } from '../../current-user.ts';
import type { Db } from '../../db/connection.ts';
import { AppError } from '../../errors.ts';
import { createdDetails, diffOf, recordMasterDataChange } from '../events/master-data-events.ts';
import { inTransaction } from '../live/live-transaction.ts';
import { isValueTaken, taken, withUniqueFields } from '../master-data/master-data.ts';
import { findRigRowById } from '../rigs/rigs.service.ts';
import { findWellRowById, insertWell, updateWell } from './wells.repository.ts';

const nameTaken = () => taken('name', WELL_NAME_TAKEN_MESSAGE);

async function assertRigExists(db: Db, rigId: number) {
  const rig = await findRigRowById(db, rigId);
  if (!rig) throw AppError.badInput('rig_id', 'rig_id must be the id of a rig');
  return rig;
}

export async function createWell(options: {
  db: Db;
  actor: CurrentUser;
  body: z.output<typeof createWellBodySchema>;
}): Promise<Well> {
  const { db, body } = options;
  await assertRigExists(db, body.rig_id);
  const within = { column: 'rig_id' as const, value: body.rig_id };
  if (await isValueTaken(db, { table: 'wells', column: 'name', value: body.name, within })) throw nameTaken();
  const id = await withUniqueFields(
    () =>
      inTransaction(db, async (trx) => {
        const newId = await insertWell(trx, { ...body, created_at: new Date().toISOString() });
        await recordMasterDataChange(trx, {
          entityType: 'well',
          entityId: newId,
          actorUserId: options.actor.id,
          details: createdDetails(body),
        });
        return newId;
      }),
    nameTaken(),
  );
  return (await findWellRowById(db, id))!;
}

/** A well that is its rig's current well stays with that rig (400 on rig_id). */
export async function updateWellByAdmin(options: {
  db: Db;
  actor: CurrentUser;
  body: UpdateWellBody;
}): Promise<Well> {
  const { db, body } = options;
  const before = await findWellRowById(db, body.id);
  if (!before) throw new AppError('NOT_FOUND', 'Well not found');
  const rigId = body.rig_id ?? before.rig_id;
  if (rigId !== before.rig_id) {
    await assertRigExists(db, rigId);
    const oldRig = await findRigRowById(db, before.rig_id);
    if (oldRig?.current_well_id === before.id) {
      throw AppError.badInput(
        'rig_id',
        `This well is ${oldRig.name}'s current well: choose another current well first.`,
      );
    }
  }
  const name = body.name ?? before.name;
  const within = { column: 'rig_id' as const, value: rigId };
  if (await isValueTaken(db, { table: 'wells', column: 'name', value: name, exceptId: body.id, within })) {
    throw nameTaken();
  }
  const { id: _id, ...changes } = body;
  const details = diffOf(before, changes);
  if (Object.keys(details).length > 0) {
    await withUniqueFields(
      () =>
        inTransaction(db, async (trx) => {
          await updateWell(
            trx,
            body.id,
            Object.fromEntries(
              Object.keys(details).map((field) => [field, changes[field as keyof typeof changes]]),
            ),
          );
          await recordMasterDataChange(trx, {
            entityType: 'well',
            entityId: body.id,
            actorUserId: options.actor.id,
            details,
          });
        }),
      nameTaken(),
    );
  }
  return (await findWellRowById(db, body.id))!;
}
