import * as XLSX from '@e965/xlsx';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { expect, it } from 'vitest';
import { describeOnEachDatabase, type Harness } from '../../test/harness.ts';
import {
  apiOf,
  fillShipment,
  requestToPlan,
  rigIdsByCode,
  shipmentOf,
  voyageAtSea,
  voyageTo,
} from '../voyages/voyage-fixtures.ts';

async function pdfText(buffer: Buffer): Promise<string> {
  const pdf = await getDocument({ data: new Uint8Array(buffer), useSystemFonts: false }).promise;
  const pages: string[] = [];
  for (let number = 1; number <= pdf.numPages; number += 1) {
    const content = await (await pdf.getPage(number)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  return pages.join('\n');
}

/** The voyage's papers as an operator reads them: the load plan and the manifest in each format. */
async function papersOf(harness: Harness, voyageId: number) {
  const api = apiOf(harness);
  const plan = (await api.get('base_coordinator', `/api/voyage/load-plan/${voyageId}`)).json().data.load_plan;
  const csv = (await api.get('base_coordinator', `/api/voyage/manifest/${voyageId}`, { format: 'csv' })).body;
  const xlsx = await api.get('base_coordinator', `/api/voyage/manifest/${voyageId}`, { format: 'xlsx' });
  const book = XLSX.read(xlsx.rawPayload, { type: 'buffer' });
  const sheet = XLSX.utils.sheet_to_json<unknown[]>(book.Sheets[book.SheetNames[0]!]!, { header: 1 });
  const pdf = await api.get('base_coordinator', `/api/voyage/manifest/${voyageId}`, { format: 'pdf' });
  return { plan, csv, sheet, pdf: await pdfText(pdf.rawPayload) };
}

const orderLabel = (id: number) => `ORD-${String(id).padStart(3, '0')}`;

describeOnEachDatabase(
  'a started voyage’s load plan and manifest stay as it sailed (issue 22)',
  (harness) => {
    const api = apiOf(harness);

    it('keeps each leg’s lines and tonnage, kept-on-board cargo included, through arrival and re-planning', async () => {
      const [rigA, rigB] = await rigIdsByCode(harness);
      const { voyageId, journeyIds, shipments } = await voyageAtSea(harness, [rigA!, rigB!]);
      const [toA, toB] = shipments;
      const kept = toA!.orderIds[0]!;

      // Leg 1: one order is kept on board (weather), the other delivered.
      await api.ok('rig_logistics', '/api/journey/start', { journey_id: journeyIds[0] });
      await api.ok('rig_logistics', '/api/journey/end', { journey_id: journeyIds[0] });
      await api.ok('rig_logistics', '/api/order/update', { id: kept, shipment_id: null, reason: 'WEATHER' });
      await api.ok('rig_logistics', '/api/order/move-order-to-next-phase', { id: toA!.orderIds[1] });
      await api.ok('supplier', '/api/order/update', { id: toA!.orderIds[1] });
      // Leg 2: everything delivered.
      await api.ok('rig_logistics', '/api/journey/start', { journey_id: journeyIds[1] });
      await api.ok('rig_logistics', '/api/journey/end', { journey_id: journeyIds[1] });
      for (const id of toB!.orderIds) {
        await api.ok('rig_logistics', '/api/order/move-order-to-next-phase', { id });
        await api.ok('supplier', '/api/order/update', { id });
      }

      const beforeArrival = await papersOf(harness, voyageId);
      const [leg1, leg2] = beforeArrival.plan.legs;
      expect(leg1.order_count).toBe(4);
      // Leg 2 sailed with rig B's two lines and the line kept on board at rig A.
      expect(leg2.order_count).toBe(3);
      expect(beforeArrival.plan.totals.order_count).toBe(4);
      expect(beforeArrival.sheet.slice(1).map((row) => row[3])).toContain(orderLabel(kept));
      expect(beforeArrival.pdf).toContain(orderLabel(kept));

      const arrived = await api.ok('base_coordinator', '/api/voyage/arrive', { voyage_id: voyageId });
      expect(arrived.returned_order_count).toBe(1);
      const afterArrival = await papersOf(harness, voyageId);
      expect(afterArrival.plan).toEqual(beforeArrival.plan);
      expect(afterArrival.csv).toBe(beforeArrival.csv);
      expect(afterArrival.sheet).toEqual(beforeArrival.sheet);
      expect(afterArrival.pdf).toBe(beforeArrival.pdf);

      // The kept order is planned again on another voyage: the first voyage's papers do not move.
      const next = await voyageTo(harness, [rigA!], 'Second sailing');
      const shipmentId = await shipmentOf(harness, next.voyageId, toA!.requestId);
      await fillShipment(harness, { shipmentId, orderIds: [kept], until: 'loaded' });
      const afterReplanning = await papersOf(harness, voyageId);
      expect(afterReplanning.plan).toEqual(beforeArrival.plan);
      expect(afterReplanning.csv).toBe(beforeArrival.csv);
      expect(afterReplanning.sheet).toEqual(beforeArrival.sheet);
      expect(afterReplanning.pdf).toBe(beforeArrival.pdf);
      // Editing the item afterwards does not rewrite what sailed either.
      await harness.db.updateTable('items').set({ weight: 99_999 }).execute();
      expect((await papersOf(harness, voyageId)).plan).toEqual(beforeArrival.plan);
    });

    it('reads a voyage in planning live: a drop and a removal show at once', async () => {
      const [rigA] = await rigIdsByCode(harness);
      const { voyageId } = await voyageTo(harness, [rigA!], 'Live plan');
      const planOf = async () =>
        (await api.get('base_coordinator', `/api/voyage/load-plan/${voyageId}`)).json().data.load_plan;
      expect((await planOf()).totals.order_count).toBe(0);
      const { requestId, orderIds } = await requestToPlan(harness, { rigId: rigA! });
      const shipmentId = await shipmentOf(harness, voyageId, requestId);
      await fillShipment(harness, { shipmentId, orderIds, until: 'dropped' });
      expect((await planOf()).totals.order_count).toBe(2);
      await api.ok('base_coordinator', '/api/order/update', { id: orderIds[0], shipment_id: null });
      expect((await planOf()).totals.order_count).toBe(1);
      const csv = await api.get('base_coordinator', `/api/voyage/manifest/${voyageId}`, { format: 'csv' });
      expect(csv.body).toContain(orderLabel(orderIds[1]!));
      expect(csv.body).not.toContain(orderLabel(orderIds[0]!));
      const written = await harness.db
        .selectFrom('sailed_load_lines')
        .select('order_id')
        .where('voyage_id', '=', voyageId)
        .execute();
      expect(written).toEqual([]);
    });
  },
);
