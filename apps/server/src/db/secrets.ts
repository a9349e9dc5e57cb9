import fs from 'node:fs';
import path from 'node:path';
import { ConfigError, type DatabaseConfig } from '../config.ts';

/** The file in DATA_DIR that keeps a generated signing secret (SQLite only). */
export const TOKEN_SECRET_FILE = 'token-secret';

/**
 * The key that signs sign-in tokens (docs/decisions/009). Never in the database, so that a copy of a backup
 * cannot mint tokens: `TOKEN_SECRET` when set; on SQLite otherwise one generated on first start and kept in
 * DATA_DIR/token-secret with mode 600 (the folder is the server's own); on PostgreSQL it must be given, since
 * every instance must sign with the same key and none has a folder the others read.
 */
export function resolveTokenSecret(options: {
  tokenSecret: string | undefined;
  database: DatabaseConfig;
  generate: () => string;
}): string {
  if (options.tokenSecret) return options.tokenSecret;
  const { database } = options;
  if (database.kind === 'postgres') {
    throw new ConfigError(
      'Invalid environment:\n  TOKEN_SECRET: required with DATABASE_URL (32+ random characters, the same on every instance: openssl rand -base64 48)',
    );
  }
  if (database.file === ':memory:') return options.generate();
  const file = path.join(path.dirname(database.file), TOKEN_SECRET_FILE);
  try {
    fs.writeFileSync(file, `${options.generate()}\n`, { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  // A file copied in with looser rights is tightened rather than trusted as it is.
  if ((fs.statSync(file).mode & 0o077) !== 0) fs.chmodSync(file, 0o600);
  const secret = fs.readFileSync(file, 'utf8').trim();
  if (secret.length < 32) throw new ConfigError(`${file}: the signing secret must be at least 32 characters`);
  return secret;
}
