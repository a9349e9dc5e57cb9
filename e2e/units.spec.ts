import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { apiCall, apiToken, pageAs, toasts } from './support.ts';

/*
 * Settings → Units (issue 22, point 16; docs/decisions/056). Records keep the documents' units (the catalogue in
 * inches, pounds and gallons; decks in metres and tonnes; backload in kilograms and metres); each person reads
 * and types them in metric or imperial. Figures by hand: 18 in = 0.457 m, 2,100 lb = 952.54 kg,
 * 55 gal = 208.2 L; MV Sea Falcon's 60 × 15 m deck = 196.9 × 49.2 ft, 2,500 t = 5,511,557 lb.
 */

/** Set to a folder to keep screenshots of the screens in both systems at 1280 and 390 px. */
const SHOTS_DIR = process.env.UNITS_SHOTS_DIR;
const WIDTHS = [1280, 390] as const;

async function chooseUnits(page: Page, settingsPath: string, label: 'Metric' | 'Imperial'): Promise<void> {
  await page.goto(settingsPath);
  await page.getByRole('combobox', { name: 'Units' }).click();
  await page.getByRole('option', { name: new RegExp(`^${label} `) }).click();
  await expect(page.getByRole('combobox', { name: 'Units' })).toContainText(label);
}

/** At both widths: no sideways scrolling, and a screenshot when asked for. */
async function checkWidths(page: Page, name: string): Promise<void> {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await expect
      .poll(() =>
        page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
      )
      .toBeLessThanOrEqual(0);
    if (SHOTS_DIR) {
      mkdirSync(SHOTS_DIR, { recursive: true });
      await page.screenshot({ path: path.join(SHOTS_DIR, `${name}-${width}.png`), fullPage: true });
    }
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

async function itemByMatCode(request: APIRequestContext, token: string, matCode: string) {
  const data = await apiCall<{ items: { data: Record<string, number | string>[] } }>(
    request,
    token,
    'GET',
    `/api/vendor/item/get?mat_code=${encodeURIComponent(matCode)}`,
  );
  return data.items.data[0]!;
}

test('the catalogue reads in the chosen units, and an item typed in metric is stored in inches and pounds', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const stamp = Date.now();
  const token = await apiToken(request, 'supplier');
  const shownMatCode = `E2E-UNITS-${stamp}`;
  await apiCall(request, token, 'POST', '/api/vendor/item/create', {
    mat_code: shownMatCode,
    name: 'Units pump skid',
    description: 'Shown in both systems',
    length: 18,
    breadth: 14,
    height: 6.5,
    weight: 2100,
    volume: 55,
  });

  const supplier = await pageAs(browser, 'supplier');
  const catalogueRow = async () => {
    await supplier.goto('/supplier/items');
    await supplier.getByPlaceholder('Search by name or mat code...').fill(shownMatCode);
    const row = supplier.getByRole('row', { name: new RegExp(shownMatCode) });
    await expect(row).toBeVisible({ timeout: 30_000 });
    return row;
  };

  // Metric unless chosen otherwise: metres, kilograms, litres, and the weight says it is per unit.
  let row = await catalogueRow();
  await expect(supplier.getByRole('columnheader', { name: 'Weight (per unit)' })).toBeVisible();
  await expect(row).toContainText('0.457 × 0.356 × 0.165 m');
  await expect(row).toContainText('952.54 kg');
  await expect(row).toContainText('208.2 L');
  await checkWidths(supplier, 'catalogue-metric');

  await chooseUnits(supplier, '/supplier/settings', 'Imperial');
  await checkWidths(supplier, 'settings-imperial');
  row = await catalogueRow();
  await expect(row).toContainText('18 × 14 × 6.5 in');
  await expect(row).toContainText('2,100 lb');
  await expect(row).toContainText('55 gal');
  await checkWidths(supplier, 'catalogue-imperial');
  await supplier.getByRole('button', { name: 'Add Item' }).click();
  await expect(supplier.getByRole('dialog').locator('#add-item-weight-unit')).toHaveText('lb');
  await checkWidths(supplier, 'item-form-imperial');
  await supplier.keyboard.press('Escape');

  // Back to metric, and a new item typed in metres, kilograms and litres.
  await chooseUnits(supplier, '/supplier/settings', 'Metric');
  await checkWidths(supplier, 'settings-metric');
  await supplier.goto('/supplier/items');
  await supplier.getByRole('button', { name: 'Add Item' }).click();
  const dialog = supplier.getByRole('dialog');
  const typedMatCode = `E2E-METRIC-${stamp}`;
  await dialog.getByLabel('Mat Code *').fill(typedMatCode);
  await dialog.getByLabel('Item Name *').fill('Metric basket');
  await dialog.getByLabel('Description *').fill('Typed in metric');
  await dialog.getByLabel('Length').fill('1.2');
  await dialog.getByLabel('Breadth').fill('0.6');
  await dialog.getByLabel('Height').fill('0.457');
  await dialog.getByLabel('Weight per unit').fill('952.54');
  await dialog.getByLabel('Volume per unit').fill('208.2');
  await expect(dialog.locator('#add-item-length-unit')).toHaveText('m');
  await expect(dialog.locator('#add-item-weight-unit')).toHaveText('kg');
  await expect(dialog.locator('#add-item-volume-unit')).toHaveText('L');
  await checkWidths(supplier, 'item-form-metric');
  await dialog.getByRole('button', { name: 'Add Item' }).click();
  await expect(toasts(supplier).getByText('Success', { exact: true })).toBeVisible();

  // Stored as the documents say: inches, pounds, gallons.
  const stored = await itemByMatCode(request, token, typedMatCode);
  expect(stored).toMatchObject({
    length: 47.24,
    breadth: 23.62,
    height: 17.99,
    weight: 2099.99,
    volume: 55,
    length_unit: 'inches',
    weight_unit: 'pounds',
    volume_unit: 'gallons',
  });
  // And shown again as it was typed.
  await supplier.getByPlaceholder('Search by name or mat code...').fill(typedMatCode);
  const typedRow = supplier.getByRole('row', { name: new RegExp(typedMatCode) });
  await expect(typedRow).toContainText('1.2 × 0.6 × 0.457 m');
  await expect(typedRow).toContainText('952.54 kg');
  await expect(typedRow).toContainText('208.2 L');
});

