/**
 * `npm run restore -- FILE`: puts a backup made by `npm run backup` back into the configured database. Stop
 * the server (every instance) first; the command refuses while one is connected.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config.ts';
import { BackupError, restoreDatabase } from '../db/backup.ts';

try {
  const { positionals } = parseArgs({ allowPositionals: true, options: {} });
  const [file] = positionals;
  if (!file || positionals.length > 1) throw new BackupError('usage: npm run restore -- FILE');
  const config = loadConfig();
  const source = path.resolve(process.env.INIT_CWD ?? process.cwd(), file);
  const started = performance.now();
  await restoreDatabase(config.database, source);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const where = config.database.kind === 'sqlite' ? config.database.file : 'the DATABASE_URL database';
  console.log(`Restored ${source} into ${where} in ${seconds} s. Start the server again.`);
} catch (error) {
  console.error(error instanceof BackupError || error instanceof ConfigError ? error.message : error);
  process.exit(1);
}
