import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { expect, test } from '@playwright/test';
import { DEMO_ADMIN_CREDENTIALS } from '../apps/server/src/db/seed/demo-accounts.ts';
import { signInWithDemoButton, signInWithPassword, toasts } from './support.ts';

const run = promisify(execFile);

/** What another system does with the key: curl, as the "Done means" says, answering status and body. */
async function curl(
  baseURL: string,
  key: string,
  method: 'GET' | 'POST',
  url: string,
  body?: unknown,
): Promise<{ status: number; json: { message: string; data: Record<string, unknown> } }> {
  const args = ['-sS', '-X', method, '-H', `Authorization: Bearer ${key}`, '-w', '\n%{http_code}'];
  if (body !== undefined) args.push('-H', 'Content-Type: application/json', '--data', JSON.stringify(body));
  const { stdout } = await run('curl', [...args, `${baseURL}${url}`]);
  const cut = stdout.lastIndexOf('\n');
  return { status: Number(stdout.slice(cut + 1)), json: JSON.parse(stdout.slice(0, cut)) };
}

/**
 * Issue 26, API keys: the admin makes a supplier key in the browser and sees it once; another system (curl)
 * raises a request for the Gulf company with it; the supplier reads in the request's history that it came "via
 * API key"; the admin revokes the key and curl is refused at once.
 */
test('an admin makes a key, curl acts with it, history names it, and a revoked key is refused', async ({
  page,
  browser,
  baseURL,
}) => {
  const name = `Gulf ERP ${Date.now().toString(36)}`;
  await signInWithPassword(page, DEMO_ADMIN_CREDENTIALS.email, DEMO_ADMIN_CREDENTIALS.password);
  await page.getByRole('link', { name: 'API Keys' }).click();
  await expect(page).toHaveURL(/\/admin\/api-keys$/);
  await page.getByRole('button', { name: 'Add API key' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Name *').fill(name);
  await dialog.getByRole('button', { name: 'Make key' }).click();
  await expect(dialog.getByText('A supplier must belong to a supplier company')).toBeVisible();
  await dialog.getByRole('combobox', { name: 'Supplier company *' }).click();
  await page.getByRole('option', { name: 'Gulf Tubulars & Supply' }).click();
  await dialog.getByRole('button', { name: 'Make key' }).click();
  const shown = dialog.getByLabel('The key');
  await expect(shown).toHaveValue(/^rgl_/);
  const key = await shown.inputValue();
  await expect(dialog.getByText(/it will not be shown again/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Done' }).click();
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('Active');
  await expect(row).toContainText(key.slice(0, 12));
  await expect(page.getByText(key)).toHaveCount(0);

  // Another system, with nothing but the key.
  const origin = baseURL!;
  const rigs = await curl(origin, key, 'GET', '/api/rig/list?limit=100');
  expect(rigs.status).toBe(200);
  const rig = (rigs.json.data.rigs as { data: Array<{ id: number; name: string }> }).data.find((candidate) =>
    candidate.name.startsWith('Ocean Endeavour'),
  )!;
  const wells = await curl(origin, key, 'GET', `/api/well/get?rig_id=${rig.id}&limit=100`);
  const wellId = (wells.json.data.wells as { data: Array<{ id: number }> }).data[0]!.id;
  const created = await curl(origin, key, 'POST', '/api/request/create', {
    rig_id: rig.id,
    well_id: wellId,
    title: `Raised by ${name}`,
    type: 'Loadout Request',
    section: 'ERP',
    description: 'Raised by the ERP with an API key',
    po_number: 'PO-ERP-77',
  });
  expect(created.status, JSON.stringify(created.json)).toBe(200);
  const requestId = created.json.data.request_id as number;
  // The key sees only its company's catalogue, as the supplier does.
  const items = await curl(origin, key, 'GET', '/api/vendor/item/get?limit=100&search=TUB-9625-L80');
  const itemId = (items.json.data.items as { data: Array<{ id: number }> }).data[0]!.id;
  expect(
    (
      await curl(origin, key, 'POST', '/api/order/create', {
        request_id: requestId,
        item_id: itemId,
        quantity: 3,
      })
    ).status,
  ).toBe(200);
  // A key has its role and nothing more.
  expect((await curl(origin, key, 'GET', '/api/admin/api-key/list')).status).toBe(403);

  // The supplier's people see who raised it.
  const supplier = await (await browser.newContext()).newPage();
  await signInWithDemoButton(supplier, 'supplier');
  await supplier.goto(`/supplier/requests/${requestId}`);
  const history = supplier.getByRole('list', { name: 'History' });
  await expect(history.getByRole('listitem').first()).toContainText(`via API key ${name} (supplier)`);

  // Revoked in the browser: the next call is refused.
  await page.reload();
  // Used: its last use is shown instead of Never.
  await expect(row).not.toContainText('Never');
  await row.getByRole('button', { name: `Revoke ${name}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Revoke key' }).click();
  await expect(toasts(page).getByText('API key revoked')).toBeVisible();
  await expect(row).toContainText('Revoked');
  const refused = await curl(origin, key, 'GET', '/api/rig/list?limit=1');
  expect(refused.status).toBe(401);
  expect(refused.json.message).toBe('This API key was revoked.');
});
