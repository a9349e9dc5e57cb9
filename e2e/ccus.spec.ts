import { readFile } from 'node:fs/promises';
import { type APIRequestContext, expect, test } from '@playwright/test';
import { addCalendarDays } from '@rigline/contract/ccus';
import { formatOrderId, formatVoyageId } from '@rigline/contract/ids';
import {
  apiCall,
  apiToken,
  requestReadyToPlan,
  shipmentWithOrders,
  signInWithDemoButton,
  toasts,
  voyageOfItsOwn,
} from './support.ts';

/**
 * Issue 25, the register: the base coordinator finds the expired unit, registers one, is refused a code that
 * is taken, renews a certificate and reads who changed what on the unit's page; a supplier sees its own
 * company's units only. Where a unit is: the coordinator finds a unit at a rig with its days and hire and reads
 * its trip; the supplier sees its units on hire under Rental Returns.
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

/**
 * A Gulf basket hired at `dayRate` a day, packed with a Gulf order for Nordic Star on a voyage of its own, the
 * voyage started and its journey ended: the unit is at Nordic Star since now, one day out. Made through the API,
 * as the plan-voyage and voyage screens do by hand.
 */
async function unitAtTheRig(request: APIRequestContext, options: { code: string; dayRate: number }) {
  const coordinator = await apiToken(request, 'base_coordinator');
  const rigLogistics = await apiToken(request, 'rig_logistics');
  const supplier = await apiToken(request, 'supplier');
  const gulf = await apiCall<{ ccus: { data: Array<{ owner: { id: number } | null }> } }>(
    request,
    coordinator,
    'GET',
    '/api/ccu/list?search=TOR-1234',
  );
  const { ccu } = await apiCall<{ ccu: { id: number } }>(request, coordinator, 'POST', '/api/ccu/create', {
    code: options.code,
    type: 'basket',
    owner_vendor_id: gulf.ccus.data[0]!.owner!.id,
    tare_kg: 1200,
    max_gross_kg: 20_000,
    length_m: 6,
    width_m: 2.5,
    height_m: 1.5,
    certificate_number: `DNV-${options.code}`,
    certified_until: addCalendarDays(today, 365),
    next_inspection_due: addCalendarDays(today, 180),
    day_rate: options.dayRate,
  });
  const name = `Hire run ${options.code}`;
  const { requestId, orderId } = await requestReadyToPlan(request, {
    rigName: 'Nordic Star',
    matCode: 'TUB-0700-P110',
    quantity: 4,
    title: `Packed in ${options.code}`,
    description: 'Tubing for a hired basket',
  });
  const { voyageId, journeyId } = await voyageOfItsOwn(request, { name, rigName: 'Nordic Star' });
  const shipmentId = await shipmentWithOrders(request, {
    coordinator,
    voyageId,
    requestId,
    orderIds: [orderId],
  });
  await apiCall(request, coordinator, 'POST', '/api/ccu/pack', {
    ccu_id: ccu.id,
    shipment_id: shipmentId,
    order_ids: [orderId],
  });
  await apiCall(request, coordinator, 'POST', '/api/order/update-status', {
    order_id: orderId,
    status: 'ASSIGNED_TO_SUPPLIER',
  });
  await apiCall(request, supplier, 'POST', '/api/order/update', { id: orderId });
  await apiCall(request, coordinator, 'POST', '/api/voyage/start', { voyage_id: voyageId });
  await apiCall(request, rigLogistics, 'POST', '/api/journey/start', { journey_id: journeyId });
  await apiCall(request, rigLogistics, 'POST', '/api/journey/end', { journey_id: journeyId });
  return { unitId: ccu.id, voyage: `${formatVoyageId(voyageId)} ${name}`, order: formatOrderId(orderId) };
}

