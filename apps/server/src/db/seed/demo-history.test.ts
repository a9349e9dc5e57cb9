import { expect, it } from 'vitest';
import { requestIdByTitle } from '../../modules/requests/request-fixtures.ts';
import { describeOnEachDatabase, type Harness } from '../../test/harness.ts';

/**
 * Issue 21 (9a): every object the demo seeds has the history the app would have written for it, from its
 * creation on, so no History panel of the demo is empty.
 */

interface HistoryEvent {
  entity_type: string;
  action: string;
  actor: { name: string; role_slug: string } | null;
  count: number | null;
}

async function historyLines(
  harness: Harness,
  kind: 'request' | 'order' | 'voyage',
  id: number,
  role: Parameters<Harness['tokenFor']>[0],
): Promise<string[]> {
  const response = await harness.get(`/api/${kind}/history/${id}`, { token: await harness.tokenFor(role) });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json().data.events as HistoryEvent[]).map(
    (event) =>
      `${event.entity_type} ${event.action} by ${event.actor?.name ?? '-'}${event.count === null ? '' : ` (${event.count})`}`,
  );
}

async function orderIdsOf(harness: Harness, requestId: number): Promise<number[]> {
  const rows = await harness.db
    .selectFrom('orders')
    .select('id')
    .where('request_id', '=', requestId)
    .orderBy('id')
    .execute();
  return rows.map((row) => row.id);
}

async function voyageIdByName(harness: Harness, name: string): Promise<number> {
  const row = await harness.db
    .selectFrom('voyages')
    .select('id')
    .where('name', '=', name)
    .executeTakeFirstOrThrow();
  return row.id;
}

describeOnEachDatabase('the demo seed’s history', (harness) => {
  it('the draft request shows its creation and its orders’', async () => {
    const requestId = await requestIdByTitle(harness, 'Casing run for WELL-1A');
    expect(await historyLines(harness, 'request', requestId, 'supplier')).toEqual([
      'request Created by Sam Carter',
      'order Created by Sam Carter',
      'order Created by Sam Carter',
    ]);
    for (const orderId of await orderIdsOf(harness, requestId)) {
      expect(await historyLines(harness, 'order', orderId, 'supplier')).toEqual([
        'order Created by Sam Carter',
      ]);
    }
  });

  it('every seeded request and order starts with its creation by its supplier', async () => {
    const requests = await harness.db
      .selectFrom('requests')
      .innerJoin('users', 'users.id', 'requests.created_by')
      .select(['requests.id', 'users.full_name', 'users.email'])
      .orderBy('requests.id')
      .execute();
    expect(requests).toHaveLength(8);
    for (const request of requests) {
      const role = request.email === 'supplier2@rigline.demo' ? 'second-supplier' : 'supplier';
      const lines = await historyLines(harness, 'request', request.id, role);
      expect(lines[0]).toBe(`request Created by ${request.full_name}`);
      for (const orderId of await orderIdsOf(harness, request.id)) {
        const orderLines = await historyLines(harness, 'order', orderId, role);
        expect(orderLines[0]).toBe(`order Created by ${request.full_name}`);
      }
    }
  });

  it('a request on a shipment shows the shipment’s creation before its orders go on it', async () => {
    const requestId = await requestIdByTitle(harness, 'BOP and hydraulic spares');
    const lines = await historyLines(harness, 'request', requestId, 'base_coordinator');
    expect(lines.slice(0, 4)).toEqual([
      'request Created by Sam Carter',
      'order Created by Sam Carter',
      'order Created by Sam Carter',
      'order Created by Sam Carter',
    ]);
    const shipmentCreated = lines.indexOf('shipment Shipment created by Ben Thompson');
    expect(shipmentCreated).toBeGreaterThan(0);
    expect(lines.indexOf('order Put on a shipment by Ben Thompson')).toBeGreaterThan(shipmentCreated);
  });

  it('the voyages show their creation, their journeys and, for the completed one, its start, legs and arrival', async () => {
    const planning = await voyageIdByName(harness, 'Week 48 northern run');
    const planningLines = await historyLines(harness, 'voyage', planning, 'base_coordinator');
    expect(planningLines.slice(0, 3)).toEqual([
      'voyage Voyage created by Ben Thompson',
      'journey Journey added by Ben Thompson',
      'journey Journey added by Ben Thompson',
    ]);
    const completed = await voyageIdByName(harness, 'Week 43 central run');
    const completedLines = await historyLines(harness, 'voyage', completed, 'base_coordinator');
    expect(
      completedLines.filter((line) => !line.startsWith('order ') && !line.startsWith('shipment ')),
    ).toEqual([
      'voyage Voyage created by Ben Thompson',
      'journey Journey added by Ben Thompson',
      'voyage Voyage started by Ben Thompson (2)',
      'journey Journey started by Rita Alvarez',
      'journey Journey ended by Rita Alvarez (2)',
      'voyage Arrived at Base by Ben Thompson (0)',
    ]);
  });
});
