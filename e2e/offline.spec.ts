import { type APIRequestContext, type BrowserContext, expect, type Page, test } from '@playwright/test';
import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENCY_REPLAYED_HEADER } from '@rigline/contract/api';
import type { CreateBackloadBody } from '@rigline/contract/cargo';
import { CALL_EXAMPLES } from '@rigline/contract/examples';
import { formatOrderId } from '@rigline/contract/ids';
import {
  apiCall,
  apiToken,
  draftRequest,
  fillRentalReturn,
  shipmentsAtTheRig,
  signInWithDemoButton,
  toasts,
} from './support.ts';

/**
 * Issue 24: the rig's link drops. What rig logistics opened stays on screen "as of" when it was fetched; a
 * review and a receipt taken offline wait in the queue (persisted, each with its Idempotency-Key) and are
 * applied when the link returns; one that meets a change made meanwhile lands in "Could not be applied" with
 * the server's reason; the same queued action sent twice is applied once. Every wait is for a state.
 */

const RIG = 'Nordic Star';
/** A page's first screen, and a replay of several actions, on a busy 2-core machine (as daily-batches.spec.ts). */
const LOAD = { timeout: 30_000 };
const ITEM = 'TUB-0700-P110';
const VENDOR = 'Gulf Tubulars & Supply';
/** The contract's example of an empty basket coming home. */
const EMPTY_BASKET = (CALL_EXAMPLES['POST /api/backload/create']!.body as CreateBackloadBody).lines[1]!;

async function requestUnderReview(request: APIRequestContext, title: string) {
  const draft = await draftRequest(request, {
    rigName: RIG,
    matCode: ITEM,
    quantity: 4,
    title: `${title} ${Date.now()}`,
    description: 'Offline review',
  });
  const supplier = await apiToken(request, 'supplier');
  await apiCall(request, supplier, 'POST', '/api/request/move-next-phase', { request_id: draft.requestId });
  return draft;
}

/**
 * An order of 4 at the rig, made through the API: waiting to be offloaded (phase 6), or with `isOffloading`
 * offloading already (phase 7), when its receipt may be recorded.
 */
async function orderAtTheRig(request: APIRequestContext, isOffloading: boolean) {
  const { voyageId, rigId, shipments } = await shipmentsAtTheRig(request, {
    count: 1,
    isOffloading,
    title: 'Offline receipt',
  });
  const { requestId, orderId } = shipments[0]!;
  return { requestId, orderId, voyageId, rigId };
}

interface OrderOnServer {
  id: number;
  status: string;
  current_phase: number;
  received_quantity: number | null;
  kept_reason: string | null;
}

async function orderOnServer(request: APIRequestContext, requestId: number, orderId: number) {
  const token = await apiToken(request, 'rig_logistics');
  const orders = await apiCall<{ orders: { data: OrderOnServer[] } }>(
    request,
    token,
    'GET',
    `/api/order/get?request_id=${requestId}&limit=100`,
  );
  return orders.orders.data.find((order) => order.id === orderId)!;
}

/**
 * Waits until this browser's kept cache (IndexedDB, lib/offline/persist-cache.ts) holds the order itself (its
 * row of an order list), as it does a moment after a screen shows it: the next page load offline reads it from
 * there. Waiting for anything naming its request was not enough: under load a shipment was kept before its
 * orders list, and the offload page came back offline without its rows (CI). A string waits for that text.
 */
async function waitUntilKept(page: Page, orderId: number | string) {
  await expect
    .poll(
      () =>
        page.evaluate(
          () =>
            new Promise<string>((resolve) => {
              const open = indexedDB.open('rigline-offline-cache');
              open.onsuccess = () => {
                const store = open.result.transaction('queries').objectStore('queries');
                const all = store.getAll();
                all.onsuccess = () => resolve(String(all.result.join('')));
                all.onerror = () => resolve('');
              };
              open.onerror = () => resolve('');
            }),
        ),
      LOAD,
    )
    .toContain(typeof orderId === 'number' ? `{"id":${orderId},"item_id"` : orderId);
}

