import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { signInWithDemoButton } from './support.ts';

/*
 * Issue 23, the measures (docs/decisions/063): the coordinator sees this week against last week on the
 * dashboard, opens Measures from the sidebar, reads the weeks (named in UTC) charted and tabled from the demo's
 * sailing fortnight, and downloads them as a CSV. Neither page scrolls sideways at 1280 or 390 px.
 */

async function sidewaysScroll(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

test('the coordinator reads the weekly measures and downloads them', async ({ page }) => {
  await signInWithDemoButton(page, 'base_coordinator');
  const card = page.locator('[data-slot="card"]', { has: page.getByText('Measures', { exact: true }) });
  await expect(card.getByText('On-time arrivals')).toBeVisible();
  await expect(card.getByText(/\(UTC\)$/)).toBeVisible();
  expect(await sidewaysScroll(page)).toBe(0);

  await page.getByRole('link', { name: 'Measures', exact: true }).click();
  await expect(page).toHaveURL(/\/base-coordinator\/measures$/);
  const weeks = page.locator('table tbody tr');
  await expect(weeks).toHaveCount(8);
  await expect(weeks.first().getByRole('cell').first()).toHaveText(
    /^\d{2} \w{3} – \d{2} \w{3} \d{4} \(UTC\)$/,
  );
  // The demo's fortnight: legs arrived in the last weeks, so some week counts more than none.
  await expect(page.getByText(/^\d+ of [1-9]\d* legs$/).first()).toBeVisible();
  await expect(page.locator('.recharts-surface').first()).toBeVisible();
  expect(await sidewaysScroll(page)).toBe(0);

  await page.getByRole('combobox', { name: 'Weeks shown' }).click();
  await page.getByRole('option', { name: 'Last 4 weeks' }).click();
  await expect(weeks).toHaveCount(4);

  await page.getByRole('button', { name: 'Export weeks' }).click();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('menuitem', { name: 'CSV (.csv)' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^measures-\d{4}-\d{2}-\d{2}\.csv$/);
  const lines = readFileSync(await download.path(), 'utf8')
    .replace(/^\uFEFF/, '')
    .trim()
    .split(/\r?\n/);
  expect(lines[0]).toContain('Week from (Monday UTC),Legs arrived,Legs on time,On time %');
  expect(lines).toHaveLength(5);

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(weeks).toHaveCount(4);
  // The charts redraw at the new width when their resize observer fires: under deliberate load the page was
  // still 93 px wide of 390 the moment after the resize (issue 21, run 3). It settles at no sideways scroll.
  await expect.poll(() => sidewaysScroll(page)).toBe(0);
  await page.goto('/base-coordinator');
  await expect(page.getByText('Open measures')).toBeVisible();
  expect(await sidewaysScroll(page)).toBe(0);
});
