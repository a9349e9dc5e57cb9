import type { Db } from '../../db/connection.ts';
import type { NewUser, UserRow } from '../../db/schema.ts';

export async function findUserById(db: Db, id: number): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  return db
    .selectFrom('users')
    .selectAll()
    .where('email', '=', email.trim().toLowerCase())
    .executeTakeFirst();
}

export async function insertUser(db: Db, user: NewUser): Promise<number> {
  const row = await db
    .insertInto('users')
    .values({ ...user, email: user.email.trim().toLowerCase() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