/** The top bar's status: Online, Offline (with what waits) or Syncing N. */
function linkStatus(page: Page) {
  return page.locator('header').getByRole('status');
}

async function acceptOffline(page: Page, orderId: number) {
  await page.getByRole('combobox', { name: `Status of ${formatOrderId(orderId)}` }).click();
  await page.getByRole('option', { name: 'ACCEPTED', exact: true }).click();
  await expect(toasts(page).getByText('Saved offline', { exact: true })).toBeVisible();
  await expect(
    page.getByText(`Pending: Accept ${formatOrderId(orderId)}`).locator('visible=true'),
  ).toBeVisible();
  // The badge wraps inside its table cell: at 1280 px it once pushed the review page 52 px sideways.
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
  ).toBeLessThanOrEqual(0);
}

async function rigLogisticsContext(
  browser: import('@playwright/test').Browser,
): Promise<[BrowserContext, Page]> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInWithDemoButton(page, 'rig_logistics');
  return [context, page];
}

test('a review, a start of offloading and a receipt taken offline are applied when the link returns', async ({
  browser,
  request,
}) => {
  // Three requests made through the API, a walk through three screens and a second window: minutes on a busy
  // 2-core machine.
  test.setTimeout(240_000);
  const review = await requestUnderReview(request, 'Offline review');
  const atRig = await orderAtTheRig(request, false);
  const delivered = await orderAtTheRig(request, true);
  const [context, page] = await rigLogisticsContext(browser);

  // Online: the voyage's offload page, a delivered order's request, then the request under review.
  await page.goto(`/rig-logistics/voyage/${atRig.voyageId}/shipment-view`);
  const startOffloading = page.getByRole('button', {
    name: `Start Offloading ${formatOrderId(atRig.orderId)}`,
  });
  await expect(startOffloading).toBeVisible(LOAD);
  await waitUntilKept(page, atRig.orderId);
  await page.goto(`/rig-logistics/requests/${delivered.requestId}`);
  const receiptButton = page
    .getByRole('button', { name: `Record Receipt ${formatOrderId(delivered.orderId)}` })
    .locator('visible=true');
  await expect(receiptButton).toBeVisible(LOAD);
  await waitUntilKept(page, delivered.orderId);
  await page.goto(`/rig-logistics/requests/${review.requestId}`);
  await expect(
    page.getByRole('combobox', { name: `Status of ${formatOrderId(review.orderId)}` }),
  ).toBeVisible(LOAD);
  await expect(linkStatus(page)).toHaveText('Online');

  // The link drops: the page keeps what it shows, "as of" when it was fetched.
  await context.setOffline(true);
  await expect(linkStatus(page)).toHaveText('Offline');
  await expect(page.getByText(/Offline: as of \d\d:\d\d \S+\./)).toBeVisible();
  await acceptOffline(page, review.orderId);
  await expect(linkStatus(page)).toHaveText('Offline · 1 pending');

  // Back to the screens opened before, from what was kept: the receipt, then the offload.
  await page.goBack();
  await expect(receiptButton).toBeVisible(LOAD);
  await receiptButton.click();
  const receipt = page.getByRole('dialog');
  await receipt.getByLabel('Quantity received').fill('4');
  await receipt.getByLabel('Quantity damaged').fill('0');
  await receipt.getByRole('button', { name: 'Save Receipt' }).click();
  await expect(receipt).toBeHidden();
  await expect(toasts(page).getByText('Receipt saved offline')).toBeVisible();
  await expect(
    page.getByText(`Pending: Record receipt of ${formatOrderId(delivered.orderId)}`).locator('visible=true'),
  ).toBeVisible();

  await page.goBack();
  await startOffloading.click(LOAD);
  await expect(toasts(page).getByText('Saved offline', { exact: true })).toBeVisible();
  await expect(
    page.getByText(`Pending: Start offloading ${formatOrderId(atRig.orderId)}`).locator('visible=true'),
  ).toBeVisible();
  await expect(startOffloading).toHaveCount(0);
  await expect(linkStatus(page)).toHaveText('Offline · 3 pending');

  // Nothing has reached the server yet.
  expect((await orderOnServer(request, review.requestId, review.orderId)).status).toBe('CREATED');
  expect((await orderOnServer(request, atRig.requestId, atRig.orderId)).current_phase).toBe(6);
  expect((await orderOnServer(request, delivered.requestId, delivered.orderId)).received_quantity).toBeNull();

  // The link returns: the queue is sent in order and the screen fetches what is now true.
  await context.setOffline(false);
  await expect(linkStatus(page)).toHaveText('Online', LOAD);
  expect((await orderOnServer(request, review.requestId, review.orderId)).status).toBe('ACCEPTED');
  expect(await orderOnServer(request, atRig.requestId, atRig.orderId)).toMatchObject({
    current_phase: 7,
    status: 'OFFLOADING',
  });
  expect((await orderOnServer(request, delivered.requestId, delivered.orderId)).received_quantity).toBe(4);
  await expect(page.getByText(`Pending: Start offloading ${formatOrderId(atRig.orderId)}`)).toHaveCount(0);

  // A second window sees them.
  const [otherContext, other] = await rigLogisticsContext(browser);
  await other.goto(`/rig-logistics/requests/${review.requestId}`);
  await expect(other.getByRole('tab', { name: 'Accepted (1)' })).toBeVisible(LOAD);
  await other.goto(`/rig-logistics/requests/${delivered.requestId}`);
  await expect(other.getByText('Received 4 of 4').locator('visible=true').first()).toBeVisible(LOAD);
  await otherContext.close();
  await context.close();
});

