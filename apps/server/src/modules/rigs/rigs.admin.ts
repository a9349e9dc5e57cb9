import type { createRigBodySchema } from '@rigline/contract/rigs';
import {
  type CreateRigBody,
  RIG_CODE_TAKEN_MESSAGE,
  RIG_NAME_TAKEN_MESSAGE,
  type Rig,
  type UpdateRigBody,
} from '@rigline/contract/rigs';
import type { z } from 'zod';
import type { CurrentUser } from '../../current-user.ts';
import type { Db } from '../../db/connection.ts';
import { AppError } from '../../errors.ts';
import { createdDetails, diffOf, recordMasterDataChange } from '../events/master-data-events.ts';
import { inTransaction } from '../live/live-transaction.ts';
import { isValueTaken, taken, withUniqueFields } from '../master-data/master-data.ts';
import { findRigRowById, insertRig, updateRig } from './rigs.repository.ts';
import { toRig } from './rigs.service.ts';

export type { CreateRigBody };

async function assertFree(
  db: Db,
  fields: { code?: string | undefined; name?: string | undefined },
  exceptId?: number,
) {
  const except = exceptId === undefined ? {} : { exceptId };
  if (
    fields.code !== undefined &&
    (await isValueTaken(db, { table: 'rigs', column: 'code', value: fields.code, ...except }))
  ) {
    throw taken('code', RIG_CODE_TAKEN_MESSAGE);
  }
  if (
    fields.name !== undefined &&
    (await isValueTaken(db, { table: 'rigs', column: 'name', value: fields.name, ...except }))
  ) {
    throw taken('name', RIG_NAME_TAKEN_MESSAGE);
  }
}

async function assertWellOfRig(db: Db, rigId: number | null, wellId: number | null): Promise<void> {
  if (wellId === null) return;
  const well = await db.selectFrom('wells').select('rig_id').where('id', '=', wellId).executeTakeFirst();
  if (!well || well.rig_id !== rigId) {
    throw AppError.badInput('current_well_id', 'current_well_id must be the id of a well of this rig');
  }
}

export async function createRig(options: {
  db: Db;
  actor: CurrentUser;
  body: z.output<typeof createRigBodySchema>;
}): Promise<Rig> {
  const { db, body } = options;
  await assertFree(db, body);
  // A new rig has no wells yet: any current_well_id is another rig's.
  await assertWellOfRig(db, null, body.current_well_id);
  const row = {
    code: body.code,
    name: body.name,
    location: body.location,
    status: body.status ? 1 : 0,
    current_well_id: null,
    time_zone: body.time_zone,
  };
  const id = await withUniqueFields(
    () =>
      inTransaction(db, async (trx) => {
        const newId = await insertRig(trx, { ...row, created_at: new Date().toISOString() });
        await recordMasterDataChange(trx, {
          entityType: 'rig',
          entityId: newId,
          actorUserId: options.actor.id,
          details: createdDetails(row),
        });
        return newId;
      }),
    taken('code', RIG_CODE_TAKEN_MESSAGE),
  );
  return toRig((await findRigRowById(db, id))!);
}

export async function updateRigByAdmin(options: {
  db: Db;
  actor: CurrentUser;
  body: UpdateRigBody;
}): Promise<Rig> {
  const { db, body } = options;
  const before = await findRigRowById(db, body.id);
  if (!before) throw new AppError('NOT_FOUND', 'Rig not found');
  await assertFree(db, { code: body.code, name: body.name }, body.id);
  if (body.current_well_id !== undefined) await assertWellOfRig(db, body.id, body.current_well_id);
  const changes = {
    code: body.code,
    name: body.name,
    location: body.location,
    status: body.status === undefined ? undefined : body.status ? 1 : 0,
    current_well_id: body.current_well_id,
    time_zone: body.time_zone,
  };
  const details = diffOf(before, changes);
  if (Object.keys(details).length > 0) {
    await withUniqueFields(
      () =>
        inTransaction(db, async (trx) => {
          await updateRig(
            trx,
            body.id,
            Object.fromEntries(
              Object.keys(details).map((field) => [field, changes[field as keyof typeof changes]]),
            ),
          );
          await recordMasterDataChange(trx, {
            entityType: 'rig',
            entityId: body.id,
            actorUserId: options.actor.id,
            details,
          });
        }),
      taken(
        body.code !== undefined ? 'code' : 'name',
        body.code !== undefined ? RIG_CODE_TAKEN_MESSAGE : RIG_NAME_TAKEN_MESSAGE,
      ),
    );
  }
  return toRig((await findRigRowById(db, body.id))!);
}
