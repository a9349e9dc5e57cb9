import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';

// IndexedDB in memory: idb-keyval's calls over one Map.
const stored = new Map<string, unknown>();
vi.mock('idb-keyval', () => ({
  get: async (key: string) => stored.get(key),
  set: async (key: string, value: unknown) => {
    stored.set(key, value);
  },
  del: async (key: string) => {
    stored.delete(key);
  },
  clear: async () => stored.clear(),
}));
vi.mock('./idb-storage', () => ({ cacheDb: () => undefined }));
// The page's pagehide listener: a window is all the module needs of a browser.
vi.stubGlobal('window', new EventTarget());

const { persistQueryCache } = await import('./persist-cache');

const ORDERS = ['orders', { shipment_id: 4 }] as const;

describe('persistQueryCache', () => {
  it('shows what was kept after a reload but never takes it as fresh, so a list with a staleTime is asked again', async () => {
    const before = new QueryClient();
    before.setQueryData(ORDERS, { id: 24, status: 'OFFLOADING', version: 10 });
    const stopBefore = persistQueryCache(before, 'rig@example.test');
    await vi.waitFor(() => expect(stored.size).toBe(1));
    stopBefore();

    // The page reloads: a new client, and the order list on screen with a long staleTime.
    const after = new QueryClient({ defaultOptions: { queries: { staleTime: 60_000 } } });
    const fetchOrders = vi.fn(async () => ({ id: 24, status: 'DELIVERED', version: 11 }));
    persistQueryCache(after, 'rig@example.test');
    await vi.waitFor(() => expect(after.getQueryData(ORDERS)).toBeDefined());
    await vi.waitFor(() => expect(after.getQueryState(ORDERS)?.isInvalidated).toBe(true));
    const shown = await after.fetchQuery({ queryKey: ORDERS, queryFn: fetchOrders, staleTime: 60_000 });
    expect(fetchOrders).toHaveBeenCalledTimes(1);
    expect(shown).toEqual({ id: 24, status: 'DELIVERED', version: 11 });
  });

  it('leaves an answer fetched after the page opened as fresh as it is', async () => {
    const client = new QueryClient();
    persistQueryCache(client, 'someone-else@example.test');
    client.setQueryData(['voyages'], ['VOY-1']);
    await vi.waitFor(() => expect(stored.has('queries:someone-else@example.test')).toBe(true));
    expect(client.getQueryState(['voyages'])?.isInvalidated).toBe(false);
  });

  it("leaves the first page's answers fresh when they arrived before the persister's own code", async () => {
    // The shell opens (openedAt), the first page's answer arrives, then the persister's chunk and its restore.
    const openedAt = Date.now() - 1000;
    const client = new QueryClient();
    client.setQueryData(['home-rigs'], [], { updatedAt: Date.now() - 500 });
    persistQueryCache(client, 'rig-first-page@example.test', openedAt);
    await vi.waitFor(() => expect(stored.has('queries:rig-first-page@example.test')).toBe(true));
    expect(client.getQueryState(['home-rigs'])?.isInvalidated).toBe(false);
  });
});
