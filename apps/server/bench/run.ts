import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { measureSignIn } from './browser.ts';
import { CALLS, measure, type Role, type Sample } from './calls.ts';
import { compareWithBaseline } from './compare.ts';
import { measureStartups, signIn, startAnchor, startServer, stop } from './processes.ts';
import { type CallResult, type Report, writeReport } from './report.ts';
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
import { pickIds, prepare, recreate, type Target, targetOf } from './targets.ts';
import { measureThinLink, writeThinLinkSection } from './thin-link.ts';
import { measureTransitions } from './transitions.ts';

/**
 * `npm run bench` (issue 15): generates a history of 5k and 500k orders on SQLite and on PostgreSQL, starts the
 * real server on each, and measures every list, search, detail and dashboard call with autocannon (20
 * connections), interleaved with two anchors on the same database (a bare Fastify route, and the page query
 * written by hand). Also start-up time, phase transitions per second and sign-in to a painted dashboard.
 * Prints the table and writes docs/performance.md. Not part of `npm test`.
 *
 * `npm run bench -- --baseline <git revision>` measures this tree against that revision instead, side by side
 * in one run (compare.ts), and writes docs/performance-baseline.md.
 */

if (args['thin-link']) {
  const markdown = await measureThinLink(PORT_BASE);
  writeThinLinkSection(markdown);
  console.log(markdown);
  process.exit(0);
}

if (args.baseline) {
  await compareWithBaseline(args.baseline);
  process.exit(0);
}

// ---------------------------------------------------------------------------------------------- run

async function benchDatabase(kind: Target['kind'], report: Report): Promise<void> {
  const [small, large] = SIZES.map((size) => targetOf(kind, size)) as [Target, Target];
  for (const target of [small, large])
    report.generationSeconds[`${kind} ${target.size}`] = await prepare(target);

  // Start-up: an empty (migrated) database against the large one.
  const empty = targetOf(kind, 'empty');
  await recreate(empty);
  await stop((await startServer(empty, PORT_BASE, { isDemo: false })).child);
  const [emptyMs, largeMs] = await measureStartups([empty, large], PORT_BASE);
  report.startup[kind] = { emptyMs: emptyMs!, largeMs: largeMs! };
  log(
    `${kind}: start-up empty ${report.startup[kind].emptyMs.toFixed(0)} ms, ${large.size} orders ${report.startup[kind].largeMs.toFixed(0)} ms`,
  );

  const servers = [
    { target: small, server: await startServer(small, PORT_BASE), anchorPort: PORT_BASE + 2 },
    { target: large, server: await startServer(large, PORT_BASE + 1), anchorPort: PORT_BASE + 3 },
  ];
  const anchors = [await startAnchor(small, PORT_BASE + 2), await startAnchor(large, PORT_BASE + 3)];
  const sides = await Promise.all(
    servers.map(async ({ target, anchorPort }, index) => {
      const port = PORT_BASE + index;
      const tokens: Record<Role, string> = {
        supplier: await signIn(port, 'supplier'),
        rig_logistics: await signIn(port, 'rig_logistics'),
        base_coordinator: await signIn(port, 'base_coordinator'),
      };
      return { target, port, anchorPort, tokens, ids: await pickIds(target) };
    }),
  );

  const samples = new Map<string, { real: Sample[][]; hand: Sample[][]; bare: Sample[][] }>();
  for (let round = 0; round < ROUNDS; round++) {
    log(`${kind}: round ${round + 1} of ${ROUNDS}`);
    // Alternate which size goes first, so that neither is always measured on a warmer machine.
    const order = round % 2 === 0 ? [0, 1] : [1, 0];
    for (const call of CALLS) {
      const entry = samples.get(call.name) ?? { real: [[], []], hand: [[], []], bare: [[], []] };
      samples.set(call.name, entry);
      for (const index of order) {
        const side = sides[index]!;
        entry.real[index]!.push(
          await measure(`http://127.0.0.1:${side.port}${call.path(side.ids)}`, {
            authorization: `Bearer ${side.tokens[call.role]}`,
          }),
        );
        if (call.anchor)
          entry.hand[index]!.push(
            await measure(`http://127.0.0.1:${side.anchorPort}${call.anchor(side.ids)}`),
          );
        if (call.kind === 'auth')
          entry.bare[index]!.push(await measure(`http://127.0.0.1:${side.anchorPort}/bare`));
      }
    }
  }

  const summarise = (values: Sample[]) =>
    values.length === 0
      ? null
      : {
          p50: median(values.map((v) => v.p50)),
          rps: median(values.map((v) => v.rps)),
          non2xx: Math.max(...values.map((v) => v.non2xx)),
        };
  report.calls[kind] = CALLS.map((call): CallResult => {
    const entry = samples.get(call.name)!;
    return {
      name: call.name,
      kind: call.kind,
      maxGrowth: call.maxGrowth ?? 1.3,
      small: summarise(entry.real[0]!)!,
      large: summarise(entry.real[1]!)!,
      handSmall: summarise(entry.hand[0]!),
      handLarge: summarise(entry.hand[1]!),
      bareSmall: summarise(entry.bare[0]!),
      bareLarge: summarise(entry.bare[1]!),
    };
  });

  const largeSide = sides[1]!;
  report.transitions[kind] = await measureTransitions(large, largeSide.port, largeSide.tokens.rig_logistics);
  log(
    `${kind}: ${report.transitions[kind].perSecond.toFixed(0)} phase transitions per second at ${large.size}`,
  );

  if (!args['no-browser']) {
    report.signIn[kind] = {};
    for (const role of ['rig_logistics', 'supplier', 'base_coordinator'] as const) {
      report.signIn[kind][role] = {
        smallMs: await measureSignIn(sides[0]!.port, role),
        largeMs: await measureSignIn(sides[1]!.port, role),
      };
    }
    log(`${kind}: sign-in to painted dashboard measured`);
  }

  for (const child of [...anchors, ...servers.map(({ server }) => server.child)]) await stop(child);
}

const report: Report = {
  date: new Date().toISOString(),
  machine: `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node.js ${process.version}`,
  command: `npm run bench${process.argv.slice(2).length ? ` -- ${process.argv.slice(2).join(' ')}` : ''}`,
  sizes: SIZES,
  connections: CONNECTIONS,
  durationSeconds: DURATION,
  rounds: ROUNDS,
  generationSeconds: {},
  startup: {},
  calls: {},
  transitions: {},
  signIn: {},
  totalSeconds: 0,
};
for (const kind of DATABASES) await benchDatabase(kind, report);
report.totalSeconds = (Date.now() - started) / 1000;
const out = args.out ?? path.join(ROOT, 'docs/performance.md');
const table = writeReport(report, out);
fs.writeFileSync(path.join(DATA, 'last-report.json'), JSON.stringify(report, null, 2));
console.log(table);
log(`wrote ${path.relative(ROOT, out)}`);
process.exit(0);
