import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CALLS, measure, type Role, type Sample } from './calls.ts';
import { CPU_CALLS, measureCpu } from './cpu.ts';
import { signIn, startServer, stop } from './processes.ts';
import {
  args,
  CONNECTIONS,
  DATA,
  DATABASES,
  DURATION,
  log,
  median,
  PORT_BASE,
  ROOT,
  ROUNDS,
  SIZES,
  started,
} from './settings.ts';
import { forgetMigrationsUnknownTo, pickIds, prepare, targetOf } from './targets.ts';

/**
 * `npm run bench -- --baseline <revision>`: is this tree slower than that revision on any call? One run, side by
 * side on the same generated database: this tree's server ("after"), the revision's ("before") and a second
 * process of the revision ("before again"), measured in turn in every round with the order rotating. The two
 * "before" processes do the very same work, so their spread is what the machine's noise alone does to a ratio:
 * the run's noise control. A call is slower only when after ÷ before exceeds that control.
 */

const NAMES = { sqlite: 'SQLite', postgres: 'PostgreSQL' } as const;

interface CallComparison {
  name: string;
  samples: Sample[][];
  /** Per process, the server's CPU time per answer in each round, in microseconds (cpu.ts). */
  cpu: number[][];
}

/** A checkout of the revision beside the benchmark's data, with its own installed packages. */
function prepareBaselineTree(revision: string): { root: string; sha: string } {
  const sha = execFileSync('git', ['rev-parse', '--verify', `${revision}^{commit}`], { cwd: ROOT })
    .toString()
    .trim();
  const root = path.join(DATA, `baseline-${sha.slice(0, 12)}`);
  if (!fs.existsSync(path.join(root, 'node_modules'))) {
    fs.rmSync(root, { recursive: true, force: true });
    fs.mkdirSync(DATA, { recursive: true });
    execFileSync('git', ['worktree', 'prune'], { cwd: ROOT });
    execFileSync('git', ['worktree', 'add', '--detach', '--force', root, sha], {
      cwd: ROOT,
      stdio: 'ignore',
    });
    log(`baseline ${sha.slice(0, 12)}: installing its packages`);
    execFileSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: root, stdio: 'ignore' });
  }
  return { root, sha };
}

function ratioOf(samples: Sample[][], top: number, bottom: number): number {
  return median(samples[top]!.map((sample) => sample.p50)) / median(samples[bottom]!.map((s) => s.p50));
}

function cpuRatioOf(cpu: number[][], top: number, bottom: number): number {
  return median(cpu[top]!) / median(cpu[bottom]!);
}

/** How far from 1 a ratio is, either way: 0.8 and 1.25 are both 1.25. */
const spread = (ratio: number) => Math.max(ratio, 1 / ratio);

/** The calls the baseline does not have (their route answers 404 there). */
const newSinceBaseline = new Set<string>();

/** The migrations a revision's code knows, from its own migrate.ts. */
async function migrationsOf(root: string): Promise<readonly string[]> {
  const migrate = (await import(path.join(root, 'apps/server/src/db/migrate.ts'))) as {
    MIGRATION_NAMES: readonly string[];
  };
  return migrate.MIGRATION_NAMES;
}

