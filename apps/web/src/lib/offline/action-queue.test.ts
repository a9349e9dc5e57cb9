import { IDEMPOTENCY_KEY_IN_PROGRESS_MESSAGE } from '@rigline/contract/api';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import {
  ActionQueue,
  classifyFailure,
  type QueuedAction,
  type QueueState,
  type QueueStorage,
} from './action-queue';

/** The offline queue's rules (issue 24, docs/decisions/071), in memory: order, keys, refusals, redo, discard. */

function memoryStorage(initial?: QueueState): QueueStorage & { saved: () => QueueState | undefined } {
  let state = initial === undefined ? undefined : structuredClone(initial);
  return {
    load: async () => (state === undefined ? undefined : structuredClone(state)),
    update: async (change) => {
      state = structuredClone(change(state ?? { pending: [], failed: [], lastSentAt: null }));
      return structuredClone(state);
    },
    saved: () => state,
  };
}

function counterIds() {
  let next = 0;
  return () => `id-${++next}`;
}

const networkDown = () => new TypeError('Failed to fetch');
const refused = (status: number, message: string) =>
  new ApiError({ code: 'REFUSED', status, serverMessage: message });

function action(call: QueuedAction['call'], orderId: number, version = 3) {
  return { call, body: { id: orderId, version }, description: `Act on ${orderId}`, orderId };
}

