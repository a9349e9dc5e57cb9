import { expect, test } from '@playwright/test';
import { apiToken, signInWithDemoButton } from './support.ts';

/**
 * How the app reaches a phone over a satellite link (issue 15, docs/decisions/019-front-end-delivery.md):
 * the sign-in page carries at most 150 KB of gzipped script and none of the heavy libraries; files and
 * answers travel compressed; hashed files are cached for good and the page itself never is.
 */

const LOGIN_SCRIPT_BUDGET_BYTES = 150 * 1024;
/** The chunks of the spreadsheet reader, the measures charts and drag and drop (named after their modules). */
const HEAVY_CHUNKS = [/\/xlsx-/, /\/measures-charts-/, /\/core\.esm-/, /\/sortable\.esm-/];
/**
 * The chunk of what the signed-in pages share (apps/web/chunk-groups.ts): not part of the sign-in page's own load;
 * asked ahead once its form is shown and the browser is idle (docs/decisions/081).
 */
const SIGNED_IN_CHUNK = /\/signed-in-/;
const SIGNED_IN_CHUNK_PATH = /^\/assets\/signed-in-/;

test('the sign-in page loads at most 150 KB of gzipped script and no heavy library', async ({
  page,
  request,
}) => {
  const scripts = new Set<string>();
  page.on('request', (sent) => {
    if (sent.resourceType() === 'script') scripts.add(new URL(sent.url()).pathname);
  });
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeVisible();
  await page.waitForLoadState('networkidle');

  expect(scripts.size).toBeGreaterThan(0);
  for (const heavy of HEAVY_CHUNKS) {
    expect([...scripts].filter((path) => heavy.test(path))).toEqual([]);
  }
  // The signed-in frame, when asked ahead, starts after the form is up (after the form's own first call); it and
  // what it imports are not the sign-in page's own load, which is every script asked before it.
  const timing = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => ({ path: new URL(entry.name).pathname, start: entry.startTime })),
  );
  const frame = timing.find((entry) => SIGNED_IN_CHUNK_PATH.test(entry.path));
  const formCall = timing.find((entry) => entry.path === '/api/auth/demo-accounts');
  if (frame) {
    expect(formCall).toBeDefined();
    expect(frame.start).toBeGreaterThan(formCall?.start ?? Number.POSITIVE_INFINITY);
  }
  const ownScripts = [...scripts].filter((path) => {
    const asked = timing.find((entry) => entry.path === path);
    return !frame || (asked !== undefined && asked.start < frame.start);
  });
  expect(ownScripts.length).toBeGreaterThan(0);
  let gzippedBytes = 0;
  for (const path of ownScripts) {
    const response = await request.get(path, { headers: { 'accept-encoding': 'gzip' } });
    expect(response.headers()['content-encoding']).toBe('gzip');
    gzippedBytes += Number(response.headers()['content-length']);
  }
  expect(gzippedBytes).toBeLessThanOrEqual(LOGIN_SCRIPT_BUDGET_BYTES);
});

test('hashed files are precompressed and cached for good; the page is never cached', async ({
  page,
  request,
}) => {
  let scriptPath = '';
  page.on('request', (sent) => {
    if (!scriptPath && sent.resourceType() === 'script') scriptPath = new URL(sent.url()).pathname;
  });
  await page.goto('/login');
  await page.waitForLoadState('networkidle');
  expect(scriptPath).toMatch(/^\/assets\//);

  const brotli = await request.get(scriptPath, { headers: { 'accept-encoding': 'br, gzip' } });
  expect(brotli.headers()['content-encoding']).toBe('br');
  expect(brotli.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(brotli.headers().vary).toContain('accept-encoding');
  const plain = await request.get(scriptPath, { headers: { 'accept-encoding': 'identity' } });
  expect(plain.headers()['content-encoding']).toBeUndefined();
  expect(await plain.text()).toBe(await brotli.text());

  for (const path of ['/login', '/rig-logistics']) {
    const html = await request.get(path, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(html.headers()['cache-control']).toBe('no-cache');
    expect(html.headers()['content-type']).toContain('text/html');
  }
});

test('API answers travel compressed to a browser that accepts it', async ({ request }) => {
  const token = await apiToken(request, 'rig_logistics');
  const response = await request.get('/api/request/get?status=ex-DRAFT&page=1&limit=10', {
    headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip' },
  });
  expect(response.ok()).toBe(true);
  expect(response.headers()['content-encoding']).toBe('gzip');
  expect((await response.json()).data.requests.meta.total).toBeGreaterThan(0);
});

test('the heavy libraries load on the screens that use them', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (sent) => {
    if (sent.resourceType() === 'script') scripts.push(new URL(sent.url()).pathname);
  });
  await signInWithDemoButton(page, 'rig_logistics');
  await expect(page.getByText('Active Rigs', { exact: true }).first()).toBeVisible();
  // The dashboard's bar chart is drawn without the chart library (docs/decisions/070): a rig's first screen over
  // a satellite link carries neither it nor the spreadsheet library.
  await expect(page.getByRole('img', { name: 'Requests per rig' })).toBeVisible();
  expect(scripts.filter((path) => HEAVY_CHUNKS.some((heavy) => heavy.test(path)))).toEqual([]);
});

test('the first signed-in page arrives in a few requests, not dozens', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (sent) => {
    if (sent.resourceType() === 'script') scripts.push(new URL(sent.url()).pathname);
  });
  await page.goto('/login');
  await page.getByRole('button', { name: 'Rig Logistics', exact: true }).click();
  const beforeSignIn = scripts.length;
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByRole('img', { name: 'Requests per rig' })).toBeVisible();
  // The signed-in frame with what pages share (asked ahead on the sign-in page, or now), what rig logistics'
  // pages share, the dashboard, and toasts' library: each round trip over a satellite link costs 600 ms, six at
  // a time (issue 24).
  expect(scripts.some((path) => SIGNED_IN_CHUNK.test(path))).toBe(true);
  expect(scripts.slice(beforeSignIn).length).toBeLessThanOrEqual(6);
});
