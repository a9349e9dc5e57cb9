import { expect, it } from 'vitest';
import { describeOnEachDatabase } from '../../test/harness.ts';
import { demoIds } from '../requests/request-fixtures.ts';
import {
  apiOf,
  DAY_MS,
  fillShipment,
  fromNow,
  HOUR_MS,
  requestToPlan,
  rigIdsByCode,
  scheduledVoyageTo,
  shipmentOf,
} from '../voyages/voyage-fixtures.ts';

const DAY = DAY_MS;
const at = fromNow;
/** The calendar date this far from now, in UTC (the demo rigs keep UTC). */
const dateIn = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString().slice(0, 10);

interface ListedRequest {
  id: number;
  at_risk: boolean;
  at_risk_reason: string | null;
}

/** Issue 23: the request lists mark a request whose goods will not be at the rig by its required_by. */
describeOnEachDatabase('at_risk on the request list', (harness) => {
  const api = apiOf(harness);

  async function listed(requestId: number, actor: 'base_coordinator' | 'supplier' = 'base_coordinator') {
    const response = await api.get(actor, '/api/request/get', { id: requestId });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data.requests.data[0] as ListedRequest;
  }

  async function dashboard() {
    const response = await api.get('base_coordinator', '/api/dashboard/base-coordinator');
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data;
  }

  async function draftFor(rigId: number, requiredBy?: string) {
    const ids = await demoIds(harness);
    const created = await api.ok('supplier', '/api/request/create', {
      rig_id: rigId,
      well_id: ids.wellsOf(rigId)[0]!.id,
      title: 'At-risk test',
      type: 'Loadout Request',
      section: 'Test',
      description: 'Needs a sailing',
      ...(requiredBy ? { required_by: requiredBy } : {}),
    });
    return created.request_id as number;
  }

  it('marks a request no unstarted sailing reaches by its required_by, and clears it once one does', async () => {
    const rigs = await rigIdsByCode(harness);
    const rig = rigs[2] ?? rigs[0]!;
    const inThreeDays = await draftFor(rig, dateIn(3 * DAY));
    const tomorrow = await draftFor(rig, dateIn(DAY));
    const undated = await draftFor(rig);

    const before = await listed(inThreeDays, 'supplier');
    expect(before.at_risk).toBe(true);
    expect(before.at_risk_reason).toMatch(
      /^No scheduled sailing arrives at .+ by its required-by date \d{4}-\d{2}-\d{2}$/,
    );

    // A sailing leaving tomorrow reaches the rig the day after.
    await scheduledVoyageTo(harness, { rigIds: [rig], departure: DAY, name: 'Reaching sailing' });
    expect(await listed(inThreeDays, 'supplier')).toMatchObject({ at_risk: false, at_risk_reason: null });
    expect((await listed(tomorrow, 'supplier')).at_risk).toBe(true);
    expect(await listed(undated, 'supplier')).toMatchObject({ at_risk: false, at_risk_reason: null });
  });

  it("marks a planned request once its sailing's expected arrival moves past its required_by", async () => {
    const [rig1] = await rigIdsByCode(harness);
    const { voyageId, journeyIds } = await scheduledVoyageTo(harness, {
      rigIds: [rig1!],
      departure: 8 * DAY,
      name: 'Planned sailing',
    });
    const { requestId, orderIds } = await requestToPlan(harness, {
      rigId: rig1!,
      quantities: [1],
      requiredBy: dateIn(10 * DAY),
    });
    const shipmentId = await shipmentOf(harness, voyageId, requestId);
    await fillShipment(harness, { shipmentId, orderIds, until: 'dropped' });
    expect(await listed(requestId)).toMatchObject({ at_risk: false, at_risk_reason: null });
    expect((await dashboard()).requests_at_risk.map((row: { id: number }) => row.id)).not.toContain(
      requestId,
    );

    await api.ok('base_coordinator', '/api/voyage/schedule', {
      voyage_id: voyageId,
      planned_departure_at: at(8 * DAY),
      planned_return_at: at(12 * DAY),
      journeys: [
        { id: journeyIds[0], planned_arrival_at: at(11 * DAY), planned_departure_at: at(11 * DAY + HOUR_MS) },
      ],
    });
    const late = await listed(requestId);
    expect(late.at_risk).toBe(true);
    expect(late.at_risk_reason).toContain(
      `on VOY-${voyageId} Planned sailing, after its required-by date ${dateIn(10 * DAY)}`,
    );
    // Another list shows the same mark.
    const rows = (await api.get('base_coordinator', '/api/request/get', { limit: 100 })).json().data.requests
      .data as ListedRequest[];
    expect(rows.find((row) => row.id === requestId)?.at_risk).toBe(true);
    // And the coordinator's dashboard lists it with the same reason.
    const board = await dashboard();
    expect(board.requests_at_risk_count).toBeGreaterThanOrEqual(1);
    expect(board.requests_at_risk).toContainEqual({
      id: requestId,
      title: 'Voyage test request',
      rig: { id: rig1, name: expect.any(String) },
      required_by: dateIn(10 * DAY),
      reason: late.at_risk_reason,
    });
  });
});
