import {
  type createVesselBodySchema,
  type UpdateVesselBody,
  VESSEL_NAME_TAKEN_MESSAGE,
  type Vessel,
} from '@rigline/contract/vessels';
import type { z } from 'zod';
import type { CurrentUser } from '../../current-user.ts';
import type { Db } from '../../db/connection.ts';
import { AppError } from '../../errors.ts';
import { createdDetails, diffOf, recordMasterDataChange } from '../events/master-data-events.ts';
import { inTransaction } from '../live/live-transaction.ts';
import { isValueTaken, taken, withUniqueFields } from '../master-data/master-data.ts';
import { findVesselRowById, insertVessel, updateVessel } from './vessels.repository.ts';
import { toVessel } from './vessels.service.ts';

const nameTaken = () => taken('name', VESSEL_NAME_TAKEN_MESSAGE);

export async function createVessel(options: {
  db: Db;
  actor: CurrentUser;
  body: z.output<typeof createVesselBodySchema>;
}): Promise<Vessel> {
  const { db, body } = options;
  if (await isValueTaken(db, { table: 'vessels', column: 'name', value: body.name })) throw nameTaken();
  const row = { ...body, is_active: 1 };
  const id = await withUniqueFields(
    () =>
      inTransaction(db, async (trx) => {
        const newId = await insertVessel(trx, { ...row, created_at: new Date().toISOString() });
        await recordMasterDataChange(trx, {
          entityType: 'vessel',
          entityId: newId,
          actorUserId: options.actor.id,
          details: createdDetails(row),
        });
        return newId;
      }),
    nameTaken(),
  );
  return toVessel((await findVesselRowById(db, id))!);
}

/** Deactivating a vessel stops new voyages on it; voyages it already has go on. */
export async function updateVesselByAdmin(options: {
  db: Db;
  actor: CurrentUser;
  body: UpdateVesselBody;
}): Promise<Vessel> {
  const { db, body } = options;
  const before = await findVesselRowById(db, body.id);
  if (!before) throw new AppError('NOT_FOUND', 'Vessel not found');
  if (
    body.name !== undefined &&
    (await isValueTaken(db, { table: 'vessels', column: 'name', value: body.name, exceptId: body.id }))
  ) {
    throw nameTaken();
  }
  const { id: _id, is_active, ...fields } = body;
  const changes = { ...fields, is_active: is_active === undefined ? undefined : is_active ? 1 : 0 };
  const details = diffOf(before, changes);
  if (Object.keys(details).length > 0) {
    await withUniqueFields(
      () =>
        inTransaction(db, async (trx) => {
          await updateVessel(
            trx,
            body.id,
            Object.fromEntries(
              Object.keys(details).map((field) => [field, changes[field as keyof typeof changes]]),
            ),
          );
          await recordMasterDataChange(trx, {
            entityType: 'vessel',
            entityId: body.id,
            actorUserId: options.actor.id,
            details,
          });
        }),
      nameTaken(),
    );
  }
  return toVessel((await findVesselRowById(db, body.id))!);
}
