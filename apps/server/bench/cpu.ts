import fs from 'node:fs';

/** Calls measured one after another for a CPU figure, after a few left unmeasured to warm the route. */
export const CPU_CALLS = 300;
const CPU_WARM_UP_CALLS = 20;

/**
 * The CPU time a process has used so far, in nanoseconds, over all its threads: the first field of each thread's
 * /proc/<pid>/task/<tid>/schedstat (time spent on a CPU). Linux only.
 */
export function cpuNanoseconds(pid: number): number {
  let total = 0;
  for (const thread of fs.readdirSync(`/proc/${pid}/task`)) {
    try {
      total += Number(fs.readFileSync(`/proc/${pid}/task/${thread}/schedstat`, 'utf8').split(' ')[0]);
    } catch {
      // A thread that ended between the listing and the read took its time with it; so be it.
    }
  }
  return total;
}

async function call(url: string, headers: Record<string, string>): Promise<void> {
  const response = await fetch(url, { headers });
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
}

/**
 * The server's CPU time per answer of one call, in microseconds: CPU_CALLS calls one after another on one
 * connection, the process's CPU time read before and after. A latency moves with everything else the machine
 * runs; the CPU time a process spends on the same work hardly does, which makes it the steadier figure on a
 * shared machine. It leaves out the database server's own time (PostgreSQL runs in its own processes): the
 * latency columns hold that.
 */
export async function measureCpu(url: string, headers: Record<string, string>, pid: number): Promise<number> {
  for (let index = 0; index < CPU_WARM_UP_CALLS; index++) await call(url, headers);
  const before = cpuNanoseconds(pid);
  for (let index = 0; index < CPU_CALLS; index++) await call(url, headers);
  return (cpuNanoseconds(pid) - before) / CPU_CALLS / 1000;
}