test('keep on board, a backload booked and another marked loaded offline are applied when the link returns', async ({
  browser,
  request,
}) => {
  // Two screens, a dialog of nine fields and a replay of three actions: minutes on a busy 2-core machine.
  test.setTimeout(240_000);
  const atRig = await orderAtTheRig(request, false);
  const order = formatOrderId(atRig.orderId);
  // A basket booked earlier, on deck now that the vessel is alongside.
  const rigToken = await apiToken(request, 'rig_logistics');
  const basket = await apiCall<{ backload: { id: number } }>(
    request,
    rigToken,
    'POST',
    '/api/backload/create',
    {
      voyage_id: atRig.voyageId,
      rig_id: atRig.rigId,
      lines: [EMPTY_BASKET],
    },
  );
  const [context, page] = await rigLogisticsContext(browser);

  // Online: the backload page (its booking form never opened: the vendors it offers come with the rig's voyage
  // pages), then the offload page.
  await page.goto(`/rig-logistics/voyage/${atRig.voyageId}/backload`);
  const basketCard = page.locator('[data-slot="card"]', { hasText: `Backload #${basket.backload.id}` });
  await expect(basketCard.getByRole('button', { name: 'Mark Loaded' })).toBeEnabled(LOAD);
  // Kept a second after it arrived: the page is left once both the list and the vendors are in IndexedDB.
  await waitUntilKept(page, `{"id":${basket.backload.id},"voyage"`);
  await waitUntilKept(page, '"queryKey":["cargo","vendors"]');
  await page.goto(`/rig-logistics/voyage/${atRig.voyageId}/shipment-view`);
  const keep = page.getByRole('button', { name: `Remove ${order}` });
  await expect(keep).toBeVisible(LOAD);
  await waitUntilKept(page, atRig.orderId);

  // The link drops. The crane is down: the order stays on board.
  await context.setOffline(true);
  await expect(linkStatus(page)).toHaveText('Offline');
  await keep.click();
  const keepDialog = page.getByRole('dialog');
  await keepDialog.getByLabel('Crane down').check();
  await keepDialog.getByRole('button', { name: 'Keep on board' }).click();
  await expect(keepDialog).toBeHidden();
  await expect(toasts(page).getByText('Saved offline', { exact: true }).first()).toBeVisible();
  await expect(page.getByText(`Pending: Keep ${order}`).locator('visible=true')).toBeVisible();
  await expect(linkStatus(page)).toHaveText('Offline · 1 pending');

  // Back on the backload page, from what was kept: the basket goes on deck and a rental return is booked.
  await page.goBack();
  await basketCard.getByRole('button', { name: 'Mark Loaded' }).click(LOAD);
  await expect(linkStatus(page)).toHaveText('Offline · 2 pending');
  await page.getByRole('button', { name: 'Book Backload' }).click();
  const booking = page.getByRole('dialog');
  await fillRentalReturn(booking, `${RIG} (journey 1)`, VENDOR);
  await booking.getByRole('button', { name: 'Book Backload' }).click();
  await expect(booking).toBeHidden();
  await expect(linkStatus(page)).toHaveText('Offline · 3 pending');

  // Nothing has reached the server yet.
  type Backloads = {
    backloads: { data: { id: number; status: string; lines: { description: string }[] }[] };
  };
  const backloadsOnServer = async () =>
    (
      await apiCall<Backloads>(
        request,
        rigToken,
        'GET',
        `/api/backload/list?voyage_id=${atRig.voyageId}&limit=100`,
      )
    ).backloads.data;
  expect((await orderOnServer(request, atRig.requestId, atRig.orderId)).kept_reason).toBeNull();
  expect(await backloadsOnServer()).toEqual([
    expect.objectContaining({ id: basket.backload.id, status: 'BOOKED' }),
  ]);

  // The link returns: the three are sent in order, and the screen shows what is now true.
  await context.setOffline(false);
  await expect(linkStatus(page)).toHaveText('Online', LOAD);
  expect(await orderOnServer(request, atRig.requestId, atRig.orderId)).toMatchObject({
    kept_reason: 'CRANE_DOWN',
  });
  const backloads = await backloadsOnServer();
  expect(backloads).toHaveLength(2);
  expect(backloads.find((backload) => backload.id === basket.backload.id)?.status).toBe('LOADED');
  const rental = backloads.find((backload) => backload.id !== basket.backload.id);
  expect(rental).toMatchObject({ status: 'BOOKED', lines: [{ description: 'Mud pump liner set (rental)' }] });
  await expect(basketCard).toContainText('Loaded on the vessel', LOAD);
  await expect(page.locator('[data-slot="card"]', { hasText: `Backload #${rental!.id}` })).toContainText(
    'Booked',
  );
  await context.close();
});

