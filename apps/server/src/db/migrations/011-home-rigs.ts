import type { Kysely } from 'kysely';

/**
 * Issue 12: a rig logistics user's home rigs, which the admin sets. One row per (user, rig); the primary key
 * reads a user's rigs, the rig index finds who has a rig at home. Removing a user or a rig is not done (they are
 * deactivated), so the foreign keys only keep the rows honest.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and must not follow the live schema type
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('user_home_rigs')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('rig_id', 'integer', (c) => c.notNull().references('rigs.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('user_home_rigs_pk', ['user_id', 'rig_id'])
    .execute();
  await db.schema.createIndex('user_home_rigs_rig_idx').on('user_home_rigs').column('rig_id').execute();
}
