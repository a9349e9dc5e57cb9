import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import {
  apiCall,
  apiToken,
  draftRequest,
  requestReadyToPlan,
  signInWithDemoButton,
  signInWithPassword,
  supplierOfItsOwn,
  toasts,
} from './support.ts';

/**
 * Issue 22, points 9, 10 and 15: on a phone the review's Rejected tab is reachable and, once every order is
 * accepted, Assign to Base Coordinator is in view; screens show mat codes, names and words rather than row ids
 * and tokens; the supplier's dashboard cards open the list they count, and a new supplier creates a request
 * under All Rigs, choosing the rig in the form.
 */

async function pageScrollsSideways(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);
}

/** A demo supplier's request of two orders, sent to rig logistics for review (phase 1). */
async function requestInReview(request: APIRequestContext, title: string) {
  const supplier = await apiToken(request, 'supplier');
  const draft = await draftRequest(request, {
    rigName: 'Ocean Endeavour',
    matCode: 'TUB-0700-P110',
    quantity: 2,
    title,
    description: 'Two lines to review on a phone',
  });
  const items = await apiCall<{ items: { data: { id: number }[] } }>(
    request,
    supplier,
    'GET',
    '/api/vendor/item/get?mat_code=TUB-XO-NC50',
  );
  await apiCall(request, supplier, 'POST', '/api/order/create', {
    item_id: items.items.data[0]!.id,
    request_id: draft.requestId,
    quantity: 1,
  });
  await apiCall(request, supplier, 'POST', '/api/request/move-next-phase', { request_id: draft.requestId });
  return draft;
}

test('on a phone the review reaches its Rejected tab, reads in words, and shows the next step once all is accepted', async ({
  page,
  request,
}) => {
  const { requestId } = await requestInReview(request, `Phone review ${Date.now()}`);
  await page.setViewportSize({ width: 390, height: 844 });
  await signInWithDemoButton(page, 'rig_logistics');
  await page.goto(`/rig-logistics/requests/${requestId}`);

  const orders = page.getByRole('list', { name: 'Orders' });
  await expect(orders.getByRole('listitem')).toHaveCount(2, { timeout: 15_000 });
  // Words (point 10): the item by its mat code and name, "Phase 1" (the documents' Current Phase) with its meaning.
  const first = orders.getByRole('listitem').filter({ hasText: 'TUB-0700-P110' });
  await expect(first).toContainText('Phase 1');
  await expect(first).toContainText('Rig logistics reviews');
  await expect(first).not.toContainText('Item ID');

  // The Rejected tab sits inside its list, wrapped onto a second row, and answers a tap.
  const rejected = page.getByRole('tab', { name: /^Rejected/ });
  const isWithinItsList = await rejected.evaluate((tab) => {
    const list = tab.closest('[role="tablist"]')!.getBoundingClientRect();
    const box = tab.getBoundingClientRect();
    return (
      box.top >= list.top && box.bottom <= list.bottom && box.left >= list.left && box.right <= list.right
    );
  });
  expect(isWithinItsList, 'the Rejected tab shows whole inside its tab list, not cut off').toBe(true);
  await rejected.click();
  await expect(rejected).toHaveAttribute('aria-selected', 'true');
  expect(await pageScrollsSideways(page)).toBe(false);
  await page.getByRole('tab', { name: /^Action Required/ }).click();

  await page.getByRole('checkbox', { name: /^Select all/ }).check();
  await page.getByRole('button', { name: /^Accept selected/ }).click();
  await expect(page.getByText('No orders found.')).toBeVisible();
  const assign = page.getByRole('button', { name: 'Assign to Base Coordinator' });
  await expect(assign).toBeInViewport();
  expect(await pageScrollsSideways(page)).toBe(false);

  // The history reads in words: no "Phase 0", no raw tokens.
  const history = page.getByRole('list').filter({ hasText: 'Assigned to Rig Logistics' });
  await expect(history).toContainText(
    'Draft (supplier builds the request) → Pending review (rig logistics reviews)',
  );
  await expect(history).not.toContainText('Phase 0');
});

