import {
  IDEMPOTENCY_KEY_IN_PROGRESS_MESSAGE,
  IDEMPOTENCY_KEY_INVALID_MESSAGE,
  IDEMPOTENCY_KEY_REUSED_MESSAGE,
} from '@rigline/contract/api';
import { expect, it } from 'vitest';
import { demoIds } from '../modules/requests/request-fixtures.ts';
import { describeOnEachDatabase, type Harness } from '../test/harness.ts';

/*
 * Issue 24 (docs/decisions/064): a POST sent with an Idempotency-Key is applied once; a repeat answers the first
 * answer without acting again, so an action queued offline and sent twice when the link returns lands once.
 */

function send(harness: Harness, options: { token: string; key?: string; url: string; body: unknown }) {
  return harness.app.inject({
    method: 'POST',
    url: options.url,
    payload: options.body as Record<string, unknown>,
    headers: {
      authorization: `Bearer ${options.token}`,
      ...(options.key === undefined ? {} : { 'idempotency-key': options.key }),
    },
  });
}

async function requestCount(harness: Harness, title: string): Promise<number> {
  const row = await harness.db
    .selectFrom('requests')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('title', '=', title)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

describeOnEachDatabase('Idempotency-Key on POST calls (issue 24)', (harness) => {
  const draft = async (title: string) => {
    const ids = await demoIds(harness);
    const rig = ids.rigs[1]!;
    return {
      rig_id: rig.id,
      well_id: ids.wellsOf(rig.id)[1]!.id,
      title,
      type: 'Loadout Request',
      section: 'Catering',
      description: 'Queued offline',
    };
  };
  const create = (token: string, key: string | undefined, body: unknown) =>
    send(harness, { token, key, url: '/api/request/create', body });

  it('acts once: the repeat answers the first answer, marked as replayed, and creates nothing more', async () => {
    const token = await harness.tokenFor('supplier');
    const body = await draft('Idempotent once');
    const first = await create(token, 'offline-queue-0001', body);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const second = await create(token, 'offline-queue-0001', body);
    expect(second.statusCode, second.body).toBe(200);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(second.json()).toEqual(first.json());
    expect(await requestCount(harness, 'Idempotent once')).toBe(1);
    // Without a key every call acts, as before.
    expect((await create(token, undefined, body)).statusCode).toBe(200);
    expect(await requestCount(harness, 'Idempotent once')).toBe(2);
  });

  it('refuses the same key with another body (422) and a malformed key (400), changing nothing', async () => {
    const token = await harness.tokenFor('supplier');
    expect((await create(token, 'offline-queue-0002', await draft('Idempotent first'))).statusCode).toBe(200);
    const reused = await create(token, 'offline-queue-0002', await draft('Idempotent other'));
    expect(reused.statusCode).toBe(422);
    expect(reused.json()).toMatchObject({ status: false, message: IDEMPOTENCY_KEY_REUSED_MESSAGE });
    expect(await requestCount(harness, 'Idempotent other')).toBe(0);
    const malformed = await create(token, 'has a space', await draft('Idempotent malformed'));
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({
      message: IDEMPOTENCY_KEY_INVALID_MESSAGE,
      errors: [{ field: 'Idempotency-Key', message: IDEMPOTENCY_KEY_INVALID_MESSAGE }],
    });
    expect(await requestCount(harness, 'Idempotent malformed')).toBe(0);
  });

  it('keeps a refusal too: the repeat of a call that met a changed state says why again, without acting', async () => {
    const token = await harness.tokenFor('supplier');
    const created = await create(token, undefined, await draft('Idempotent refused'));
    const requestId = created.json().data.request_id as number;
    const move = (key: string, version: number) =>
      send(harness, {
        token,
        key,
        url: '/api/request/move-next-phase',
        body: { request_id: requestId, version },
      });
    const stale = await move('offline-queue-0003', 99);
    expect(stale.statusCode, stale.body).toBe(409);
    const again = await move('offline-queue-0003', 99);
    expect(again.statusCode).toBe(409);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(stale.json());
    const row = await harness.db
      .selectFrom('requests')
      .select(['current_phase', 'version'])
      .where('id', '=', requestId)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ current_phase: 0, version: 1 });
  });

  it('keeps keys per user, for 24 hours', async () => {
    const body = await draft('Idempotent per user');
    const supplier = await harness.tokenFor('supplier');
    const other = await harness.tokenFor('second-supplier');
    expect((await create(supplier, 'shared-key-0004', body)).statusCode).toBe(200);
    const theirs = await create(other, 'shared-key-0004', body);
    expect(theirs.statusCode, theirs.body).toBe(200);
    expect(theirs.headers['idempotent-replayed']).toBeUndefined();
    expect(await requestCount(harness, 'Idempotent per user')).toBe(2);
    // 25 hours later the key is forgotten: the same request acts again.
    await harness.db
      .updateTable('idempotency_keys')
      .set({ created_at: new Date(Date.now() - 25 * 3600 * 1000).toISOString() })
      .where('key', '=', 'shared-key-0004')
      .execute();
    const later = await create(supplier, 'shared-key-0004', body);
    expect(later.statusCode).toBe(200);
    expect(later.headers['idempotent-replayed']).toBeUndefined();
    expect(await requestCount(harness, 'Idempotent per user')).toBe(3);
  });

  it('answers 409 while the first request with the key is still being applied; sent together, one acts', async () => {
    const token = await harness.tokenFor('supplier');
    const body = await draft('Idempotent together');
    // A claim with no answer yet, as while another process is applying it.
    expect((await create(token, 'in-flight-0005', body)).statusCode).toBe(200);
    await harness.db
      .updateTable('idempotency_keys')
      .set({ answer: null })
      .where('key', '=', 'in-flight-0005')
      .execute();
    const busy = await create(token, 'in-flight-0005', body);
    expect(busy.statusCode).toBe(409);
    expect(busy.json().message).toBe(IDEMPOTENCY_KEY_IN_PROGRESS_MESSAGE);
    const answers = await Promise.all([1, 2, 3].map(() => create(token, 'together-0006', body)));
    // The in-flight one created one request; of the three sent together exactly one more.
    for (const answer of answers) expect([200, 409]).toContain(answer.statusCode);
    expect(answers.filter((answer) => answer.statusCode === 200).length).toBeGreaterThanOrEqual(1);
    expect(await requestCount(harness, 'Idempotent together')).toBe(2);
  });
});
