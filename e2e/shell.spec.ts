import { expect, test } from '@playwright/test';
import { HOME, signInWithDemoButton, toasts } from './support.ts';

const SIDEBARS = {
  supplier: [
    ['Dashboard', '/supplier'],
    ['Requests', '/supplier/requests'],
    ['Items', '/supplier/items'],
    ['Discrepancies', '/supplier/discrepancies'],
    ['Rental Returns', '/supplier/rental-returns'],
    ['Sailings', '/supplier/sailings'],
    ['CCUs', '/supplier/ccus'],
    ['Settings', '/supplier/settings'],
  ],
  rig_logistics: [
    ['Dashboard', '/rig-logistics'],
    ['Requests', '/rig-logistics/requests'],
    ['Voyage', '/rig-logistics/voyage'],
    ['Arrivals', '/rig-logistics/arrivals'],
    ['CCUs', '/rig-logistics/ccus'],
    ['Settings', '/rig-logistics/settings'],
  ],
  base_coordinator: [
    ['Dashboard', '/base-coordinator'],
    ['Requests', '/base-coordinator/requests'],
    ['Vendors', '/base-coordinator/vendors'],
    ['Voyage', '/base-coordinator/voyage'],
    ['Schedule', '/base-coordinator/schedule'],
    ['Receive Backload', '/base-coordinator/backload'],
    ['CCUs', '/base-coordinator/ccus'],
    ['Discrepancies', '/base-coordinator/discrepancies'],
    ['Measures', '/base-coordinator/measures'],
    ['Settings', '/base-coordinator/settings'],
  ],
} as const;

const PEOPLE = {
  supplier: { name: 'Sam Carter', badge: 'supplier', other: '/base-coordinator/vendors' },
  rig_logistics: { name: 'Rita Alvarez', badge: 'rig logistics', other: '/supplier/items' },
  base_coordinator: { name: 'Ben Thompson', badge: 'base coordinator', other: '/rig-logistics/voyage' },
} as const;

test('the login screen shows what the document lists', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByText('Multi-User Dashboard Platform')).toBeVisible();
  await expect(page.getByText('Sign In', { exact: true }).first()).toBeVisible();
  await expect(page.getByText('Enter your credentials to access your dashboard.')).toBeVisible();
  await expect(page.getByText('Demo Credentials')).toBeVisible();
  await expect(page.getByText(/all rights reserved/i)).toContainText('2025');
  await page.getByRole('button', { name: 'Rig Logistics', exact: true }).click();
  await expect(page.getByLabel('Email')).toHaveValue(/@/);
  await expect(page.getByLabel('Password')).not.toHaveValue('');
});

test('a wrong password shows Login Failed and stays on the login screen', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Email').fill('supplier@rigline.demo');
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(toasts(page).getByText('Login Failed', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test('a visitor with no session is sent to /login', async ({ page }) => {
  await page.goto('/supplier/items');
  await expect(page).toHaveURL(/\/login$/);
});

for (const role of ['supplier', 'rig_logistics', 'base_coordinator'] as const) {
  test(`${role} signs in with the demo button, sees its shell, is kept out of other roles' routes, and logs out`, async ({
    page,
  }) => {
    await signInWithDemoButton(page, role);
    await expect(toasts(page).getByText('Login Successful', { exact: true })).toBeVisible();
    await expect(toasts(page).getByText(`Welcome back, ${PEOPLE[role].name}!`)).toBeVisible();

    const sidebar = page.getByRole('navigation', { name: 'Main' });
    const links = sidebar.getByRole('link');
    await expect(links).toHaveCount(SIDEBARS[role].length);
    for (const [index, [label, href]] of SIDEBARS[role].entries()) {
      await expect(links.nth(index)).toHaveText(label);
      await expect(links.nth(index)).toHaveAttribute('href', href);
    }
    await expect(sidebar.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByText(PEOPLE[role].badge, { exact: true })).toBeVisible();
    await expect(page.getByText('Supply Chain Management')).toBeVisible();

    const [, secondHref] = SIDEBARS[role][1];
    await sidebar.getByRole('link', { name: SIDEBARS[role][1][0] }).click();
    await expect(page).toHaveURL(new RegExp(`${secondHref}$`));
    await expect(sidebar.getByRole('link', { name: SIDEBARS[role][1][0] })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(sidebar.getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute(
      'aria-current',
      'page',
    );

    // Another role's route sends the user to /login, which sends a signed-in user home.
    await page.goto(PEOPLE[role].other);
    await expect(page).toHaveURL(new RegExp(`${HOME[role]}$`));

    // The session survives a reload.
    await page.reload();
    await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();

    await page.getByRole('button', { name: 'Account menu' }).click();
    await expect(page.getByRole('menu').getByText(PEOPLE[role].name)).toBeVisible();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(toasts(page).getByText('Logged Out', { exact: true })).toBeVisible();
    await expect(toasts(page).getByText('You have been successfully logged out.')).toBeVisible();
    expect(await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('user')])).toEqual([
      null,
      null,
    ]);
    await page.goto(HOME[role]);
    await expect(page).toHaveURL(/\/login$/);
  });
}

test('the sidebar toggles with its button and Ctrl+B, and remembers the state in a cookie', async ({
  page,
  context,
}) => {
  await signInWithDemoButton(page, 'supplier');
  const dashboardLabel = page
    .getByRole('navigation', { name: 'Main' })
    .getByText('Dashboard', { exact: true });
  await expect(dashboardLabel).toBeVisible();
  await page.getByRole('button', { name: 'Toggle Sidebar' }).first().click();
  await expect(dashboardLabel).toBeHidden();
  let cookie = (await context.cookies()).find((item) => item.name === 'sidebar_state');
  expect(cookie?.value).toBe('false');
  expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(604800 - 60);

  await page.keyboard.press('Control+b');
  await expect(dashboardLabel).toBeVisible();
  cookie = (await context.cookies()).find((item) => item.name === 'sidebar_state');
  expect(cookie?.value).toBe('true');

  await page.keyboard.press('Control+b');
  await page.reload();
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
  await expect(dashboardLabel).toBeHidden();
});

test('below 768 px the sidebar is a sheet opened by the toggle, with no sideways scrolling', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInWithDemoButton(page, 'base_coordinator');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav).toBeHidden();
  await page.getByRole('button', { name: 'Toggle Sidebar' }).first().click();
  await expect(nav.getByRole('link', { name: 'Vendors' })).toBeVisible();
  await nav.getByRole('link', { name: 'Vendors' }).click();
  await expect(page).toHaveURL(/\/base-coordinator\/vendors$/);
  await expect(nav).toBeHidden();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

test('an unknown path shows the 404 page with Return to Home', async ({ page }) => {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  await page.goto('/no/such/page');
  await expect(page.getByText('Oops! Page not found')).toBeVisible();
  expect(warnings.some((text) => text.includes('/no/such/page'))).toBe(true);
  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL(/\/(login)?$/);
});
