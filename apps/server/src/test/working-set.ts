import type { Db } from '../db/connection.ts';
import { hashPassword } from '../modules/auth/password-hash.ts';

export const WORKING_SUPPLIER = { email: 'ops.supplier@example.com', password: 'a-long-enough-password-1' };

/**
 * The least master data a supplier needs to raise a request on a database with no demo data: a company,
 * its user, a rig with a well.
 */
export async function createWorkingSet(db: Db): Promise<{ rigId: number; wellId: number }> {
  const created_at = new Date().toISOString();
  const vendor = await db
    .insertInto('vendors')
    .values({
      name: 'Ops Test Supply',
      category: 'Spares',
      status: 'active',
      contact_name: 'Olga Ops',
      contact_email: 'orders@ops.example.com',
      contact_phone: '+47 000',
      created_at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('users')
    .values({
      email: WORKING_SUPPLIER.email,
      full_name: 'Olga Ops',
      password_hash: await hashPassword(WORKING_SUPPLIER.password),
      role_slug: 'supplier',
      vendor_id: vendor.id,
      created_at,
    })
    .execute();
  const rig = await db
    .insertInto('rigs')
    .values({ code: 'RIG-OPS', name: 'Ops Rig', location: 'North Sea', status: 1, created_at })
    .returning('id')
    .executeTakeFirstOrThrow();
  const well = await db
    .insertInto('wells')
    .values({ rig_id: rig.id, name: 'OPS-1', location: 'Block 1', created_at })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { rigId: rig.id, wellId: well.id };
}
