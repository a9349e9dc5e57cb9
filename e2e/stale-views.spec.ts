import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { formatOrderId } from '@rigline/contract/ids';
import type { Role } from '@rigline/contract/roles';
import { apiCall, apiToken, signInWithDemoButton, toasts } from './support.ts';

/**
 * Issue 8.7/8.8: the same person has a screen open in two tabs and clicks the same step in both. The second
 * click carries the version the stale tab shows, so the server answers 409 and the toast says who changed it
 * and when; the step is taken once, never twice.
 */

const CHANGED_BY_YOU =
  /This (request|order) was changed by you at \d{4}-\d\d-\d\d \d\d:\d\d UTC\. Reload to see it as it is now\./;

/** Two tabs of one signed-in browser: they share the session, as two tabs do. */
async function twoTabs(browser: Browser, role: Role): Promise<[Page, Page]> {
  const context = await browser.newContext();
  const first = await context.newPage();
  await signInWithDemoButton(first, role);
  return [first, await context.newPage()];
}

interface Prepared {
  requestId: number;
  orderId: number;
  voyageId: number;
}

/** A draft request of one order for Nordic Star, made through the API; moved on as far as `until`. */
async function prepareRequest(request: APIRequestContext, until: 'draft' | 'at-rig'): Promise<Prepared> {
  const supplier = await apiToken(request, 'supplier');
  const rigs = await apiCall<{ rigs: { data: { id: number; name: string }[] } }>(
    request,
    supplier,
    'GET',
    '/api/rig/list?limit=100',
  );
  const rig = rigs.rigs.data.find((candidate) => candidate.name === 'Nordic Star')!;
  const wells = await apiCall<{ wells: { data: { id: number }[] } }>(
    request,
    supplier,
    'GET',
    `/api/well/get?rig_id=${rig.id}`,
  );
  const created = await apiCall<{ request_id: number }>(request, supplier, 'POST', '/api/request/create', {
    rig_id: rig.id,
    well_id: wells.wells.data[0]!.id,
    title: `Two tabs ${Date.now()}`,
    type: 'Loadout Request',
    section: 'Completion',
    description: 'Made by the two-tab journey',
  });
  const requestId = created.request_id;
  const items = await apiCall<{ items: { data: { id: number }[] } }>(
    request,
    supplier,
    'GET',
    '/api/vendor/item/get?mat_code=TUB-0700-P110',
  );
  const order = await apiCall<{ order: { id: number } }>(request, supplier, 'POST', '/api/order/create', {
    item_id: items.items.data[0]!.id,
    request_id: requestId,
    quantity: 4,
  });
  const orderId = order.order.id;
  if (until === 'draft') return { requestId, orderId, voyageId: 0 };

  const rigLogistics = await apiToken(request, 'rig_logistics');
  const coordinator = await apiToken(request, 'base_coordinator');
  await apiCall(request, supplier, 'POST', '/api/request/move-next-phase', { request_id: requestId });
  await apiCall(request, rigLogistics, 'POST', '/api/order/update-status', {
    order_id: orderId,
    status: 'ACCEPTED',
  });
  await apiCall(request, rigLogistics, 'POST', '/api/request/move-next-phase', { request_id: requestId });
  const vessels = await apiCall<{ vessels: { data: { id: number }[] } }>(
    request,
    coordinator,
    'GET',
    '/api/vessel/get',
  );
  const voyage = await apiCall<{ voyage: { id: number } }>(
    request,
    coordinator,
    'POST',
    '/api/voyage/create',
    {
      name: `Two tabs run ${Date.now()}`,
      vessel_id: vessels.vessels.data[0]!.id,
    },
  );
  const voyageId = voyage.voyage.id;
  const plan = await apiCall<{ journeys: { id: number }[] }>(
    request,
    coordinator,
    'POST',
    '/api/journey/create',
    {
      voyage_id: voyageId,
      rig_id: rig.id,
    },
  );
  const shipment = await apiCall<{ shipment: { id: number } }>(
    request,
    coordinator,
    'POST',
    '/api/shipment/create',
    {
      voyage_id: voyageId,
      request_id: requestId,
    },
  );
  await apiCall(request, coordinator, 'POST', '/api/order/update', {
    id: orderId,
    shipment_id: shipment.shipment.id,
  });
  await apiCall(request, coordinator, 'POST', '/api/order/update-status', {
    order_id: orderId,
    status: 'ASSIGNED_TO_SUPPLIER',
  });
  await apiCall(request, supplier, 'POST', '/api/order/update', { id: orderId });
  await apiCall(request, coordinator, 'POST', '/api/voyage/start', { voyage_id: voyageId });
  const journeyId = plan.journeys[0]!.id;
  await apiCall(request, rigLogistics, 'POST', '/api/journey/start', { journey_id: journeyId });
  await apiCall(request, rigLogistics, 'POST', '/api/journey/end', { journey_id: journeyId });
  return { requestId, orderId, voyageId };
}

