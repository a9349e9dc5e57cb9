import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { type BrowserContext, chromium, type Page } from '@playwright/test';
import { DASHBOARD_TITLE, DEMO_BUTTON } from './browser.ts';
import { startServer, stop } from './processes.ts';
import { log, median, ROOT } from './settings.ts';

/*
 * `npm run bench -- --thin-link` (issue 24): the rig's path over an emulated satellite link, in Chromium through
 * the Chrome DevTools Protocol's network conditions (256 kbit/s down, 64 kbit/s up, 600 ms round trip): /login
 * usable, Sign In to the rig logistics dashboard painted, the Requests list by in-app navigation, one request's
 * review page; cold (empty cache) and warm (the same browser again, signed out). Beside it, the floor: the same
 * four steps as plain HTML pages with the same words and figures, served by a bare Node server over the same
 * link. Writes the table into docs/performance.md between its thin-link markers.
 */

export const LINK = { downKbit: 256, upKbit: 64, rttMs: 600 } as const;
const RUNS = 3;

interface StepFigures {
  ms: number;
  bytes: number;
  requests: number;
}
type Path = Record<string, StepFigures>;

const STEPS = [
  '/login usable',
  'Sign In to the dashboard painted',
  'Requests list',
  "One request's review page",
];

async function onThinLink(context: BrowserContext, page: Page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: LINK.rttMs,
    downloadThroughput: (LINK.downKbit * 1000) / 8,
    uploadThroughput: (LINK.upKbit * 1000) / 8,
  });
  const counter = { bytes: 0, requests: 0 };
  // A request counts when it crossed the link: a file the browser answers from its own cache carries no bytes.
  cdp.on('Network.loadingFinished', (event: { encodedDataLength: number }) => {
    counter.bytes += event.encodedDataLength;
    if (event.encodedDataLength > 0) counter.requests += 1;
  });
  cdp.on('Network.loadingFailed', () => {
    counter.requests += 1;
  });
  return counter;
}

async function painted(page: Page): Promise<void> {
  await page.locator('[data-slot="skeleton"], [aria-busy="true"]').first().waitFor({ state: 'detached' });
}

/** Times one step: from `act` to `ready`, with the bytes and requests the link carried meanwhile. */
async function step(
  counter: { bytes: number; requests: number },
  act: () => Promise<unknown>,
  ready: () => Promise<unknown>,
): Promise<StepFigures> {
  const bytes = counter.bytes;
  const requests = counter.requests;
  const begin = performance.now();
  await act();
  await ready();
  return {
    ms: performance.now() - begin,
    bytes: counter.bytes - bytes,
    requests: counter.requests - requests,
  };
}

/** The app's four steps, in a page of `context` (cold: a new context; warm: the same one again). */
async function walkApp(context: BrowserContext, origin: string): Promise<Path> {
  const page = await context.newPage();
  const counter = await onThinLink(context, page);
  const figures: Path = {};
  figures[STEPS[0]!] = await step(
    counter,
    () => page.goto(`${origin}/login`),
    () => page.getByRole('button', { name: DEMO_BUTTON.rig_logistics, exact: true }).waitFor(),
  );
  await page.getByRole('button', { name: DEMO_BUTTON.rig_logistics, exact: true }).click();
  figures[STEPS[1]!] = await step(
    counter,
    () => page.getByRole('button', { name: 'Sign In', exact: true }).click(),
    async () => {
      await page.getByText(DASHBOARD_TITLE.rig_logistics, { exact: true }).first().waitFor();
      await painted(page);
    },
  );
  figures[STEPS[2]!] = await step(
    counter,
    () => page.getByRole('link', { name: 'Requests', exact: true }).first().click(),
    async () => {
      await page.waitForURL(/\/rig-logistics\/requests$/);
      await page.locator('a[href*="/rig-logistics/requests/"]:visible').first().waitFor();
      await painted(page);
    },
  );
  figures[STEPS[3]!] = await step(
    counter,
    // A request under review (the demo's newest ones are already with the base coordinator: read-only, no tabs).
    () =>
      page
        .locator('tr')
        .filter({ has: page.getByText('PENDING', { exact: true }) })
        .locator('a[href*="/rig-logistics/requests/"]:visible')
        .first()
        .click(),
    async () => {
      await page.waitForURL(/\/rig-logistics\/requests\/\d+/);
      await page.getByRole('tab').first().waitFor();
      await painted(page);
    },
  );
  // Signed out for the warm walk, the cache kept.
  await page.evaluate(() => localStorage.clear());
  await context.clearCookies();
  await page.close();
  return figures;
}