export async function compareWithBaseline(revision: string): Promise<void> {
  const baseline = prepareBaselineTree(revision);
  const current = execFileSync('git', ['rev-parse', 'HEAD'], { cwd: ROOT }).toString().trim();
  const size = SIZES[SIZES.length - 1]!;
  const results: Partial<Record<'sqlite' | 'postgres', CallComparison[]>> = {};
  for (const kind of DATABASES) {
    const target = targetOf(kind, size);
    await prepare(target);
    const servers = [
      undefined,
      path.join(baseline.root, 'apps/server/src/server.ts'),
      path.join(baseline.root, 'apps/server/src/server.ts'),
    ];
    const children = [];
    for (const [index, server] of servers.entries()) {
      // The current revision first: it runs every migration; the baseline then shares its data.
      if (index === 1) await forgetMigrationsUnknownTo(target, await migrationsOf(baseline.root));
      children.push((await startServer(target, PORT_BASE + index, { isDemo: true, server })).child);
    }
    const tokens = await Promise.all(
      servers.map(async (_server, index) => {
        const port = PORT_BASE + index;
        const byRole: Record<Role, string> = {
          supplier: await signIn(port, 'supplier'),
          rig_logistics: await signIn(port, 'rig_logistics'),
          base_coordinator: await signIn(port, 'base_coordinator'),
        };
        return byRole;
      }),
    );
    const ids = await pickIds(target);
    // A call added since the baseline (its route answers 404 there) has nothing to be compared with: it is
    // named under the table as new, and measured by the plain benchmark instead.
    const comparable = [];
    for (const call of CALLS) {
      const url = `http://127.0.0.1:${PORT_BASE + 1}${call.path(ids)}`;
      const answer = await fetch(url, { headers: { authorization: `Bearer ${tokens[1]![call.role]}` } });
      await answer.arrayBuffer();
      if (answer.status === 404) newSinceBaseline.add(call.name);
      else comparable.push(call);
    }
    const calls: CallComparison[] = comparable.map((call) => ({
      name: call.name,
      samples: [[], [], []],
      cpu: [[], [], []],
    }));
    for (let round = 0; round < ROUNDS; round++) {
      log(`${kind}: round ${round + 1} of ${ROUNDS}, ${size} orders, after / before / before again`);
      for (const [callIndex, call] of comparable.entries()) {
        // Rotate which process goes first, so that none is always measured on a warmer machine.
        for (let turn = 0; turn < servers.length; turn++) {
          const index = (turn + round + callIndex) % servers.length;
          const url = `http://127.0.0.1:${PORT_BASE + index}${call.path(ids)}`;
          const headers = { authorization: `Bearer ${tokens[index]![call.role]}` };
          calls[callIndex]!.samples[index]!.push(await measure(url, headers));
          calls[callIndex]!.cpu[index]!.push(await measureCpu(url, headers, children[index]!.pid!));
        }
      }
    }
    for (const child of children) await stop(child);
    results[kind] = calls;
  }
  const out = args.out ?? path.join(ROOT, 'docs/performance-baseline.md');
  const markdown = renderComparison({ results, size, revision, baseline: baseline.sha, current });
  fs.writeFileSync(out, markdown);
  console.log(markdown);
  log(`wrote ${path.relative(ROOT, out)}`);
}

