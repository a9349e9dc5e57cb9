/**
 * A look at every screen, as a person would: signs in as each role with its demo button and opens every page of
 * the contract's page table at 1280 and 390 px in Chromium, saving a full-page screenshot of each and saying
 * where a page scrolls sideways. Against a running server with demo data:
 *
 *   node scripts/walk-screens.ts http://127.0.0.1:3000 /tmp/walk
 *
 * Then look at the PNGs. Not part of `npm test` (the accessibility journey checks the same pages with axe).
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { PAGE_PATTERNS } from '@rigline/contract/pages';

const [base = 'http://127.0.0.1:3000', out = '/tmp/walk'] = process.argv.slice(2);
const ROLES = {
  supplier: { button: 'Supplier', pages: PAGE_PATTERNS.supplier, requests: '' },
  rig_logistics: { button: 'Rig Logistics', pages: PAGE_PATTERNS.rigLogistics, requests: 'status=PENDING' },
  base_coordinator: {
    button: 'Base Coordinator',
    pages: PAGE_PATTERNS.baseCoordinator,
    requests: 'status=PROCESSING',
  },
  admin: { button: 'Admin', pages: PAGE_PATTERNS.admin, requests: '' },
} as const;

async function firstId(page: Page, url: string, pick: (data: never) => number | undefined) {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const response = await page.request.get(`${base}${url}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  if (!response.ok()) return undefined;
  return pick(((await response.json()) as { data: never }).data);
}

fs.mkdirSync(out, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
});
const overflowing: string[] = [];
for (const [role, { button, pages, requests }] of Object.entries(ROLES)) {
  for (const width of [1280, 390]) {
    const context = await browser.newContext({ viewport: { width, height: width === 390 ? 844 : 800 } });
    const page = await context.newPage();
    await page.goto(`${base}/login`);
    await page.getByRole('button', { name: button, exact: true }).click();
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
    const requestId = await firstId(
      page,
      `/api/request/get?limit=1&${requests}`,
      (data: { requests: { data: Array<{ id: number }> } }) => data.requests.data[0]?.id,
    );
    const voyageId = await firstId(
      page,
      '/api/voyage/get?limit=1',
      (data: { Voyages: { data: Array<{ id: number }> } }) => data.Voyages.data[0]?.id,
    );
    for (const [name, pattern] of Object.entries(pages)) {
      if (pattern.includes(':requestId') && !requestId) continue;
      if (pattern.includes(':voyageId') && !voyageId) continue;
      const pathname = pattern
        .replace(':requestId', String(requestId))
        .replace(':voyageId', String(voyageId));
      await page.goto(`${base}${pathname}`);
      await page.waitForLoadState('networkidle');
      await page
        .locator('[data-slot="skeleton"], [aria-busy="true"]')
        .first()
        .waitFor({ state: 'detached', timeout: 15_000 })
        .catch(() => undefined);
      const scroll = await page.evaluate(() => ({
        scrollWidth: document.documentElement.scrollWidth,
        clientWidth: document.documentElement.clientWidth,
      }));
      if (scroll.scrollWidth > scroll.clientWidth)
        overflowing.push(`${role} ${width}px ${pathname}: ${scroll.scrollWidth} > ${scroll.clientWidth}`);
      await page.screenshot({ path: path.join(out, `${role}-${width}-${name}.png`), fullPage: true });
    }
    await context.close();
  }
}
await browser.close();
console.log(
  overflowing.length ? `Scrolls sideways:\n${overflowing.join('\n')}` : 'No page scrolls sideways.',
);
console.log(`Screenshots in ${out}`);