test('the coordinator finds a unit at a rig with its days and hire, and reads its trip', async ({
  page,
  request,
}) => {
  const code = `HIR-${Date.now().toString().slice(-7)}`;
  const out = await unitAtTheRig(request, { code, dayRate: 41.5 });
  await signInWithDemoButton(page, 'base_coordinator');
  await page.getByRole('link', { name: 'CCUs' }).click();
  const units = page.getByRole('table', { name: 'Cargo carrying units' });
  await expect(units.getByRole('row').filter({ hasText: 'RGL-1001' })).toBeVisible();

  // At a rig: the unit sent out above, and not the operator's container at base.
  await page.getByRole('combobox', { name: 'Filter by location' }).click();
  await page.getByRole('option', { name: 'At a rig' }).click();
  await expect(units.getByRole('row').filter({ hasText: 'RGL-1001' })).toHaveCount(0);
  await page.getByPlaceholder('Search by code or certificate...').fill(code);
  const row = units.getByRole('row').filter({ hasText: code });
  await expect(row).toContainText(/At Nordic Star since \d{2} \w{3,4} \d{4}, \d{2}:\d{2} UTC/);
  await expect(row.getByRole('cell', { name: '1 day', exact: true })).toBeVisible();
  await expect(row.getByRole('cell', { name: '41.50 per day' })).toBeVisible();
  await expect(row.getByRole('cell', { name: '41.50', exact: true })).toBeVisible();
  const totals = page.getByRole('table', { name: 'Out and hire by owner' });
  await expect(totals.getByRole('row').filter({ hasText: 'Gulf Tubulars & Supply' })).toContainText(
    '1141.50',
  );

  await row.getByRole('link', { name: code }).click();
  await expect(page.getByRole('heading', { name: code, level: 2 })).toBeVisible();
  const now = page.getByRole('region', { name: 'Where it is now' });
  await expect(now).toContainText('At Nordic Star since');
  await expect(now).toContainText('Hire to date41.50');
  const trip = page.getByRole('list', { name: 'Trips' }).getByRole('listitem');
  await expect(trip).toHaveCount(1);
  await expect(trip).toContainText(`${out.voyage} to Nordic Star`);
  await expect(trip).toContainText(`Contents${out.order}`);
  await expect(trip).toContainText('Days at the rig1 day');
  await expect(trip).toContainText('Hire41.50');
  // The voyage is a link to its page.
  await trip.getByRole('link', { name: out.voyage }).click();
  await expect(page).toHaveURL(/\/base-coordinator\/voyage\/\d+$/);
});

test('the supplier sees its own units on hire under Rental Returns, with their total', async ({
  page,
  request,
}) => {
  const code = `SUP-${Date.now().toString().slice(-7)}`;
  await unitAtTheRig(request, { code, dayRate: 12.25 });
  await signInWithDemoButton(page, 'supplier');
  await page.getByRole('link', { name: 'Rental Returns' }).click();
  const onHire = page.getByRole('table', { name: 'Your units on hire' });
  const row = onHire.getByRole('row').filter({ hasText: code });
  await expect(row).toContainText('At Nordic Star since');
  await expect(row).toContainText('12.25 per day');
  await expect(row.getByRole('cell', { name: '12.25', exact: true })).toBeVisible();
  await expect(onHire.getByRole('row').filter({ hasText: 'TOR-1234' })).toBeVisible();
  // Another company's unit, and the operator's, are not its to hire out.
  await expect(onHire.getByRole('row').filter({ hasText: 'NSM-0412' })).toHaveCount(0);
  await expect(onHire.getByRole('row').filter({ hasText: 'RGL-1001' })).toHaveCount(0);
  await expect(onHire.getByRole('row').filter({ hasText: /^Total: \d+ of \d+ out now/ })).toBeVisible();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^units-on-hire-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile(await file.path(), 'utf8');
  expect(csv).toContain(`${code},Basket,Gulf Tubulars & Supply,At a rig,`);
  expect(csv).not.toContain('NSM-0412');
});
