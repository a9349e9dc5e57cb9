import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { formatOrderId } from '@rigline/contract/ids';
import { apiCall, apiToken, signInWithDemoButton, toasts } from './support.ts';

/**
 * Issue 12, a day's work in batches: a supplier pastes 30 lines and fixes two bad rows; rig logistics rejects
 * two with a reason and accepts the other 28 in one action on a 390 px phone; the coordinator drops the 28
 * onto a shipment in one action and releases it; the supplier marks the shipment loaded and undoes one.
 */

const SHOTS = process.env.SHOTS_DIR;
const phone = { width: 390, height: 844 };
const LOAD = { timeout: 30_000 };

/** With SHOTS_DIR set, what the screen shows (at 1280 px, and at 390 px as a phone shows it), for a look by eye. */
async function shot(page: Page, name: string, options: { phoneToo?: boolean } = {}): Promise<void> {
  if (!SHOTS) return;
  await page.screenshot({ path: `${SHOTS}/${name}.png` });
  if (!options.phoneToo) return;
  const size = page.viewportSize();
  await page.setViewportSize(phone);
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${SHOTS}/${name.replace(/-1280$/, '')}-390.png` });
  if (size) await page.setViewportSize(size);
}

async function pageAt(
  browser: import('@playwright/test').Browser,
  role: Parameters<typeof signInWithDemoButton>[1],
  viewport = { width: 1280, height: 800 },
): Promise<Page> {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  await signInWithDemoButton(page, role);
  return page;
}

/** An empty Gulf draft for the rig, and 30 catalogue items of this run, through the API. */
async function emptyDraftWithItems(request: APIRequestContext, stamp: string) {
  const token = await apiToken(request, 'supplier');
  const codes = Array.from(
    { length: 30 },
    (_, index) => `E2E-${stamp}-${String(index + 1).padStart(2, '0')}`,
  );
  await apiCall(request, token, 'POST', '/api/vendor/item/bulk-create', {
    items: codes.map((mat_code, index) => ({
      mat_code,
      name: `Loadout item ${index + 1}`,
      item_measurement_unit: 'count',
    })),
  });
  const rigs = await apiCall<{ rigs: { data: { id: number; name: string }[] } }>(
    request,
    token,
    'GET',
    '/api/rig/list?limit=100',
  );
  const rig = rigs.rigs.data.find((candidate) => candidate.name === 'Atlantic Explorer')!;
  const wells = await apiCall<{ wells: { data: { id: number }[] } }>(
    request,
    token,
    'GET',
    `/api/well/get?rig_id=${rig.id}`,
  );
  const { request_id: requestId } = await apiCall<{ request_id: number }>(
    request,
    token,
    'POST',
    '/api/request/create',
    {
      rig_id: rig.id,
      well_id: wells.wells.data[0]!.id,
      title: `Weekly loadout ${stamp}`,
      type: 'Loadout Request',
      section: 'Drilling',
      description: 'Thirty lines pasted from the dispatcher sheet',
    },
  );
  return { requestId, rig, codes };
}

async function ordersOf(request: APIRequestContext, requestId: number) {
  const token = await apiToken(request, 'supplier');
  const data = await apiCall<{
    orders: { data: { id: number; status: string; current_phase: number; reject_reason: string | null }[] };
  }>(request, token, 'GET', `/api/order/get?request_id=${requestId}&limit=100`);
  return data.orders.data;
}

test('30 pasted lines, 28 accepted on a phone, dropped and released in one action, loaded and one undone', async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const stamp = Date.now().toString(36).toUpperCase();
  const { requestId, rig, codes } = await emptyDraftWithItems(request, stamp);

  // Supplier: pastes 30 lines from the dispatcher's sheet; two are wrong (a typo, a word for a number).
  const supplier = await pageAt(browser, 'supplier');
  await supplier.goto(`/supplier/requests/${requestId}`);
  await supplier.getByRole('button', { name: 'Paste Orders' }).click();
  const paste = supplier.getByRole('dialog');
  const pasted = codes
    .map((code, index) => {
      if (index === 6) return `${code}X\t7`;
      if (index === 18) return `${code}\tten`;
      return `${code}\t${index + 1}`;
    })
    .join('\n');
  await paste.getByLabel('Mat code and quantity, one line each').fill(`Mat Code\tQuantity\n${pasted}`);
  await paste.getByRole('button', { name: 'Preview' }).click();
  await expect(paste.getByRole('status')).toHaveText(
    '30 lines: 28 found, 1 not found, 0 duplicate, 1 bad quantity.',
  );
  await expect(paste.getByText('Not found', { exact: true })).toBeVisible();
  await expect(paste.getByText('Bad quantity', { exact: true })).toBeVisible();
  await expect(paste.getByRole('button', { name: 'Add 30 lines' })).toBeDisabled();
  await shot(supplier, 'paste-preview-1280', { phoneToo: true });
  // Fixes the two rows in place and checks again.
  await paste.getByLabel('Line 7 mat code').fill(codes[6]!);
  await paste.getByLabel('Line 19 quantity').fill('19');
  await paste.getByRole('button', { name: 'Check again' }).click();
  await expect(paste.getByRole('status')).toHaveText(
    '30 lines: 30 found, 0 not found, 0 duplicate, 0 bad quantity.',
  );
  await paste.getByRole('button', { name: 'Add 30 lines' }).click();
  await expect(toasts(supplier).getByText('30 lines added', { exact: true })).toBeVisible(LOAD);
  const created = await ordersOf(request, requestId);
  expect(created).toHaveLength(30);
  await shot(supplier, 'supplier-draft-1280', { phoneToo: true });

  // Hands it to rig logistics (the documents' button and confirmation).
  await supplier.getByRole('button', { name: 'Assign to Rig Logistics' }).click();
  await supplier.getByRole('alertdialog').getByRole('button', { name: 'Assign', exact: true }).click();
  await expect(toasts(supplier).getByText('Request Assigned', { exact: true })).toBeVisible();

  // Rig logistics, on a 390 px phone: rejects two with a reason, then accepts the other 28 in one action.
  const rigLogistics = await pageAt(browser, 'rig_logistics', phone);
  await rigLogistics.goto(`/rig-logistics/requests/${requestId}`);
  const [first, second] = created;
  await expect(
    rigLogistics.getByRole('checkbox', { name: `Select ${formatOrderId(first!.id)}` }),
  ).toBeVisible(LOAD);
  await rigLogistics.getByRole('checkbox', { name: `Select ${formatOrderId(first!.id)}` }).click();
  await rigLogistics.getByRole('checkbox', { name: `Select ${formatOrderId(second!.id)}` }).click();
  await rigLogistics.getByRole('button', { name: 'Reject selected (2)' }).click();
  const reject = rigLogistics.getByRole('alertdialog');
  await reject.getByLabel('Reason (shown to the supplier)').fill('Not on the approved list for this well');
  await reject.getByRole('button', { name: 'Reject Orders' }).click();
  await expect(toasts(rigLogistics).getByText('2 orders rejected', { exact: true })).toBeVisible(LOAD);
  await rigLogistics.getByText('Select all 28').click();
  await rigLogistics.getByRole('button', { name: 'Accept selected (28)' }).scrollIntoViewIfNeeded();
  await shot(rigLogistics, 'review-selected-390');
  await rigLogistics.getByRole('button', { name: 'Accept selected (28)' }).click();
  await expect(toasts(rigLogistics).getByText('28 orders accepted', { exact: true })).toBeVisible(LOAD);
  await rigLogistics.getByRole('button', { name: 'Assign to Base Coordinator' }).click();
  await rigLogistics.getByRole('alertdialog').getByRole('button', { name: 'Assign', exact: true }).click();
  await expect(toasts(rigLogistics).getByText('Request Assigned', { exact: true })).toBeVisible();

  // The supplier sees why two were rejected.
  await supplier.reload();
  await expect(
    supplier.getByText('Reason: Not on the approved list for this well').filter({ visible: true }).first(),
  ).toBeVisible(LOAD);
  await shot(supplier, 'supplier-rejected-reason-1280', { phoneToo: true });

  // Base coordinator: a voyage to the rig with one shipment (through the API), then the 28 in one drop.
  const coordinatorToken = await apiToken(request, 'base_coordinator');
  const vessels = await apiCall<{ vessels: { data: { id: number }[] } }>(
    request,
    coordinatorToken,
    'GET',
    '/api/vessel/get',
  );
  const { voyage } = await apiCall<{ voyage: { id: number } }>(
    request,
    coordinatorToken,
    'POST',
    '/api/voyage/create',
    { name: `Batch run ${stamp}`, vessel_id: vessels.vessels.data[0]!.id },
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
  const coordinator = await pageAt(browser, 'base_coordinator');
  await coordinator.goto(`/base-coordinator/requests/${requestId}/plan-voyage`);
  // A cold page on a busy machine: its first load is given time.
  await expect(coordinator.getByText('Orders Requiring Action (28 remaining)')).toBeVisible({
    timeout: 30_000,
  });
  await coordinator.getByLabel('Select orders to put several on a shipment at once').click();
  await shot(coordinator, 'plan-voyage-selected-1280', { phoneToo: true });
  await coordinator.getByRole('button', { name: 'Put 28 selected here' }).click();
  await expect(
    toasts(coordinator).getByText(`28 orders put on Shipment #${shipment.id}`, { exact: true }),
  ).toBeVisible(LOAD);
  await expect(coordinator.getByText('Orders Requiring Action (0 remaining)')).toBeVisible(LOAD);

  // ...and releases the whole shipment to the supplier.
  await coordinator.goto(`/base-coordinator/requests/${requestId}/shipment-view`);
  const shipmentCard = new RegExp(`^Shipment #${shipment.id} `);
  await coordinator.getByRole('button', { name: shipmentCard }).click(LOAD);
  await expect(coordinator.getByRole('button', { name: 'Assign all to Supplier (28)' })).toBeVisible(LOAD);
  await shot(coordinator, 'coordinator-shipment-1280', { phoneToo: true });
  await coordinator.getByRole('button', { name: 'Assign all to Supplier (28)' }).click();
  await expect(
    toasts(coordinator).getByText('28 orders assigned to the supplier', { exact: true }),
  ).toBeVisible(LOAD);

  // Supplier: marks the whole shipment loaded, then undoes one that did not make it onto the quay.
  await supplier.goto(`/supplier/requests/${requestId}/shipment-view`);
  await supplier.getByRole('button', { name: shipmentCard }).click(LOAD);
  await expect(supplier.getByRole('button', { name: 'Mark all Loaded (28)' })).toBeVisible(LOAD);
  await shot(supplier, 'supplier-shipment-1280', { phoneToo: true });
  await supplier.getByRole('button', { name: 'Mark all Loaded (28)' }).click();
  await expect(toasts(supplier).getByText('28 orders marked as loaded', { exact: true })).toBeVisible(LOAD);
  await supplier.getByRole('tab', { name: 'All Orders' }).click();
  const third = created[2]!;
  await supplier.getByRole('button', { name: `Undo ${formatOrderId(third.id)}` }).click();
  await expect(toasts(supplier).getByText('Undone', { exact: true })).toBeVisible(LOAD);
  await shot(supplier, 'supplier-shipment-undo-1280');
  const after = await ordersOf(request, requestId);
  expect(after.find((order) => order.id === third.id)).toMatchObject({
    current_phase: 3,
    status: 'ASSIGNED_TO_SUPPLIER',
  });
  expect(after.filter((order) => order.status === 'LOADED')).toHaveLength(27);
  expect(after.filter((order) => order.status === 'REJECTED').map((order) => order.reject_reason)).toEqual([
    'Not on the approved list for this well',
    'Not on the approved list for this well',
  ]);

  // Loaded again, the voyage may start: Start Voyage says what it will do before it does it.
  await supplier.getByRole('button', { name: `Mark Loaded ${formatOrderId(third.id)}` }).click(LOAD);
  await expect(
    toasts(supplier).getByText('Order marked as loaded successfully', { exact: true }),
  ).toBeVisible();
  await coordinator.goto(`/base-coordinator/voyage/${voyage.id}`);
  await coordinator.getByRole('button', { name: 'Start Voyage' }).click(LOAD);
  const confirm = coordinator.getByRole('alertdialog');
  await expect(confirm).toContainText('sails now with 1 loaded shipment over 1 journey');
  await expect(confirm).toContainText('The journey plan locks');
  await shot(coordinator, 'start-voyage-confirm-1280', { phoneToo: true });
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
});

