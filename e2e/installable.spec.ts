import { expect, test } from '@playwright/test';
import { signInWithDemoButton } from './support.ts';

/**
 * The installable app (issue 24, docs/decisions/069): a web app manifest with its icons, and a service worker
 * (vite-plugin-pwa, Workbox) that keeps the app shell and the hashed files, so that with the link down a reload
 * still opens the app. API answers never come from the service worker.
 */

test('the manifest is served and names the app, its start and its icons', async ({ page, request }) => {
  await page.goto('/login');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBeTruthy();
  const response = await request.get(href ?? '');
  expect(response.ok()).toBe(true);
  expect(response.headers()['content-type']).toContain('application/manifest+json');
  expect(response.headers()['cache-control']).toBe('no-cache');
  const manifest = await response.json();
  expect(manifest).toMatchObject({
    name: 'Rigline',
    short_name: 'Rigline',
    start_url: '/',
    scope: '/',
    display: 'standalone',
  });
  const icons = manifest.icons as Array<{ src: string; sizes: string; type: string; purpose?: string }>;
  expect(icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
  expect(icons.some((icon) => icon.purpose === 'maskable')).toBe(true);
  for (const icon of icons) {
    const file = await request.get(icon.src);
    expect(file.ok(), icon.src).toBe(true);
    expect(file.headers()['content-type']).toBe('image/png');
    const size = Number(icon.sizes.split('x')[0]);
    // The PNG's own width and height (bytes 16–23 of its header) are the size the manifest says.
    const body = await file.body();
    expect([body.readUInt32BE(16), body.readUInt32BE(20)]).toEqual([size, size]);
  }
});

test('the service worker controls the app, and a reload with the link down still opens it', async ({
  page,
  context,
}) => {
  await signInWithDemoButton(page, 'rig_logistics');
  // A first signed-in load, and below a reload that starts the service worker: on the busy 2-core CI machine
  // either can take longer than the default 10 s of a state to wait for.
  await expect(page.getByText('Active Rigs', { exact: true }).first()).toBeVisible({ timeout: 30_000 });
  // Registered by the signed-in shell once its first page has its data; the precache is complete when it
  // activates.
  const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
  expect(new URL(scope).pathname).toBe('/');
  // The page that registered it is not taken over (no clientsClaim): the next load is controlled.
  await page.reload();
  await expect(page.getByText('Active Rigs', { exact: true }).first()).toBeVisible({ timeout: 30_000 });
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.state)).toBe('activated');

  await context.setOffline(true);
  try {
    await page.reload();
    // The signed-in shell, from the service worker's copy: the sidebar's links and the top bar's title.
    await expect(page.getByRole('link', { name: 'Requests', exact: true }).first()).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
    // An address never opened before is the app too: every page is index.html, and its code was precached.
    await page.goto('/rig-logistics/voyage');
    await expect(page.getByRole('heading', { name: 'Voyages', level: 1 })).toBeVisible();
    // The sign-in page, after signing out, with the link still down.
    await page.evaluate(() => localStorage.clear());
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeVisible();
  } finally {
    await context.setOffline(false);
  }
});

test('API answers are never served by the service worker', async ({ page, context }) => {
  await signInWithDemoButton(page, 'rig_logistics');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  const fromWorker: string[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.startsWith('/api/') && response.fromServiceWorker()) {
      fromWorker.push(response.url());
    }
  });
  await page.getByRole('link', { name: 'Requests', exact: true }).first().click();
  await expect(page.locator('a[href*="/rig-logistics/requests/"]:visible').first()).toBeVisible();
  expect(fromWorker).toEqual([]);
  // With the link down, a call fails as a network failure: no stale copy is answered in its place.
  await context.setOffline(true);
  try {
    const outcome = await page.evaluate(async () => {
      try {
        const response = await fetch('/api/auth/me');
        return `status ${response.status}`;
      } catch {
        return 'network failure';
      }
    });
    expect(outcome).toBe('network failure');
  } finally {
    await context.setOffline(false);
  }
});
