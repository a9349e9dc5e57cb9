import { type APIRequestContext, expect, test } from '@playwright/test';
import { apiCall, apiToken, gotoWatching, shownUtc, signInWithDemoButton } from './support.ts';

/*
 * Issue 23, the Arrivals board: rig logistics sees a scheduled sailing's ETA at its rig; the base coordinator
 * moves the arrival two hours later (POST /api/voyage/schedule) and the board shows the new ETA, how late it
 * runs and why, without a reload (the live update refreshes the sailing list).
 */

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const iso = (at: number) => new Date(at).toISOString();

interface Listed<T> {
  data: T[];
}

/**
 * A voyage to one rig, planned two to four weeks ahead with a day alongside. Specs beside this one plan voyages
 * on the same vessels, so a window that meets another voyage's (409) is tried again a few days on.
 */
async function scheduledSailing(request: APIRequestContext, token: string, name: string) {
  const rigs = await apiCall<{ rigs: Listed<{ id: number; name: string }> }>(
    request,
    token,
    'GET',
    '/api/rig/list?limit=1',
  );
  const rig = rigs.rigs.data[0]!;
  const vessels = await apiCall<{ vessels: Listed<{ id: number }> }>(
    request,
    token,
    'GET',
    '/api/vessel/get?limit=1',
  );
  const { voyage } = await apiCall<{ voyage: { id: number } }>(request, token, 'POST', '/api/voyage/create', {
    name,
    vessel_id: vessels.vessels.data[0]!.id,
  });
  const { journeys } = await apiCall<{ journeys: { id: number }[] }>(
    request,
    token,
    'POST',
    '/api/journey/create',
    { voyage_id: voyage.id, rig_id: rig.id },
  );
  const firstDeparture = Math.floor((Date.now() + 14 * DAY + Math.random() * DAY) / MINUTE) * MINUTE;
  for (let attempt = 0; attempt < 4; attempt += 1) {
    const departure = firstDeparture + attempt * 3 * DAY;
    const arrival = departure + DAY;
    const plan = (arrivalAt: number, extra: Record<string, string> = {}) =>
      request.post('/api/voyage/schedule', {
        headers: { authorization: `Bearer ${token}` },
        data: {
          voyage_id: voyage.id,
          planned_departure_at: iso(departure),
          planned_return_at: iso(departure + 2 * DAY),
          journeys: [
            {
              id: journeys[0]!.id,
              planned_arrival_at: iso(arrivalAt),
              planned_departure_at: iso(arrival + 6 * HOUR),
            },
          ],
          ...extra,
        },
      });
    const response = await plan(arrival);
    if (response.ok()) return { rig, arrival, plan };
    expect(response.status(), await response.text()).toBe(409);
  }
  throw new Error('The vessel had no free window for the sailing');
}

test('rig logistics sees a sailing’s ETA on Arrivals and its move two hours later without a reload', async ({
  page,
  request,
}) => {
  const token = await apiToken(request, 'base_coordinator');
  const name = `Arrivals run ${Date.now()}`;
  const sailing = await scheduledSailing(request, token, name);

  await page.addInitScript(() => window.localStorage.setItem('rigline.timeZone', 'UTC'));
  await signInWithDemoButton(page, 'rig_logistics');
  await gotoWatching(page, '/rig-logistics/arrivals?rigs=all');
  const rigCard = page.getByRole('region', { name: `Arrivals at ${sailing.rig.name}` });
  const call = rigCard.getByRole('listitem', { name: new RegExp(`${name}$`) });
  await expect(call).toBeVisible();
  // The rig keeps UK time (the demo's zones): in summer its own clock shows beside the UTC one.
  await expect(call.getByText(shownUtc(sailing.arrival)).first()).toBeVisible();
  await expect(call.getByText('On time')).toBeVisible();

  const moved = await sailing.plan(sailing.arrival + 2 * HOUR, { reason: 'WEATHER', note: 'Swell over 4 m' });
  expect(moved.ok(), await moved.text()).toBe(true);

  await expect(call.getByText('Late 2 h')).toBeVisible();
  await expect(call.getByTestId('schedule-change')).toContainText(
    `Arrival moved ${shownUtc(sailing.arrival)} → ${shownUtc(sailing.arrival + 2 * HOUR)} · Weather: Swell over 4 m`,
  );
  await expect(call.getByText('Expected arrival').locator('xpath=following-sibling::dd[1]')).toContainText(
    shownUtc(sailing.arrival + 2 * HOUR),
  );
});
