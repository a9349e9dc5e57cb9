import { expect, test } from '@playwright/test';
import { formatVoyageId } from '@rigline/contract/ids';
import { apiCall, apiToken, signInWithDemoButton } from './support.ts';

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
