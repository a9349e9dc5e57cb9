import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CALLS, type Ids, measure, type Sample } from './calls.ts';
import { signIn, startServer, stop } from './processes.ts';
import { DATABASES, DURATION, log, median, PORT_BASE, POSTGRES, ROOT, ROUNDS, SIZES } from './settings.ts';
import { prepare, type Target } from './targets.ts';

/**
 * `node apps/server/bench/sailing-list.ts [--sizes 5000,500000] [--databases sqlite,postgres] [--rounds 3]`
 * (issue 23): the bench's own call for the sailing list (`GET /api/sailing/list`, the week around today, page 1)
 * at two sizes side by side, as the coordinator and as a supplier, without the rest of `npm run bench`. Its
 * databases are its own (a folder under the system's temporary one, `rigline_sailings_*` on PostgreSQL), so a
 * full bench's are never touched. Writes its section of docs/performance.md.
 */

const CALL = CALLS.find((call) => call.name.startsWith('GET /api/sailing/list'));
if (!CALL) throw new Error('The bench has no sailing list call');
const ROLES = ['base_coordinator', 'supplier'] as const;
const FOLDER = path.join(os.tmpdir(), 'rigline-bench-sailings');

function targetOf(kind: Target['kind'], size: number): Target {
  const label = `${Math.round(size / 1000)}k`;
  return kind === 'sqlite'
    ? { kind, size, location: path.join(FOLDER, `sqlite-${label}`) }
    : { kind, size, location: `${POSTGRES}/rigline_sailings_${label}` };
}

interface Row {
  kind: Target['kind'];
  role: (typeof ROLES)[number];
  small: Sample;
  large: Sample;
}

const rows: Row[] = [];
const generation: string[] = [];
for (const kind of DATABASES) {
  const [small, large] = SIZES.map((size) => targetOf(kind, size)) as [Target, Target];
  for (const target of [small, large]) {
    const seconds = await prepare(target);
    if (seconds > 0) generation.push(`${kind} ${target.size} orders ${seconds.toFixed(0)} s`);
  }
  const servers = [await startServer(small, PORT_BASE), await startServer(large, PORT_BASE + 1)];
  const samples = new Map<string, Sample[][]>();
  for (let round = 0; round < ROUNDS; round++) {
    log(`${kind}: round ${round + 1} of ${ROUNDS}`);
    const order = round % 2 === 0 ? [0, 1] : [1, 0];
    for (const role of ROLES) {
      const entry = samples.get(role) ?? [[], []];
      samples.set(role, entry);
      for (const index of order) {
        const port = PORT_BASE + index;
        const token = await signIn(port, role);
        entry[index]!.push(
          await measure(`http://127.0.0.1:${port}${CALL.path({} as Ids)}`, {
            authorization: `Bearer ${token}`,
          }),
        );
      }
    }
  }
  for (const server of servers) await stop(server.child);
  const summarise = (values: Sample[]): Sample => ({
    p50: median(values.map((value) => value.p50)),
    rps: median(values.map((value) => value.rps)),
    non2xx: Math.max(...values.map((value) => value.non2xx)),
  });
  for (const role of ROLES) {
    const [smallSamples, largeSamples] = samples.get(role)!;
    rows.push({ kind, role, small: summarise(smallSamples!), large: summarise(largeSamples!) });
  }
}

const [smallSize, largeSize] = SIZES.map((size) => `${Math.round(size / 1000)}k`);
const table = [
  `| Database | Caller | p50 ${smallSize} | p50 ${largeSize} | × | req/s ${smallSize} | req/s ${largeSize} | non-2xx |`,
  '| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: |',
  ...rows.map(
    (row) =>
      `| ${row.kind} | ${row.role} | ${row.small.p50.toFixed(1)} ms | ${row.large.p50.toFixed(1)} ms | ${(row.large.p50 / Math.max(row.small.p50, 0.1)).toFixed(2)} | ${row.small.rps.toFixed(0)} | ${row.large.rps.toFixed(0)} | ${row.small.non2xx + row.large.non2xx} |`,
  ),
].join('\n');
const START = '<!-- sailing-list:start -->';
const END = '<!-- sailing-list:end -->';
const section = [
  START,
  '## The sailing list at two sizes (issue 23)',
  '',
  `Written by \`node apps/server/bench/sailing-list.ts --sizes ${SIZES.join(',')} --databases ${DATABASES.join(',')}\` on ${new Date().toISOString()}, Node.js ${process.version},`,
  `${os.cpus().length} cores shared with other work (load ${os.loadavg()[0]!.toFixed(1)} at the end): \`${CALL.path({} as Ids)}\`, the week around today, page 1,`,
  `the median of ${ROUNDS} rounds of ${DURATION} s with autocannon (20 connections), the two sizes side by side and alternating.`,
  generation.length ? `Generation: ${generation.join(', ')}.` : 'Databases of an earlier run reused.',
  "On a shared machine the absolute times are mostly the machine's: read the ratio (×) of the two sizes, measured side by side.",
  '',
  table,
  END,
].join('\n');
const file = path.join(ROOT, 'docs/performance.md');
const text = fs.readFileSync(file, 'utf8');
const begin = text.indexOf(START);
const end = text.indexOf(END);
fs.writeFileSync(
  file,
  begin >= 0 && end > begin
    ? `${text.slice(0, begin)}${section}${text.slice(end + END.length)}`
    : `${text.trimEnd()}\n\n${section}\n`,
);
console.log(section);
process.exit(0);
