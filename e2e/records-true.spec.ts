import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { formatOrderId } from '@rigline/contract/ids';
import { apiCall, apiToken, pageAs, requestWithLinesToPlan, toasts } from './support.ts';

/**
 * Issue 22, points 3 and 12: a short delivery says so beside its status, Mark Offloaded names the open
 * discrepancy, badges agree with where the cargo is, the offload header counts the leg's shipments and
 * plan-voyage says a completed voyage is completed. The voyage is prepared through the API; what a person sees
 * is looked at in the browser, at 1280 and 390 px.
 */

const RIGS = ['Ocean Endeavour', 'Deepwater Horizon II'] as const;
type Tokens = Record<'supplier' | 'rig' | 'coordinator', string>;

/** A request for the rig with an order per line, reviewed and handed to the coordinator (phase 2, no shipment). */
function requestToPlan(
  request: APIRequestContext,
  rigName: string,
  lines: ReadonlyArray<readonly [matCode: string, quantity: number]>,
) {
  return requestWithLinesToPlan(request, {
    rigName,
    lines,
    title: `Records true ${rigName} ${Date.now()}`,
    description: 'Made by the records-true journey',
  });
}

/** A started voyage to the two rigs, a loaded shipment of each rig's request on its journey. */
async function voyageAtSea(request: APIRequestContext, tokens: Tokens, name: string) {
  const requests = [
    await requestToPlan(request, RIGS[0], [
      ['TUB-0700-P110', 12],
      ['TUB-XO-NC50', 2],
    ]),
    await requestToPlan(request, RIGS[1], [['TUB-XO-NC50', 1]]),
  ];
  const vessels = await apiCall<{ vessels: { data: { id: number; name: string }[] } }>(
    request,
    tokens.coordinator,
    'GET',
    '/api/vessel/get?limit=50',
  );
  const vessel = vessels.vessels.data.find((candidate) => candidate.name === 'MV Sea Falcon')!;
  const { voyage } = await apiCall<{ voyage: { id: number } }>(
    request,
    tokens.coordinator,
    'POST',
    '/api/voyage/create',
    {
      name,
      vessel_id: vessel.id,
    },
  );
  let journeys: { id: number }[] = [];
  for (const prepared of requests) {
    ({ journeys } = await apiCall<{ journeys: { id: number }[] }>(
      request,
      tokens.coordinator,
      'POST',
      '/api/journey/create',
      {
        voyage_id: voyage.id,
        rig_id: prepared.rigId,
      },
    ));
  }
  for (const prepared of requests) {
    const { shipment } = await apiCall<{ shipment: { id: number } }>(
      request,
      tokens.coordinator,
      'POST',
      '/api/shipment/create',
      {
        voyage_id: voyage.id,
        request_id: prepared.requestId,
      },
    );
    for (const id of prepared.orderIds) {
      await apiCall(request, tokens.coordinator, 'POST', '/api/order/update', {
        id,
        shipment_id: shipment.id,
      });
      await apiCall(request, tokens.coordinator, 'POST', '/api/order/update-status', {
        order_id: id,
        status: 'ASSIGNED_TO_SUPPLIER',
      });
      await apiCall(request, tokens.supplier, 'POST', '/api/order/update', { id });
    }
  }
  await apiCall(request, tokens.coordinator, 'POST', '/api/voyage/start', { voyage_id: voyage.id });
  return { voyageId: voyage.id, journeyIds: journeys.map((journey) => journey.id), requests };
}

async function callAt(request: APIRequestContext, tokens: Tokens, journeyId: number) {
  await apiCall(request, tokens.rig, 'POST', '/api/journey/start', { journey_id: journeyId });
  await apiCall(request, tokens.rig, 'POST', '/api/journey/end', { journey_id: journeyId });
}

/** The text where it shows: the order lists draw a phone list and a desk table, one of them hidden. */
function shown(page: Page, text: string | RegExp) {
  return page.getByText(text).locator('visible=true').first();
}

/** No page scrolls sideways at this width. */
async function expectNoSidewaysScroll(page: Page, width: number) {
  await page.setViewportSize({ width, height: 800 });
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
    .toBeLessThanOrEqual(width);
}

