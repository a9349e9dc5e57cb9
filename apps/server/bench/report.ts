import fs from 'node:fs';
import path from 'node:path';

/** What `npm run bench` measured, and docs/performance.md made from it. */

export interface Summary {
  /** Median over the rounds of autocannon's p50 latency, ms. */
  p50: number;
  /** Median over the rounds of the mean requests per second. */
  rps: number;
  /** The most answers other than 2xx in one round (should be 0). */
  non2xx: number;
}

export interface CallResult {
  name: string;
  kind: 'list' | 'search' | 'detail' | 'dashboard' | 'auth';
  /** The target for p50(large) ÷ p50(small). */
  maxGrowth: number;
  small: Summary;
  large: Summary;
  handSmall: Summary | null;
  handLarge: Summary | null;
  bareSmall: Summary | null;
  bareLarge: Summary | null;
}

type Kind = 'sqlite' | 'postgres';

export interface Report {
  date: string;
  machine: string;
  command: string;
  sizes: [number, number];
  connections: number;
  durationSeconds: number;
  rounds: number;
  generationSeconds: Record<string, number>;
  startup: Partial<Record<Kind, { emptyMs: number; largeMs: number }>>;
  calls: Partial<Record<Kind, CallResult[]>>;
  transitions: Partial<
    Record<Kind, { perSecond: number; succeeded: number; refused: number; lostUpdates: number }>
  >;
  signIn: Partial<Record<Kind, Partial<Record<string, { smallMs: number; largeMs: number }>>>>;
  totalSeconds: number;
}

const NAMES: Record<Kind, string> = { sqlite: 'SQLite', postgres: 'PostgreSQL' };
const LIST_SHARE_TARGET = 0.5;
const STARTUP_TARGET = 1.5;
const SIGN_IN_TARGET = 1.5;
const TRANSITIONS_TARGET = 1000;
/** A call whose work is the same at every size. */
const NOISE_CONTROL = 'GET /api/rig/list';

const fixed = (value: number, digits = 1) => value.toFixed(digits);
const size = (orders: number) => (orders >= 1000 ? `${Math.round(orders / 1000)}k` : String(orders));
const mark = (isMet: boolean) => (isMet ? 'yes' : '**no**');

function callTable(calls: CallResult[], sizes: [number, number]): string {
  const [small, large] = sizes.map(size);
  const lines = [
    `| call | p50 ${small} (ms) | p50 ${large} (ms) | p50 ${large} ÷ ${small} | target | req/s ${large} | anchor req/s ${large} | ÷ anchor ${large} | ÷ anchor ${small} | met |`,
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|:---:|',
  ];
  for (const call of calls) {
    const growth = call.large.p50 / Math.max(call.small.p50, 0.001);
    const anchorLarge = call.handLarge ?? call.bareLarge;
    const anchorSmall = call.handSmall ?? call.bareSmall;
    const shareLarge = anchorLarge ? call.large.rps / anchorLarge.rps : null;
    const shareSmall = anchorSmall ? call.small.rps / anchorSmall.rps : null;
    const isGrowthMet = growth <= call.maxGrowth;
    const isShareMet = call.kind !== 'list' || !call.handLarge || (shareLarge ?? 0) >= LIST_SHARE_TARGET;
    const errors = call.small.non2xx + call.large.non2xx > 0 ? ' (non-2xx answers!)' : '';
    lines.push(
      [
        `\`${call.name}\`${call.bareLarge ? ' ÷ bare route' : ''}${errors}`,
        fixed(call.small.p50),
        fixed(call.large.p50),
        fixed(growth, 2),
        `≤ ${call.maxGrowth}`,
        fixed(call.large.rps, 0),
        anchorLarge ? fixed(anchorLarge.rps, 0) : '',
        shareLarge === null ? '' : `${fixed(100 * shareLarge, 0)} %`,
        shareSmall === null ? '' : `${fixed(100 * shareSmall, 0)} %`,
        mark(isGrowthMet && isShareMet),
      ]
        .join(' | ')
        .replace(/^/, '| ')
        .replace(/$/, ' |'),
    );
  }
  return lines.join('\n');
}

