import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';

/** `npm run bench -- …`: the options, parsed once, and the fixed settings every part of the benchmark shares. */
export const args = parseArgs({
  options: {
    databases: { type: 'string', default: 'sqlite,postgres' },
    sizes: { type: 'string', default: '5000,500000' },
    duration: { type: 'string', default: '1' },
    rounds: { type: 'string', default: '3' },
    fresh: { type: 'boolean', default: false },
    'no-browser': { type: 'boolean', default: false },
    /** A git revision to measure this tree against, side by side (compare.ts). */
    baseline: { type: 'string' },
    out: { type: 'string' },
    /** Only the rig's path over an emulated satellite link (thin-link.ts, issue 24). */
    'thin-link': { type: 'boolean', default: false },
  },
}).values;

export const ROOT = path.resolve(import.meta.dirname, '../../..');
export const SERVER = path.join(ROOT, 'apps/server/src/server.ts');
export const ANCHOR = path.join(ROOT, 'apps/server/bench/anchor-server.ts');
export const DATA = path.join(os.tmpdir(), 'rigline-bench');
export const POSTGRES = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432';
export const PORT_BASE = Number(process.env.BENCH_PORT_BASE ?? 3240);
export const CONNECTIONS = 20;
export const TRANSITION_SECONDS = 5;
export const DURATION = Number(args.duration);
export const ROUNDS = Number(args.rounds);
export const SIZES = args.sizes.split(',').map(Number) as [number, number];
export const DATABASES = args.databases.split(',') as Array<'sqlite' | 'postgres'>;
export const TOKEN_SECRET = 'bench-token-secret-that-is-long-enough-0123456789';
export const started = Date.now();

export const log = (message: string) =>
  console.log(`[${((Date.now() - started) / 1000).toFixed(0).padStart(4)} s] ${message}`);

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}