async function orderState(request: APIRequestContext, requestId: number, orderId: number) {
  const token = await apiToken(request, 'supplier');
  const orders = await apiCall<{ orders: { data: { id: number; current_phase: number; status: string }[] } }>(
    request,
    token,
    'GET',
    `/api/order/get?request_id=${requestId}&limit=100`,
  );
  const order = orders.orders.data.find((candidate) => candidate.id === orderId)!;
  return { current_phase: order.current_phase, status: order.status };
}

test('a second Assign to Rig Logistics from a stale tab says who moved the request, and moves nothing', async ({
  browser,
  request,
}) => {
  const { requestId, orderId } = await prepareRequest(request, 'draft');
  const [first, second] = await twoTabs(browser, 'supplier');
  for (const tab of [first, second]) {
    await tab.goto(`/supplier/requests/${requestId}`);
    await expect(tab.getByRole('button', { name: 'Assign to Rig Logistics' })).toBeVisible();
  }

  await first.getByRole('button', { name: 'Assign to Rig Logistics' }).click();
  await first.getByRole('alertdialog').getByRole('button', { name: 'Assign', exact: true }).click();
  await expect(toasts(first).getByText('Request Assigned', { exact: true })).toBeVisible();

  // The second tab still shows the draft and its button.
  await second.getByRole('button', { name: 'Assign to Rig Logistics' }).click();
  await second.getByRole('alertdialog').getByRole('button', { name: 'Assign', exact: true }).click();
  await expect(toasts(second).getByText(CHANGED_BY_YOU)).toBeVisible();

  expect(await orderState(request, requestId, orderId)).toEqual({ current_phase: 1, status: 'CREATED' });
  await second.reload();
  await expect(second.getByRole('button', { name: 'Assign to Rig Logistics' })).toHaveCount(0);
});

test('a second Start Offloading from a stale tab says who started it, and the order stays OFFLOADING', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const { requestId, orderId, voyageId } = await prepareRequest(request, 'at-rig');
  const [first, second] = await twoTabs(browser, 'rig_logistics');
  const button = `Start Offloading ${formatOrderId(orderId)}`;
  for (const tab of [first, second]) {
    await tab.goto(`/rig-logistics/voyage/${voyageId}/shipment-view`);
    await expect(tab.getByRole('button', { name: button })).toBeVisible();
  }

  await first.getByRole('button', { name: button }).click();
  await expect(toasts(first).getByText('Offloading Started', { exact: true })).toBeVisible();

  await second.getByRole('button', { name: button }).click();
  await expect(toasts(second).getByText('Operation Failed', { exact: true })).toBeVisible();
  await expect(toasts(second).getByText(CHANGED_BY_YOU)).toBeVisible();

  expect(await orderState(request, requestId, orderId)).toEqual({ current_phase: 7, status: 'OFFLOADING' });
});
