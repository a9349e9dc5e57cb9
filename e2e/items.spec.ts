import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as XLSX from '@e965/xlsx';
import { expect, test } from '@playwright/test';
import { signInWithDemoButton, toasts } from './support.ts';

const HEADER = [
  'Mat Code',
  'Item Name',
  'Length',
  'Breadth',
  'Height',
  'Weight',
  'Volume',
  'Unit of Measurement',
];

/** A workbook as a supplier would fill it in: many good rows and one with a unit the catalogue does not know. */
function writeCatalogueSheet(prefix: string, rowCount: number, badRowIndex: number): string {
  const rows: (string | number)[][] = [HEADER];
  for (let index = 0; index < rowCount; index += 1) {
    const unit = index === badRowIndex ? 'box' : ['count', 'lb', 'gal'][index % 3]!;
    rows.push([
      `${prefix}-${String(index).padStart(4, '0')}`,
      `Imported part ${index}`,
      12,
      6,
      4.5,
      20 + index,
      0,
      unit,
    ]);
  }
  const workbook = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(workbook, XLSX.utils.aoa_to_sheet(rows), 'Items');
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'rigline-sheet-')), `${prefix}.xlsx`);
  fs.writeFileSync(file, XLSX.write(workbook, { type: 'buffer', bookType: 'xlsx' }));
  return file;
}

test('the supplier bulk-imports a generated .xlsx: valid rows are created, the bad row is reported', async ({
  page,
}) => {
  const prefix = `BLK${Date.now().toString(36).toUpperCase()}`;
  const rowCount = 250;
  const file = writeCatalogueSheet(prefix, rowCount, 137);
  const badSheetRow = 137 + 2; // header is row 1

  await signInWithDemoButton(page, 'supplier');
  await page.goto('/supplier/items');
  await page.getByRole('button', { name: 'Bulk Add' }).click();
  const dialog = page.getByRole('dialog', { name: 'Bulk Add' });
  await dialog.getByLabel('Excel file').setInputFiles(file);

  await expect(dialog.getByRole('button', { name: `Import ${rowCount - 1} valid rows` })).toBeEnabled();
  await expect(dialog).toContainText('box');
  await dialog.getByRole('button', { name: `Import ${rowCount - 1} valid rows` }).click();
  await expect(dialog.getByText('Import complete')).toBeVisible();
  await expect(dialog).toContainText(String(badSheetRow));
  await expect(toasts(page).getByText('Success', { exact: true })).toBeVisible();
  await dialog.getByRole('button', { name: 'Done' }).click();

  await page.getByRole('searchbox').first().fill(prefix);
  await expect(page.getByText(`of ${rowCount - 1}`)).toBeVisible();
  await page.getByRole('searchbox').first().fill(`${prefix}-0137`);
  await expect(page.getByText(/No items/i)).toBeVisible();
});

test('the supplier adds an item, is told about a missing name, and deletes the item again', async ({
  page,
}) => {
  const matCode = `E2E-${Date.now().toString(36).toUpperCase()}`;
  await signInWithDemoButton(page, 'supplier');
  await page.goto('/supplier/items');
  await page.getByRole('button', { name: 'Add Item' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(/Mat Code/).fill(matCode);
  await dialog.getByLabel(/Description/).fill('Gasket set for the choke manifold');
  await dialog.getByRole('button', { name: 'Add Item' }).click();
  await expect(dialog.getByText(/Item name is required/i)).toBeVisible();
  await dialog.getByLabel(/Item Name/).fill('Choke manifold gasket set');
  await dialog.getByLabel(/Length/).fill('8.5');
  await dialog.getByRole('button', { name: 'Add Item' }).click();
  await expect(dialog).toBeHidden();

  await page.getByRole('searchbox').first().fill(matCode);
  // Wait for the search to apply (the header row and one item) before clicking: until then the rows of the
  // unfiltered page can move under the pointer, and the click on Delete lands on whatever took its place.
  await expect(page.getByRole('row')).toHaveCount(2);
  const row = page.getByRole('row', { name: new RegExp(matCode) });
  await expect(row).toContainText('Choke manifold gasket set');
  await expect(row).toContainText('8.5');
  await row.getByRole('button', { name: /Delete/ }).click();
  await page
    .getByRole('alertdialog')
    .getByRole('button', { name: /Delete/ })
    .click();
  await expect(row).toHaveCount(0);
});
