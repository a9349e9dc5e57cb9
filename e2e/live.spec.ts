import { expect, test } from '@playwright/test';
import { formatOrderId, formatRequestId } from '@rigline/contract/ids';
import {
  apiCall,
  apiToken,
  gotoWatching,
  pageAs,
  requestReadyToPlan,
  signInWithPassword,
  supplierOfItsOwn,
  toasts,
} from './support.ts';

/** Issue 10: what one person does appears on the other's screen within two seconds, without a reload. */
const LIVE_TIMEOUT = { timeout: 2_000 };

test('the supplier and the base coordinator see each other’s changes live, and the history names both', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  // The supplier is a company of this journey's own, so the bell counts this journey's notices only, whatever
  // the journeys running beside it send the demo supplier.
  const ownSupplier = await supplierOfItsOwn(request, Date.now().toString(36).toUpperCase());
  // A request with one order on a shipment of a new voyage (REQUEST_LOADING), prepared through the API.
  const prepared = await requestReadyToPlan(request, {
    rigName: 'Atlantic Explorer',
    matCode: ownSupplier.matCode,
    quantity: 12,
    title: `Live request ${Date.now()}`,
    description: 'Watched by two people at once',
    supplierToken: ownSupplier.token,
  });
  const { requestId, rig } = prepared;
  const order = { id: prepared.orderId };
  const orderId = formatOrderId(order.id);
  const supplierToken = ownSupplier.token;
  const coordinatorToken = await apiToken(request, 'base_coordinator');
  const vessels = await apiCall<{ vessels: { data: { id: number }[] } }>(
    request,
    coordinatorToken,
    'GET',
    '/api/vessel/get?limit=1',
  );
  const { voyage } = await apiCall<{ voyage: { id: number } }>(
    request,
    coordinatorToken,
    'POST',
    '/api/voyage/create',
    {
      name: `Live run ${Date.now()}`,
      vessel_id: vessels.vessels.data[0]!.id,
    },
  );
  await apiCall(request, coordinatorToken, 'POST', '/api/journey/create', {
    voyage_id: voyage.id,
    rig_id: rig.id,
  });
  const { shipment } = await apiCall<{ shipment: { id: number } }>(
    request,
    coordinatorToken,
    'POST',
    '/api/shipment/create',
    { voyage_id: voyage.id, request_id: requestId },
  );
  await apiCall(request, coordinatorToken, 'POST', '/api/order/update', {
    id: order.id,
    shipment_id: shipment.id,
  });
  // The supplier starts with nothing unread, so the bell's count is this journey's own.
  await apiCall(request, supplierToken, 'POST', '/api/notification/mark-read', { all: true });

  const supplier = await (await browser.newContext()).newPage();
  await signInWithPassword(supplier, ownSupplier.email, ownSupplier.password);
  await expect(supplier).toHaveURL(/\/supplier$/);
  const coordinator = await pageAs(browser, 'base_coordinator');
  // The supplier's screen is open and listening before the coordinator acts.
  await gotoWatching(supplier, `/supplier/requests/${requestId}`);
  const viewShipments = supplier.getByRole('link', { name: /View Shipments/ });
  await expect(viewShipments).toBeVisible();
  await expect(viewShipments).not.toHaveAttribute('data-highlighted');
  await expect(supplier.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();

  // The coordinator assigns the order to the supplier; the supplier's screen follows without a reload.
  await coordinator.goto(`/base-coordinator/requests/${requestId}/shipment-view`);
  await coordinator
    .getByRole('button', { name: /Shipment #\d+/ })
    .first()
    .click();
  await coordinator.getByRole('button', { name: `Assign to Supplier ${orderId}` }).click();
  await expect(toasts(coordinator).getByText('Order assigned to supplier successfully')).toBeVisible();
  await expect(supplier.getByTestId('notification-count')).toHaveText('1', LIVE_TIMEOUT);
  await expect(supplier.getByRole('button', { name: 'Notifications, 1 unread' })).toBeVisible();
  await expect(viewShipments).toHaveAttribute('data-highlighted', 'true', LIVE_TIMEOUT);
  await expect(viewShipments).toContainText('1');

  // The bell's menu names the request and opens the screen where the supplier loads it; opening reads it.
  await supplier.getByRole('button', { name: 'Notifications, 1 unread' }).click();
  const notice = supplier.getByRole('menuitem', {
    name: new RegExp(
      `1 order of ${formatRequestId(requestId)} on Shipment #${shipment.id} \\(VOY-${voyage.id}\\) ready for you to load`,
    ),
  });
  await expect(notice).toBeVisible();
  await notice.click();
  await expect(supplier).toHaveURL(new RegExp(`/supplier/requests/${requestId}/shipment-view$`));
  await expect(supplier.getByTestId('notification-count')).toHaveCount(0);

  // The coordinator watches the voyage (listening before the supplier acts) while the supplier marks it loaded.
  await gotoWatching(coordinator, `/base-coordinator/voyage/${voyage.id}`);
  await expect(coordinator.getByRole('button', { name: 'Start Voyage' })).toHaveCount(0);
  await supplier
    .getByRole('button', { name: /Shipment #\d+/ })
    .first()
    .click();
  await supplier.getByRole('button', { name: `Mark Loaded ${orderId}` }).click();
  await expect(toasts(supplier).getByText('Order marked as loaded successfully')).toBeVisible();
  await expect(coordinator.getByRole('button', { name: 'Start Voyage' })).toBeVisible(LIVE_TIMEOUT);

  // The request's History names who did both.
  await coordinator.goto(`/base-coordinator/requests/${requestId}`);
  const history = coordinator.getByRole('list', { name: 'History' });
  await expect(
    history.getByRole('listitem').filter({ hasText: `Assigned to Supplier · ${orderId}` }),
  ).toContainText('by Ben Thompson (base coordinator)');
  await expect(history.getByRole('listitem').filter({ hasText: `Loaded · ${orderId}` })).toContainText(
    `by ${ownSupplier.fullName} (supplier)`,
  );
  // And so does the order's own History on the shipment view's row.
  await supplier
    .getByRole('button', { name: `History of ${orderId}` })
    .first()
    .click();
  const dialog = supplier.getByRole('dialog', { name: `History of ${orderId}` });
  await expect(dialog.getByRole('listitem').first()).toContainText('Loaded');
  await expect(dialog).toContainText('by Ben Thompson (base coordinator)');

  // The export holds the same rows.
  const download = coordinator.waitForEvent('download');
  await coordinator.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`${formatRequestId(requestId)}-history.csv`);
});
