/**
 * `npm run admin:create -- --email EMAIL --name "FULL NAME"`: the first administrator of the configured
 * database (DATA_DIR's SQLite file, or DATABASE_URL's PostgreSQL database), migrated first if need be. The
 * password comes from RIGLINE_ADMIN_PASSWORD, or is asked for twice, not echoed, in a terminal. An email that
 * exists is an error and changes nothing.
 */
import { parseArgs } from 'node:util';
import { emailSchema, requiredTextSchema } from '@rigline/contract/api';
import { newPasswordSchema } from '@rigline/contract/auth';
import { ConfigError, loadConfig } from '../config.ts';
import { createDb } from '../db/connection.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { withStartupLock } from '../db/startup-lock.ts';
import { AppError } from '../errors.ts';
import { AdminExistsError, createAdmin } from '../modules/users/initial-admin.ts';

class UsageError extends Error {}

const USAGE =
  'usage: npm run admin:create -- --email EMAIL --name "FULL NAME" (password from RIGLINE_ADMIN_PASSWORD or asked)';

/** Reads a line from the terminal without echoing it. */
async function askHidden(prompt: string): Promise<string> {
  const input = process.stdin;
  process.stdout.write(prompt);
  input.setRawMode(true);
  input.resume();
  input.setEncoding('utf8');
  return new Promise((resolve, reject) => {
    let text = '';
    const onData = (chunk: string) => {
      for (const character of chunk) {
        if (character === '\r' || character === '\n') {
          input.setRawMode(false);
          input.pause();
          input.off('data', onData);
          process.stdout.write('\n');
          resolve(text);
          return;
        }
        if (character === '\u0003') {
          input.setRawMode(false);
          reject(new UsageError('Cancelled; nothing was changed.'));
          return;
        }
        if (character === '\u007f' || character === '\b') text = text.slice(0, -1);
        else text += character;
      }
    };
    input.on('data', onData);
  });
}

async function readPassword(): Promise<string> {
  const fromEnvironment = process.env.RIGLINE_ADMIN_PASSWORD;
  if (fromEnvironment) return fromEnvironment;
  if (!process.stdin.isTTY) {
    throw new UsageError(
      'Set RIGLINE_ADMIN_PASSWORD, or run this in a terminal to be asked for the password.',
    );
  }
  const first = await askHidden('Password (12 to 128 characters): ');
  const second = await askHidden('Password again: ');
  if (first !== second) throw new UsageError('The two passwords differ; nothing was changed.');
  return first;
}

function parse<T>(
  schema: {
    safeParse: (value: unknown) => {
      success: boolean;
      data?: T;
      error?: { issues: Array<{ message: string }> };
    };
  },
  value: unknown,
): T {
  const result = schema.safeParse(value);
  if (!result.success) throw new UsageError(result.error?.issues[0]?.message ?? 'invalid');
  return result.data as T;
}

try {
  const { values } = parseArgs({ options: { email: { type: 'string' }, name: { type: 'string' } } });
  if (!values.email || !values.name) throw new UsageError(USAGE);
  const email = parse<string>(emailSchema('Email'), values.email).toLowerCase();
  const fullName = parse<string>(requiredTextSchema('Name', 100), values.name);
  const password = parse<string>(newPasswordSchema('Password'), await readPassword());
  const config = loadConfig();
  const db = createDb(config.database);
  try {
    await withStartupLock(db, config.database, () => migrateToLatest(db));
    const admin = await createAdmin(db, { email, fullName, password });
    console.log(
      `Created the admin ${admin.email} (user ${admin.id}). Sign in with this email and the password you gave.`,
    );
  } finally {
    await db.destroy();
  }
} catch (error) {
  const isExpected =
    error instanceof UsageError ||
    error instanceof ConfigError ||
    error instanceof AdminExistsError ||
    error instanceof AppError;
  console.error(isExpected ? (error as Error).message : error);
  process.exit(1);
}