test('offline, every shipment of the offload list opens, not only the one open when the link dropped', async ({
  browser,
  request,
}) => {
  test.setTimeout(150_000);
  const { voyageId, shipments } = await shipmentsAtTheRig(request, {
    count: 2,
    title: 'Offline offload list',
  });
  const [first, second] = shipments as [(typeof shipments)[number], (typeof shipments)[number]];
  const [context, page] = await rigLogisticsContext(browser);
  // Online, the offload page opens on one shipment; the other is never opened.
  await page.goto(`/rig-logistics/voyage/${voyageId}/shipment-view`);
  await expect(
    page.getByRole('button', { name: new RegExp(`^Shipment #${second.shipmentId} `) }),
  ).toBeVisible(LOAD);
  await waitUntilKept(page, first.orderId);
  await waitUntilKept(page, second.orderId);

  await context.setOffline(true);
  await expect(linkStatus(page)).toHaveText('Offline');
  for (const { shipmentId, orderId } of [first, second]) {
    await page.getByRole('button', { name: new RegExp(`^Shipment #${shipmentId} `) }).click();
    await page.getByRole('button', { name: `Start Offloading ${formatOrderId(orderId)}` }).click(LOAD);
    await expect(
      page.getByText(`Pending: Start offloading ${formatOrderId(orderId)}`).locator('visible=true'),
    ).toBeVisible();
  }
  await expect(linkStatus(page)).toHaveText('Offline · 2 pending');

  await context.setOffline(false);
  await expect(linkStatus(page)).toHaveText('Online', LOAD);
  for (const { requestId, orderId } of [first, second]) {
    expect(await orderOnServer(request, requestId, orderId)).toMatchObject({
      current_phase: 7,
      status: 'OFFLOADING',
    });
  }
  await context.close();
});

