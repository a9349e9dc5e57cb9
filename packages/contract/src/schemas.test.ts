import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { CallDefinition } from './api.ts';
import * as auth from './auth.ts';
import * as bases from './bases.ts';
import * as dashboard from './dashboard.ts';
import * as items from './items.ts';
import * as journeys from './journeys.ts';
import * as orders from './orders.ts';
import * as requests from './requests.ts';
import * as rigs from './rigs.ts';
import * as shipments from './shipments.ts';
import * as vendors from './vendors.ts';
import * as vessels from './vessels.ts';
import * as voyages from './voyages.ts';
import * as wells from './wells.ts';

function issuesOf(schema: z.ZodType, input: unknown) {
  const result = schema.safeParse(input);
  if (result.success) throw new Error('expected the input to be refused');
  return result.error.issues.map((issue) => ({ path: issue.path, message: issue.message }));
}

describe('every call', () => {
  const modules = [
    auth,
    bases,
    dashboard,
    items,
    journeys,
    orders,
    requests,
    rigs,
    shipments,
    vendors,
    vessels,
    voyages,
    wells,
  ];
  const calls = modules.flatMap((module) =>
    Object.entries(module)
      .filter(([name]) => name.endsWith('Call'))
      .map(([name, call]) => [name, call as CallDefinition] as const),
  );

  it('has a distinct method and path under /api', () => {
    const routes = calls.map(([, call]) => `${call.method} ${call.path}`);
    expect(new Set(routes).size).toBe(routes.length);
    for (const [, call] of calls) expect(call.path).toMatch(/^\/api\//);
  });

  it('declares params exactly for the :names in its path', () => {
    for (const [name, call] of calls) {
      const inPath = [...call.path.matchAll(/:(\w+)/g)].map((match) => match[1]).sort();
      const declared = Object.keys(call.params?.shape ?? {}).sort();
      expect(declared, name).toEqual(inPath);
    }
  });

  // The server serializes with z.encode, which throws on a one-way transform; JSON Schema refuses them too.
  it('answers with a response schema free of transforms', () => {
    for (const [name, call] of calls) {
      expect(() => z.toJSONSchema(call.response, { io: 'output' }), name).not.toThrow();
    }
  });

  it('sends no body with a GET', () => {
    for (const [name, call] of calls) if (call.method === 'GET') expect(call.body, name).toBeUndefined();
  });
});

describe('request create', () => {
  const valid = {
    rig_id: 1,
    well_id: 2,
    title: 'Casing run',
    section: '12 1/4"',
    description: 'For the next section',
  };

  it('defaults the type to Loadout Request', () => {
    expect(requests.createRequestBodySchema.parse(valid).type).toBe('Loadout Request');
  });

  it('names the missing title', () => {
    const { title: _title, ...withoutTitle } = valid;
    expect(issuesOf(requests.createRequestBodySchema, withoutTitle)).toEqual([
      { path: ['title'], message: 'Title is required' },
    ]);
  });

  it('does not count spaces as filled in', () => {
    expect(issuesOf(requests.createRequestBodySchema, { ...valid, section: '   ' })).toEqual([
      { path: ['section'], message: 'Section is required' },
    ]);
  });

  it('asks for a rig and a well, and refuses another type', () => {
    const issues = issuesOf(requests.createRequestBodySchema, {
      ...valid,
      rig_id: undefined,
      well_id: '2',
      type: 'Backload',
    });
    expect(issues).toEqual([
      { path: ['rig_id'], message: 'Please select a rig' },
      { path: ['well_id'], message: 'Please select a well' },
      { path: ['type'], message: 'Request type must be Loadout Request' },
    ]);
  });
});

describe('request list query', () => {
  it('accepts ex-DRAFT and coerces ids', () => {
    expect(requests.listRequestsQuerySchema.parse({ status: 'ex-DRAFT', rig_id: '3', search: ' ' })).toEqual({
      page: 1,
      limit: 10,
      status: 'ex-DRAFT',
      rig_id: 3,
      search: undefined,
    });
  });

  it('refuses an unknown status', () => {
    expect(requests.listRequestsQuerySchema.safeParse({ status: 'ex-PENDING' }).success).toBe(false);
  });
});

describe('order list query', () => {
  it('reads shipment_id=null as no shipment, and accepts ex-REJECTED', () => {
    const query = orders.listOrdersQuerySchema.parse({
      request_id: '4',
      shipment_id: 'null',
      current_phase: '2',
      status: 'ex-REJECTED',
    });
    expect(query).toMatchObject({
      request_id: 4,
      shipment_id: null,
      current_phase: 2,
      status: 'ex-REJECTED',
    });
  });

  it('reads a shipment id and an order status', () => {
    expect(orders.listOrdersQuerySchema.parse({ shipment_id: '7', status: 'LOADED' })).toMatchObject({
      shipment_id: 7,
      status: 'LOADED',
    });
  });

  it('refuses a phase beyond the table', () => {
    expect(orders.listOrdersQuerySchema.safeParse({ current_phase: '10' }).success).toBe(false);
    expect(orders.listOrdersQuerySchema.safeParse({ current_phase: '9' }).success).toBe(true);
  });
});

describe('order bodies', () => {
  it('needs a quantity of at least 1', () => {
    expect(issuesOf(orders.createOrderBodySchema, { item_id: 1, request_id: 1, quantity: 0 })).toEqual([
      { path: ['quantity'], message: 'Quantity must be at least 1' },
    ]);
  });

  it('takes shipment_id null to remove an order from its shipment', () => {
    expect(orders.updateOrderBodySchema.parse({ id: 3, shipment_id: null })).toEqual({
      id: 3,
      shipment_id: null,
    });
  });
});

describe('item create', () => {
  it('fixes the units and defaults the measures', () => {
    expect(
      items.createItemBodySchema.parse({ mat_code: 'MC-1', name: 'Drill pipe', description: '5" DP' }),
    ).toEqual({
      mat_code: 'MC-1',
      name: 'Drill pipe',
      description: '5" DP',
      remarks: '',
      length: 0,
      breadth: 0,
      height: 0,
      weight: 0,
      volume: 0,
      length_unit: 'inches',
      breadth_unit: 'inches',
      height_unit: 'inches',
      weight_unit: 'pounds',
      volume_unit: 'gallons',
      item_measurement_unit: 'count',
      is_stackable: false,
    });
  });

  it('refuses other units, negative measures and missing required fields', () => {
    const issues = issuesOf(items.createItemBodySchema, {
      mat_code: 'MC-1',
      name: '',
      length: -1,
      length_unit: 'cm',
      item_measurement_unit: 'kg',
    });
    expect(issues.map((issue) => issue.path[0])).toEqual([
      'name',
      'length',
      'item_measurement_unit',
      'description',
      'length_unit',
    ]);
  });

  it('lists 50 items a page unless told otherwise', () => {
    expect(items.listItemsQuerySchema.parse({}).limit).toBe(50);
    expect(items.listItemsQuerySchema.parse({ mat_code: 'MC-1', limit: '10' })).toMatchObject({
      mat_code: 'MC-1',
      limit: 10,
    });
  });

  it('deletes at least one item', () => {
    expect(issuesOf(items.deleteItemsBodySchema, { item_ids: [] })).toEqual([
      { path: ['item_ids'], message: 'Choose at least one item to delete' },
    ]);
  });

  it('checks bulk rows one by one', () => {
    expect(items.bulkCreateItemsBodySchema.safeParse({ items: [{ mat_code: '' }] }).success).toBe(true);
    expect(items.bulkItemRowSchema.safeParse({ mat_code: '', name: 'Bit' }).success).toBe(false);
  });
});

describe('voyage create', () => {
  it('asks for a name and a vessel', () => {
    expect(issuesOf(voyages.createVoyageBodySchema, { name: ' ' })).toEqual([
      { path: ['name'], message: 'Please enter a voyage name' },
      { path: ['vessel_id'], message: 'Please select a vessel' },
    ]);
    expect(issuesOf(voyages.createVoyageBodySchema, { vessel_id: 1.5 })).toEqual([
      { path: ['name'], message: 'Please enter a voyage name' },
      { path: ['vessel_id'], message: 'Please select a vessel' },
    ]);
  });

  it('leaves the bases to the server when not chosen', () => {
    expect(voyages.createVoyageBodySchema.parse({ name: 'North run', vessel_id: 2 })).toEqual({
      name: 'North run',
      vessel_id: 2,
    });
  });
});

describe('journeys', () => {
  it('asks for a rig on create', () => {
    expect(issuesOf(journeys.createJourneyBodySchema, { voyage_id: 1 })).toEqual([
      { path: ['rig_id'], message: 'Please select a rig' },
    ]);
  });

  it('keeps sequences from 1', () => {
    expect(
      journeys.updateJourneySequenceBodySchema.safeParse({ journey_id: 1, new_sequence: 0 }).success,
    ).toBe(false);
  });
});

describe('vessel and shipment queries', () => {
  it('reads one or many vessel ids as a list', () => {
    expect(vessels.listVesselsQuerySchema.parse({ id: '3' }).id).toEqual([3]);
    expect(vessels.listVesselsQuerySchema.parse({ id: ['3', '4'] }).id).toEqual([3, 4]);
  });

  it('reads is_loaded=false as false', () => {
    expect(shipments.listShipmentsQuerySchema.parse({ is_loaded: 'false', action_phase: '3' })).toMatchObject(
      {
        is_loaded: false,
        action_phase: 3,
        limit: 10,
      },
    );
    expect(shipments.listShipmentsQuerySchema.safeParse({ is_loaded: 'yes' }).success).toBe(false);
  });
});

describe('responses', () => {
  const voyage: voyages.Voyage = {
    id: 7,
    name: 'North run',
    status: 'PLANNING',
    vessel_id: 1,
    vessel: { id: 1, name: 'Sea Supplier' },
    created_at: '2025-01-02T03:04:05.000Z',
    started_at: null,
    ended_at: null,
    planned_departure_at: null,
    planned_return_at: null,
    cutoff_at: null,
    start_base_id: 1,
    end_base_id: 1,
    start_base: { id: 1, name: 'Main base' },
    end_base: { id: 1, name: 'Main base' },
    journey_count: 0,
    shipment_count: 0,
    loaded_shipment_count: 0,
    ended_journey_count: 0,
    is_returning: false,
    version: 1,
  };

  it('encode as the server sends them', () => {
    const body = {
      status: true,
      message: 'OK',
      data: { Voyages: { data: [voyage], meta: { total: 1, per_page: 10, current_page: 1, last_page: 1 } } },
    };
    expect(z.encode(voyages.listVoyagesResponseSchema, body)).toEqual(body);
  });

  it('refuse a voyage status the server does not use', () => {
    expect(voyages.voyageSchema.safeParse({ ...voyage, status: 'upcoming' }).success).toBe(false);
  });
});
