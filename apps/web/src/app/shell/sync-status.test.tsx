import { IDEMPOTENCY_KEY_HEADER } from '@rigline/contract/api';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { QueueState, QueueStorage } from '@/lib/offline/action-queue';
import { startActionQueue } from '@/lib/offline/offline-actions';
import { changeOrderStatusOrQueue, recordReceiptOrQueue } from '@/lib/offline/queueable-actions';
import { SyncStatus } from './sync-status';

/*
 * Issue 24: actions taken offline wait in the queue, the top bar says Offline and how many wait, the link's
 * return sends them in order with their own Idempotency-Key, and a refused one lands in "Could not be applied"
 * with the server's reason, Redo and Discard.
 */

const ORDER = { id: 12, version: 3, item: { name: 'Drill pipe' } };

interface Sent {
  url: string;
  key: string | null;
  body: Record<string, unknown>;
}

function memoryStorage(): QueueStorage {
  let state: QueueState | undefined;
  return {
    load: async () => state,
    update: async (change) => {
      state = structuredClone(change(state ?? { pending: [], failed: [], lastSentAt: null }));
      return structuredClone(state);
    },
  };
}

let isOnline = true;
let answers: Array<{ status: number; body: unknown }> = [];
const sent: Sent[] = [];
let stopQueue: () => void = () => {};

function setOnline(next: boolean) {
  isOnline = next;
  window.dispatchEvent(new Event(next ? 'online' : 'offline'));
}

beforeEach(() => {
  isOnline = true;
  answers = [];
  sent.length = 0;
  window.localStorage.setItem('token', 'test-token');
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => isOnline });
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    if (!isOnline) throw new TypeError('Failed to fetch');
    const headers = init.headers as Record<string, string>;
    sent.push({ url, key: headers[IDEMPOTENCY_KEY_HEADER] ?? null, body: JSON.parse(String(init.body)) });
    const answer = answers.shift() ?? { status: 200, body: { status: true, data: {} } };
    return new Response(JSON.stringify(answer.body), { status: answer.status });
  });
  stopQueue = startActionQueue({ storage: memoryStorage(), onAnswered: () => {} });
});

afterEach(() => {
  stopQueue();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  // Back to jsdom's own getter on Navigator.prototype.
  Reflect.deleteProperty(navigator, 'onLine');
  window.localStorage.clear();
});

function renderStatus() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <SyncStatus />
    </QueryClientProvider>,
  );
}

describe('SyncStatus and the offline queue', () => {
  it('queues actions offline, says Offline with the count, and sends them in order with their keys online', async () => {
    renderStatus();
    expect(screen.getByRole('status').textContent).toBe('Online');
    act(() => setOnline(false));
    expect(screen.getByRole('status').textContent).toBe('Offline');

    await act(async () => {
      expect(await changeOrderStatusOrQueue(ORDER, 'ACCEPTED')).toBeNull();
      expect(
        await recordReceiptOrQueue(ORDER, { received_quantity: 4, damaged_quantity: 0, note: '' }),
      ).toBeNull();
    });
    expect(sent).toEqual([]);
    expect(screen.getByRole('status').textContent).toBe('Offline · 2 pending');

    await act(async () => setOnline(true));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent.map((one) => one.url)).toEqual(['/api/order/update-status', '/api/order/receipt']);
    expect(sent[0]!.body).toEqual({ order_id: 12, status: 'ACCEPTED', version: 3 });
    expect(sent[0]!.key).toMatch(/^[0-9a-f-]{36}$/);
    expect(sent[1]!.key).not.toBe(sent[0]!.key);
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Online'));
  });

  it('shows a replay answered 409 under "Could not be applied" with the reason; Redo sends anew, Discard forgets', async () => {
    const user = userEvent.setup();
    renderStatus();
    act(() => setOnline(false));
    await act(async () => {
      await changeOrderStatusOrQueue(ORDER, 'ACCEPTED');
      await changeOrderStatusOrQueue({ ...ORDER, id: 13 }, 'ACCEPTED');
    });
    answers = [
      {
        status: 409,
        body: { status: false, message: 'This order was rejected by Rig Logistics meanwhile.' },
      },
      { status: 409, body: { status: false, message: 'This order was changed meanwhile.' } },
    ];
    await act(async () => setOnline(true));
    await waitFor(() => expect(screen.getByText('could not be applied')).toBeTruthy());

    await user.click(screen.getByRole('button', { name: /Online/ }));
    const list = await screen.findByRole('list', { name: 'Could not be applied' });
    expect(within(list).getByText('Accept ORD-012 (Drill pipe)')).toBeTruthy();
    expect(within(list).getByText('This order was rejected by Rig Logistics meanwhile.')).toBeTruthy();

    await user.click(within(list).getByRole('button', { name: 'Discard Accept ORD-013 (Drill pipe)' }));
    await waitFor(() => expect(within(list).queryByText('Accept ORD-013 (Drill pipe)')).toBeNull());

    const firstKey = sent[0]!.key;
    await user.click(within(list).getByRole('button', { name: 'Redo Accept ORD-012 (Drill pipe)' }));
    await waitFor(() => expect(sent).toHaveLength(3));
    expect(sent[2]!.key).not.toBe(firstKey);
    // Against the state as it is now: no version from before.
    expect(sent[2]!.body).toEqual({ order_id: 12, status: 'ACCEPTED' });
    await waitFor(() => expect(screen.getByText('Every action sent was applied.')).toBeTruthy());
  });

  it('sends at once when online, with an Idempotency-Key, and answers what the server answered', async () => {
    answers = [
      {
        status: 200,
        body: {
          status: true,
          data: {
            message: 'ok',
            order: { id: 12, current_phase: 1, status: 'ACCEPTED', shipment_id: null, version: 4 },
          },
        },
      },
    ];
    const state = await changeOrderStatusOrQueue(ORDER, 'ACCEPTED');
    expect(state).toMatchObject({ status: 'ACCEPTED', version: 4 });
    expect(sent[0]!.key).toMatch(/^[0-9a-f-]{36}$/);
  });
});
