import { type ColumnDefinitionBuilder, type Kysely, PostgresAdapter, sql } from 'kysely';

/**
 * API keys (issue 26, docs/decisions/078). A key acts through an account of its own: a users row marked
 * `is_api_key`, holding the role and company the key was given, so that every rule, history row and 409 that
 * names a user names the key. Such an account has no usable password and is never listed, notified or signed in.
 * The key itself is never stored: only its SHA-256 and the first characters shown to tell keys apart.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and must not follow the live schema type
export async function up(db: Kysely<any>): Promise<void> {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const idType = isPostgres ? 'serial' : 'integer';
  const id = (column: ColumnDefinitionBuilder) =>
    isPostgres ? column.primaryKey() : column.primaryKey().autoIncrement();
  await db.schema
    .alterTable('users')
    .addColumn('is_api_key', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createTable('api_keys')
    .addColumn('id', idType, id)
    .addColumn('name', 'text', (c) => c.notNull())
    /** The key's own account: its role, its company, and the actor of what it does. */
    .addColumn('user_id', 'integer', (c) => c.notNull().unique().references('users.id'))
    /** hex SHA-256 of the whole key. */
    .addColumn('key_hash', 'text', (c) => c.notNull().unique())
    /** The key's first characters ("rgl_Xk3f…"), shown in the list. */
    .addColumn('key_prefix', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('created_by_user_id', 'integer', (c) => c.references('users.id'))
    .addColumn('last_used_at', 'text')
    .addColumn('expires_at', 'text')
    .addColumn('revoked_at', 'text')
    .addColumn('revoked_by_user_id', 'integer', (c) => c.references('users.id'))
    .execute();
  // One key per name in any letter case, also when two admins make the same name at once.
  await sql`create unique index api_keys_name_idx on api_keys (lower(name))`.execute(db);
}
