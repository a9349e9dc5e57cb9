import * as XLSX from '@e965/xlsx';
import { MANIFEST_COLUMNS } from '@rigline/contract/load-plan';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { beforeAll, expect, it } from 'vitest';
import { describeOnEachDatabase, type Harness } from '../../test/harness.ts';
import { demoIds } from '../requests/request-fixtures.ts';
import { apiOf, fillShipment, rigIdsByCode, shipmentOf, voyageTo } from '../voyages/voyage-fixtures.ts';

/** Pounds in one tonne: items are entered in pounds, the deck is in tonnes. */
const LB_PER_T = 1 / 0.000_453_592_37;

async function pdfText(buffer: Buffer): Promise<string> {
  const pdf = await getDocument({ data: new Uint8Array(buffer), useSystemFonts: false }).promise;
  const pages: string[] = [];
  for (let number = 1; number <= pdf.numPages; number += 1) {
    const content = await (await pdf.getPage(number)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  return pages.join('\n');
}

/** A request for the rig with these (item, quantity) orders, reviewed and handed to the base coordinator. */
async function requestWith(harness: Harness, rigId: number, lines: Array<[number, number]>, title: string) {
  const api = apiOf(harness);
  const ids = await demoIds(harness);
  const created = await api.ok('supplier', '/api/request/create', {
    rig_id: rigId,
    well_id: ids.wellsOf(rigId)[0]!.id,
    title,
    type: 'Loadout Request',
    section: 'Deck cargo',
    description: 'Made by the load-plan test',
  });
  const requestId = created.request_id as number;
  const orderIds: number[] = [];
  for (const [itemId, quantity] of lines) {
    orderIds.push(
      (await api.ok('supplier', '/api/order/create', { request_id: requestId, item_id: itemId, quantity }))
        .order.id,
    );
  }
  await api.ok('supplier', '/api/request/move-next-phase', { request_id: requestId });
  for (const orderId of orderIds) {
    await api.ok('rig_logistics', '/api/order/update-status', { order_id: orderId, status: 'ACCEPTED' });
  }
  await api.ok('rig_logistics', '/api/request/move-next-phase', { request_id: requestId });
  return { requestId, orderIds };
}

describeOnEachDatabase(
  'load planning: GET /api/voyage/load-plan, start and drop refusals, manifest',
  (harness) => {
    const api = apiOf(harness);
    let items: { container: number; fuel: number; oxidizer: number };
    let voyageId: number;
    let journeyIds: number[];
    let rigNames: string[];
    let vesselId: number;
    const allOrderIds: number[] = [];

    async function createItem(body: Record<string, unknown>): Promise<number> {
      const data = await api.ok('supplier', '/api/vendor/item/create', {
        description: 'Load-plan test item',
        ...body,
      });
      return data.item.id as number;
    }

    beforeAll(async () => {
      // A 20 × 10 m deck, 85 % usable: 170 m²; 100 t of deck load.
      const vessel = await harness.db
        .selectFrom('vessels')
        .select('id')
        .orderBy('id')
        .executeTakeFirstOrThrow();
      vesselId = vessel.id;
      await harness.db
        .updateTable('vessels')
        .set({ deck_length_m: 20, deck_width_m: 10, max_deck_load_t: 100, usable_deck_factor: 0.85 })
        .where('id', '=', vesselId)
        .execute();
      items = {
        // 240 × 96 in = 6.096 × 2.4384 m = 14.8644864 m²; 10 t: a heavy lift.
        container: await createItem({
          mat_code: 'LP-CONT-20',
          name: 'Cargo Container 20 ft',
          length: 240,
          breadth: 96,
          height: 102,
          weight: 10 * LB_PER_T,
        }),
        // 24 × 24 in, stackable: 0.18580608 m² each; 400 lb. Class 3.
        fuel: await createItem({
          mat_code: 'LP-FUEL-DR',
          name: 'Diesel Drum',
          length: 24,
          breadth: 24,
          height: 35,
          weight: 400,
          un_number: 'un 1202',
          imdg_class: '3',
          packing_group: 'III',
          is_stackable: true,
        }),
        // 18 × 18 in: 0.20903184 m²; 110 lb. Class 5.1, to be "separated from" class 3.
        oxidizer: await createItem({
          mat_code: 'LP-CAHYP',
          name: 'Calcium Hypochlorite Drum',
          length: 18,
          breadth: 18,
          height: 24,
          weight: 110,
          un_number: 'UN2880',
          imdg_class: '5.1',
          packing_group: 'II',
        }),
      };
      const rigs = (await rigIdsByCode(harness)).slice(0, 3);
      const built = await voyageTo(harness, rigs, 'Load plan voyage');
      voyageId = built.voyageId;
      journeyIds = built.journeyIds;
      const ids = await demoIds(harness);
      rigNames = rigs.map((rigId) => ids.rigs.find((rig) => rig.id === rigId)!.name);
      const cargo: Array<Array<[number, number]>> = [
        [
          [items.container, 2],
          [items.fuel, 4],
        ],
        [
          [items.container, 3],
          [items.oxidizer, 1],
        ],
        [[items.container, 4]],
      ];
      for (const [index, rigId] of rigs.entries()) {
        const { requestId, orderIds } = await requestWith(
          harness,
          rigId,
          cargo[index]!,
          `Deck cargo ${index + 1}`,
        );
        const shipmentId = await shipmentOf(harness, voyageId, requestId);
        await fillShipment(harness, { shipmentId, orderIds, until: 'loaded' });
        allOrderIds.push(...orderIds);
      }
    });

    it('stores an item’s dangerous-goods fields, normalised, and refuses malformed ones naming the field', async () => {
      const stored = await harness.db
        .selectFrom('items')
        .select(['un_number', 'imdg_class', 'packing_group', 'is_stackable'])
        .where('id', '=', items.fuel)
        .executeTakeFirstOrThrow();
      expect(stored).toEqual({ un_number: 'UN1202', imdg_class: '3', packing_group: 'III', is_stackable: 1 });
      const badUn = await api.post('supplier', '/api/vendor/item/create', {
        mat_code: 'LP-BAD-1',
        name: 'Bad',
        description: 'Bad',
        un_number: '1202',
        imdg_class: '3',
      });
      expect(badUn.statusCode).toBe(400);
      expect(badUn.json().errors).toContainEqual({
        field: 'un_number',
        message: 'UN Number must be UN followed by 4 digits, e.g. UN1203',
      });
      const badClass = await api.post('supplier', '/api/vendor/item/create', {
        mat_code: 'LP-BAD-2',
        name: 'Bad',
        description: 'Bad',
        un_number: 'UN1202',
        imdg_class: '10',
      });
      expect(badClass.statusCode).toBe(400);
      expect(badClass.json().errors[0]).toMatchObject({ field: 'imdg_class' });
      const bulk = await api.post('supplier', '/api/vendor/item/bulk-create', {
        items: [
          {
            mat_code: 'LP-BULK-1',
            name: 'Good DG',
            un_number: 'UN1263',
            imdg_class: '3',
            packing_group: 'II',
          },
          {
            mat_code: 'LP-BULK-2',
            name: 'Bad DG',
            un_number: 'UN1263',
            imdg_class: '3',
            packing_group: 'IV',
          },
        ],
      });
      expect(bulk.json().data).toMatchObject({
        created: 1,
        failed: [
          { row: 2, errors: [{ field: 'packing_group', message: 'Packing Group must be I, II or III' }] },
        ],
      });
      const list = await api.get('supplier', '/api/vendor/item/get', { search: 'LP-BULK-1' });
      expect(list.json().data.items.data[0]).toMatchObject({
        un_number: 'UN1263',
        imdg_class: '3',
        packing_group: 'II',
        is_stackable: false,
      });
    });

    it('gives each leg its area, weight, DG lines and heavy lifts: leg 1 carries everything, later legs less', async () => {
      const response = await api.get('base_coordinator', `/api/voyage/load-plan/${voyageId}`);
      expect(response.statusCode, response.body).toBe(200);
      const plan = response.json().data.load_plan;
      expect(plan.deck).toEqual({
        vessel_id: vesselId,
        vessel_name: 'MV Sea Falcon',
        deck_length_m: 20,
        deck_width_m: 10,
        max_deck_load_t: 100,
        usable_deck_factor: 0.85,
        usable_area_m2: 170,
        is_deck_size_known: true,
      });
      expect(plan.heavy_lift_t).toBe(9);
      expect(plan.legs.map((leg: { journey_id: number }) => leg.journey_id)).toEqual(journeyIds);
      // Leg 1: 9 containers (133.7803776) + 4 drums halved (0.74322432) + 1 oxidizer (0.20903184) m²;
      // 90 t + 1600 lb + 110 lb.
      expect(plan.legs[0]).toMatchObject({
        sequence: 1,
        rig: { name: rigNames[0] },
        order_count: 5,
        area_m2: 134.733,
        weight_t: 90.776,
        area_pct: 79.25,
        weight_pct: 90.78,
        area_level: 'ok',
        weight_level: 'warning',
        dg_classes: ['3', '5.1'],
      });
      expect(plan.legs[0].heavy_lifts).toHaveLength(3);
      expect(plan.legs[0].dg_lines).toEqual([
        {
          order_id: allOrderIds[1],
          item_name: 'Diesel Drum',
          un_number: 'UN1202',
          imdg_class: '3',
          packing_group: 'III',
        },
        {
          order_id: allOrderIds[3],
          item_name: 'Calcium Hypochlorite Drum',
          un_number: 'UN2880',
          imdg_class: '5.1',
          packing_group: 'II',
        },
      ]);
      const ord = (id: number) => `ORD-${String(id).padStart(3, '0')}`;
      expect(plan.legs[0].warnings).toContain(
        `${ord(allOrderIds[1]!)} (class 3) and ${ord(allOrderIds[3]!)} (class 5.1) must be separated from each other (IMDG 7.2.4)`,
      );
      // Leg 2: the first rig's lines came off.
      expect(plan.legs[1]).toMatchObject({
        order_count: 3,
        area_m2: 104.26,
        weight_t: 70.05,
        dg_classes: ['5.1'],
      });
      expect(plan.legs[2]).toMatchObject({
        order_count: 1,
        area_m2: 59.458,
        weight_t: 40,
        weight_level: 'ok',
      });
      expect(plan.totals).toMatchObject({ order_count: 5, dg_line_count: 2, heavy_lift_count: 3 });
      expect(plan.warnings).toContain(`Leg 1 to ${rigNames[0]}: deck load 90.8 % (90.8 of 100.0 t)`);

      expect((await api.get('rig_logistics', `/api/voyage/load-plan/${voyageId}`)).statusCode).toBe(200);
      expect((await api.get('supplier', `/api/voyage/load-plan/${voyageId}`)).statusCode).toBe(403);
      expect((await api.get('base_coordinator', '/api/voyage/load-plan/999999')).statusCode).toBe(404);
    });

    it('refuses a drop that would take a leg over 100 %, naming the leg and the figure, and changes nothing', async () => {
      const rigs = (await rigIdsByCode(harness)).slice(0, 3);
      const { requestId, orderIds } = await requestWith(
        harness,
        rigs[2]!,
        [[items.container, 2]],
        'One too many',
      );
      const shipmentId = await shipmentOf(harness, voyageId, requestId);
      const response = await api.post('base_coordinator', '/api/order/update', {
        id: orderIds[0],
        shipment_id: shipmentId,
      });
      expect(response.statusCode).toBe(400);
      // Leg 1 would carry 110.8 t; leg 2 (90.1 t) and leg 3 stay within the limit.
      expect(response.json().message).toBe(
        `This order would overload the vessel. Leg 1 to ${rigNames[0]}: deck load 110.8 % (110.8 of 100.0 t). Choose a shipment on another voyage or take cargo off first.`,
      );
      expect(response.json().errors[0]).toMatchObject({ field: 'shipment_id' });
      const order = await harness.db
        .selectFrom('orders')
        .select(['shipment_id', 'status'])
        .where('id', '=', orderIds[0]!)
        .executeTakeFirstOrThrow();
      expect(order).toEqual({ shipment_id: null, status: 'ACCEPTED' });
      // The empty shipment goes, so Start Voyage is about the load alone.
      await harness.db.deleteFrom('shipments').where('id', '=', shipmentId).execute();
    });

    it('refuses Start Voyage when a leg is over 100 %, and starts with a warning over 85 %', async () => {
      const version = async () =>
        (
          await harness.db
            .selectFrom('voyages')
            .select('version')
            .where('id', '=', voyageId)
            .executeTakeFirstOrThrow()
        ).version;
      await harness.db
        .updateTable('vessels')
        .set({ max_deck_load_t: 80 })
        .where('id', '=', vesselId)
        .execute();
      const refused = await api.post('base_coordinator', '/api/voyage/start', {
        voyage_id: voyageId,
        version: await version(),
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe(
        `The voyage cannot start: it is overloaded. Leg 1 to ${rigNames[0]}: deck load 113.5 % (90.8 of 80.0 t). Take cargo off that leg first.`,
      );
      const voyage = await harness.db
        .selectFrom('voyages')
        .select(['status', 'started_at'])
        .where('id', '=', voyageId)
        .executeTakeFirstOrThrow();
      expect(voyage).toEqual({ status: 'PLANNING', started_at: null });

      await harness.db
        .updateTable('vessels')
        .set({ max_deck_load_t: 100 })
        .where('id', '=', vesselId)
        .execute();
      const started = await api.post('base_coordinator', '/api/voyage/start', {
        voyage_id: voyageId,
        version: await version(),
      });
      expect(started.statusCode, started.body).toBe(200);
      expect(started.json().message).toBe(
        `Voyage started successfully. Nearly full: Leg 1 to ${rigNames[0]}: deck load 90.8 %`,
      );
    });

    it('writes the manifest as CSV and as a workbook, one row per order line with the same columns', async () => {
      const csv = await api.get('base_coordinator', `/api/voyage/manifest/${voyageId}`, { format: 'csv' });
      expect(csv.statusCode).toBe(200);
      expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(csv.headers['content-disposition']).toBe(`attachment; filename="manifest-VOY-${voyageId}.csv"`);
      const lines = csv.body
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n');
      expect(lines[0]).toBe(MANIFEST_COLUMNS.join(','));
      expect(lines).toHaveLength(1 + allOrderIds.length);
      expect(lines[2]).toBe(
        `1,${rigNames[0]},#${lines[2]!.split(',')[2]!.slice(1)},ORD-${String(allOrderIds[1]).padStart(3, '0')},,,Gulf Tubulars & Supply,Diesel Drum,LP-FUEL-DR,4,count,0.181,0.726,0.61 × 0.61 × 0.889,0.74,UN1202,"Diesel fuel or Gas oil or Heating oil, light",3,III,`,
      );

      const xlsx = await api.get('base_coordinator', `/api/voyage/manifest/${voyageId}`, {
        format: 'xlsx',
        journey_id: journeyIds[1]!,
      });
      expect(xlsx.statusCode).toBe(200);
      expect(xlsx.headers['content-disposition']).toBe(
        `attachment; filename="manifest-VOY-${voyageId}-leg-2.xlsx"`,
      );
      const book = XLSX.read(xlsx.rawPayload, { type: 'buffer' });
      const rows = XLSX.utils.sheet_to_json<unknown[]>(book.Sheets[book.SheetNames[0]!]!, { header: 1 });
      expect(rows[0]).toEqual([...MANIFEST_COLUMNS]);
      // Leg 2's manifest: the lines for its rig only.
      expect(rows.slice(1).map((row) => row[3])).toEqual(
        [allOrderIds[2], allOrderIds[3]].map((id) => `ORD-${String(id).padStart(3, '0')}`),
      );
      expect(rows[1]!.slice(0, 13)).toEqual([
        2,
        rigNames[1],
        expect.any(String),
        expect.any(String),
        // No purchase-order number (issue 26), loose: in no CCU (issue 25).
        '',
        '',
        'Gulf Tubulars & Supply',
        'Cargo Container 20 ft',
        'LP-CONT-20',
        3,
        'count',
        10,
        30,
      ]);
      expect(rows[1]![19]).toBe('Yes');

      const wrongLeg = await api.get('base_coordinator', `/api/voyage/manifest/${voyageId}`, {
        format: 'csv',
        journey_id: 999999,
      });
      expect(wrongLeg.statusCode).toBe(400);
      expect(
        (await api.get('supplier', `/api/voyage/manifest/${voyageId}`, { format: 'csv' })).statusCode,
      ).toBe(403);
      expect(
        (await api.get('rig_logistics', `/api/voyage/manifest/${voyageId}`, { format: 'csv' })).statusCode,
      ).toBe(200);
    });

    it('makes the PDF manifest on the server, listing every order line, the totals and the signature blocks', async () => {
      const response = await api.get('base_coordinator', `/api/voyage/manifest/${voyageId}`, {
        format: 'pdf',
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      const text = await pdfText(response.rawPayload);
      for (const orderId of allOrderIds) expect(text).toContain(`ORD-${String(orderId).padStart(3, '0')}`);
      for (const name of rigNames) expect(text).toContain(`Leg ${rigNames.indexOf(name) + 1} to ${name}`);
      expect(text).toContain('Cargo Manifest');
      expect(text).toContain('MV Sea Falcon');
      expect(text).toContain(`VOY-${voyageId} Load plan voyage`);
      expect(text).toContain('UN1202');
      expect(text).toContain('UN2880');
      expect(text).toContain(`Total for ${rigNames[0]}: 2 lines`);
      expect(text).toContain('20.726'); // leg 1's lines: 20 t + 0.726 t
      expect(text).toMatch(/Voyage total: 5 order lines, 90\.776 t/);
      expect(text).toContain('3 heavy lifts');
      for (const block of ['Prepared by (base coordinator)', 'Vessel master', 'Received at rig']) {
        expect(text).toContain(block);
      }
    });
  },
);
