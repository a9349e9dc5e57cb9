import { expect, it } from 'vitest';
import { describeOnEachDatabase } from '../../test/harness.ts';
import { inTransaction } from '../live/live-transaction.ts';
import { enqueueOutbox, OUTBOX, pruneOutbox } from './outbox.ts';

describeOnEachDatabase('pruning the outbox (docs/decisions/079)', (harness) => {
  it('drops settled messages older than the delivery log keeps, with their attempts; keeps pending and recent ones', async () => {
    const now = Date.now();
    const old = new Date(now - OUTBOX.keepMs - 3_600_000).toISOString();
    const recent = new Date(now - 3_600_000).toISOString();
    const message = (stream: string) => ({
      channel: 'WEBHOOK' as const,
      stream,
      eventType: 'order.accepted',
      webhookId: null,
      payload: '{}',
    });
    const [oldDelivered, oldFailed, oldPending] = await inTransaction(harness.db, (trx) =>
      enqueueOutbox(trx, [message('prune:a'), message('prune:b'), message('prune:c')], old),
    );
    const [recentDelivered] = await inTransaction(harness.db, (trx) =>
      enqueueOutbox(trx, [message('prune:d')], recent),
    );
    await harness.db
      .updateTable('outbox')
      .set({ status: 'DELIVERED' })
      .where('id', 'in', [oldDelivered!, recentDelivered!])
      .execute();
    await harness.db.updateTable('outbox').set({ status: 'FAILED' }).where('id', '=', oldFailed!).execute();
    await harness.db
      .insertInto('outbox_attempts')
      .values({ outbox_id: oldDelivered!, attempted_at: old, status_code: 200, answer: 'ok', duration_ms: 5 })
      .execute();
    expect(await pruneOutbox({ db: harness.db, now })).toBe(2);
    const left = await harness.db
      .selectFrom('outbox')
      .select('id')
      .where('stream', 'like', 'prune:%')
      .orderBy('id')
      .execute();
    expect(left.map((row) => row.id)).toEqual([oldPending, recentDelivered]);
    const attempts = await harness.db
      .selectFrom('outbox_attempts')
      .select('id')
      .where('outbox_id', '=', oldDelivered!)
      .execute();
    expect(attempts).toEqual([]);
  });
});