export function renderReport(report: Report): string {
  const [small, large] = report.sizes.map(size);
  const parts: string[] = [
    '# Performance',
    '',
    'Written by `npm run bench` (apps/server/bench/, issue 15); do not edit by hand: the notes at the end come from',
    '`apps/server/bench/notes.md`.',
    '',
    `- Command: \`${report.command}\``,
    `- Run: ${report.date}, ${fixed(report.totalSeconds / 60)} minutes, on ${report.machine} (shared with other work: read the ratios, which come from one run side by side, rather than the absolute figures).`,
    `- Data: a generated history of one operator, ${small} and ${large} orders (12 rigs, 2 suppliers; ${large}: ~${Math.round(report.sizes[1] / 5000)}k requests, ~${Math.round(report.sizes[1] / 5 / 1000)}k shipments, ~${Math.round(report.sizes[1] / 5 / 17 / 100) / 10}k voyages, ~${Math.round((report.sizes[1] * 11.8) / 100_000) / 10}M event rows), the live pipeline the same size at both.`,
    `- Each figure: the median of ${report.rounds} rounds of ${report.durationSeconds} s with autocannon, ${report.connections} connections; in each round every call runs on both sizes and beside its anchors (a bare Fastify route, and the same page query written by hand on the same database), the order of the sizes alternating.`,
    '',
  ];
  for (const kind of ['sqlite', 'postgres'] as const) {
    const calls = report.calls[kind];
    if (!calls) continue;
    parts.push(`## ${NAMES[kind]}`, '', callTable(calls, report.sizes), '');
    const control = calls.find((call) => call.name.startsWith(NOISE_CONTROL));
    if (control) {
      parts.push(
        `- Noise control: \`${NOISE_CONTROL}\` reads the same 12 rigs at both sizes, the very same work; its ratio here, ${fixed(control.large.p50 / control.small.p50, 2)}, is what this run's load alone does to a ratio.`,
      );
    }
    const startup = report.startup[kind];
    if (startup) {
      const ratio = startup.largeMs / startup.emptyMs;
      parts.push(
        `- Start-up (process start to first answer, median of 5, alternating): empty database ${fixed(startup.emptyMs, 0)} ms, ${large} orders ${fixed(startup.largeMs, 0)} ms: × ${fixed(ratio, 2)} (target ≤ ${STARTUP_TARGET}: ${mark(ratio <= STARTUP_TARGET)}).`,
      );
    }
    const transitions = report.transitions[kind];
    if (transitions) {
      const target =
        kind === 'sqlite'
          ? ` (target ≥ ${TRANSITIONS_TARGET}: ${mark(transitions.perSecond >= TRANSITIONS_TARGET)})`
          : '';
      parts.push(
        `- Phase transitions at ${large} (rig logistics toggling 20 phase-1 orders, ${report.connections} connections, 5 s): ${fixed(transitions.perSecond, 0)} per second${target}; ${transitions.succeeded} done, ${transitions.refused} refused, lost updates: ${transitions.lostUpdates} (each order's new events chain from its old status to its status now, and the kept counts equal a recount).`,
      );
    }
    const signIn = report.signIn[kind];
    if (signIn) {
      for (const [role, times] of Object.entries(signIn)) {
        if (!times) continue;
        const ratio = times.largeMs / times.smallMs;
        parts.push(
          `- Sign-in to painted dashboard (${role.replace('_', ' ')}, Chromium, median of 3): ${small} ${fixed(times.smallMs, 0)} ms, ${large} ${fixed(times.largeMs, 0)} ms: × ${fixed(ratio, 2)} (target ≤ ${SIGN_IN_TARGET}: ${mark(ratio <= SIGN_IN_TARGET)}).`,
        );
      }
    }
    parts.push('');
  }
  const generation = Object.entries(report.generationSeconds)
    .filter(([, seconds]) => seconds > 0)
    .map(([what, seconds]) => `${what} orders ${fixed(seconds, 0)} s`);
  if (generation.length) parts.push(`Generation: ${generation.join(', ')}.`, '');
  const notes = path.join(import.meta.dirname, 'notes.md');
  if (fs.existsSync(notes)) parts.push(fs.readFileSync(notes, 'utf8').trim(), '');
  return parts.join('\n');
}

/** Writes the markdown and answers the tables, for the console. */
export function writeReport(report: Report, file: string): string {
  const markdown = renderReport(report);
  fs.writeFileSync(file, markdown);
  return markdown;
}
