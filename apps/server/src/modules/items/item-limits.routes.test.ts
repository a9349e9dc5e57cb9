import { ITEM_MEASURE_LIMITS } from '@rigline/contract/constants';
import { createItemBodySchema, MAT_CODE_RULE_MESSAGE } from '@rigline/contract/items';
import { expect, it } from 'vitest';
import {
  DEMO_ITEM_LOAD_FIELDS,
  GULF_TUBULARS_CATALOGUE,
  NORTH_SEA_MUD_CATALOGUE,
} from '../../db/seed/demo-catalogue.ts';
import { describeOnEachDatabase, type Harness } from '../../test/harness.ts';
import { apiOf } from '../voyages/voyage-fixtures.ts';

/** Issue 22, point 5: absurd catalogue data is refused with a message that fits the field, and nothing is saved. */

const good = (overrides: Record<string, unknown> = {}) => ({
  mat_code: 'LIM-OK-1',
  name: 'Limit test item',
  description: 'Made by the item limits test',
  length: 48,
  breadth: 40,
  height: 36,
  weight: 2200,
  volume: 0,
  ...overrides,
});

async function itemCount(harness: Harness): Promise<number> {
  const row = await harness.db
    .selectFrom('items')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

describeOnEachDatabase('item limits: POST /api/vendor/item/create and bulk-create', (harness) => {
  const api = apiOf(harness);

  it.each([
    ['length', ITEM_MEASURE_LIMITS.length + 1, `Length must be at most ${ITEM_MEASURE_LIMITS.length} in`],
    ['breadth', ITEM_MEASURE_LIMITS.breadth + 1, `Breadth must be at most ${ITEM_MEASURE_LIMITS.breadth} in`],
    ['height', ITEM_MEASURE_LIMITS.height + 1, `Height must be at most ${ITEM_MEASURE_LIMITS.height} in`],
    ['weight', 1e20, `Weight must be at most ${ITEM_MEASURE_LIMITS.weight} lb`],
    ['volume', 1e308, `Volume must be at most ${ITEM_MEASURE_LIMITS.volume} gal`],
    ['weight', -1, 'Weight cannot be negative'],
    ['mat_code', '🛢️🔥', MAT_CODE_RULE_MESSAGE],
    ['mat_code', 'PIPE 6" Ø', MAT_CODE_RULE_MESSAGE],
    ['mat_code', '-LEADING', MAT_CODE_RULE_MESSAGE],
  ])('refuses %s = %s with "%s" and saves nothing', async (field, value, message) => {
    const before = await itemCount(harness);
    const response = await api.post('supplier', '/api/vendor/item/create', good({ [field]: value }));
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().errors).toEqual([{ field, message }]);
    expect(await itemCount(harness)).toBe(before);
  });

  it('refuses UN9999 with a message naming it, saves nothing, and takes a real UN number', async () => {
    const before = await itemCount(harness);
    const refused = await api.post(
      'supplier',
      '/api/vendor/item/create',
      good({ mat_code: 'LIM-DG-1', un_number: 'UN9999', imdg_class: '3', packing_group: 'II' }),
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual([
      { field: 'un_number', message: 'UN Number UN9999 is not in the UN list of dangerous goods' },
    ]);
    expect(await itemCount(harness)).toBe(before);

    const accepted = await api.ok(
      'supplier',
      '/api/vendor/item/create',
      good({ mat_code: 'LIM-DG-2', un_number: 'un 1202', imdg_class: '3', packing_group: 'III' }),
    );
    expect(accepted.item).toMatchObject({ mat_code: 'LIM-DG-2', un_number: 'UN1202', imdg_class: '3' });
    expect(await itemCount(harness)).toBe(before + 1);
  });

  it('takes the largest figures and a mat code of letters, digits, spaces and - _ . /', async () => {
    const data = await api.ok(
      'supplier',
      '/api/vendor/item/create',
      good({
        mat_code: 'LIM MAX_1.2/3-A',
        length: ITEM_MEASURE_LIMITS.length,
        breadth: ITEM_MEASURE_LIMITS.breadth,
        height: ITEM_MEASURE_LIMITS.height,
        weight: ITEM_MEASURE_LIMITS.weight,
        volume: ITEM_MEASURE_LIMITS.volume,
      }),
    );
    expect(data.item).toMatchObject({ mat_code: 'LIM MAX_1.2/3-A', weight: ITEM_MEASURE_LIMITS.weight });
  });

  it('stores an item without dimensions or weight as unknown (0), for the load plan to name', async () => {
    const data = await api.ok(
      'supplier',
      '/api/vendor/item/create',
      good({ mat_code: 'LIM-NOSIZE', length: undefined, breadth: 0, height: 0, weight: 0 }),
    );
    expect(data.item).toMatchObject({ length: 0, breadth: 0, height: 0, weight: 0 });
  });

  it('reports each bad row of a bulk import with its row number and its message, and creates the good ones', async () => {
    const before = await itemCount(harness);
    const response = await api.post('supplier', '/api/vendor/item/bulk-create', {
      items: [
        { mat_code: 'LIM-BULK-1', name: 'Good row', weight: 100 },
        { mat_code: 'LIM-BULK-2', name: 'Unknown UN', un_number: 'UN9999', imdg_class: '3' },
        { mat_code: 'LIM-BULK-3', name: 'Heavy', weight: 1e20 },
        { mat_code: '😀', name: 'Emoji code' },
      ],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({
      created: 1,
      failed: [
        {
          row: 2,
          errors: [
            { field: 'un_number', message: 'UN Number UN9999 is not in the UN list of dangerous goods' },
          ],
        },
        {
          row: 3,
          errors: [{ field: 'weight', message: `Weight must be at most ${ITEM_MEASURE_LIMITS.weight} lb` }],
        },
        { row: 4, errors: [{ field: 'mat_code', message: MAT_CODE_RULE_MESSAGE }] },
      ],
    });
    expect(await itemCount(harness)).toBe(before + 1);
  });
});

it('keeps every demo catalogue row within the limits, so the demo seed still loads', () => {
  const rows = [...GULF_TUBULARS_CATALOGUE, ...NORTH_SEA_MUD_CATALOGUE];
  const refused = rows.flatMap(
    ([mat_code, name, description, length, breadth, height, weight, volume, unit]) => {
      const result = createItemBodySchema.safeParse({
        mat_code,
        name,
        description,
        length,
        breadth,
        height,
        weight,
        volume,
        item_measurement_unit: unit,
        ...DEMO_ITEM_LOAD_FIELDS[mat_code],
      });
      return result.success
        ? []
        : [`${mat_code}: ${result.error.issues.map((issue) => issue.message).join('; ')}`];
    },
  );
  expect(refused).toEqual([]);
  // Every demo item has a size and a weight: none shows as unknown in the demo's load plans.
  expect(rows.filter((row) => !(row[3] > 0 && row[4] > 0 && row[6] > 0)).map((row) => row[0])).toEqual([]);
});
