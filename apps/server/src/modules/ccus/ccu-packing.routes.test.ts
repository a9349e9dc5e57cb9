import { addCalendarDays } from '@rigline/contract/ccus';
import { expect, it } from 'vitest';
import { describeOnEachDatabase, type Harness } from '../../test/harness.ts';
import {
  apiOf,
  DAY_MS,
  fillShipment,
  requestToPlan,
  rigIdsByCode,
  scheduledVoyageTo,
  shipmentOf,
  vesselOfItsOwn,
} from '../voyages/voyage-fixtures.ts';

const today = new Date().toISOString().slice(0, 10);

async function unitOf(harness: Harness, code: string, overrides: Record<string, unknown> = {}) {
  const data = await apiOf(harness).ok('base_coordinator', '/api/ccu/create', {
    code,
    type: 'basket',
    tare_kg: 1200,
    max_gross_kg: 20_000,
    length_m: 6,
    width_m: 2.5,
    height_m: 1.5,
    certificate_number: `DNV-${code}`,
    certified_until: addCalendarDays(today, 365),
    next_inspection_due: addCalendarDays(today, 180),
    day_rate: 40,
    ...overrides,
  });
  return data.ccu as { id: number; code: string; version: number };
}

/** A voyage of its own vessel sailing in two days, back four days later, with one shipment of two planned orders. */
async function plannedShipment(harness: Harness, name: string) {
  const [rigId] = await rigIdsByCode(harness);
  const vesselId = await vesselOfItsOwn(harness, name);
  const { voyageId, journeyIds } = await scheduledVoyageTo(harness, {
    rigIds: [rigId!],
    departure: 2 * DAY_MS,
    name,
    vesselId,
  });
  const { requestId, orderIds } = await requestToPlan(harness, { rigId: rigId!, quantities: [1, 2] });
  const shipmentId = await shipmentOf(harness, voyageId, requestId);
  await fillShipment(harness, { shipmentId, orderIds, until: 'dropped' });
  return { voyageId, journeyIds, requestId, shipmentId, orderIds };
}

