import { expect, test } from '@playwright/test';
import { addCalendarDays } from '@rigline/contract/ccus';
import { apiCall, apiToken, signInWithDemoButton, toasts } from './support.ts';

/**
 * Issue 25, the register: the base coordinator finds the expired unit, registers one, is refused a code that
 * is taken, renews a certificate and reads who changed what on the unit's page; a supplier sees its own
 * company's units only.
 */

const today = new Date().toISOString().slice(0, 10);

test('the coordinator filters the expired units, registers a unit, is refused a taken code and renews a certificate', async ({
  page,
}) => {
  const code = `E2E-${Date.now().toString().slice(-7)}`;
  await signInWithDemoButton(page, 'base_coordinator');
  // The dashboard names the units that may not travel, and those that stop within 30 days.
  const due = page.getByRole('region', { name: 'Units due' });
  await expect(due.getByRole('listitem').filter({ hasText: 'TOR-1302' })).toContainText('Expired');
  await expect(due.getByRole('listitem').filter({ hasText: 'RGL-3001' })).toContainText('Due within 30 days');
  await expect(due.getByRole('listitem').filter({ hasText: 'RGL-1001' })).toHaveCount(0);
  await page.getByRole('link', { name: 'CCUs' }).click();
  await expect(page).toHaveURL(/\/base-coordinator\/ccus$/);
  const units = page.getByRole('table', { name: 'Cargo carrying units' });
  await expect(units.getByRole('row').filter({ hasText: 'TOR-1234' })).toBeVisible();

  // The demo's skip is past its inspection date: the Expired filter finds it, and not a certified unit.
  await page.getByRole('combobox', { name: 'Filter by certificate' }).click();
  await page.getByRole('option', { name: 'Expired' }).click();
  await expect(units.getByRole('row').filter({ hasText: 'TOR-1302' })).toContainText('Expired');
  await expect(units.getByRole('row').filter({ hasText: 'RGL-1001' })).toHaveCount(0);
  await page.getByRole('combobox', { name: 'Filter by certificate' }).click();
  await page.getByRole('option', { name: 'Any certificate' }).click();

  const register = async (typed: string) => {
    await page.getByRole('button', { name: 'Register unit' }).click();
    const dialog = page.getByRole('dialog', { name: 'Register unit' });
    await dialog.getByLabel('Code *').fill(typed);
    await dialog.getByRole('combobox', { name: 'Type *' }).click();
    await page.getByRole('option', { name: 'Basket' }).click();
    await dialog.getByRole('combobox', { name: 'Owner *' }).click();
    await page.getByRole('option', { name: 'North Sea Mud & Cement' }).click();
    await dialog.getByLabel('Tare (kg) *').fill('1800');
    await dialog.getByLabel('Max gross (kg) *').fill('7000');
    await dialog.getByLabel('Length (m) *').fill('8');
    await dialog.getByLabel('Width (m) *').fill('2.4');
    await dialog.getByLabel('Height (m) *').fill('0.9');
    await dialog.getByLabel('Certificate number *').fill(`DNV-${typed}`);
    await dialog.getByLabel('Certified until *').fill(addCalendarDays(today, 20));
    await dialog.getByLabel('Next inspection due *').fill(addCalendarDays(today, 90));
    await dialog.getByLabel('Day rate').fill('41.5');
    await dialog.getByRole('button', { name: 'Register unit' }).click();
    return dialog;
  };

  const dialog = await register(code.toLowerCase());
  await expect(toasts(page)).toContainText('Unit registered');
  await expect(dialog).toBeHidden();
  await page.getByPlaceholder('Search by code or certificate...').fill(code);
  const row = units.getByRole('row').filter({ hasText: code });
  await expect(row).toContainText('North Sea Mud & Cement');
  await expect(row).toContainText('Due within 30 days');

  // The same code again, in capitals: refused on the field, and the register still has one.
  const again = await register(code);
  await expect(again.getByText('A unit with this code already exists')).toBeVisible();
  await again.getByRole('button', { name: 'Cancel' }).click();
  await expect(units.getByRole('row').filter({ hasText: code })).toHaveCount(1);

  // The unit's page: renew the certificate, and the history says who changed what.
  await row.getByRole('link', { name: code }).click();
  await expect(page.getByRole('heading', { name: code, level: 2 })).toBeVisible();
  await page.getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: `Edit ${code}` });
  const renewed = addCalendarDays(today, 400);
  await edit.getByLabel('Certified until *').fill(renewed);
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(toasts(page)).toContainText('Unit updated');
  const history = page.getByRole('list', { name: 'History' });
  await expect(history.getByRole('listitem').first()).toContainText('Changed by Ben Thompson');
  await expect(history.getByRole('listitem').first()).toContainText(
    `Certified until: ${addCalendarDays(today, 20)} → ${renewed}`,
  );
  await expect(history.getByRole('listitem').last()).toContainText('Registered by Ben Thompson');
  await expect(page.getByRole('heading', { name: code, level: 2 })).toContainText('Certified');
});

test("a supplier sees its own company's units and cannot register one", async ({ page, request }) => {
  await signInWithDemoButton(page, 'supplier');
  await page.getByRole('link', { name: 'CCUs' }).click();
  const units = page.getByRole('table', { name: 'Cargo carrying units' });
  await expect(units.getByRole('row').filter({ hasText: 'TOR-1234' })).toBeVisible();
  await expect(units.getByRole('row').filter({ hasText: 'NSM-0412' })).toHaveCount(0);
  await expect(units.getByRole('row').filter({ hasText: 'RGL-1001' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Register unit' })).toHaveCount(0);
  // Another company's unit, opened by its address, is not said to exist.
  const coordinator = await apiToken(request, 'base_coordinator');
  const other = await apiCall<{ ccus: { data: Array<{ id: number }> } }>(
    request,
    coordinator,
    'GET',
    '/api/ccu/list?search=NSM-0412',
  );
  await page.goto(`/supplier/ccus/${other.ccus.data[0]!.id}`);
  await expect(page.getByText('Unit not found')).toBeVisible();
  await expect(page.getByText('NSM-0412')).toHaveCount(0);
});
