import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { formatOrderId } from '@rigline/contract/ids';
import { apiCall, apiToken, pageAs, requestWithLinesToPlan, toasts, voyageOfItsOwn } from './support.ts';

/** Set to a folder to keep screenshots of the split dialog and the overload refusal at 1280 and 390 px. */
const SHOTS_DIR = process.env.ORDER_SPLIT_SHOTS_DIR;
const RIG = 'Ocean Endeavour';

/** A vessel of its own with a 30 t deck load (plenty of area), and a voyage on it to the rig. */
async function thirtyTonneVoyage(request: APIRequestContext, run: string) {
  const { voyageId, coordinator } = await voyageOfItsOwn(request, {
    name: `Split run ${run}`,
    rigName: RIG,
    maxDeckLoadT: 30,
  });
  return { voyageId, coordinator };
}

/**
 * A request for the rig with 30 casing joints of 1.023 t (30.7 t: never on a 30 t deck) and 6 mud sacks,
 * reviewed and handed to the base coordinator, with an empty shipment on the voyage.
 */
async function casingRequest(request: APIRequestContext, run: string, voyageId: number, coordinator: string) {
  const supplier = await apiToken(request, 'supplier');
  const casingCode = `E2E-CSG-${run}`;
  const sackCode = `E2E-SACK-${run}`;
  for (const [matCode, name, weight] of [
    [casingCode, '9 5/8" casing joint', 2256],
    [sackCode, 'Barite sack (E2E)', 55],
  ] as const) {
    await apiCall(request, supplier, 'POST', '/api/vendor/item/create', {
      mat_code: matCode,
      name,
      description: 'Split journey item',
      length: 24,
      breadth: 12,
      height: 12,
      weight,
    });
  }
  const draft = await requestWithLinesToPlan(request, {
    rigName: RIG,
    lines: [
      [casingCode, 30],
      [sackCode, 6],
    ],
    title: `Casing run ${run}`,
    description: 'Casing for the next section',
  });
  const [casingId, sacksId] = draft.orderIds as [number, number];
  const { shipment } = await apiCall<{ shipment: { id: number } }>(
    request,
    coordinator,
    'POST',
    '/api/shipment/create',
    {
      voyage_id: voyageId,
      request_id: draft.requestId,
    },
  );
  return { requestId: draft.requestId, casingId, sacksId, shipmentId: shipment.id };
}

/** Drags the order card onto the first drop target, as a person does (8 px to start a drag). */
async function dragOntoShipment(page: Page, card: Locator): Promise<void> {
  const target = page.getByText('Drop orders here').first();
  const from = (await card.boundingBox())!;
  const to = (await target.boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 12, from.y + from.height / 2, { steps: 3 });
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 20 });
  await page.mouse.up();
}

/** An order's card in Orders Requiring Action (its list item holds the drag handle), by its text or a part. */
function cardOf(page: Page, what: string | Locator): Locator {
  const cards = page.getByRole('listitem').filter({ has: page.getByRole('button', { name: /^Drag ORD-/ }) });
  return typeof what === 'string' ? cards.filter({ hasText: what }) : cards.filter({ has: what });
}