describe('ActionQueue', () => {
  it('sends the queued actions in the order they were taken, each once, and says when it applied them', async () => {
    const sent: number[] = [];
    const onAnswered = vi.fn();
    const queue = new ActionQueue({
      storage: memoryStorage(),
      newId: counterIds(),
      onAnswered,
      send: async (queued) => {
        sent.push(queued.orderId ?? 0);
      },
    });
    for (const id of [11, 12, 13]) await queue.enqueue(action('order.update-status', id));
    await queue.replay();
    expect(sent).toEqual([11, 12, 13]);
    expect(queue.getState().pending).toEqual([]);
    expect(queue.getState().lastSentAt).not.toBeNull();
    expect(onAnswered).toHaveBeenCalledTimes(1);
  });

  it('keeps the same Idempotency-Key for an action through failed tries and a reload', async () => {
    const storage = memoryStorage();
    const keys: string[] = [];
    const send = vi.fn(async (queued: QueuedAction) => {
      keys.push(queued.key);
      if (keys.length < 3) throw networkDown();
    });
    const first = new ActionQueue({ storage, newId: counterIds(), send });
    const queued = await first.enqueue(action('order.receipt', 21));
    await first.replay();
    expect(first.isUnreachable()).toBe(true);
    await first.replay();
    expect(first.getState().pending).toHaveLength(1);

    // The page is reloaded: the queue is read back from storage with the action's key.
    const second = new ActionQueue({ storage, newId: () => 'another-id', send });
    await second.ready;
    expect(second.getState().pending.map((kept) => kept.key)).toEqual([queued.key]);
    await second.replay();
    expect(keys).toEqual([queued.key, queued.key, queued.key]);
    expect(second.getState().pending).toEqual([]);
    expect(second.isUnreachable()).toBe(false);
  });

  it('stops at an action that got no answer or a server fault, and sends nothing after it out of order', async () => {
    const sent: number[] = [];
    let isDown = true;
    const queue = new ActionQueue({
      storage: memoryStorage(),
      newId: counterIds(),
      send: async (queued) => {
        if (isDown) throw queued.orderId === 31 ? refused(503, 'Unavailable') : networkDown();
        sent.push(queued.orderId ?? 0);
      },
    });
    await queue.enqueue(action('order.update-status', 31));
    await queue.enqueue(action('order.update-status', 32));
    await queue.replay();
    expect(sent).toEqual([]);
    expect(queue.getState().pending.map((kept) => kept.orderId)).toEqual([31, 32]);
    isDown = false;
    await queue.replay();
    expect(sent).toEqual([31, 32]);
  });

  it('puts a replay answered 409 in "Could not be applied" with the server reason, and goes on with the next', async () => {
    const sent: number[] = [];
    const queue = new ActionQueue({
      storage: memoryStorage(),
      newId: counterIds(),
      send: async (queued) => {
        if (queued.orderId === 41)
          throw refused(409, 'This order was changed by Rig Logistics at 2026-11-27 10:00 UTC.');
        sent.push(queued.orderId ?? 0);
      },
    });
    await queue.enqueue(action('order.update-status', 41));
    await queue.enqueue(action('order.receipt', 42));
    await queue.replay();
    expect(sent).toEqual([42]);
    const { pending, failed } = queue.getState();
    expect(pending).toEqual([]);
    expect(failed).toHaveLength(1);
    expect(failed[0]).toMatchObject({
      orderId: 41,
      status: 409,
      description: 'Act on 41',
      message: 'This order was changed by Rig Logistics at 2026-11-27 10:00 UTC.',
    });
  });

  it('takes 400 and 422 as could not apply, and 401, 429, 5xx and a key still in flight as try again later', () => {
    expect(classifyFailure(refused(400, 'Bad'))).toBe('could-not-apply');
    expect(classifyFailure(refused(422, 'Reused key'))).toBe('could-not-apply');
    expect(classifyFailure(refused(409, 'Changed'))).toBe('could-not-apply');
    expect(classifyFailure(refused(409, IDEMPOTENCY_KEY_IN_PROGRESS_MESSAGE))).toBe('retry-later');
    expect(classifyFailure(refused(401, 'Expired'))).toBe('retry-later');
    expect(classifyFailure(refused(429, 'Slow down'))).toBe('retry-later');
    expect(classifyFailure(refused(500, 'Fault'))).toBe('retry-later');
    expect(classifyFailure(networkDown())).toBe('retry-later');
  });

  it('redoes a refused action against the current state with a new key, and discards another for good', async () => {
    const storage = memoryStorage();
    const sends: QueuedAction[] = [];
    let isRefused = true;
    const queue = new ActionQueue({
      storage,
      newId: counterIds(),
      send: async (queued) => {
        sends.push(queued);
        if (isRefused) throw refused(409, 'Changed meanwhile');
      },
    });
    const redone = await queue.enqueue(action('order.update-status', 51, 4));
    await queue.enqueue(action('order.update-status', 52, 4));
    await queue.replay();
    const [first, second] = queue.getState().failed;
    expect(first?.orderId).toBe(51);

    await queue.discard(second!.id);
    expect(queue.getState().failed.map((failed) => failed.orderId)).toEqual([51]);

    isRefused = false;
    await queue.redo(first!.id);
    expect(queue.getState().failed).toEqual([]);
    await queue.replay();
    const resent = sends.at(-1)!;
    expect(resent.orderId).toBe(51);
    expect(resent.key).not.toBe(redone.key);
    expect(resent.body).toEqual({ id: 51 });
    expect(queue.getState()).toMatchObject({ pending: [], failed: [] });
    // What is stored is what is shown: a reload does not bring the discarded or applied actions back.
    expect(storage.saved()).toMatchObject({ pending: [], failed: [] });
  });

  it('runs one replay at a time: a second call while one runs sends nothing twice', async () => {
    const sent: number[] = [];
    let release: () => void = () => {};
    const queue = new ActionQueue({
      storage: memoryStorage(),
      newId: counterIds(),
      send: (queued) =>
        new Promise<void>((resolve) => {
          sent.push(queued.orderId ?? 0);
          release = resolve;
        }),
    });
    await queue.enqueue(action('order.update-status', 61));
    const first = queue.replay();
    const second = queue.replay();
    await vi.waitFor(() => expect(sent).toEqual([61]));
    release();
    await Promise.all([first, second]);
    expect(sent).toEqual([61]);
  });
});
