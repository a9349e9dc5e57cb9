import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { formatOrderId } from '@rigline/contract/ids';
import { EVENTS_STREAM_PATH } from '@rigline/contract/live';
import type { Role } from '@rigline/contract/roles';
import {
  apiCall,
  apiToken,
  draftRequest,
  shipmentsAtTheRig,
  signInWithDemoButton,
  toasts,
} from './support.ts';

/**
 * Issue 8.7/8.8: the same person has a screen open in two tabs and clicks the same step in both. The second
 * click carries the version the stale tab shows, so the server answers 409 and the toast says who changed it
 * and when; the step is taken once, never twice.
 */

// The app's one date format in the person's zone ("22 Nov 2026, 00:13 UTC"), and no "Reload": the tab has
// fetched the thing again by the time the toast shows (issue 22).
const CHANGED_BY_YOU =
  /This (request|order) was changed by you at \d{1,2} [A-Z][a-z]{2} \d{4}, \d\d:\d\d [A-Z][\w+:-]*\. The screen now shows it as it is\./;

/**
 * Two tabs of one signed-in browser: they share the session, as two tabs do. The second one's live updates
 * do not get through (a satellite link that drops the event stream), so it keeps showing what it loaded: live
 * updates make a stale screen rarer, and the version makes the click on one harmless.
 */
async function twoTabs(browser: Browser, role: Role): Promise<[Page, Page]> {
  // The dropped stream is a route on the second tab, and a page the service worker controls (docs/decisions/069)
  // sends its requests past the page's routes: this journey is about the version, so it runs without one.
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const first = await context.newPage();
  await signInWithDemoButton(first, role);
  const second = await context.newPage();
  await second.route(`**${EVENTS_STREAM_PATH}*`, (route) => route.abort());
  return [first, second];
}

const ORDER = { rigName: 'Nordic Star', matCode: 'TUB-0700-P110', quantity: 4, description: 'Two tabs' };

/** An order of a request for Nordic Star at the rig, waiting to be offloaded (phase 6), made through the API. */
async function orderAtTheRig(request: APIRequestContext) {
  const { voyageId, shipments } = await shipmentsAtTheRig(request, { title: 'Two tabs' });
  return { ...shipments[0]!, voyageId };
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
  const { requestId, orderId } = await draftRequest(request, { ...ORDER, title: `Two tabs ${Date.now()}` });
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
  const { requestId, orderId, voyageId } = await orderAtTheRig(request);
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
