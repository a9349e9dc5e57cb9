import { expect, test } from '@playwright/test';
import { formatVoyageId } from '@rigline/contract/ids';
import { apiCall, apiToken, requestReadyToPlan, signInWithDemoButton } from './support.ts';

/**
 * Issue 22, what a new operator trips over: the coordinator's voyage list says where each voyage stands, the
 * finished requests are one click away, and Ctrl+K finds a voyage by its vessel's name.
 */

interface Listed<T> {
  data: T[];
  meta: { total: number };
}

test('the coordinator’s voyage list has a Status column, says 1 journey, and Ctrl+K finds the voyage by its vessel', async ({
  page,
  request,
}) => {
  const token = await apiToken(request, 'base_coordinator');
  const vessels = await apiCall<{ vessels: Listed<{ id: number; name: string }> }>(
    request,
    token,
    'GET',
    '/api/vessel/get?page=1&limit=1',
  );
  const vessel = vessels.vessels.data[0]!;
  const created = await apiCall<{ voyage: { id: number } }>(request, token, 'POST', '/api/voyage/create', {
    name: `Status column ${Date.now()}`,
    vessel_id: vessel.id,
  });
  const voyageId = created.voyage.id;
  const rigs = await apiCall<{ rigs: Listed<{ id: number }> }>(
    request,
    token,
    'GET',
    '/api/rig/list?limit=1',
  );
  await apiCall(request, token, 'POST', '/api/journey/create', {
    voyage_id: voyageId,
    rig_id: rigs.rigs.data[0]!.id,
  });

  await signInWithDemoButton(page, 'base_coordinator');
  await page.goto('/base-coordinator/voyage');
  await expect(page.getByRole('columnheader', { name: 'Status', exact: true })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: formatVoyageId(voyageId) });
  await expect(row.getByRole('cell', { name: 'Planning', exact: true })).toBeVisible();
  await expect(row.getByRole('cell', { name: '1 journey', exact: true })).toBeVisible();

  // The vessel's name finds the voyage: people on the quay name the boat, not the voyage.
  await page.keyboard.press('Control+k');
  const box = page.getByRole('combobox', { name: 'Search everything' });
  await expect(box).toBeFocused();
  await box.fill(vessel.name);
  const option = page
    .getByRole('listbox', { name: 'Search results' })
    .getByRole('option')
    .filter({ hasText: formatVoyageId(voyageId) });
  await expect(option).toBeVisible();
  await option.click();
  await expect(page).toHaveURL(new RegExp(`/base-coordinator/voyage/${voyageId}$`));
});

