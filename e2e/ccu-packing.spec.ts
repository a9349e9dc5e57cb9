import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { addCalendarDays } from '@rigline/contract/ccus';
import { formatOrderId } from '@rigline/contract/ids';
import {
  apiCall,
  pageAs,
  requestWithLinesToPlan,
  shipmentWithOrders,
  toasts,
  voyageOfItsOwn,
} from './support.ts';

/**
 * Issue 25, packing: the coordinator packs a shipment into two units from plan-voyage, is refused the demo's
 * expired skip with its date, finds both units on the voyage's load plan with what they hold, and prints the
 * shipment's label sheet.
 */

const SHOTS_DIR = process.env.CCU_PACKING_SHOTS_DIR;
const RIG = 'Ocean Endeavour';
const today = new Date().toISOString().slice(0, 10);

async function plannedShipment(request: APIRequestContext, run: string) {
  const { voyageId, coordinator } = await voyageOfItsOwn(request, {
    name: `Packing run ${run}`,
    rigName: RIG,
  });
  const planned = await requestWithLinesToPlan(request, {
    rigName: RIG,
    lines: [
      ['TUB-9625-L80', 2],
      ['TUB-1338-K55', 1],
      ['TUB-XO-NC50', 4],
    ],
    title: `Packing run ${run}`,
    description: 'Three lines to pack in two units',
  });
  const shipmentId = await shipmentWithOrders(request, {
    coordinator,
    voyageId,
    requestId: planned.requestId,
    orderIds: planned.orderIds,
  });
  const units = [];
  for (const [suffix, type] of [
    ['A', 'container'],
    ['B', 'basket'],
  ] as const) {
    const { ccu } = await apiCall<{ ccu: { id: number; code: string } }>(
      request,
      coordinator,
      'POST',
      '/api/ccu/create',
      {
        code: `PK${suffix}-${run.slice(-6)}`,
        type,
        tare_kg: 2200,
        max_gross_kg: 30_000,
        length_m: 6.06,
        width_m: 2.44,
        height_m: 2.59,
        certificate_number: `DNV-PK${suffix}-${run}`,
        certified_until: addCalendarDays(today, 365),
        next_inspection_due: addCalendarDays(today, 180),
      },
    );
    units.push(ccu);
  }
  return { voyageId, requestId: planned.requestId, orderIds: planned.orderIds, shipmentId, units };
}

async function shoot(page: Page, name: string): Promise<void> {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    if (SHOTS_DIR)
      await page.screenshot({ path: path.join(SHOTS_DIR, `${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

test('the coordinator packs a shipment into two units, is refused an expired one, and prints the label sheet', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  if (SHOTS_DIR) mkdirSync(SHOTS_DIR, { recursive: true });
  const run = String(Date.now());
  const planned = await plannedShipment(request, run);
  const [first, second] = planned.units as [{ id: number; code: string }, { id: number; code: string }];
  const [pipeId, casingId, drumId] = planned.orderIds.map(formatOrderId) as [string, string, string];

  const coordinator = await pageAs(browser, 'base_coordinator');
  await coordinator.goto(`/base-coordinator/requests/${planned.requestId}/plan-voyage`);
  await coordinator.getByRole('button', { name: `Expand shipment #${planned.shipmentId}` }).click();
  const details = coordinator.getByRole('dialog', { name: 'Shipment Details' });
  const units = details.getByRole('region', { name: 'Cargo carrying units' });
  await expect(units.getByText('No unit packed: its orders travel loose.')).toBeVisible({ timeout: 30_000 });

  const packDialog = coordinator.getByRole('dialog', { name: 'Pack in a unit' });
  const chooseUnit = async (code: string) => {
    await packDialog.getByRole('combobox', { name: 'Unit' }).click();
    await coordinator.getByRole('option', { name: new RegExp(`^${code} · `) }).click();
  };

  // The demo's skip is past its inspection: refused with the date, and nothing is packed.
  await units.getByRole('button', { name: 'Pack in a unit' }).click();
  await chooseUnit('TOR-1302');
  await packDialog.getByRole('button', { name: 'Pack', exact: true }).click();
  await expect(packDialog.getByRole('alert')).toContainText(
    /TOR-1302 cannot be packed for Packing run \d+: its inspection is due on \d{4}-\d\d-\d\d/,
  );

  // The two tubulars in the container.
  await chooseUnit(first.code);
  await packDialog.getByLabel(new RegExp(`^${drumId} · `)).click();
  await packDialog.getByRole('button', { name: 'Pack', exact: true }).click();
  await expect(toasts(coordinator).getByText(`Packed in ${first.code}`)).toBeVisible();
  await expect(packDialog).toBeHidden();
  await expect(units.getByRole('listitem').filter({ hasText: first.code })).toContainText(
    `Holds ${pipeId}, ${casingId}`,
  );

  // The drums in the basket: the only order left loose is offered.
  await units.getByRole('button', { name: 'Pack in a unit' }).click();
  await expect(packDialog.getByRole('checkbox')).toHaveCount(1);
  await chooseUnit(second.code);
  await packDialog.getByRole('button', { name: 'Pack', exact: true }).click();
  await expect(toasts(coordinator).getByText(`Packed in ${second.code}`)).toBeVisible();
  await expect(units.getByRole('listitem').filter({ hasText: second.code })).toContainText(`Holds ${drumId}`);
  await expect(units.getByRole('button', { name: 'Pack in a unit' })).toBeDisabled();
  await expect(units.getByText('Every order of this shipment is packed or loaded.')).toBeVisible();
  await shoot(coordinator, 'shipment-units');

  // The label sheet opens in a tab of its own, to look at and print.
  const [sheet] = await Promise.all([
    coordinator.context().waitForEvent('page'),
    units.getByRole('button', { name: 'Print labels' }).click(),
  ]);
  await expect.poll(() => sheet.url()).toMatch(/^blob:/);
  await sheet.close();
  await coordinator.keyboard.press('Escape');
  await expect(details).toBeHidden();

  // The voyage's load plan counts both units by their own footprint and lists what each holds.
  await coordinator.goto(`/base-coordinator/voyage/${planned.voyageId}`);
  const plan = coordinator.getByRole('region', { name: 'Cargo carrying units (2)' });
  await expect(plan.getByRole('listitem').filter({ hasText: first.code })).toContainText(
    `holds ${pipeId}, ${casingId}`,
  );
  await expect(plan.getByRole('listitem').filter({ hasText: second.code })).toContainText(`holds ${drumId}`);
  await shoot(coordinator, 'load-plan-units');

  // Unpacked before loading, the drums travel loose again.
  await coordinator.goto(`/base-coordinator/requests/${planned.requestId}/plan-voyage`);
  await coordinator.getByRole('button', { name: `Expand shipment #${planned.shipmentId}` }).click();
  await units.getByRole('button', { name: `Unpack ${second.code}` }).click();
  await expect(toasts(coordinator).getByText(`${second.code} unpacked`)).toBeVisible();
  await expect(units.getByRole('listitem').filter({ hasText: second.code })).toHaveCount(0);
  await expect(units.getByRole('button', { name: 'Pack in a unit' })).toBeEnabled();
});