test('an offline action that meets a change made meanwhile lands in "Could not be applied" with the reason', async ({
  browser,
  request,
}) => {
  test.setTimeout(150_000);
  const review = await requestUnderReview(request, 'Offline conflict');
  const [context, page] = await rigLogisticsContext(browser);
  await page.goto(`/rig-logistics/requests/${review.requestId}`);
  await expect(
    page.getByRole('combobox', { name: `Status of ${formatOrderId(review.orderId)}` }),
  ).toBeVisible(LOAD);

  await context.setOffline(true);
  await acceptOffline(page, review.orderId);

  // Meanwhile the order is rejected from elsewhere (the API is not behind this browser's link).
  const token = await apiToken(request, 'rig_logistics');
  await apiCall(request, token, 'POST', '/api/order/reject', { id: review.orderId, reason: 'Not needed' });

  await context.setOffline(false);
  await expect(toasts(page).getByText('Could not be applied', { exact: true })).toBeVisible(LOAD);
  await expect(linkStatus(page)).toHaveText('Online', LOAD);
  await page
    .locator('header')
    .getByRole('button', { name: /could not be applied/ })
    .click();
  const list = page.getByRole('list', { name: 'Could not be applied' });
  const item = list.getByRole('listitem').filter({ hasText: `Accept ${formatOrderId(review.orderId)}` });
  await expect(item).toContainText(/This order was changed by you at .+\./);
  expect((await orderOnServer(request, review.requestId, review.orderId)).status).toBe('REJECTED');

  // Redo sends it against the order as it is now: a rejected order stays rejected, and says so again.
  await item.getByRole('button', { name: /^Redo/ }).click();
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list.getByRole('listitem').first()).toContainText(`Accept ${formatOrderId(review.orderId)}`);
  await list.getByRole('button', { name: /^Discard/ }).click();
  await expect(page.getByText('Every action sent was applied.')).toBeVisible();
  expect((await orderOnServer(request, review.requestId, review.orderId)).status).toBe('REJECTED');
  await context.close();
});

test('the same queued action sent twice is applied once', async ({ browser, request }) => {
  test.setTimeout(150_000);
  const review = await requestUnderReview(request, 'Offline twice');
  const [context, page] = await rigLogisticsContext(browser);
  await page.goto(`/rig-logistics/requests/${review.requestId}`);
  await expect(
    page.getByRole('combobox', { name: `Status of ${formatOrderId(review.orderId)}` }),
  ).toBeVisible(LOAD);

  await context.setOffline(true);
  await acceptOffline(page, review.orderId);
  // A reload would need the service worker; the queue is in IndexedDB, which the replay reads.
  const replayed = page.waitForRequest(
    (sent) => sent.url().endsWith('/api/order/update-status') && sent.method() === 'POST',
  );
  await context.setOffline(false);
  const first = await replayed;
  const key = first.headers()[IDEMPOTENCY_KEY_HEADER.toLowerCase()];
  expect(key).toMatch(/^[0-9a-f-]{36}$/);
  await expect(linkStatus(page)).toHaveText('Online', LOAD);

  // The same action again, with its key, as a replay after a lost answer would send it.
  const token = await apiToken(request, 'rig_logistics');
  const again = await page.request.post('/api/order/update-status', {
    headers: { authorization: `Bearer ${token}`, [IDEMPOTENCY_KEY_HEADER]: key! },
    data: first.postDataJSON(),
  });
  expect(again.status()).toBe(200);
  expect(again.headers()[IDEMPOTENCY_REPLAYED_HEADER.toLowerCase()]).toBe('true');

  const history = await apiCall<{ events: { to_status: string | null }[] }>(
    request,
    token,
    'GET',
    `/api/order/history/${review.orderId}`,
  );
  expect(history.events.filter((event) => event.to_status === 'ACCEPTED')).toHaveLength(1);
  await context.close();
});
