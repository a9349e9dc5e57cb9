import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { killServerProcesses, startServerProcess } from './test/server-process.ts';

const folders: string[] = [];

afterEach(() => {
  killServerProcesses();
  for (const folder of folders.splice(0)) fs.rmSync(folder, { recursive: true, force: true });
});

/** Starts `command` in the repository with a fresh SQLite folder. */
async function start(command: [string, ...string[]], env: Record<string, string>) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rigline-stop-'));
  folders.push(dataDir);
  const server = await startServerProcess({ command, env: { DATA_DIR: dataDir, ...env } });
  return { ...server, dataDir };
}

/** A sign-in whose body is half sent: a call in flight until `finish` sends the rest. */
async function callInFlight(port: number) {
  const body = JSON.stringify({ email: 'supplier@rigline.demo', password: 'supplier-demo-2025' });
  const socket = net.connect(port, '127.0.0.1');
  await new Promise((resolve) => socket.once('connect', resolve));
  let received = '';
  socket.on('data', (chunk) => {
    received += chunk;
  });
  const closed = new Promise<string>((resolve) => socket.on('close', () => resolve(received)));
  socket.write(
    `POST /api/auth/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body.slice(0, 10)}`,
  );
  await new Promise((resolve) => setTimeout(resolve, 200));
  return {
    closed,
    finish: () => socket.write(body.slice(10)),
  };
}

function canConnect(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.destroy();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
  });
}

function childPidOf(parentPid: number): { pid: number; args: string } {
  const [line = ''] = execFileSync('ps', ['-o', 'pid=,args=', '--ppid', String(parentPid)], {
    encoding: 'utf8',
  })
    .trim()
    .split('\n');
  const [, pid = '', args = ''] = /^\s*(\d+)\s+(.*)$/.exec(line) ?? [];
  return { pid: Number(pid), args };
}

describe('start and stop', { timeout: 180_000 }, () => {
  it('npm start leaves node itself running the server; SIGTERM to it finishes the call in flight, refuses new connections and closes the database', async () => {
    const server = await start(['npm', 'start'], { SHUTDOWN_TIMEOUT_SECONDS: '10' });
    const node = childPidOf(server.child.pid ?? 0);
    expect(node.args).toBe('node apps/server/src/server.ts');

    const call = await callInFlight(server.port);
    process.kill(node.pid, 'SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await canConnect(server.port)).toBe(false);
    const finished = performance.now();
    call.finish();
    expect(await call.closed).toMatch(/^HTTP\/1\.1 200 [\s\S]*"token":"/);

    expect(await server.exited).toBe(0);
    // The answered connection, kept alive, is closed as soon as it falls idle, not at the 10 s drain limit.
    expect(performance.now() - finished).toBeLessThan(3000);
    expect(server.output()).toContain('"msg":"stopped"');
    // SQLite folds its write-ahead log back into the database file when the last connection closes.
    expect(fs.existsSync(path.join(server.dataDir, 'rigline.db-wal'))).toBe(false);
  });

  it('SIGTERM to the npm process reaches the server the same way', async () => {
    const server = await start(['npm', 'start'], { SHUTDOWN_TIMEOUT_SECONDS: '10' });
    const node = childPidOf(server.child.pid ?? 0);
    const call = await callInFlight(server.port);
    server.child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 300));
    call.finish();
    expect(await call.closed).toMatch(/^HTTP\/1\.1 200 /);
    await server.exited;
    expect(server.output()).toContain('"msg":"stopped"');
    expect(() => process.kill(node.pid, 0)).toThrow();
  });

  it('a call that does not finish within SHUTDOWN_TIMEOUT_SECONDS is cut and the server still stops', async () => {
    const server = await start(['node', 'apps/server/src/server.ts'], { SHUTDOWN_TIMEOUT_SECONDS: '1' });
    const call = await callInFlight(server.port);
    const signalled = performance.now();
    server.child.kill('SIGTERM');
    expect(await call.closed).toBe('');
    expect(await server.exited).toBe(0);
    const took = performance.now() - signalled;
    expect(took).toBeGreaterThan(900);
    expect(took).toBeLessThan(4000);
    expect(server.output()).toContain('calls still running after SHUTDOWN_TIMEOUT_SECONDS');
  });
});