test('the coordinator finds the completed requests under Completed, and back under Processing', async ({
  page,
  request,
}) => {
  const token = await apiToken(request, 'base_coordinator');
  const completed = await apiCall<{ requests: Listed<{ id: number; title: string }> }>(
    request,
    token,
    'GET',
    '/api/request/get?status=COMPLETED&page=1&limit=10',
  );
  expect(completed.requests.meta.total).toBeGreaterThan(0);
  const finished = completed.requests.data[0]!;

  await signInWithDemoButton(page, 'base_coordinator');
  await page.goto('/base-coordinator/requests');
  await expect(page.getByText('Processing Requests', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Processing', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await page.getByRole('button', { name: 'Completed', exact: true }).click();
  await expect(page.getByText('Completed Requests', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/status=COMPLETED/);
  const row = page.getByRole('row').filter({ hasText: finished.title });
  await expect(row.getByText('COMPLETED', { exact: true })).toBeVisible();

  // The view is in the address: a reload keeps it.
  await page.reload();
  await expect(page.getByText('Completed Requests', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Processing', exact: true }).click();
  await expect(page.getByText('Processing Requests', { exact: true })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: finished.title })).toHaveCount(0);
});

test('Create Request marks what it needs, says why Create is disabled, and never cuts a long text without a word', async ({
  page,
}) => {
  await signInWithDemoButton(page, 'supplier');
  await page.goto('/supplier/requests');
  await page.getByRole('combobox', { name: 'Rig' }).click();
  await page.getByRole('option', { name: /Ocean Endeavour/ }).click();
  await page.getByRole('button', { name: 'Create Request' }).first().click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Every field marked * is required.')).toBeVisible();
  for (const label of ['Section', 'Title', 'Description'])
    await expect(dialog.getByLabel(label)).toHaveAttribute('aria-required', 'true');

  const create = dialog.getByRole('button', { name: 'Create', exact: true });
  await expect(create).toBeDisabled();
  await expect(create).toHaveAccessibleDescription(
    'To create the request, fill in Section, fill in Title and fill in Description.',
  );
  await dialog.getByLabel('Section').fill('12 1/4" section');
  await dialog.getByLabel('Description').fill('Casing for the next section');
  await expect(create).toHaveAccessibleDescription('To create the request, fill in Title.');

  // A pasted title of 250 characters stays whole, with the count and the contract's message.
  await dialog.getByLabel('Title').fill('x'.repeat(250));
  await expect(dialog.getByLabel('Title')).toHaveValue('x'.repeat(250));
  await expect(dialog.getByText('250 / 200 characters')).toBeVisible();
  await expect(dialog.getByText('Title must be at most 200 characters')).toBeVisible();
  await expect(create).toHaveAccessibleDescription('To create the request, shorten Title to 200 characters.');
  await dialog.getByLabel('Title').fill('x'.repeat(170));
  await expect(dialog.getByText('170 / 200 characters')).toBeVisible();
  await expect(create).toBeEnabled();
});

test('a voyage that has sailed offers no Create Journey, and its plan says it is locked', async ({
  page,
  request,
}) => {
  const token = await apiToken(request, 'base_coordinator');
  const voyages = await apiCall<{ Voyages: Listed<{ id: number; started_at: string | null }> }>(
    request,
    token,
    'GET',
    '/api/voyage/get?page=1&limit=100',
  );
  const sailed = voyages.Voyages.data.find((voyage) => voyage.started_at !== null);
  expect(sailed, 'the demo data has a voyage that has started').toBeDefined();

  await signInWithDemoButton(page, 'base_coordinator');
  await page.goto(`/base-coordinator/voyage/${sailed!.id}`);
  await expect(page.getByText('Journey Plan for Voyage is Locked.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create Journey' })).toHaveCount(0);
});

test('a long receipt note wraps: the supplier’s request page never scrolls sideways at 1280 or 390 px', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const tokens = {
    supplier: await apiToken(request, 'supplier'),
    rig: await apiToken(request, 'rig_logistics'),
    coordinator: await apiToken(request, 'base_coordinator'),
  };
  const prepared = await requestReadyToPlan(request, {
    rigName: 'Ocean Endeavour',
    matCode: 'TUB-0700-P110',
    quantity: 12,
    title: `Long note ${Date.now()}`,
    description: 'A receipt with a long note',
  });
  const vessels = await apiCall<{ vessels: Listed<{ id: number }> }>(
    request,
    tokens.coordinator,
    'GET',
    '/api/vessel/get?page=1&limit=1',
  );
  const { voyage } = await apiCall<{ voyage: { id: number } }>(
    request,
    tokens.coordinator,
    'POST',
    '/api/voyage/create',
    { name: `Long note run ${Date.now()}`, vessel_id: vessels.vessels.data[0]!.id },
  );
  const { journeys } = await apiCall<{ journeys: { id: number }[] }>(
    request,
    tokens.coordinator,
    'POST',
    '/api/journey/create',
    { voyage_id: voyage.id, rig_id: prepared.rig.id },
  );
  const { shipment } = await apiCall<{ shipment: { id: number } }>(
    request,
    tokens.coordinator,
    'POST',
    '/api/shipment/create',
    { voyage_id: voyage.id, request_id: prepared.requestId },
  );
  const id = prepared.orderId;
  await apiCall(request, tokens.coordinator, 'POST', '/api/order/update', { id, shipment_id: shipment.id });
  await apiCall(request, tokens.coordinator, 'POST', '/api/order/update-status', {
    order_id: id,
    status: 'ASSIGNED_TO_SUPPLIER',
  });
  await apiCall(request, tokens.supplier, 'POST', '/api/order/update', { id });
  await apiCall(request, tokens.coordinator, 'POST', '/api/voyage/start', { voyage_id: voyage.id });
  await apiCall(request, tokens.rig, 'POST', '/api/journey/start', { journey_id: journeys[0]!.id });
  await apiCall(request, tokens.rig, 'POST', '/api/journey/end', { journey_id: journeys[0]!.id });
  await apiCall(request, tokens.rig, 'POST', '/api/order/move-order-to-next-phase', { id });
  await apiCall(request, tokens.supplier, 'POST', '/api/order/update', { id });
  // What a rig hand types after a long shift: sentences, and a reference with no space to break at.
  const note = `${'Eleven joints received in good order, one joint with a crushed pin set aside on the pipe deck. '.repeat(3)}Ref:${'CRUSHED-PIN-JOINT-12-'.repeat(5)}`;
  await apiCall(request, tokens.rig, 'POST', '/api/order/receipt', {
    id,
    received_quantity: 11,
    damaged_quantity: 1,
    note,
  });

  await signInWithDemoButton(page, 'supplier');
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await page.goto(`/supplier/requests/${prepared.requestId}`);
    await expect(
      page.getByText('crushed pin set aside', { exact: false }).filter({ visible: true }).first(),
    ).toBeVisible();
    const scroll = await page.evaluate(() => ({
      content: document.documentElement.scrollWidth,
      viewport: document.documentElement.clientWidth,
    }));
    expect(scroll.content, `the page at ${width} px`).toBeLessThanOrEqual(scroll.viewport);
  }
});

test('on a phone the Login Successful toast sits below the top bar, never over the bell', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInWithDemoButton(page, 'supplier');
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Login Successful' });
  await expect(toast).toBeVisible();
  const bell = page.getByRole('button', { name: /^Notifications/ });
  await expect(bell).toBeVisible();
  const bellBox = (await bell.boundingBox())!;
  // Once it has slid in (its entrance animation starts above), the toast rests below the top bar.
  await expect
    .poll(async () => (await toast.boundingBox())?.y ?? 0, { message: 'the toast rests below the bell' })
    .toBeGreaterThanOrEqual(bellBox.y + bellBox.height);
});
