import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { PAGE_PATTERNS } from '@rigline/contract/pages';
import type { Role } from '@rigline/contract/roles';
import { apiCall, apiToken, requestReadyToPlan, signInWithDemoButton } from './support.ts';

/**
 * Issue 12: axe-core finds no serious or critical violation on any screen, at 1280 px and at 390 px, in the
 * light and the dark theme; a skip link leads past the menus; focus goes back to the control that opened a
 * menu or a dialog. The page is the same over either database: this file runs on SQLite only
 * (e2e/playwright.config.ts, docs/decisions/072).
 */

interface Ids {
  supplierRequest: number;
  operatorRequest: number;
  processingRequest: number;
  voyage: number;
  /** A unit the supplier owns (it sees only its own) and one of the operator's. */
  supplierCcu: number;
  operatorCcu: number;
}

const PAGES_OF = {
  supplier: PAGE_PATTERNS.supplier,
  rig_logistics: PAGE_PATTERNS.rigLogistics,
  base_coordinator: PAGE_PATTERNS.baseCoordinator,
  admin: PAGE_PATTERNS.admin,
} as const;

/** Every page the role has (the contract's page table, so a new screen is checked without a change here). */
function screensOf(role: Role | 'admin', ids: Ids): string[] {
  const requestId = {
    supplier: ids.supplierRequest,
    rig_logistics: ids.operatorRequest,
    base_coordinator: ids.processingRequest,
    admin: ids.processingRequest,
  }[role];
  return Object.values(PAGES_OF[role]).map((pattern) =>
    pattern
      .replace(':requestId', String(requestId))
      .replace(':voyageId', String(ids.voyage))
      .replace(':ccuId', String(role === 'supplier' ? ids.supplierCcu : ids.operatorCcu)),
  );
}

/**
 * `onlyColours`: the dark theme changes colours and nothing else of the page (the same elements, names and roles),
 * so on a page already checked in the light theme only the colour rule is run again: half the journey's axe time.
 */
async function seriousViolations(page: Page, options: { onlyColours?: boolean } = {}) {
  // axe reads the colours of the moment: a button fading between disabled (half opacity) and enabled as its
  // data arrives failed color-contrast mid-fade (CI, "Mark all as read" on PostgreSQL). The page is checked as
  // it rests: transitions end at once.
  await page.addStyleTag({
    content: '*, *::before, *::after { transition: none !important; animation: none !important; }',
  });
  const builder = new AxeBuilder({ page });
  const results = await (options.onlyColours
    ? builder.withRules(['color-contrast'])
    : builder.withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
  ).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      nodes: violation.nodes.slice(0, 3).map((node) => node.target.join(' ')),
    }));
}

/** The page has drawn its data: no skeleton or "Loading" left. */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[data-slot="skeleton"], [aria-busy="true"]')).toHaveCount(0, {
    timeout: 15_000,
  });
}

let ids: Ids;

/** The three roles sign in with their demo buttons; the admin with the demo's Admin button. */
async function signInAs(page: Page, role: Role | 'admin') {
  if (role !== 'admin') return signInWithDemoButton(page, role);
  await page.goto('/login');
  await page.getByRole('button', { name: 'Admin', exact: true }).click();
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/admin$/);
}

// The longest file of the suite: its screens of each role and width are independent tests, spread over both
// workers instead of holding one for ten minutes (the beforeAll's small setup runs once per worker).
test.describe.configure({ mode: 'parallel' });