test('the supplier’s Item ID shows the mat code and name, and the header’s phase says what it means', async ({
  page,
  request,
}) => {
  const { requestId } = await draftRequest(request, {
    rigName: 'Ocean Endeavour',
    matCode: 'TUB-0700-P110',
    quantity: 3,
    title: `Item words ${Date.now()}`,
    description: 'The item column in words',
  });
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInWithDemoButton(page, 'supplier');
  await page.goto(`/supplier/requests/${requestId}`);
  await expect(page.getByRole('columnheader', { name: 'Item ID' })).toBeVisible({ timeout: 15_000 });
  const row = page.getByRole('row').filter({ hasText: 'TUB-0700-P110' });
  await expect(row.getByRole('cell').filter({ hasText: 'TUB-0700-P110' })).toHaveText(/^TUB-0700-P110/);
  await expect(page.getByText('Supplier builds the request').first()).toBeVisible();
  expect(await pageScrollsSideways(page)).toBe(false);
});

/**
 * The new supplier's own work: a draft, an order assigned to them for loading (phase 3) and an order at the rig
 * waiting for them to offload (phase 7), each on a voyage of its own.
 */
async function workOfItsOwn(
  request: APIRequestContext,
  supplier: { token: string; matCode: string },
  run: string,
) {
  const coordinator = await apiToken(request, 'base_coordinator');
  const rigLogistics = await apiToken(request, 'rig_logistics');
  const options = {
    rigName: 'Atlantic Explorer',
    matCode: supplier.matCode,
    quantity: 2,
    supplierToken: supplier.token,
  };
  await draftRequest(request, { ...options, title: `Draft ${run}`, description: 'Still a draft' });
  const vessels = await apiCall<{ vessels: { data: { id: number }[] } }>(
    request,
    coordinator,
    'GET',
    '/api/vessel/get?limit=1',
  );
  const onVoyage = async (name: string) => {
    const planned = await requestReadyToPlan(request, {
      ...options,
      title: name,
      description: 'On a voyage',
    });
    const { voyage } = await apiCall<{ voyage: { id: number } }>(
      request,
      coordinator,
      'POST',
      '/api/voyage/create',
      {
        name,
        vessel_id: vessels.vessels.data[0]!.id,
      },
    );
    const { journeys } = await apiCall<{ journeys: { id: number }[] }>(
      request,
      coordinator,
      'POST',
      '/api/journey/create',
      { voyage_id: voyage.id, rig_id: planned.rig.id },
    );
    const { shipment } = await apiCall<{ shipment: { id: number } }>(
      request,
      coordinator,
      'POST',
      '/api/shipment/create',
      { voyage_id: voyage.id, request_id: planned.requestId },
    );
    await apiCall(request, coordinator, 'POST', '/api/order/update', {
      id: planned.orderId,
      shipment_id: shipment.id,
    });
    await apiCall(request, coordinator, 'POST', '/api/order/update-status', {
      order_id: planned.orderId,
      status: 'ASSIGNED_TO_SUPPLIER',
    });
    return { voyageId: voyage.id, journeyId: journeys[0]!.id, orderId: planned.orderId };
  };
  await onVoyage(`To load ${run}`);
  const sailing = await onVoyage(`To offload ${run}`);
  await apiCall(request, supplier.token, 'POST', '/api/order/update', { id: sailing.orderId });
  await apiCall(request, coordinator, 'POST', '/api/voyage/start', { voyage_id: sailing.voyageId });
  await apiCall(request, rigLogistics, 'POST', '/api/journey/start', { journey_id: sailing.journeyId });
  await apiCall(request, rigLogistics, 'POST', '/api/journey/end', { journey_id: sailing.journeyId });
  await apiCall(request, rigLogistics, 'POST', '/api/order/move-order-to-next-phase', {
    id: sailing.orderId,
  });
}

