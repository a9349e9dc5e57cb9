import { chromium } from '@playwright/test';
import type { Role } from './calls.ts';
import { median } from './settings.ts';

// ---------------------------------------------------------------------------------------------- browser

export const DASHBOARD_TITLE: Record<Role, string> = {
  rig_logistics: 'Active Rigs',
  supplier: 'Draft Requests',
  base_coordinator: 'Requests to Plan',
};
export const DEMO_BUTTON: Record<Role, string> = {
  supplier: 'Supplier',
  rig_logistics: 'Rig Logistics',
  base_coordinator: 'Base Coordinator',
};

/** Sign-in to painted dashboard: from the Sign In click to the dashboard's figures on screen, median of 3. */
export async function measureSignIn(port: number, role: Role): Promise<number> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  try {
    const times: number[] = [];
    for (let run = 0; run < 3; run++) {
      const page = await browser.newPage();
      await page.goto(`http://127.0.0.1:${port}/login`);
      await page.getByRole('button', { name: DEMO_BUTTON[role], exact: true }).click();
      const begin = performance.now();
      await page.getByRole('button', { name: 'Sign In', exact: true }).click();
      await page.getByText(DASHBOARD_TITLE[role], { exact: true }).first().waitFor();
      while ((await page.locator('[data-slot="skeleton"]').count()) > 0) await page.waitForTimeout(5);
      times.push(performance.now() - begin);
      await page.close();
    }
    return median(times);
  } finally {
    await browser.close();
  }
}