/** Both widths of a dialog, and that the page behind it does not scroll sideways at either. */
async function shoot(page: Page, name: string): Promise<void> {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    if (SHOTS_DIR) await page.screenshot({ path: path.join(SHOTS_DIR, `${name}-${width}.png`) });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

test('a coordinator sends what fits of an overloading line and splits another in plan-voyage; the supplier sees the parts', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  if (SHOTS_DIR) mkdirSync(SHOTS_DIR, { recursive: true });
  const run = String(Date.now());
  const { voyageId, coordinator: coordinatorToken } = await thirtyTonneVoyage(request, run);
  const { requestId, casingId, sacksId, shipmentId } = await casingRequest(
    request,
    run,
    voyageId,
    coordinatorToken,
  );
  const casing = formatOrderId(casingId);
  const sacks = formatOrderId(sacksId);

  const coordinator = await pageAs(browser, 'base_coordinator');
  await coordinator.goto(`/base-coordinator/requests/${requestId}/plan-voyage`);
  await expect(coordinator.getByText('Orders Requiring Action (2 remaining)')).toBeVisible({
    timeout: 30_000,
  });

  // 30 joints on a 30 t deck: refused, and the refusal offers to send the 29 that fit.
  await dragOntoShipment(coordinator, coordinator.getByRole('button', { name: `Drag ${casing} ` }));
  const refusal = coordinator.getByRole('alertdialog', {
    name: `${casing} does not fit on Shipment #${shipmentId}`,
  });
  await expect(refusal).toBeVisible();
  await expect(
    refusal.getByText(/^This order would overload the vessel\. Leg 1 to Ocean Endeavour: deck load 102\.3 %/),
  ).toBeVisible();
  await expect(refusal.getByText(/Or split it: 29 of its 30 fit, so split and send 29 now\.$/)).toBeVisible();
  await expect(
    refusal.getByText(
      `Split and send 29 now: 29 go on Shipment #${shipmentId}, and the other 1 becomes a new order waiting for planning, for the next sailing.`,
    ),
  ).toBeVisible();
  await shoot(coordinator, 'overload-refusal');
  await refusal.getByRole('button', { name: 'Split and send 29 now' }).click();
  await expect(toasts(coordinator).getByText('Order Split and Assigned', { exact: true })).toBeVisible();

  // The 29 are on the shipment; the one left waits for planning as a new order, saying where it came from.
  await expect(coordinator.getByText('Orders Requiring Action (2 remaining)')).toBeVisible();
  const partCard = cardOf(coordinator, `Split from ${casing}`);
  await expect(partCard).toBeVisible();
  await expect(partCard.getByText(/ · 1 \S+$/)).toBeVisible();
  // One joint does not split: no Split on its card.
  await expect(partCard.getByRole('button', { name: /^Split / })).toHaveCount(0);

  // Split in plan-voyage: the dialog shows the limits and what each part will hold.
  const sacksCard = cardOf(coordinator, coordinator.getByRole('button', { name: `Drag ${sacks} ` }));
  await sacksCard.getByRole('button', { name: `Split ${sacks} Barite sack (E2E)` }).click();
  const dialog = coordinator.getByRole('dialog', { name: `Split ${sacks}` });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('Between 1 and 5', { exact: true })).toBeVisible();
  const quantity = dialog.getByLabel('Quantity to split off');
  await quantity.fill('6');
  await dialog.getByRole('button', { name: 'Split Order' }).click();
  await expect(dialog.getByText('Quantity must be between 1 and 5')).toBeVisible();
  await quantity.fill('2');
  await expect(dialog.getByText(`${sacks} keeps 4; a new order of 2 waits for planning.`)).toBeVisible();
  await shoot(coordinator, 'split-dialog');
  await dialog.getByRole('button', { name: 'Split Order' }).click();
  await expect(toasts(coordinator).getByText('Order Split', { exact: true })).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(coordinator.getByText('Orders Requiring Action (3 remaining)')).toBeVisible();
  await expect(sacksCard.getByText(/^Split into ORD-\d+$/)).toBeVisible();
  await expect(sacksCard.getByText(/ · 4 \S+$/)).toBeVisible();
  await expect(cardOf(coordinator, `Split from ${sacks}`).getByText(/ · 2 \S+$/)).toBeVisible();
  await shoot(coordinator, 'plan-voyage-parts');

  // On the shipment, the 29 joints' row offers Split too, and says where the other joint went.
  await coordinator.getByRole('button', { name: `Expand shipment #${shipmentId}` }).click();
  const details = coordinator.getByRole('dialog', { name: 'Shipment Details' });
  const casingRow = details.getByRole('row').filter({ hasText: casing });
  await expect(casingRow.getByText(/^Split into ORD-\d+$/)).toBeVisible();
  await expect(casingRow.getByRole('button', { name: `Split ${casing}` })).toBeVisible();
  await shoot(coordinator, 'shipment-rows');
  await coordinator.keyboard.press('Escape');
  await expect(details).toBeHidden();

  // The supplier's request shows the parts as orders of their own, each with its quantity and note.
  const supplier = await pageAs(browser, 'supplier');
  await supplier.goto(`/supplier/requests/${requestId}`);
  const orders = supplier.getByRole('table');
  const rowOf = (orderId: number) => orders.getByRole('row').filter({ hasText: formatOrderId(orderId) });
  await expect(rowOf(casingId).getByText(/^Split into ORD-\d+$/)).toBeVisible({ timeout: 30_000 });
  await expect(rowOf(casingId).getByRole('cell', { name: '29', exact: true })).toBeVisible();
  await expect(orders.getByRole('row').filter({ hasText: `Split from ${casing}` })).toHaveCount(1);
  await expect(orders.getByRole('row').filter({ hasText: `Split from ${sacks}` })).toHaveCount(1);
  await expect(rowOf(sacksId).getByRole('cell', { name: '4', exact: true })).toBeVisible();
  await shoot(supplier, 'supplier-request');
});