test('a draft line by line: suggestions as one types, adding to a line already there, quantity and delete', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36).toUpperCase();
  const { requestId, codes } = await emptyDraftWithItems(request, stamp);
  const supplier = await pageAt(browser, 'supplier');
  await supplier.goto(`/supplier/requests/${requestId}`);

  // Types part of a name: the catalogue suggests; picking one shows the item.
  await supplier.getByRole('button', { name: 'Add Order' }).click(LOAD);
  const add = supplier.getByRole('dialog');
  await add.getByLabel('Mat Code').fill(`${stamp}-0`);
  await add.getByRole('button', { name: new RegExp(`Loadout item 5\\s*${codes[4]}`) }).click(LOAD);
  await expect(add.getByLabel('Item Name')).toHaveValue('Loadout item 5');
  await add.getByLabel('Quantity').fill('4');
  await add.getByRole('button', { name: 'Add Order' }).click();
  await expect(toasts(supplier).getByText('Order created successfully', { exact: true })).toBeVisible(LOAD);

  // The same item again, by the documents' exact lookup: offered to add to that line instead.
  await supplier.getByRole('button', { name: 'Add Order' }).click();
  await add.getByLabel('Mat Code').fill(codes[4]!);
  await add.getByLabel('Mat Code').press('Enter');
  await add.getByLabel('Quantity').fill('6');
  const [order] = await ordersOf(request, requestId);
  await expect(add.getByText(`${formatOrderId(order!.id)} already orders 4 count of this item.`)).toBeVisible(
    LOAD,
  );
  await shot(supplier, 'add-order-existing-line-1280', { phoneToo: true });
  await add.getByRole('button', { name: `Add 6 to ${formatOrderId(order!.id)} instead` }).click();
  await expect(toasts(supplier).getByText('Quantity updated', { exact: true })).toBeVisible(LOAD);
  expect((await ordersOf(request, requestId)).map((row) => row.id)).toEqual([order!.id]);

  // The line's own actions: its quantity, then away with it. The dialog starts from the quantity the row shows,
  // so the row is read again (10) before it opens.
  await expect(supplier.getByRole('cell', { name: '10', exact: true })).toBeVisible(LOAD);
  await supplier.getByRole('button', { name: `Change quantity of ${formatOrderId(order!.id)}` }).click();
  const edit = supplier.getByRole('dialog');
  await expect(edit.getByLabel('Quantity')).toHaveValue('10');
  await edit.getByLabel('Quantity').fill('12');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(supplier.getByRole('cell', { name: '12', exact: true })).toBeVisible(LOAD);
  await supplier.getByRole('button', { name: `Delete ${formatOrderId(order!.id)}` }).click();
  await supplier.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(supplier.getByText('No orders found on this page.')).toBeVisible(LOAD);
  expect(await ordersOf(request, requestId)).toEqual([]);
});

