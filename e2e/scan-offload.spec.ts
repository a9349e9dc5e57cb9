import { type APIRequestContext, expect, test } from '@playwright/test';
import { addCalendarDays } from '@rigline/contract/ccus';
import { browserWithCamera, labelVideo } from './fake-camera.ts';
import {
  apiCall,
  apiToken,
  requestWithLinesToPlan,
  shipmentWithOrders,
  signInWithDemoButton,
  toasts,
  voyageOfItsOwn,
} from './support.ts';

/**
 * Issue 25's done: a unit packed, sailed and alongside the rig; rig logistics holds its printed label to the
 * phone's camera (Chromium's fake camera shows the label PDF as pdftoppm renders it), the unit's page opens
 * and offers Start Offloading for what it holds.
 */

const RIG = 'Ocean Endeavour';
const today = new Date().toISOString().slice(0, 10);

async function unitAlongsideTheRig(request: APIRequestContext, run: string) {
  const { voyageId, journeyId, coordinator } = await voyageOfItsOwn(request, {
    name: `Scan run ${run}`,
    rigName: RIG,
  });
  const supplier = await apiToken(request, 'supplier');
  const rigLogistics = await apiToken(request, 'rig_logistics');
  const planned = await requestWithLinesToPlan(request, {
    rigName: RIG,
    lines: [['TUB-XO-NC50', 2]],
    title: `Scan run ${run}`,
    description: 'A unit to scan at the rig',
  });
  const [orderId] = planned.orderIds as [number];
  const shipmentId = await shipmentWithOrders(request, {
    coordinator,
    voyageId,
    requestId: planned.requestId,
    orderIds: [orderId],
  });
  const { ccu } = await apiCall<{ ccu: { id: number; code: string } }>(
    request,
    coordinator,
    'POST',
    '/api/ccu/create',
    {
      code: `SCN-${run.slice(-6)}`,
      type: 'basket',
      tare_kg: 900,
      max_gross_kg: 6000,
      length_m: 4,
      width_m: 2.4,
      height_m: 1.2,
      certificate_number: `DNV-SCN-${run}`,
      certified_until: addCalendarDays(today, 365),
      next_inspection_due: addCalendarDays(today, 180),
    },
  );
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
  const label = await request.get(`/api/ccu/label/${ccu.id}`, {
    headers: { Authorization: `Bearer ${coordinator}` },
  });
  expect(label.status()).toBe(200);
  return {
    ccu,
    orderId,
    shipmentId,
    voyageId,
    label: await label.body(),
    rigLogistics,
  };
}

test('rig logistics scans a unit label from the camera and starts offloading what the unit holds', async ({
  request,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const run = String(Date.now());
  const { ccu, orderId, shipmentId, voyageId, label, rigLogistics } = await unitAlongsideTheRig(request, run);
  const browser = await browserWithCamera(labelVideo(label));
  try {
    const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
    await context.grantPermissions(['camera'], { origin: baseURL });
    const page = await context.newPage();
    await signInWithDemoButton(page, 'rig_logistics');
    await page.getByRole('button', { name: 'Scan', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/rig-logistics/ccus/${ccu.id}$`), { timeout: 30_000 });
    await expect(page.getByRole('heading', { level: 1, name: ccu.code })).toBeVisible();
    const holds = page.getByRole('region', { name: 'What it holds' });
    await holds.getByRole('button', { name: 'Start Offloading (1)' }).click();
    await expect(toasts(page).getByText('1 order offloading')).toBeVisible();
    await expect(holds.getByRole('button', { name: /^Start Offloading/ })).toHaveCount(0);
    const { orders } = await apiCall<{ orders: { data: { id: number; status: string }[] } }>(
      request,
      rigLogistics,
      'GET',
      `/api/order/get?shipment_id=${shipmentId}&page=1&limit=10`,
    );
    expect(orders.data.find((order) => order.id === orderId)?.status).toBe('OFFLOADING');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    // Emptied, the unit goes home on a backload line that names it, and is on its way once loaded.
    await page.goto(`/rig-logistics/voyage/${voyageId}/backload`);
    await page.getByRole('button', { name: 'Book Backload' }).click();
    const booking = page.getByRole('dialog');
    await booking.getByLabel('Description').fill('Empty basket');
    await booking.getByLabel('Category').selectOption({ label: 'Empty CCU' });
    await booking.getByLabel('CCU', { exact: true }).selectOption({ label: `${ccu.code} · Basket` });
    await booking.getByLabel('Quantity').fill('1');
    await booking.getByLabel('Unit', { exact: true }).fill('CCU');
    await booking.getByRole('button', { name: 'Book Backload' }).click();
    await expect(toasts(page).getByText('Backload booked')).toBeVisible();
    const card = page.locator('[data-slot="card"]', { hasText: 'Empty basket' });
    await expect(card).toContainText(`Unit ${ccu.code}`);
    await card.getByRole('button', { name: 'Mark Loaded' }).click();
    // The card read "Loaded" already on its button: wait for the server's answer, not the word.
    await expect(toasts(page).getByText('Backload marked as loaded')).toBeVisible();
    await expect(card.getByRole('button', { name: 'Mark Loaded' })).toHaveCount(0);
    await page.goto(`/rig-logistics/ccus/${ccu.id}`);
    await expect(page.getByText(new RegExp(`^On VOY-\\d+ Scan run ${run} since`)).first()).toBeVisible();
    await context.close();
  } finally {
    await browser.close();
  }
});