test('a sailed leg keeps its load, a short delivery reads short beside DELIVERED, and the badges say where the cargo is', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const tokens: Tokens = {
    supplier: await apiToken(request, 'supplier'),
    rig: await apiToken(request, 'rig_logistics'),
    coordinator: await apiToken(request, 'base_coordinator'),
  };
  const { voyageId, journeyIds, requests } = await voyageAtSea(request, tokens, `Records true ${Date.now()}`);
  const [journey1, journey2] = journeyIds as [number, number];
  const [toFirst, toSecond] = requests as [(typeof requests)[number], (typeof requests)[number]];
  const [shortId, keptId] = toFirst.orderIds as [number, number];
  const short = formatOrderId(shortId);

  // At the first rig: the casing is received 11 of 12 with one damaged; the crossover stays on board.
  await callAt(request, tokens, journey1);
  await apiCall(request, tokens.rig, 'POST', '/api/order/move-order-to-next-phase', { id: shortId });
  await apiCall(request, tokens.rig, 'POST', '/api/order/receipt', {
    id: shortId,
    received_quantity: 11,
    damaged_quantity: 1,
    note: 'One joint short, one dented',
  });
  await apiCall(request, tokens.rig, 'POST', '/api/order/update', {
    id: keptId,
    shipment_id: null,
    reason: 'WEATHER',
  });

  // Rig logistics' offload view: the header counts this leg's shipment, not the voyage's two.
  const rigLogistics = await pageAs(browser, 'rig_logistics');
  await rigLogistics.setViewportSize({ width: 1280, height: 800 });
  await rigLogistics.goto(`/rig-logistics/voyage/${voyageId}/shipment-view`);
  await expect(rigLogistics.getByText(`Journey 1 · ${RIGS[0]} • 1 loaded shipment`)).toBeVisible();

  // The supplier marks it offloaded: the confirmation names the discrepancy.
  const supplier = await pageAs(browser, 'supplier');
  await supplier.setViewportSize({ width: 1280, height: 800 });
  await supplier.goto(`/supplier/requests/${toFirst.requestId}/shipment-view`);
  const card = supplier.getByRole('button', { name: /Shipment #\d+/ }).first();
  await card.click();
  await supplier.getByRole('button', { name: `Mark Offloaded ${short}` }).click();
  const asked = supplier.getByRole('alertdialog', { name: `Mark Offloaded ${short}?` });
  await expect(asked).toContainText(`${short}: received 11 of 12, 1 damaged — 1 open discrepancy`);
  await asked.getByRole('button', { name: 'Mark Offloaded' }).click();
  const confirmation = toasts(supplier).filter({ hasText: 'Order marked as offloaded successfully' });
  await expect(confirmation).toContainText(`${short} has 1 open discrepancy: received 11 of 12, 1 damaged`);
  // The order reads DELIVERED, short, damaged and open beside it; the card no longer says a green "Loaded".
  await expect(shown(supplier, 'Delivered short · damaged · 1 open discrepancy')).toBeVisible();
  await expect(card).toContainText('Delivered, 1 kept on board');
  await expect(card.getByText('Loaded', { exact: true })).toHaveCount(0);
  await expectNoSidewaysScroll(supplier, 390);
  await expectNoSidewaysScroll(supplier, 1280);

  // The supplier's request page and list say it beside the status.
  await supplier.goto(`/supplier/requests/${toFirst.requestId}`);
  await expect(shown(supplier, 'Delivered short · damaged · 1 open discrepancy')).toBeVisible();
  await expect(shown(supplier, /Received short · damaged · 1 open discrepancy/)).toBeVisible();
  await expectNoSidewaysScroll(supplier, 390);
  await supplier.setViewportSize({ width: 1280, height: 800 });

  // The second rig takes everything; the voyage arrives; the kept order is planned again.
  await callAt(request, tokens, journey2);
  await apiCall(request, tokens.rig, 'POST', '/api/order/move-order-to-next-phase', {
    id: toSecond.orderIds[0],
  });
  await apiCall(request, tokens.supplier, 'POST', '/api/order/update', { id: toSecond.orderIds[0] });
  // The load plan as sailed: leg 2 carried its rig's line and the line kept on board, before arrival and after.
  const coordinator = await pageAs(browser, 'base_coordinator');
  await coordinator.setViewportSize({ width: 1280, height: 800 });
  await coordinator.goto(`/base-coordinator/voyage/${voyageId}`);
  const leg2 = coordinator.getByRole('listitem', { name: `Leg 2 to ${RIGS[1]}` });
  await expect(leg2).toContainText('2 order lines aboard');
  await apiCall(request, tokens.coordinator, 'POST', '/api/voyage/arrive', { voyage_id: voyageId });
  await coordinator.reload();
  await expect(coordinator.getByText('Completed').first()).toBeVisible();
  await expect(leg2).toContainText('2 order lines aboard');

  // The coordinator's plan-voyage: the completed voyage's shipment says completed, not under way.
  await coordinator.goto(`/base-coordinator/requests/${toFirst.requestId}/plan-voyage`);
  await expect(shown(coordinator, /Voyage completed, no more orders/)).toBeVisible();
  await expect(coordinator.getByText(/Voyage under way/)).toHaveCount(0);
  // The completed voyage offers no new journey.
  await coordinator.goto(`/base-coordinator/voyage/${voyageId}`);
  await expect(coordinator.getByText(`Journey 2`).first()).toBeVisible();
  await expect(coordinator.getByRole('button', { name: 'Create Journey' })).toHaveCount(0);

  // Resolved, the discrepancy is no longer open; the request still says it was short.
  const discrepancies = await apiCall<{ discrepancies: { data: { id: number; order_id: number }[] } }>(
    request,
    tokens.coordinator,
    'GET',
    '/api/discrepancy/list?status=OPEN&limit=100',
  );
  const open = discrepancies.discrepancies.data.find((row) => row.order_id === shortId)!;
  await apiCall(request, tokens.coordinator, 'POST', '/api/discrepancy/resolve', {
    id: open.id,
    resolution: 'Replacement joint on the next sailing',
  });
  await supplier.goto(`/supplier/requests/${toFirst.requestId}`);
  await expect(shown(supplier, 'Delivered short · damaged')).toBeVisible();
  await expect(supplier.getByText(/open discrepanc/)).toHaveCount(0);
});