function renderComparison(options: {
  results: Partial<Record<'sqlite' | 'postgres', CallComparison[]>>;
  size: number;
  revision: string;
  baseline: string;
  current: string;
}): string {
  const fixed = (value: number, digits = 2) => value.toFixed(digits);
  const parts = [
    '# Before and after, side by side',
    '',
    'Written by `npm run bench -- --baseline <revision>` (apps/server/bench/compare.ts); do not edit by hand.',
    '',
    `- Command: \`npm run bench -- ${process.argv.slice(2).join(' ')}\``,
    `- Before: \`${options.revision}\` (${options.baseline.slice(0, 12)}); after: this tree (${options.current.slice(0, 12)}, with any uncommitted changes).`,
    `- Run: ${new Date().toISOString()}, ${fixed((Date.now() - started) / 60_000, 1)} minutes, on ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, Node.js ${process.version}; load average at the end ${os
      .loadavg()
      .map((load) => fixed(load, 1))
      .join(' / ')} (1 / 5 / 15 min): above the core count, the figures measure a starved machine.`,
    `- Data: the generated history of ${options.size} orders. Each figure: the median p50 of ${ROUNDS} rounds of ${DURATION} s with autocannon, ${CONNECTIONS} connections; in every round each call runs on the three processes in a rotating order.`,
    '- Noise control: "before again" is a second process of the same revision on the same data, doing the very same work. The widest spread between the two "before" columns over all calls is the run\'s noise control; a call is slower only when after ÷ before exceeds it.',
    `- CPU per answer: after each autocannon run, the same call ${CPU_CALLS} times one after another on one connection, and the server process's CPU time over them (apps/server/bench/cpu.ts), median of the rounds. It moves far less than a latency when the machine is shared; it leaves out PostgreSQL's own processes, which the latency columns include.`,
    '',
  ];
  for (const kind of ['sqlite', 'postgres'] as const) {
    const calls = options.results[kind];
    if (!calls) continue;
    // A call whose every round failed (no p50: timeouts on a starved machine) is left out of the control and
    // marked "not measured" rather than making the control NaN.
    const control = Math.max(
      ...calls.map((call) => spread(ratioOf(call.samples, 2, 1))).filter(Number.isFinite),
    );
    const slower = calls.filter((call) => ratioOf(call.samples, 0, 1) > control);
    const unmeasured = calls.filter((call) => !Number.isFinite(ratioOf(call.samples, 0, 1)));
    parts.push(
      `## ${NAMES[kind]}`,
      '',
      '| call | p50 before (ms) | p50 after (ms) | after ÷ before | before again ÷ before | req/s before | req/s after | within the noise control |',
      '|---|---:|---:|---:|---:|---:|---:|:---:|',
    );
    for (const call of calls) {
      const p50 = (index: number) => median(call.samples[index]!.map((sample) => sample.p50));
      const rps = (index: number) => median(call.samples[index]!.map((sample) => sample.rps));
      const errors = call.samples.flat().some((sample) => sample.non2xx > 0) ? ' (non-2xx answers!)' : '';
      const ratio = ratioOf(call.samples, 0, 1);
      parts.push(
        `| \`${call.name}\`${errors} | ${fixed(p50(1))} | ${fixed(p50(0))} | ${fixed(ratio)} | ${fixed(ratioOf(call.samples, 2, 1))} | ${fixed(rps(1), 0)} | ${fixed(rps(0), 0)} | ${Number.isFinite(ratio) ? (ratio <= control ? 'yes' : '**no**') : 'not measured'} |`,
      );
    }
    parts.push(
      '',
      `- Noise control on ${NAMES[kind]}: ×${fixed(control)}. Calls slower than that: ${slower.length === 0 ? 'none' : slower.map((call) => `\`${call.name}\``).join(', ')}.${unmeasured.length === 0 ? '' : ` Not measured (every round failed): ${unmeasured.map((call) => `\`${call.name}\``).join(', ')}; run again on a quieter machine.`}`,
      '',
    );
    const cpuControl = Math.max(...calls.map((call) => spread(cpuRatioOf(call.cpu, 2, 1))));
    const cpuSlower = calls.filter((call) => cpuRatioOf(call.cpu, 0, 1) > cpuControl);
    parts.push(
      `### ${NAMES[kind]}: the server's CPU time per answer`,
      '',
      '| call | CPU before (µs) | CPU after (µs) | after ÷ before | before again ÷ before | within the noise control |',
      '|---|---:|---:|---:|---:|:---:|',
    );
    for (const call of calls) {
      const cpu = (index: number) => median(call.cpu[index]!);
      const ratio = cpuRatioOf(call.cpu, 0, 1);
      parts.push(
        `| \`${call.name}\` | ${fixed(cpu(1), 0)} | ${fixed(cpu(0), 0)} | ${fixed(ratio)} | ${fixed(cpuRatioOf(call.cpu, 2, 1))} | ${ratio <= cpuControl ? 'yes' : '**no**'} |`,
      );
    }
    parts.push(
      '',
      `- CPU noise control on ${NAMES[kind]}: ×${fixed(cpuControl)}. Calls that cost more CPU than that: ${cpuSlower.length === 0 ? 'none' : cpuSlower.map((call) => `\`${call.name}\``).join(', ')}.`,
      '',
    );
  }
  if (newSinceBaseline.size > 0) {
    parts.push(
      `New since the baseline, so not compared (the baseline answers 404): ${[...newSinceBaseline].map((name) => `\`${name}\``).join(', ')}.`,
      '',
    );
  }
  return parts.join('\n');
}
