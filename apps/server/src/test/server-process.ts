import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';

export const REPO_ROOT = path.resolve(import.meta.dirname, '../../../..');

export interface ServerProcess {
  child: ChildProcess;
  port: number;
  url: string;
  output: () => string;
  exited: Promise<number | null>;
}

const running: ChildProcess[] = [];

/**
 * Starts a real server process in the repository (by default `node apps/server/src/server.ts`, as deployed)
 * on a free port and waits for its start message. `env` adds to or, with undefined, removes from this
 * process's environment.
 */
export async function startServerProcess(options: {
  env: Record<string, string | undefined>;
  command?: [string, ...string[]];
}): Promise<ServerProcess> {
  const [command, ...args] = options.command ?? ['node', 'apps/server/src/server.ts'];
  const environment: NodeJS.ProcessEnv = { ...process.env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info' };
  delete environment.DATABASE_URL;
  for (const [name, value] of Object.entries(options.env)) {
    if (value === undefined) delete environment[name];
    else environment[name] = value;
  }
  const child = spawn(command, args, { cwd: REPO_ROOT, env: environment, stdio: ['ignore', 'pipe', 'pipe'] });
  running.push(child);
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const deadline = Date.now() + 90_000;
  let match: RegExpExecArray | null = null;
  while (!match) {
    if (Date.now() > deadline || child.exitCode !== null)
      throw new Error(`the server did not start:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
    match = /Rigline is running at http:\/\/localhost:(\d+)/.exec(output);
  }
  const port = Number(match[1]);
  return { child, port, url: `http://127.0.0.1:${port}`, output: () => output, exited };
}

/** For afterEach: kills what a test left running. */
export function killServerProcesses(): void {
  for (const child of running.splice(0))
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
}

/** A JSON call to a server process: GET without a body, POST with one; the answer's status and parsed body. */
export async function callServer(
  server: ServerProcess,
  pathname: string,
  options: { token?: string; body?: unknown } = {},
) {
  const response = await fetch(`${server.url}${pathname}`, {
    method: options.body === undefined ? 'GET' : 'POST',
    headers: {
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    },
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
  });
  // biome-ignore lint/suspicious/noExplicitAny: the tests check the shape, as with inject's json()
  const body: any = await response.json();
  return { status: response.status, body };
}