test('order lines imported from a .csv file are previewed, then added', async ({ browser, request }) => {
  const stamp = Date.now().toString(36).toUpperCase();
  const { requestId, codes } = await emptyDraftWithItems(request, stamp);
  const supplier = await pageAt(browser, 'supplier');
  await supplier.goto(`/supplier/requests/${requestId}`);
  await supplier.getByRole('button', { name: 'Paste Orders' }).click();
  const dialog = supplier.getByRole('dialog');
  // A sheet saved as CSV by the dispatcher: a header row, three lines, one of them an unknown mat code.
  await dialog.getByLabel(/Or import a file/).setInputFiles({
    name: 'loadout.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`Mat code,Quantity\r\n${codes[0]},4\r\n${codes[1]},2\r\nNOT-A-CODE-${stamp},1\r\n`),
  });
  await expect(dialog.getByRole('status')).toHaveText(
    '3 lines: 2 found, 1 not found, 0 duplicate, 0 bad quantity.',
    LOAD,
  );
  await dialog.getByLabel('Line 3 mat code').fill(codes[2]!);
  await dialog.getByRole('button', { name: 'Check again' }).click();
  await expect(dialog.getByRole('status')).toHaveText(
    '3 lines: 3 found, 0 not found, 0 duplicate, 0 bad quantity.',
  );
  await dialog.getByRole('button', { name: 'Add 3 lines' }).click();
  await expect(toasts(supplier).getByText('3 lines added', { exact: true })).toBeVisible(LOAD);
  const added = await ordersOf(request, requestId);
  expect(added).toHaveLength(3);
});
