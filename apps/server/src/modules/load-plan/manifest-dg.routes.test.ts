import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { beforeAll, expect, it } from 'vitest';
import { describeOnEachDatabase, type Harness } from '../../test/harness.ts';
import { demoIds } from '../requests/request-fixtures.ts';
import { apiOf, fillShipment, rigIdsByCode, shipmentOf, voyageTo } from '../voyages/voyage-fixtures.ts';

/**
 * Issue 22, points 5 and 11: a line without a weight or a size is named in the load plan, the overload check
 * and Start Voyage's answer instead of counting as 0; the manifest prints what users type (Ø, emoji), the
 * dangerous-goods columns a master expects and the segregation warning the app shows.
 */

async function pdfText(buffer: Buffer): Promise<string> {
  const pdf = await getDocument({ data: new Uint8Array(buffer), useSystemFonts: false }).promise;
  const pages: string[] = [];
  for (let number = 1; number <= pdf.numPages; number += 1) {
    const content = await (await pdf.getPage(number)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  return pages.join('\n');
}

const ord = (id: number) => `ORD-${String(id).padStart(3, '0')}`;

describeOnEachDatabase(
  'manifest and load plan: unknown measures, DG columns, warnings, fonts',
  (harness: Harness) => {
    const api = apiOf(harness);
    let voyageId: number;
    let vesselId: number;
    let rigName: string;
    const order: Record<'clamp' | 'diesel' | 'hypo' | 'crate', number> = {
      clamp: 0,
      diesel: 0,
      hypo: 0,
      crate: 0,
    };

    async function createItem(body: Record<string, unknown>): Promise<number> {
      const data = await api.ok('supplier', '/api/vendor/item/create', {
        description: 'Manifest test item',
        ...body,
      });
      return data.item.id as number;
    }

    beforeAll(async () => {
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
      const items = {
        clamp: await createItem({
          mat_code: 'MF-CLAMP-6',
          name: '6" Ø riser clamp 😀 ½ 30° 👍🏽',
          length: 12,
          breadth: 12,
          height: 6,
          weight: 80,
        }),
        diesel: await createItem({
          mat_code: 'MF-DIESEL',
          name: 'Diesel drum',
          length: 24,
          breadth: 24,
          height: 35,
          weight: 400,
          un_number: 'UN1202',
          imdg_class: '3',
          packing_group: 'III',
        }),
        hypo: await createItem({
          mat_code: 'MF-CAHYP',
          name: 'Calcium hypochlorite drum',
          length: 18,
          breadth: 18,
          height: 24,
          weight: 110,
          un_number: 'UN2880',
          imdg_class: '5.1',
          packing_group: 'II',
        }),
        // No dimensions and no weight: unknown, never 0 t and 0 m².
        crate: await createItem({ mat_code: 'MF-CRATE', name: 'Mystery crate' }),
      };
      const rigId = (await rigIdsByCode(harness))[0]!;
      const ids = await demoIds(harness);
      rigName = ids.rigs.find((rig) => rig.id === rigId)!.name;
      const built = await voyageTo(harness, [rigId], 'Manifest DG voyage');
      voyageId = built.voyageId;
      const created = await api.ok('supplier', '/api/request/create', {
        rig_id: rigId,
        well_id: ids.wellsOf(rigId)[0]!.id,
        title: 'Manifest DG cargo',
        type: 'Loadout Request',
        section: 'Deck cargo',
        description: 'Made by the manifest test',
      });
      const requestId = created.request_id as number;
      for (const key of ['clamp', 'diesel', 'hypo', 'crate'] as const) {
        const data = await api.ok('supplier', '/api/order/create', {
          request_id: requestId,
          item_id: items[key],
          quantity: 2,
        });
        order[key] = data.order.id as number;
      }
      await api.ok('supplier', '/api/request/move-next-phase', { request_id: requestId });
      for (const orderId of Object.values(order)) {
        await api.ok('rig_logistics', '/api/order/update-status', { order_id: orderId, status: 'ACCEPTED' });
      }
      await api.ok('rig_logistics', '/api/request/move-next-phase', { request_id: requestId });
      const shipmentId = await shipmentOf(harness, voyageId, requestId);
      await fillShipment(harness, { shipmentId, orderIds: Object.values(order), until: 'loaded' });
    });

    it('names the line without weight or size in the load plan and leaves it out of the figures', async () => {
      const response = await api.get('base_coordinator', `/api/voyage/load-plan/${voyageId}`);
      expect(response.statusCode, response.body).toBe(200);
      const leg = response.json().data.load_plan.legs[0];
      const crate = { order_id: order.crate, item_name: 'Mystery crate', mat_code: 'MF-CRATE' };
      expect(leg.unknown_weight_lines).toEqual([crate]);
      expect(leg.unknown_area_lines).toEqual([crate]);
      expect(leg.order_count).toBe(4);
      // 2 × (80 + 400 + 110) lb = 1180 lb; the crate adds nothing and is not taken as 0 silently.
      expect(leg.weight_t).toBeCloseTo(1180 * 0.000_453_592_37, 3);
      expect(leg.warnings).toContain(
        `1 line with unknown weight, not counted in the deck load: ${ord(order.crate)} Mystery crate`,
      );
      expect(leg.warnings).toContain(
        `1 line with unknown length or breadth, not counted in the deck area: ${ord(order.crate)} Mystery crate`,
      );
      expect(response.json().data.load_plan.totals).toMatchObject({
        unknown_weight_count: 1,
        unknown_area_count: 1,
      });
    });

    it('writes the DG columns a master expects: UN number, proper shipping name, class and packing group', async () => {
      const csv = await api.get('base_coordinator', `/api/voyage/manifest/${voyageId}`, { format: 'csv' });
      expect(csv.statusCode).toBe(200);
      const lines = csv.body
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n');
      const header = lines[0]!.split(',');
      expect(header.slice(header.indexOf('UN Number'), header.indexOf('UN Number') + 4)).toEqual([
        'UN Number',
        'Proper Shipping Name',
        'IMDG Class',
        'Packing Group',
      ]);
      const row = (id: number) => lines.find((line) => line.includes(`,${ord(id)},`))!;
      expect(row(order.diesel)).toContain(',UN1202,"Diesel fuel or Gas oil or Heating oil, light",3,III,');
      expect(row(order.hypo)).toContain(
        ',UN2880,"Calcium hypochlorite, hydrated or Calcium hypochlorite, hydrated mixtures,',
      );
      expect(row(order.hypo)).toContain('16 percent water",5.1,II,');
      // Unknown is written as unknown, never as 0.
      expect(row(order.crate)).toContain(',unknown,unknown,? × ? × ?,unknown,');
    });

    it('prints Ø and emoji in the PDF, the segregation warning, the DG columns and the unknown line', async () => {
      const response = await api.get('base_coordinator', `/api/voyage/manifest/${voyageId}`, {
        format: 'pdf',
      });
      expect(response.statusCode).toBe(200);
      const text = await pdfText(response.rawPayload);
      // Drawn by the embedded font: Ø, ½, °, and the emoji DejaVu Sans has; the one it lacks is marked and explained.
      expect(text).toContain('6" Ø riser clamp 😀 ½ 30° □');
      expect(text).not.toContain('Ø=Ý');
      expect(text).toContain(
        "□ marks a character this document's font cannot draw, such as some emoji (1 on this",
      );
      expect(text).toContain(
        `⚠ ${ord(order.diesel)} (class 3) and ${ord(order.hypo)} (class 5.1) must be separated from each other (IMDG 7.2.4)`,
      );
      expect(text).toContain(
        `⚠ 1 line with unknown weight, not counted in the deck load: ${ord(order.crate)} Mystery crate`,
      );
      for (const header of ['UN No.', 'Proper Shipping Name', 'Class', 'PG']) expect(text).toContain(header);
      // One system throughout, whatever a viewer's Units setting (issue 22's walk found inches beside t and m²).
      for (const header of ['Unit Wt (t)', 'Total Wt (t)', 'L × B × H (m)', 'Area (m²)']) {
        expect(text).toContain(header);
      }
      expect(text).not.toMatch(/\((in|lb|ft|gal)\)/);
      expect(text).toMatch(/UN1202 +Diesel fuel or Gas oil or +Heating oil, light +3 +III/);
      expect(text).toMatch(/UN2880 +Calcium hypochlorite,/);
      expect(text).toContain(`Leg 1 to ${rigName}`);
      expect(text).toMatch(/weight unknown for 1 line, deck area unknown for 1 line \(not in the figures\)/);
    });

    it('names the unknown line in the overload refusal and in Start Voyage’s answer', async () => {
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
        .set({ max_deck_load_t: 0.5 })
        .where('id', '=', vesselId)
        .execute();
      const refused = await api.post('base_coordinator', '/api/voyage/start', {
        voyage_id: voyageId,
        version: await version(),
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe(
        `The voyage cannot start: it is overloaded. Leg 1 to ${rigName}: deck load 107.0 % (0.5 of 0.5 t), not counting 1 line of unknown weight: ${ord(order.crate)} Mystery crate. Take cargo off that leg first.`,
      );
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
        `Voyage started successfully. Leg 1 to ${rigName}: 1 line with unknown weight, not counted in the deck load: ${ord(order.crate)} Mystery crate; Leg 1 to ${rigName}: 1 line with unknown length or breadth, not counted in the deck area: ${ord(order.crate)} Mystery crate`,
      );
    });
  },
);
