import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { DEMO_CREDENTIALS } from '../src/db/seed/demo-accounts.ts';
import { ANCHOR, median, SERVER, TOKEN_SECRET } from './settings.ts';
import type { Target } from './targets.ts';

// ---------------------------------------------------------------------------------------------- processes

const children = new Set<ChildProcess>();
process.on('exit', () => {
  for (const child of children) child.kill();
});

/**
 * Demo mode on for the measured servers (the generated data holds the demo users, so nothing is seeded; the
 * sign-in page shows its demo buttons); off for the start-up runs, so the empty database stays empty.
 */
export function serverEnv(target: Target, port: number, options: { isDemo: boolean }): NodeJS.ProcessEnv {
  return {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'silent',
    SEED_DEMO_DATA: String(options.isDemo),
    TOKEN_SECRET,
    // The benchmark's 20 connections of one user are a load test, not a person: no per-user limit (issue 20).
    RATE_LIMIT_PER_MINUTE: '1000000',
    ...(target.kind === 'sqlite'
      ? { DATA_DIR: target.location, DATABASE_URL: '' }
      : { DATABASE_URL: target.location }),
  };
}

export async function waitUntilUp(port: number, child: ChildProcess): Promise<void> {
  for (;;) {
    if (child.exitCode !== null) throw new Error(`process on port ${port} exited with ${child.exitCode}`);
    try {
      await fetch(`http://127.0.0.1:${port}/bare-or-me`);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }
}

/** Starts the real server; answers when it first answers HTTP, with how long that took. */
export async function startServer(
  target: Target,
  port: number,
  options: { isDemo: boolean; server?: string } = { isDemo: true },
) {
  const begin = performance.now();
  const env = serverEnv(target, port, options);
  if (env.DATABASE_URL === '') delete env.DATABASE_URL;
  const child = spawn(process.execPath, [options.server ?? SERVER], {
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.add(child);
  await waitUntilUp(port, child);
  return { child, startupMs: performance.now() - begin };
}

export async function startAnchor(target: Target, port: number) {
  const child = spawn(process.execPath, [ANCHOR], {
    env: {
      ...process.env,
      PORT: String(port),
      BENCH_DB_KIND: target.kind,
      BENCH_DB: target.kind === 'sqlite' ? path.join(target.location, 'rigline.db') : target.location,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.add(child);
  await waitUntilUp(port, child);
  return child;
}

export async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
  children.delete(child);
}

/**
 * Start-up of an empty database against a large one: five starts of each, alternating, each after the previous
 * one stopped, so that a busy moment of the machine falls on both; the medians.
 */
export async function measureStartups(targets: Target[], port: number): Promise<number[]> {
  const times: number[][] = targets.map(() => []);
  for (let run = 0; run < 5; run++) {
    for (const [index, target] of targets.entries()) {
      const { child, startupMs } = await startServer(target, port, { isDemo: false });
      times[index]!.push(startupMs);
      await stop(child);
    }
  }
  return times.map(median);
}

export async function signIn(port: number, role: keyof typeof DEMO_CREDENTIALS): Promise<string> {
  const response = await fetch(`http://127.0.0.1:${port}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO_CREDENTIALS[role]),
  });
  const body = (await response.json()) as { data: { token: string } };
  return body.data.token;
}
