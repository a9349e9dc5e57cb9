import type { AddressInfo } from 'node:net';
import { LIVE } from '@rigline/contract/live';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { createDb } from '../../db/connection.ts';
import { isChange, type OpenStream, openEventStream } from '../../test/event-stream.ts';
import { describeOnEachDatabase, type Harness, testConfig } from '../../test/harness.ts';
import { transitionEvent } from '../events/event-rows.ts';
import { recordTransitions } from '../lifecycle/record-transitions.ts';
import { createGulfRequest, demoIds } from '../requests/request-fixtures.ts';
import { inTransaction } from './live-transaction.ts';

describeOnEachDatabase('GET /api/events/stream and POST /api/events/ticket', (harness) => {
  let baseUrl = '';
  const streams: OpenStream[] = [];

  beforeAll(async () => {
    await harness.app.listen({ port: 0, host: '127.0.0.1' });
    baseUrl = `http://127.0.0.1:${(harness.app.server.address() as AddressInfo).port}`;
  });
  afterAll(() => {
    for (const stream of streams) stream.close();
  });

  async function ticketFor(role: Parameters<Harness['tokenFor']>[0]): Promise<string> {
    const response = await harness.post('/api/events/ticket', undefined, {
      token: await harness.tokenFor(role),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.expires_in).toBe(LIVE.ticketTtlSeconds);
    return response.json().data.ticket as string;
  }

  async function open(path: string, token?: string): Promise<OpenStream> {
    const stream = await openEventStream(`${baseUrl}${path}`, token ? { token } : {});
    streams.push(stream);
    return stream;
  }

  async function streamFor(role: Parameters<Harness['tokenFor']>[0]): Promise<OpenStream> {
    const stream = await open(`/api/events/stream?ticket=${await ticketFor(role)}`);
    expect(stream.status).toBe(200);
    await stream.next((event) => event.event === 'ready');
    return stream;
  }

  it('opens with a single-use ticket or the bearer header, and never without either', async () => {
    const ticket = await ticketFor('supplier');
    const first = await open(`/api/events/stream?ticket=${ticket}`);
    expect(first.status).toBe(200);
    expect(first.contentType).toContain('text/event-stream');
    expect(JSON.parse((await first.next((event) => event.event === 'ready')).data)).toEqual({
      heartbeat_ms: LIVE.heartbeatMs,
    });
    first.close();
    expect((await open(`/api/events/stream?ticket=${ticket}`)).status).toBe(401);
    expect((await open('/api/events/stream?ticket=not-a-ticket')).status).toBe(401);
    expect((await open('/api/events/stream')).status).toBe(401);
    expect((await open('/api/events/stream', 'tampered.token.value')).status).toBe(401);

    const bearer = await open('/api/events/stream', await harness.tokenFor('rig_logistics'));
    expect(bearer.status).toBe(200);
    await bearer.next((event) => event.event === 'ready');
    bearer.close();

    expect((await harness.post('/api/events/ticket', undefined)).statusCode).toBe(401);
  });

  it('refuses an expired ticket', async () => {
    const ticket = await ticketFor('supplier');
    await harness.db
      .updateTable('event_tickets')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .execute();
    expect((await open(`/api/events/stream?ticket=${ticket}`)).status).toBe(401);
  });

  it('carries a change to those who may see it, and a notice to its recipient, only after commit', async () => {
    const sam = await streamFor('supplier');
    const nina = await streamFor('second-supplier');
    const rita = await streamFor('rig_logistics');
    const ben = await streamFor('base_coordinator');

    const { requestId } = await createGulfRequest(harness, { phase: 1 });
    await sam.next(isChange('request', requestId));
    await sam.next(isChange('order', requestId));
    await rita.next(isChange('request', requestId));
    await ben.next(isChange('request', requestId));
    await rita.next((event) => event.event === 'change' && JSON.parse(event.data).kind === 'notification');

    // Nina's own change reaches her; of Sam's request she never hears, not even its id.
    const { northSeaItems, rigs, wellsOf } = await demoIds(harness);
    const ninaToken = await harness.tokenFor('second-supplier');
    const created = await harness.post(
      '/api/request/create',
      {
        rig_id: rigs[0]!.id,
        well_id: wellsOf(rigs[0]!.id)[0]!.id,
        title: 'Nina',
        type: 'Loadout Request',
        section: 'S',
        description: 'D',
      },
      { token: ninaToken },
    );
    const ninaRequestId = created.json().data.request_id as number;
    await harness.post(
      '/api/order/create',
      { request_id: ninaRequestId, item_id: northSeaItems[0]!.id, quantity: 1 },
      { token: ninaToken },
    );
    await nina.next(isChange('order', ninaRequestId));
    expect(
      nina.events.some(
        (event) =>
          event.data.includes(`${requestId}`) &&
          event.event === 'change' &&
          JSON.parse(event.data).request_ids.includes(requestId),
      ),
    ).toBe(false);
    expect(
      sam.events.some(
        (event) => event.event === 'change' && JSON.parse(event.data).request_ids.includes(ninaRequestId),
      ),
    ).toBe(false);
    // Rig logistics' notice was for rig logistics only.
    expect(
      sam.events.some((event) => event.event === 'change' && JSON.parse(event.data).kind === 'notification'),
    ).toBe(false);
  });

  it('publishes nothing, and records nothing, for a transaction that rolls back', async () => {
    const ben = await streamFor('base_coordinator');
    const { requestId } = await createGulfRequest(harness);
    await ben.next(isChange('order', requestId));
    const seen = ben.events.length;
    const event = transitionEvent({
      entityType: 'request',
      entityId: requestId,
      actorUserId: (await demoIds(harness)).adminUserId,
      from: { phase: 0, status: 'DRAFT' },
      to: { phase: 1, status: 'PENDING' },
      at: new Date().toISOString(),
    });
    await expect(
      inTransaction(harness.db, async (trx) => {
        await recordTransitions(trx, [event]);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    const rows = await harness.db
      .selectFrom('events')
      .select('id')
      .where('request_id', '=', requestId)
      .execute();
    const notices = await harness.db
      .selectFrom('notifications')
      .select('id')
      .where('request_id', '=', requestId)
      .execute();
    expect(notices).toEqual([]);
    // A later committed change arrives, and nothing arrived before it.
    await inTransaction(harness.db, (trx) => recordTransitions(trx, [event]));
    await ben.next(
      (candidate) => ben.events.indexOf(candidate) >= seen && isChange('request', requestId)(candidate),
    );
    expect(ben.events.slice(seen).filter(isChange('request', requestId))).toHaveLength(1);
    expect(
      await harness.db.selectFrom('events').select('id').where('request_id', '=', requestId).execute(),
    ).toHaveLength(rows.length + 1);
  });

  it('refuses to record a transition outside inTransaction, rather than lose its live update', async () => {
    const { requestId } = await createGulfRequest(harness);
    const event = transitionEvent({
      entityType: 'request',
      entityId: requestId,
      actorUserId: (await demoIds(harness)).adminUserId,
      from: null,
      to: { phase: 0, status: 'DRAFT' },
      at: new Date().toISOString(),
    });
    await expect(harness.db.transaction().execute((trx) => recordTransitions(trx, [event]))).rejects.toThrow(
      'inTransaction',
    );
  });
});

describe('heartbeats', () => {
  const db = createDb({ kind: 'sqlite', file: ':memory:' });
  let app: Awaited<ReturnType<typeof buildApp>>;
  afterAll(async () => {
    await app?.close();
    await db.destroy();
  });

  it('keep an idle stream alive with comment lines', async () => {
    app = await buildApp({
      config: testConfig({ kind: 'sqlite', file: ':memory:' }),
      db,
      liveHeartbeatMs: 50,
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'supplier@rigline.demo', password: 'supplier-demo-2025' },
    });
    const port = (app.server.address() as AddressInfo).port;
    const stream = await openEventStream(`http://127.0.0.1:${port}/api/events/stream`, {
      token: login.json().data.token,
    });
    await stream.next((event) => event.event === 'ready');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(stream.comments).toBeGreaterThanOrEqual(2);
    stream.close();
  });
});
