import { expect, it } from 'vitest';
import { describeOnEachDatabase, type Harness } from '../../test/harness.ts';
import { fieldsOf } from '../requests/request-fixtures.ts';
import { apiOf, rigIdsByCode, voyageAtSea } from '../voyages/voyage-fixtures.ts';

/**
 * The backload window (issue 22.4): rig logistics books and edits backload from the moment a voyage calls at
 * the rig until the vessel leaves it — the next journey starts, or the voyage arrives at base — and is told
 * why after that; a booking or edit that loses the race for the voyage answers 409 and writes nothing.
 */

const line = (description = 'Empty mud skip') => ({
  description,
  category: 'EMPTY_CCU',
  quantity: 1,
  unit: 'CCU',
  weight_kg: 1200,
  length_m: 2,
  width_m: 1.5,
  height_m: 1.2,
});

describeOnEachDatabase('backload: booked and edited until the vessel leaves the rig', (harness) => {
  const api = apiOf(harness);

  async function backloadRow(id: number) {
    const row = await harness.db
      .selectFrom('backloads')
      .select(['status', 'version'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const lines = await harness.db
      .selectFrom('backload_lines')
      .select('description')
      .where('backload_id', '=', id)
      .execute();
    return { ...row, lines: lines.map((row) => row.description) };
  }

  async function offloadJourney(harness: Harness, journeyId: number) {
    const orders = await harness.db
      .selectFrom('orders')
      .innerJoin('shipments', 'shipments.id', 'orders.shipment_id')
      .select('orders.id')
      .where('shipments.journey_id', '=', journeyId)
      .execute();
    for (const order of orders)
      await api.ok('rig_logistics', '/api/order/move-order-to-next-phase', { id: order.id });
  }

  /** A voyage to RIG-001 then RIG-002, sailed, its first journey ended: the vessel is alongside RIG-001. */
  async function alongsideFirstRig() {
    const [rig1, rig2] = await rigIdsByCode(harness);
    const voyage = await voyageAtSea(harness, [rig1!, rig2!]);
    await api.ok('rig_logistics', '/api/journey/start', { journey_id: voyage.journeyIds[0] });
    await api.ok('rig_logistics', '/api/journey/end', { journey_id: voyage.journeyIds[0] });
    await offloadJourney(harness, voyage.journeyIds[0]!);
    const book = (rigId: number, description?: string) =>
      api.post('rig_logistics', '/api/backload/create', {
        voyage_id: voyage.voyageId,
        rig_id: rigId,
        lines: [line(description)],
      });
    return { ...voyage, rig1: rig1!, rig2: rig2!, book };
  }

  it('books and edits while the vessel is alongside: the journey there has ended', async () => {
    const { book, rig1 } = await alongsideFirstRig();
    const booked = await book(rig1);
    expect(booked.statusCode, booked.body).toBe(200);
    const { id, version } = booked.json().data.backload;
    const edited = await api.ok('rig_logistics', '/api/backload/update', {
      id,
      version,
      lines: [line('Empty mud skip'), line('Returned drill pipe basket')],
    });
    expect(edited.backload.lines).toHaveLength(2);
    expect(await backloadRow(id)).toMatchObject({
      status: 'BOOKED',
      lines: ['Empty mud skip', 'Returned drill pipe basket'],
    });
    // And it is loaded there.
    await api.ok('rig_logistics', '/api/backload/mark-loaded', { id });
  });

  it('refuses booking and editing once the next journey has started, naming the rigs; cancel stays open', async () => {
    const { book, rig1, rig2, journeyIds } = await alongsideFirstRig();
    const booked = (await book(rig1)).json().data.backload;
    await api.ok('rig_logistics', '/api/journey/start', { journey_id: journeyIds[1] });

    const late = await book(rig1);
    expect(late.statusCode).toBe(400);
    expect(fieldsOf(late.json())).toEqual(['voyage_id']);
    expect(late.json().message).toBe(
      'The vessel has left Ocean Endeavour (the journey to Deepwater Horizon II has started); book the backload on a later voyage',
    );
    const edit = await api.post('rig_logistics', '/api/backload/update', {
      id: booked.id,
      version: booked.version,
      lines: [line('Too late')],
    });
    expect(edit.statusCode).toBe(400);
    expect(edit.json().message).toBe(
      'The vessel has left Ocean Endeavour (the journey to Deepwater Horizon II has started); cancel this backload and book it on another voyage',
    );
    expect(await backloadRow(booked.id)).toEqual({
      status: 'BOOKED',
      version: booked.version,
      lines: ['Empty mud skip'],
    });
    // The vessel is on its way to the second rig: backload from there is still open.
    expect((await book(rig2)).statusCode).toBe(200);
    await api.ok('rig_logistics', '/api/backload/cancel', { id: booked.id, version: booked.version });
  });

  it('keeps the last rig open after its journey ends, and refuses everything once the voyage arrives', async () => {
    const { book, rig2, journeyIds, voyageId } = await alongsideFirstRig();
    await api.ok('rig_logistics', '/api/journey/start', { journey_id: journeyIds[1] });
    await api.ok('rig_logistics', '/api/journey/end', { journey_id: journeyIds[1] });
    const booked = await book(rig2);
    expect(booked.statusCode, booked.body).toBe(200);
    const { id } = booked.json().data.backload;
    await offloadJourney(harness, journeyIds[1]!);
    // A backload booked and never loaded holds the arrival back, named (issue 22's walk): it would stay
    // "booked" on a voyage back at base.
    const held = await api.post('base_coordinator', '/api/voyage/arrive', { voyage_id: voyageId });
    expect(held.statusCode).toBe(409);
    expect(held.json().message).toContain(`Backload #${id} from `);
    expect(held.json().message).toContain('is booked but not loaded: mark it loaded or cancel it');
    await api.ok('rig_logistics', '/api/backload/mark-loaded', { id });
    const version = (await backloadRow(id)).version;
    await api.ok('base_coordinator', '/api/voyage/arrive', { voyage_id: voyageId });

    const late = await book(rig2);
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toBe(
      'This voyage has already arrived at base; book the backload on another voyage',
    );
    const edit = await api.post('rig_logistics', '/api/backload/update', {
      id,
      version,
      lines: [line('Too late')],
    });
    expect(edit.statusCode).toBe(409);
    expect(await backloadRow(id)).toEqual({ status: 'LOADED', version, lines: ['Empty mud skip'] });
  });

  it('races booking and editing against the vessel leaving: each either goes through before it or writes nothing', async () => {
    for (let round = 0; round < 4; round += 1) {
      const { book, rig1, journeyIds } = await alongsideFirstRig();
      const booked = (await book(rig1)).json().data.backload;
      const calls = [
        () => book(rig1, `Race ${round}`),
        () =>
          api.post('rig_logistics', '/api/backload/update', {
            id: booked.id,
            version: booked.version,
            lines: [line(`Edited ${round}`)],
          }),
        () => api.post('rig_logistics', '/api/journey/start', { journey_id: journeyIds[1] }),
      ];
      const [booking, edit, start] =
        round % 2 === 0
          ? await Promise.all(calls.map((call) => call()))
          : (await Promise.all(calls.reverse().map((call) => call()))).reverse();
      expect(start!.statusCode, start!.body).toBe(200);
      for (const answer of [booking!, edit!]) {
        expect([200, 400, 409], answer.body).toContain(answer.statusCode);
        if (answer.statusCode === 409)
          expect(answer.json().message).toMatch(/^This voyage was changed by .+ Reload/);
      }
      const racers = await harness.db
        .selectFrom('backload_lines')
        .select('description')
        .where('description', '=', `Race ${round}`)
        .execute();
      expect(racers).toHaveLength(booking!.statusCode === 200 ? 1 : 0);
      expect((await backloadRow(booked.id)).lines).toEqual([
        edit!.statusCode === 200 ? `Edited ${round}` : 'Empty mud skip',
      ]);
    }
  });

  it('answers 409 to two edits from the same view at once: one goes through', async () => {
    const { book, rig1 } = await alongsideFirstRig();
    const booked = (await book(rig1)).json().data.backload;
    const edit = (description: string) =>
      api.post('rig_logistics', '/api/backload/update', {
        id: booked.id,
        version: booked.version,
        lines: [line(description)],
      });
    const answers = await Promise.all([edit('First edit'), edit('Second edit')]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const winner = answers[0]!.statusCode === 200 ? 'First edit' : 'Second edit';
    expect(await backloadRow(booked.id)).toMatchObject({ lines: [winner], version: booked.version + 1 });
  });
});