test('the load plan and the backload form follow the chosen units', async ({ browser, request }) => {
  test.setTimeout(180_000);
  const stamp = Date.now();
  const coordinatorToken = await apiToken(request, 'base_coordinator');
  const vessels = await apiCall<{ vessels: { data: { id: number; name: string }[] } }>(
    request,
    coordinatorToken,
    'GET',
    '/api/vessel/get?limit=50',
  );
  const vessel = vessels.vessels.data.find((candidate) => candidate.name === 'MV Sea Falcon')!;
  const { voyage } = await apiCall<{ voyage: { id: number } }>(
    request,
    coordinatorToken,
    'POST',
    '/api/voyage/create',
    { name: `Units run ${stamp}`, vessel_id: vessel.id },
  );
  const rigs = await apiCall<{ rigs: { data: { id: number; name: string }[] } }>(
    request,
    coordinatorToken,
    'GET',
    '/api/rig/list?limit=100',
  );
  const rig = rigs.rigs.data.find((candidate) => candidate.name === 'Ocean Endeavour')!;
  await apiCall(request, coordinatorToken, 'POST', '/api/journey/create', {
    voyage_id: voyage.id,
    rig_id: rig.id,
  });

  const coordinator = await pageAs(browser, 'base_coordinator');
  await coordinator.goto(`/base-coordinator/voyage/${voyage.id}`);
  const panel = coordinator.getByRole('region', { name: 'Load Plan' });
  await expect(panel).toContainText('Deck 60.0 × 15.0 m', { timeout: 30_000 });
  await expect(panel).toContainText('max deck load 2,500.0 t');
  const leg = panel.getByRole('listitem', { name: 'Leg 1 to Ocean Endeavour' });
  await expect(leg).toContainText('0.0 of 2,500.0 t');
  await checkWidths(coordinator, 'load-plan-metric');

  await chooseUnits(coordinator, '/base-coordinator/settings', 'Imperial');
  await coordinator.goto(`/base-coordinator/voyage/${voyage.id}`);
  await expect(panel).toContainText('Deck 196.9 × 49.2 ft', { timeout: 30_000 });
  await expect(panel).toContainText('max deck load 5,511,557 lb');
  await expect(panel).toContainText('8,234 ft²');
  await expect(leg).toContainText('0 of 5,511,557 lb');
  await checkWidths(coordinator, 'load-plan-imperial');

  // Rig logistics books backload: kilograms and metres, then pounds and feet.
  const rigLogistics = await pageAs(browser, 'rig_logistics');
  const bookingForm = async () => {
    await rigLogistics.goto(`/rig-logistics/voyage/${voyage.id}/backload`);
    await rigLogistics.getByRole('button', { name: 'Book Backload' }).click();
    return rigLogistics.getByRole('dialog');
  };
  let booking = await bookingForm();
  await expect(booking.getByLabel('Weight per unit (kg)')).toBeVisible();
  await expect(booking.getByLabel('Length (m)')).toBeVisible();
  await rigLogistics.keyboard.press('Escape');
  await chooseUnits(rigLogistics, '/rig-logistics/settings', 'Imperial');
  booking = await bookingForm();
  await expect(booking.getByLabel('Weight per unit (lb)')).toBeVisible();
  await expect(booking.getByLabel('Length (ft)')).toBeVisible();
  await booking.getByLabel('Description').fill('Empty basket');
  await booking.getByLabel('Unit', { exact: true }).fill('CCU');
  await booking.getByLabel('Weight per unit (lb)').fill('1873.93');
  await booking.getByLabel('Length (ft)').fill('10');
  await booking.getByRole('button', { name: 'Book Backload' }).click();
  await expect(toasts(rigLogistics).getByText('Backload booked')).toBeVisible();
  await expect(rigLogistics.getByText('1,873.93 lb each')).toBeVisible();

  // Stored in kilograms and metres.
  const rigToken = await apiToken(request, 'rig_logistics');
  const backloads = await apiCall<{ backloads: { data: { lines: Record<string, number>[] }[] } }>(
    request,
    rigToken,
    'GET',
    `/api/backload/list?voyage_id=${voyage.id}`,
  );
  expect(backloads.backloads.data[0]!.lines[0]).toMatchObject({ weight_kg: 850, length_m: 3.048 });
});
