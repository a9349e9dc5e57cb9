/**
 * `npm run backup -- --out FILE`: a consistent copy of the configured database (DATA_DIR's SQLite file, or
 * DATABASE_URL's PostgreSQL database) while the server runs.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config.ts';
import { BackupError, backupDatabase } from '../db/backup.ts';

try {
  const { values } = parseArgs({ options: { out: { type: 'string' } } });
  if (!values.out) throw new BackupError('usage: npm run backup -- --out FILE');
  const config = loadConfig();
  const out = path.resolve(process.env.INIT_CWD ?? process.cwd(), values.out);
  const started = performance.now();
  await backupDatabase(config.database, out);
  const megabytes = (fs.statSync(out).size / 1_048_576).toFixed(1);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`Backup written to ${out} (${megabytes} MB in ${seconds} s).`);
} catch (error) {
  console.error(error instanceof BackupError || error instanceof ConfigError ? error.message : error);
  process.exit(1);
}
