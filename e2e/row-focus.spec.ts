import { expect, test } from '@playwright/test';
import { apiCall, apiToken, draftRequest, signInWithDemoButton } from './support.ts';

/**
 * Issue 12: after an order's status changes, focus stays on a row (today it dropped to the page body). Rig
 * logistics accepts an order with the keyboard only; the accepted order leaves "Action Required" and focus is
 * on the row now in its place, not on the body.
 */
test('accepting an order with the keyboard keeps focus on a row of the list', async ({ page, request }) => {
  const draft = await draftRequest(request, {
    rigName: 'Ocean Endeavour',
    matCode: 'TUB-9625-L80',
    quantity: 2,
    title: 'Row focus after a status change',
    description: 'Two orders to review with the keyboard',
  });
  const supplier = await apiToken(request, 'supplier');
  const items = await apiCall<{ items: { data: Array<{ id: number }> } }>(
    request,
    supplier,
    'GET',
    '/api/vendor/item/get?mat_code=TUB-1338-K55',
  );
  const second = await apiCall<{ order: { id: number } }>(request, supplier, 'POST', '/api/order/create', {
    item_id: items.items.data[0]!.id,
    request_id: draft.requestId,
    quantity: 3,
  });
  await apiCall(request, supplier, 'POST', '/api/request/move-next-phase', { request_id: draft.requestId });

  await signInWithDemoButton(page, 'rig_logistics');
  await page.goto(`/rig-logistics/requests/${draft.requestId}`);
  const first = page.getByRole('combobox', {
    name: `Status of ORD-${String(draft.orderId).padStart(3, '0')}`,
  });
  await expect(first).toBeVisible();
  await first.focus();
  await page.keyboard.press('Enter');
  const accepted = page.getByRole('option', { name: 'ACCEPTED', exact: true });
  await expect(accepted).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await expect(accepted).toBeFocused();
  await page.keyboard.press('Enter');

  // The order left the list; focus is on the row now in its place (the second order), not on the body.
  await expect(page.locator(`[data-row-key="${draft.orderId}"]`)).toHaveCount(0);
  await expect
    .poll(() =>
      page.evaluate(
        () => document.activeElement?.closest('[data-row-key]')?.getAttribute('data-row-key') ?? null,
      ),
    )
    .toBe(String(second.order.id));
  expect(await page.evaluate(() => document.activeElement === document.body)).toBe(false);
});