test.beforeAll(async ({ request }) => {
  // Each role has an unread notice, so the bell's count and the unread highlights are drawn and checked too.
  await requestReadyToPlan(request, {
    rigName: 'Nordic Star',
    matCode: 'TUB-0700-P110',
    quantity: 1,
    title: 'Accessibility notices',
    description: 'Leaves an unread notice for each role',
  });
  const supplier = await apiToken(request, 'supplier');
  const operator = await apiToken(request, 'base_coordinator');
  type List = { data: Array<{ id: number }> };
  const supplierRequests = await apiCall<{ requests: List }>(
    request,
    supplier,
    'GET',
    '/api/request/get?limit=1',
  );
  const pending = await apiCall<{ requests: List }>(
    request,
    operator,
    'GET',
    '/api/request/get?status=PENDING&limit=1',
  );
  const processing = await apiCall<{ requests: List }>(
    request,
    operator,
    'GET',
    '/api/request/get?status=PROCESSING&limit=1',
  );
  const voyages = await apiCall<{ Voyages: List }>(request, operator, 'GET', '/api/voyage/get?limit=1');
  const supplierCcus = await apiCall<{ ccus: List }>(request, supplier, 'GET', '/api/ccu/list?limit=1');
  const operatorCcus = await apiCall<{ ccus: List }>(request, operator, 'GET', '/api/ccu/list?limit=1');
  ids = {
    supplierCcu: supplierCcus.ccus.data[0]!.id,
    operatorCcu: operatorCcus.ccus.data[0]!.id,
    supplierRequest: supplierRequests.requests.data[0]!.id,
    operatorRequest: pending.requests.data[0]!.id,
    processingRequest: processing.requests.data[0]!.id,
    voyage: voyages.Voyages.data[0]!.id,
  };
});

test('the sign-in page has no serious or critical violation', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

/** The budget of a journey through every screen of a role. */
const SCREENS_TIMEOUT = 300_000;

for (const role of ['supplier', 'rig_logistics', 'base_coordinator', 'admin'] as const) {
  for (const width of [1280, 390]) {
    // At 1280 px each screen is checked in the light theme and again, without a reload, in the dark one.
    const themes = width === 1280 ? (['light', 'dark'] as const) : (['light'] as const);
    const inThemes = themes.length > 1 ? ', light and dark,' : '';
    test(`every ${role} screen at ${width} px${inThemes} has no serious or critical violation`, async ({
      page,
    }) => {
      // Every screen of the role, each loaded and checked by axe: over 2 min on a busy 2-core machine (issue 21).
      test.setTimeout(SCREENS_TIMEOUT);
      await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
      await page.emulateMedia({ colorScheme: 'light' });
      await signInAs(page, role);
      const found: Record<string, unknown> = {};
      for (const path of screensOf(role, ids)) {
        await page.goto(path);
        await settle(page);
        for (const theme of themes) {
          // The theme follows the system until a person picks one: the app redraws as the system changes.
          await page.emulateMedia({ colorScheme: theme });
          if (theme === 'dark') await expect(page.locator('html')).toHaveClass(/\bdark\b/);
          else await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
          const violations = await seriousViolations(page, { onlyColours: theme === 'dark' });
          if (violations.length > 0) found[`${path} (${theme})`] = violations;
        }
      }
      expect(found).toEqual({});
    });
  }
}

test('the dark theme, chosen from the account menu, is kept after a reload', async ({ page }) => {
  await signInWithDemoButton(page, 'supplier');
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: /^Theme/ }).click();
  await page.getByRole('menuitemcheckbox', { name: 'Dark' }).click();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await page.reload();
  await expect(page.locator('html')).toHaveClass(/dark/);
});

test('a skip link leads past the menus, and focus returns to what opened a menu or a dialog', async ({
  page,
}) => {
  await signInWithDemoButton(page, 'supplier');
  await page.goto('/supplier/requests');
  await settle(page);
  // From the top of the page, as a keyboard user arrives.
  await page.evaluate(() => {
    // Focusing the body moves the browser's starting point of Tab to the top of the document.
    document.body.tabIndex = -1;
    document.body.focus();
    document.body.removeAttribute('tabindex');
  });
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('#main-content')).toBeFocused();

  const account = page.getByRole('button', { name: 'Account menu' });
  await account.click();
  await expect(page.getByRole('menu')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(account).toBeFocused();

  const search = page.getByRole('button', { name: 'Search...' });
  await search.click();
  await expect(page.getByRole('combobox', { name: 'Search everything' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(search).toBeFocused();
});
