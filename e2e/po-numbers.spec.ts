import { expect, test } from '@playwright/test';
import { signInWithDemoButton, toasts } from './support.ts';

/**
 * Issue 26, purchase-order numbers: the supplier raises a request under the operator's purchase order, adds a
 * line bought under another, and finds the request again by its number with Ctrl+K.
 */
test('the supplier raises a request under a PO number, a line under its own, and finds it by the number', async ({
  page,
}) => {
  const run = Date.now().toString().slice(-8);
  const requestPo = `PO-45${run}`;
  await signInWithDemoButton(page, 'supplier');
  await page.goto('/supplier/requests');
  await page.getByRole('combobox', { name: 'Rig' }).click();
  await page.getByRole('option', { name: /Ocean Endeavour/ }).click();
  await page.getByRole('button', { name: 'Create Request' }).first().click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Section').fill('Completion');
  await dialog.getByLabel('Title').fill(`Bought under ${requestPo}`);
  await dialog.getByLabel('Description').fill('Casing bought on the purchase order');
  await dialog.getByLabel('PO number (optional)').fill(`  ${requestPo} `);
  await dialog.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(toasts(page).getByText('Success', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/supplier\/requests\/\d+$/);
  await expect(page.getByText(requestPo, { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Add Order' }).click();
  const add = page.getByRole('dialog');
  await add.getByLabel('Mat Code').fill('TUB-9625-L80');
  await add.getByLabel('Mat Code').press('Enter');
  await expect(add.getByLabel('Item Name')).not.toHaveValue('');
  await add.getByLabel('Quantity').fill('2');
  await add.getByLabel('PO number (optional)').fill('P'.repeat(41));
  await expect(add.getByText('PO number must be at most 40 characters')).toBeVisible();
  await add.getByLabel('PO number (optional)').fill(`PO-46${run}`);
  await add.getByRole('button', { name: 'Add Order' }).click();
  await expect(add).toBeHidden();

  await page.keyboard.press('Control+k');
  const box = page.getByRole('combobox', { name: 'Search everything' });
  await box.fill(requestPo.toLowerCase());
  const results = page.getByRole('listbox', { name: 'Search results' });
  await expect(results.getByRole('option').filter({ hasText: `Bought under ${requestPo}` })).toBeVisible();
  await box.fill(`po-46${run}`);
  await expect(results.getByRole('option').filter({ hasText: /ORD-\d+/ })).toHaveCount(1);
});
