import { expect, test } from '@playwright/test';
import { formatVoyageId } from '@rigline/contract/ids';
import { DEMO_ADMIN_CREDENTIALS } from '../apps/server/src/db/seed/demo-accounts.ts';
import { apiCall, apiToken, pageAs, requestReadyToPlan, toasts } from './support.ts';

const RIG = 'Ocean Endeavour';
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** An instant this far from now, to the minute, in UTC. */
function fromNow(ms: number): string {
  return new Date(Math.floor((Date.now() + ms) / 60_000) * 60_000).toISOString();
}

/*
 * Issue 23: the coordinator moves a shipment from its sailing to the next one that calls at its rig, from the
 * shipment's card on Plan Voyage; the supplier's bell says where it went.
 */
test('a coordinator moves a shipment to the next sailing to its rig; the supplier is told', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const stamp = Date.now();
  const coordinatorToken = await apiToken(request, 'base_coordinator');
  const adminLogin = await request.post('/api/auth/login', { data: DEMO_ADMIN_CREDENTIALS });
  const adminToken = ((await adminLogin.json()) as { data: { token: string } }).data.token;
  // A vessel of this run's own, so that its planned windows meet no other journey's.
  const { vessel } = await apiCall<{ vessel: { id: number } }>(
    request,
    adminToken,
    'POST',
    '/api/vessel/create',
    {
      name: `Move test vessel ${stamp}`,
      essos_voyage_number: `ESS-MOVE-${stamp}`,
      deck_length_m: 60,
      deck_width_m: 15,
      max_deck_load_t: 2500,
      usable_deck_factor: 0.8,
    },
  );
  const rigs = await apiCall<{ rigs: { data: { id: number; name: string }[] } }>(
    request,
    coordinatorToken,
    'GET',
    '/api/rig/list?limit=100',
  );
  const rig = rigs.rigs.data.find((candidate) => candidate.name === RIG)!;
  const voyages: { id: number; name: string }[] = [];
  for (const [index, name] of [`Full run ${stamp}`, `Next run ${stamp}`].entries()) {
    const { voyage } = await apiCall<{ voyage: { id: number } }>(
      request,
      coordinatorToken,
      'POST',
      '/api/voyage/create',
      { name, vessel_id: vessel.id },
    );
    const { journeys } = await apiCall<{ journeys: { id: number }[] }>(
      request,
      coordinatorToken,
      'POST',
      '/api/journey/create',
      { voyage_id: voyage.id, rig_id: rig.id },
    );
    const departure = (3 + index * 4) * DAY_MS;
    await apiCall(request, coordinatorToken, 'POST', '/api/voyage/schedule', {
      voyage_id: voyage.id,
      planned_departure_at: fromNow(departure),
      planned_return_at: fromNow(departure + 2 * DAY_MS),
      journeys: [
        {
          id: journeys[0]!.id,
          planned_arrival_at: fromNow(departure + 12 * HOUR_MS),
          planned_departure_at: fromNow(departure + 18 * HOUR_MS),
        },
      ],
    });
    voyages.push({ id: voyage.id, name });
  }
  const [full, next] = voyages as [{ id: number; name: string }, { id: number; name: string }];
  const cargo = await requestReadyToPlan(request, {
    rigName: RIG,
    matCode: 'TUB-9625-L80',
    quantity: 2,
    title: `Moved cargo ${stamp}`,
    description: 'Casing that waits for the next sailing',
  });
  const { shipment } = await apiCall<{ shipment: { id: number } }>(
    request,
    coordinatorToken,
    'POST',
    '/api/shipment/create',
    { voyage_id: full.id, request_id: cargo.requestId },
  );
  await apiCall(request, coordinatorToken, 'POST', '/api/order/update', {
    id: cargo.orderId,
    shipment_id: shipment.id,
  });

  const coordinator = await pageAs(browser, 'base_coordinator');
  await coordinator.goto(`/base-coordinator/requests/${cargo.requestId}/plan-voyage`);
  await coordinator.getByRole('button', { name: 'Move to next sailing' }).first().click();
  const dialog = coordinator.getByRole('dialog', {
    name: `Move Shipment #${shipment.id} to another sailing`,
  });
  const option = dialog.getByRole('radio', {
    name: new RegExp(`${formatVoyageId(next.id)} Next run ${stamp}`),
  });
  await expect(option).toBeChecked();
  await expect(dialog.getByText(/Booking closes .*UTC/).first()).toBeVisible();
  // Neither the page nor the dialog scrolls sideways, at 1280 or 390 px.
  for (const width of [1280, 390]) {
    await coordinator.setViewportSize({ width, height: 900 });
    await expect
      .poll(() => coordinator.evaluate(() => document.documentElement.scrollWidth - window.innerWidth))
      .toBeLessThanOrEqual(0);
  }
  await dialog.getByRole('button', { name: 'Move shipment' }).click();
  await expect(toasts(coordinator)).toContainText(
    `Shipment moved to ${formatVoyageId(next.id)} Next run ${stamp}`,
  );
  // The card now says the sailing it is on.
  await expect(coordinator.getByText(`Next run ${stamp} · Move test vessel ${stamp}`)).toBeVisible();

  const supplier = await pageAs(browser, 'supplier');
  await supplier.getByRole('button', { name: /Notifications/ }).click();
  await expect(supplier.getByText(`Shipment #${shipment.id} of`, { exact: false }).first()).toContainText(
    `moved from ${formatVoyageId(full.id)} Full run ${stamp} to ${formatVoyageId(next.id)} Next run ${stamp}`,
  );
});
