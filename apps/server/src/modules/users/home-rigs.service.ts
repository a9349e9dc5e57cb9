import {
  HOME_RIG_UNKNOWN_MESSAGE,
  HOME_RIGS_ROLE_MESSAGE,
  type HomeRig,
  type SetHomeRigsBody,
} from '@rigline/contract/users';
import type { CurrentUser } from '../../current-user.ts';
import type { Db } from '../../db/connection.ts';
import { isStorableId } from '../../db/sql-helpers.ts';
import { AppError } from '../../errors.ts';
import { recordMasterDataChange } from '../events/master-data-events.ts';
import { inTransaction } from '../live/live-transaction.ts';
import { findActiveRigIds, findHomeRigs, lockUserRow, replaceHomeRigs } from './home-rigs.repository.ts';
import { findUserById } from './users.repository.ts';

const USER_NOT_FOUND = 'User not found';

/**
 * A user's home rigs (issue 12). The admin reads anyone's; a rig logistics user reads their own (no user_id, or
 * their own id); anyone else is refused, as is a rig logistics user asking for someone else's.
 */
export async function getHomeRigs(options: {
  db: Db;
  user: CurrentUser;
  userId: number | undefined;
}): Promise<{ user_id: number; rigs: HomeRig[] }> {
  const { db, user } = options;
  const userId = options.userId ?? user.id;
  if (user.roleSlug !== 'admin' && userId !== user.id) {
    throw new AppError('FORBIDDEN', 'You can only see your own home rigs.');
  }
  if (user.roleSlug === 'admin' && userId !== user.id) {
    if (!(await findUserById(db, userId))) throw new AppError('NOT_FOUND', USER_NOT_FOUND);
  }
  return { user_id: userId, rigs: await findHomeRigs(db, userId) };
}

/**
 * The admin replaces a rig logistics user's home rigs, in one transaction that reads the user and the rigs it
 * starts from: another role 400, an unknown or inactive rig 400 (nothing changes), the change recorded as a
 * master-data event of the user.
 */
export async function setHomeRigs(options: {
  db: Db;
  actor: CurrentUser;
  body: SetHomeRigsBody;
}): Promise<{ user_id: number; rigs: HomeRig[] }> {
  const { db, actor, body } = options;
  const rigIds = [...new Set(body.rig_ids)];
  await inTransaction(db, async (trx) => {
    if (isStorableId(body.user_id)) await lockUserRow(trx, body.user_id);
    const target = await findUserById(trx, body.user_id);
    if (!target) throw new AppError('NOT_FOUND', USER_NOT_FOUND);
    if (target.role_slug !== 'rig-logistic') throw AppError.badInput('user_id', HOME_RIGS_ROLE_MESSAGE);
    const active = new Set(await findActiveRigIds(trx, rigIds));
    if (rigIds.some((rigId) => !active.has(rigId)))
      throw AppError.badInput('rig_ids', HOME_RIG_UNKNOWN_MESSAGE);
    const before = (await findHomeRigs(trx, target.id)).map((rig) => rig.id).sort((a, b) => a - b);
    const after = [...rigIds].sort((a, b) => a - b);
    if (before.join(',') === after.join(',')) return;
    await replaceHomeRigs(trx, target.id, after);
    await recordMasterDataChange(trx, {
      entityType: 'user',
      entityId: target.id,
      actorUserId: actor.id,
      details: { home_rig_ids: [before, after] },
    });
  });
  return { user_id: body.user_id, rigs: await findHomeRigs(db, body.user_id) };
}