/** The floor: the same four steps as plain HTML, a form and three pages of links and tables. */
function startHtmlFloor(pages: Record<string, string>): Promise<http.Server> {
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://floor');
    const body = pages[url.pathname];
    if (!body) {
      response.writeHead(404).end();
      return;
    }
    if (request.method === 'POST') {
      request.resume();
      request.on('end', () => response.writeHead(303, { location: '/dashboard' }).end());
      return;
    }
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' });
    response.end(body);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

async function floorPages(origin: string, token: string): Promise<Record<string, string>> {
  const get = async (url: string) => {
    const response = await fetch(`${origin}${url}`, { headers: { authorization: `Bearer ${token}` } });
    return (await response.json()) as { data: Record<string, unknown> };
  };
  const dashboard = await get('/api/dashboard/rig-logistics');
  const requests = (await get('/api/request/get?page=1&limit=10&status=ex-DRAFT')).data.requests as {
    data: Array<{ id: number; title: string; status: string; rig: { name: string } | null }>;
  };
  const first =
    requests.data.find((request) => request.status.toUpperCase() === 'PENDING') ?? requests.data[0];
  const orders = first ? (await get(`/api/order/get?request_id=${first.id}&page=1&limit=50`)).data : {};
  const page = (title: string, body: string) =>
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title></head><body><h1>${title}</h1>${body}</body></html>`;
  const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
  return {
    '/login': page(
      'Sign in',
      '<form method="post" action="/login"><label>Email <input name="email"></label><label>Password <input name="password" type="password"></label><button>Sign In</button></form>',
    ),
    '/dashboard': page(
      DASHBOARD_TITLE.rig_logistics,
      `<pre>${escapeHtml(JSON.stringify(dashboard.data, null, 1))}</pre><a href="/requests">Requests</a>`,
    ),
    '/requests': page(
      'Requests',
      `<table>${requests.data
        .map(
          (request) =>
            `<tr><td><a href="/request">${escapeHtml(request.title)}</a></td><td>${escapeHtml(request.rig?.name ?? '')}</td><td>${request.status}</td></tr>`,
        )
        .join('')}</table>`,
    ),
    '/request': page('Request', `<pre>${escapeHtml(JSON.stringify(orders, null, 1))}</pre>`),
  };
}

async function walkFloor(context: BrowserContext, origin: string): Promise<Path> {
  const page = await context.newPage();
  const counter = await onThinLink(context, page);
  const figures: Path = {};
  figures[STEPS[0]!] = await step(
    counter,
    () => page.goto(`${origin}/login`),
    () => page.getByRole('button', { name: 'Sign In' }).waitFor(),
  );
  figures[STEPS[1]!] = await step(
    counter,
    () => page.getByRole('button', { name: 'Sign In' }).click(),
    () => page.waitForURL(/\/dashboard$/),
  );
  figures[STEPS[2]!] = await step(
    counter,
    () => page.getByRole('link', { name: 'Requests' }).click(),
    () => page.waitForURL(/\/requests$/),
  );
  figures[STEPS[3]!] = await step(
    counter,
    () => page.locator('a[href="/request"]').first().click(),
    () => page.waitForURL(/\/request$/),
  );
  await page.close();
  return figures;
}

function medianPath(paths: Path[]): Path {
  return Object.fromEntries(
    STEPS.map((name) => [
      name,
      {
        ms: median(paths.map((path) => path[name]!.ms)),
        bytes: median(paths.map((path) => path[name]!.bytes)),
        requests: median(paths.map((path) => path[name]!.requests)),
      },
    ]),
  );
}

const total = (path: Path) =>
  Object.values(path).reduce(
    (sum, figures) => ({
      ms: sum.ms + figures.ms,
      bytes: sum.bytes + figures.bytes,
      requests: sum.requests + figures.requests,
    }),
    { ms: 0, bytes: 0, requests: 0 },
  );

function table(app: { cold: Path; warm: Path }, floor: { cold: Path; warm: Path }): string {
  const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  const kb = (bytes: number) => `${Math.round(bytes / 1000)} kB`;
  const rows = STEPS.map((name) => {
    const a = app.cold[name]!;
    const f = floor.cold[name]!;
    return `| ${name} | ${seconds(a.ms)} | ${kb(a.bytes)} | ${a.requests} | ${seconds(f.ms)} | ${kb(f.bytes)} | ${f.requests} |`;
  });
  const cold = total(app.cold);
  const floorCold = total(floor.cold);
  const warm = total(app.warm);
  const floorWarm = total(floor.warm);
  return [
    '| step | app | transferred | requests | plain HTML floor | transferred | requests |',
    '|---|---:|---:|---:|---:|---:|---:|',
    ...rows,
    `| **cold path** | **${seconds(cold.ms)}** | ${kb(cold.bytes)} | ${cold.requests} | ${seconds(floorCold.ms)} | ${kb(floorCold.bytes)} | ${floorCold.requests} |`,
    `| same four steps, warm cache | ${seconds(warm.ms)} | ${kb(warm.bytes)} | ${warm.requests} | ${seconds(floorWarm.ms)} | ${kb(floorWarm.bytes)} | ${floorWarm.requests} |`,
  ].join('\n');
}

const START = '<!-- thin-link:start -->';
const END = '<!-- thin-link:end -->';

export async function measureThinLink(port: number): Promise<string> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rigline-thin-link-'));
  const { child } = await startServer({ kind: 'sqlite', size: 0, location: dataDir }, port, {
    isDemo: true,
  });
  const origin = `http://127.0.0.1:${port}`;
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  });
  let floorServer: http.Server | undefined;
  try {
    const login = await fetch(`${origin}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'riglogistics@rigline.demo', password: 'riglogistics-demo-2025' }),
    });
    const token = ((await login.json()) as { data: { token: string } }).data.token;
    floorServer = await startHtmlFloor(await floorPages(origin, token));
    const floorOrigin = `http://127.0.0.1:${(floorServer.address() as AddressInfo).port}`;
    const runs = {
      app: { cold: [] as Path[], warm: [] as Path[] },
      floor: { cold: [] as Path[], warm: [] as Path[] },
    };
    for (let run = 0; run < RUNS; run++) {
      log(`thin link: run ${run + 1} of ${RUNS}`);
      for (const side of ['app', 'floor'] as const) {
        const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
        const walk = side === 'app' ? () => walkApp(context, origin) : () => walkFloor(context, floorOrigin);
        runs[side].cold.push(await walk());
        runs[side].warm.push(await walk());
        await context.close();
      }
    }
    const app = { cold: medianPath(runs.app.cold), warm: medianPath(runs.app.warm) };
    const floor = { cold: medianPath(runs.floor.cold), warm: medianPath(runs.floor.warm) };
    return table(app, floor);
  } finally {
    floorServer?.close();
    await browser.close();
    await stop(child);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Writes the table into docs/performance.md between its markers (added at the end the first time). */
export function writeThinLinkSection(markdown: string): void {
  const file = path.join(ROOT, 'docs/performance.md');
  const text = fs.readFileSync(file, 'utf8');
  const section = [
    START,
    '## The rig over a satellite link (issue 24)',
    '',
    `Written by \`npm run bench -- --thin-link\` (apps/server/bench/thin-link.ts) on ${new Date().toISOString()}: Chromium at 1280 px with the`,
    `DevTools network conditions of a VSAT link (${LINK.downKbit} kbit/s down, ${LINK.upKbit} kbit/s up, ${LINK.rttMs} ms round trip), demo data on SQLite,`,
    `the median of ${RUNS} runs. Cold: a new browser profile (empty cache); warm: the same profile again, signed out. The floor is the same four`,
    'steps as plain HTML pages carrying the same figures, from a bare Node server over the same link.',
    '',
    markdown,
    END,
  ].join('\n');
  const begin = text.indexOf(START);
  const end = text.indexOf(END);
  const next =
    begin >= 0 && end > begin
      ? `${text.slice(0, begin)}${section}${text.slice(end + END.length)}`
      : `${text.trimEnd()}\n\n${section}\n`;
  fs.writeFileSync(file, next);
}