test('a new supplier creates a request under All Rigs, and each dashboard card opens the list it counts', async ({
  page,
  request,
}) => {
  // Four lists, then loading and offloading from them: longer than one screen's journey on a busy machine.
  test.setTimeout(150_000);
  const run = `W${Date.now().toString(36).toUpperCase()}`;
  const supplier = await supplierOfItsOwn(request, run);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInWithPassword(page, supplier.email, supplier.password);
  await expect(page).toHaveURL(/\/supplier$/);

  // All Rigs, nothing yet: the document's line, and Create Request right there; the rig is chosen in the form.
  await page.goto('/supplier/requests');
  await expect(page.getByText('Please select a rig to view and manage requests')).toBeVisible({
    timeout: 15_000,
  });
  await page.getByRole('button', { name: 'Create Request' }).first().click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('combobox', { name: 'Rig' }).click();
  await page.getByRole('option', { name: /Ocean Endeavour/ }).click();
  await dialog.getByLabel('Section').fill('8 1/2" section');
  await dialog.getByLabel('Title').fill(`First request ${run}`);
  await dialog.getByLabel('Description').fill('The first request of a new supplier');
  await dialog.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(page).toHaveURL(/\/supplier\/requests\/\d+$/);
  await expect(page.getByText(`First request ${run}`).first()).toBeVisible();

  await workOfItsOwn(request, supplier, run);
  const cards = [
    { title: 'Draft Requests', expected: 2, url: /\/supplier\/requests\?status=DRAFT$/ },
    { title: 'Orders to Load', expected: 1, url: /\/supplier\/orders\?step=load$/ },
    { title: 'Orders to Offload', expected: 1, url: /\/supplier\/orders\?step=offload$/ },
  ];
  for (const card of cards) {
    await page.goto('/supplier');
    const link = page.getByRole('link', { name: new RegExp(`^${card.title}`) });
    await expect(link).toContainText(String(card.expected), { timeout: 15_000 });
    await link.click();
    await expect(page).toHaveURL(card.url);
    if (card.title === 'Draft Requests') {
      await expect(page.getByRole('row').filter({ hasText: 'REQ-' })).toHaveCount(card.expected);
    } else {
      await expect(page.getByText(`${card.title} (${card.expected})`)).toBeVisible();
      const list = page.getByRole('list', { name: card.title });
      await expect(list.getByRole('listitem')).toHaveCount(card.expected);
      await expect(list).toContainText(supplier.matCode);
      expect(await pageScrollsSideways(page)).toBe(false);
    }
  }
  // Each list takes its own step (issue 22's walk): Mark Loaded in the row, beside the way to the shipments.
  await page.getByRole('link', { name: 'Orders to Load' }).click();
  await expect(page.getByRole('link', { name: /^Open shipments of REQ-/ })).toHaveAttribute(
    'href',
    /\/supplier\/requests\/\d+\/shipment-view$/,
  );
  await page.setViewportSize({ width: 390, height: 800 });
  await expect(page.getByRole('button', { name: /^Mark Loaded ORD-\d+$/ })).toBeVisible();
  expect(await pageScrollsSideways(page)).toBe(false);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole('button', { name: /^Mark Loaded ORD-\d+$/ }).click();
  await expect(toasts(page).getByText('Order marked as loaded successfully')).toBeVisible();
  await expect(page.getByText('No orders are waiting for you to load.')).toBeVisible();

  // Mark Offloaded asks first, naming the order, as on the shipment view.
  await page.getByRole('link', { name: 'Orders to Offload' }).click();
  await page.getByRole('button', { name: /^Mark Offloaded ORD-\d+$/ }).click();
  const confirmation = page.getByRole('alertdialog', { name: /^Mark Offloaded ORD-\d+\?$/ });
  await expect(confirmation).toContainText('The order then reads DELIVERED.');
  await confirmation.getByRole('button', { name: 'Mark Offloaded' }).click();
  await expect(toasts(page).getByText('Order marked as offloaded successfully')).toBeVisible();
  await expect(page.getByText('No orders are waiting for you to offload.')).toBeVisible();
});