describeOnEachDatabase('packing units: /api/ccu/pack and /api/ccu/unpack', (harness) => {
  const api = apiOf(harness);
  const loadPlan = async (voyageId: number) =>
    (await api.get('base_coordinator', `/api/voyage/load-plan/${voyageId}`)).json().data.load_plan;

  it('counts a packed unit by its footprint and its gross on the load plan, and unpacking puts the orders back loose', async () => {
    const planned = await plannedShipment(harness, 'Pack deck');
    const unit = await unitOf(harness, 'PCK-1001');
    const loose = await loadPlan(planned.voyageId);
    expect(loose.units).toEqual([]);

    const packed = await api.ok('base_coordinator', '/api/ccu/pack', {
      ccu_id: unit.id,
      shipment_id: planned.shipmentId,
      order_ids: planned.orderIds,
    });
    expect(packed.trip).toMatchObject({
      ccu: { id: unit.id, code: 'PCK-1001' },
      shipment_id: planned.shipmentId,
      order_ids: planned.orderIds,
      tare_kg: 1200,
      location: { kind: 'at_base', voyage: { id: planned.voyageId } },
      days_out: null,
    });
    const plan = await loadPlan(planned.voyageId);
    expect(plan.units).toHaveLength(1);
    const [packedUnit] = plan.units;
    expect(packedUnit).toMatchObject({
      code: 'PCK-1001',
      order_ids: planned.orderIds,
      footprint_m2: 15,
      tare_t: 1.2,
    });
    expect(packedUnit.gross_t).toBeCloseTo(packedUnit.tare_t + packedUnit.contents_t, 3);
    expect(packedUnit.contents_t).toBeCloseTo(loose.totals.weight_t, 3);
    // The unit's 15 m² replaces its orders' footprints; its tare is added to their weight.
    expect(plan.legs[0].area_m2).toBeCloseTo(15, 3);
    expect(plan.legs[0].unit_count).toBe(1);
    expect(plan.legs[0].weight_t).toBeCloseTo(loose.legs[0].weight_t + 1.2, 3);

    const onShipment = await api.get('supplier', `/api/ccu/on-shipment/${planned.shipmentId}`);
    expect(onShipment.json().data.trips.map((trip: { ccu: { code: string } }) => trip.ccu.code)).toEqual([
      'PCK-1001',
    ]);
    expect((await api.get('second-supplier', `/api/ccu/on-shipment/${planned.shipmentId}`)).statusCode).toBe(
      404,
    );

    // The manifest lists the unit, by its tare and footprint, and its contents under it.
    const csv = (
      await api.get('base_coordinator', `/api/voyage/manifest/${planned.voyageId}`, { format: 'csv' })
    ).body;
    const rows = csv
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n')
      .slice(1);
    const unitRow = rows.find((row) => row.includes('Basket PCK-1001 (tare)'));
    expect(unitRow).toContain(',,PCK-1001,,');
    expect(unitRow).toContain(',CCU,1.2,1.2,6 × 2.5 × 1.5,15,');
    const packedRows = rows.filter((row) => row.includes(',PCK-1001,Gulf Tubulars & Supply,'));
    expect(packedRows).toHaveLength(2);
    for (const row of packedRows) expect(row).toContain(',in CCU,');

    const listed = (await api.get('base_coordinator', '/api/ccu/list', { search: 'PCK-1001' })).json().data
      .ccus.data[0];
    expect(listed.location).toMatchObject({ kind: 'at_base', voyage: { id: planned.voyageId } });

    const half = await api.ok('base_coordinator', '/api/ccu/unpack', {
      ccu_id: unit.id,
      order_ids: [planned.orderIds[0]],
    });
    expect(half.trip.order_ids).toEqual([planned.orderIds[1]]);
    const emptied = await api.ok('base_coordinator', '/api/ccu/unpack', {
      ccu_id: unit.id,
      order_ids: [planned.orderIds[1]],
    });
    expect(emptied.trip).toBeNull();
    const after = await loadPlan(planned.voyageId);
    expect(after.units).toEqual([]);
    expect(after.legs[0].area_m2).toBeCloseTo(loose.legs[0].area_m2, 3);
    const history = (await api.get('base_coordinator', `/api/ccu/history/${unit.id}`)).json().data.changes;
    expect(
      history.map((change: { changes: Record<string, unknown> }) => Object.keys(change.changes)),
    ).toContainEqual(['contents']);
  });

  it('refuses a unit whose certificate or inspection falls due before the voyage is back, naming the date', async () => {
    const planned = await plannedShipment(harness, 'Pack certificate');
    const lapsed = await unitOf(harness, 'PCK-2001', { certified_until: addCalendarDays(today, -3) });
    const dueSoon = await unitOf(harness, 'PCK-2002', { next_inspection_due: addCalendarDays(today, 3) });
    const first = await api.post('base_coordinator', '/api/ccu/pack', {
      ccu_id: lapsed.id,
      shipment_id: planned.shipmentId,
      order_ids: planned.orderIds,
    });
    expect(first.statusCode).toBe(409);
    expect(first.json().message).toContain(`its certificate runs out on ${addCalendarDays(today, -3)}`);
    const second = await api.post('base_coordinator', '/api/ccu/pack', {
      ccu_id: dueSoon.id,
      shipment_id: planned.shipmentId,
      order_ids: planned.orderIds,
    });
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toMatch(
      new RegExp(
        `its inspection is due on ${addCalendarDays(today, 3)}, before Pack certificate is planned back on \\d{4}-\\d\\d-\\d\\d`,
      ),
    );
    expect((await loadPlan(planned.voyageId)).units).toEqual([]);
  });

  it('enforces max gross and refuses orders off the shipment, other roles, a unit already packed elsewhere, and packing after sailing', async () => {
    const planned = await plannedShipment(harness, 'Pack rules');
    const light = await unitOf(harness, 'PCK-3001', { tare_kg: 100, max_gross_kg: 101 });
    const heavy = await api.post('base_coordinator', '/api/ccu/pack', {
      ccu_id: light.id,
      shipment_id: planned.shipmentId,
      order_ids: [planned.orderIds[0]],
    });
    expect(heavy.statusCode).toBe(400);
    expect(heavy.json().message).toMatch(/PCK-3001 would weigh .* kg .*over its max gross of 101 kg/);

    const unit = await unitOf(harness, 'PCK-3002');
    const other = await requestToPlan(harness, { rigId: (await rigIdsByCode(harness))[0]!, quantities: [1] });
    const offShipment = await api.post('base_coordinator', '/api/ccu/pack', {
      ccu_id: unit.id,
      shipment_id: planned.shipmentId,
      order_ids: [other.orderIds[0]],
    });
    expect(offShipment.statusCode).toBe(400);
    expect(offShipment.json().message).toMatch(/^ORD-\d+ is not on this shipment/);
    const bySupplier = await api.post('supplier', '/api/ccu/pack', {
      ccu_id: unit.id,
      shipment_id: planned.shipmentId,
      order_ids: planned.orderIds,
    });
    expect(bySupplier.statusCode).toBe(403);

    await api.ok('base_coordinator', '/api/ccu/pack', {
      ccu_id: unit.id,
      shipment_id: planned.shipmentId,
      order_ids: [planned.orderIds[0]],
    });
    const second = await unitOf(harness, 'PCK-3003');
    const twice = await api.post('base_coordinator', '/api/ccu/pack', {
      ccu_id: second.id,
      shipment_id: planned.shipmentId,
      order_ids: [planned.orderIds[0]],
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toContain('is packed in PCK-3002');

    const elsewhere = await plannedShipment(harness, 'Pack elsewhere');
    const busy = await api.post('base_coordinator', '/api/ccu/pack', {
      ccu_id: unit.id,
      shipment_id: elsewhere.shipmentId,
      order_ids: elsewhere.orderIds,
    });
    expect(busy.statusCode).toBe(409);
    expect(busy.json().message).toContain('PCK-3002 is packed for Pack rules');

    for (const id of planned.orderIds) {
      await api.ok('base_coordinator', '/api/order/update-status', {
        order_id: id,
        status: 'ASSIGNED_TO_SUPPLIER',
      });
      await api.ok('supplier', '/api/order/update', { id });
    }
    const loaded = await api.post('base_coordinator', '/api/ccu/unpack', {
      ccu_id: unit.id,
      order_ids: [planned.orderIds[0]],
    });
    expect(loaded.statusCode).toBe(400);
    expect(loaded.json().message).toContain('is loaded already');
    await api.ok('base_coordinator', '/api/voyage/start', { voyage_id: planned.voyageId });
    const sailed = await api.post('base_coordinator', '/api/ccu/pack', {
      ccu_id: second.id,
      shipment_id: planned.shipmentId,
      order_ids: [planned.orderIds[1]],
    });
    expect(sailed.statusCode).toBe(409);
    // What sailed stays as it sailed: the register's edit does not reach the started voyage's plan.
    const before = (await loadPlan(planned.voyageId)).units;
    await api.ok('base_coordinator', '/api/ccu/update', { id: unit.id, tare_kg: 1500 });
    expect((await loadPlan(planned.voyageId)).units).toEqual(before);
  });

  it('follows a unit out to the rig and counts its days and hire', async () => {
    const planned = await plannedShipment(harness, 'Pack trip');
    const unit = await unitOf(harness, 'PCK-4001', { day_rate: 55.5 });
    await api.ok('base_coordinator', '/api/ccu/pack', {
      ccu_id: unit.id,
      shipment_id: planned.shipmentId,
      order_ids: planned.orderIds,
    });
    for (const id of planned.orderIds) {
      await api.ok('base_coordinator', '/api/order/update-status', {
        order_id: id,
        status: 'ASSIGNED_TO_SUPPLIER',
      });
      await api.ok('supplier', '/api/order/update', { id });
    }
    await api.ok('base_coordinator', '/api/voyage/start', { voyage_id: planned.voyageId });
    const unitNow = async () =>
      (await api.get('base_coordinator', `/api/ccu/get/${unit.id}`)).json().data.ccu;
    expect((await unitNow()).location).toMatchObject({ kind: 'on_voyage', voyage: { id: planned.voyageId } });
    expect((await unitNow()).days_out).toBe(1);

    await api.ok('rig_logistics', '/api/journey/start', { journey_id: planned.journeyIds[0] });
    await api.ok('rig_logistics', '/api/journey/end', { journey_id: planned.journeyIds[0] });
    const atRig = await unitNow();
    expect(atRig.location).toMatchObject({ kind: 'at_rig', rig: { id: expect.any(Number) } });
    expect(atRig.location.since).not.toBeNull();
    const listedAtRig = (
      await api.get('base_coordinator', '/api/ccu/list', { location: 'at_rig', search: 'PCK-4001' })
    ).json().data.ccus;
    expect(listedAtRig.meta.total).toBe(1);
    expect(
      (await api.get('base_coordinator', '/api/ccu/list', { location: 'at_base', search: 'PCK-4001' })).json()
        .data.ccus.meta.total,
    ).toBe(0);

    // Ten days and an hour ago it sailed, four days ago it reached the rig: 11 days begun, 4 at the rig.
    const ago = (ms: number) => new Date(Date.now() - ms).toISOString();
    await harness.db
      .updateTable('voyages')
      .set({ started_at: ago(10 * DAY_MS + 3_600_000) })
      .where('id', '=', planned.voyageId)
      .execute();
    await harness.db
      .updateTable('journeys')
      .set({ ended_at: ago(4 * DAY_MS - 60_000) })
      .where('id', '=', planned.journeyIds[0]!)
      .execute();
    const out = await unitNow();
    expect(out.days_out).toBe(11);
    expect(out.hire_to_date).toBeCloseTo(11 * 55.5, 2);
    const [trip] = (await api.get('base_coordinator', `/api/ccu/trips/${unit.id}`)).json().data.trips;
    expect(trip).toMatchObject({ days_out: 11, days_at_rig: 4, hire: 610.5, order_ids: planned.orderIds });

    // Emptied at the rig, it comes home on a backload line that names it.
    for (const id of planned.orderIds) {
      await api.ok('rig_logistics', '/api/order/move-order-to-next-phase', { id });
    }
    const [rigId] = await rigIdsByCode(harness);
    const emptyLine = (ccuId: number, category = 'EMPTY_CCU') => ({
      description: 'Empty basket',
      category,
      quantity: 1,
      unit: 'CCU',
      weight_kg: 1200,
      length_m: 6,
      width_m: 2.5,
      height_m: 1.5,
      ccu_id: ccuId,
    });
    const book = (line: unknown) =>
      api.post('rig_logistics', '/api/backload/create', {
        voyage_id: planned.voyageId,
        rig_id: rigId,
        lines: [line],
      });
    const elsewhere = await unitOf(harness, 'PCK-4002');
    const notThere = await book(emptyLine(elsewhere.id));
    expect(notThere.statusCode).toBe(400);
    expect(notThere.json().message).toBe('PCK-4002 is not at this rig: it is at base');
    const wrongCategory = await book(emptyLine(unit.id, 'WASTE'));
    expect(wrongCategory.statusCode).toBe(400);
    expect(wrongCategory.json().message).toBe('Only an Empty CCU line names a unit');
    const booked = await book(emptyLine(unit.id));
    expect(booked.statusCode, booked.body).toBe(200);
    const backload = booked.json().data.backload;
    expect(backload.lines[0].ccu).toEqual({ id: unit.id, code: 'PCK-4001' });
    await api.ok('rig_logistics', '/api/backload/mark-loaded', { id: backload.id });
    const homeward = await unitNow();
    expect(homeward.location).toMatchObject({ kind: 'on_voyage', voyage: { id: planned.voyageId } });
    await api.ok('base_coordinator', '/api/voyage/arrive', { voyage_id: planned.voyageId });
    await api.ok('base_coordinator', '/api/backload/receive', {
      id: backload.id,
      lines: [{ id: backload.lines[0].id, received_quantity: 1 }],
    });
    const home = await unitNow();
    expect(home.location.kind).toBe('returned');
    expect(home.days_out).toBeNull();
    const [returned] = (await api.get('base_coordinator', `/api/ccu/trips/${unit.id}`)).json().data.trips;
    expect(returned.returned_at).toBe(home.location.since);
    expect(returned.days_out).toBe(11);
    expect(home.hire_to_date).toBeCloseTo(11 * 55.5, 2);
    // Back at base, it can be packed again.
    const next = await plannedShipment(harness, 'Pack trip again');
    await api.ok('base_coordinator', '/api/ccu/pack', {
      ccu_id: unit.id,
      shipment_id: next.shipmentId,
      order_ids: next.orderIds,
    });

    // The supplier whose cargo travels in it sees the unit; another supplier does not.
    expect((await api.get('supplier', `/api/ccu/get/${unit.id}`)).statusCode).toBe(200);
    expect((await api.get('second-supplier', `/api/ccu/get/${unit.id}`)).statusCode).toBe(404);
  });
});
