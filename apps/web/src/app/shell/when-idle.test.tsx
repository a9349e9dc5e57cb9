import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ServiceWorkerWhenIdle } from './when-idle';

function Updates() {
  return <p>service worker started</p>;
}

describe('ServiceWorkerWhenIdle', () => {
  beforeEach(() => {
    Object.defineProperty(navigator, 'serviceWorker', { value: {}, configurable: true });
  });
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'serviceWorker');
  });

  it('goes on without the service worker when its script cannot be fetched offline, and starts it when the link returns', async () => {
    const load = vi
      .fn<() => Promise<typeof Updates>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(Updates);
    render(
      <QueryClientProvider client={new QueryClient()}>
        <p>the page</p>
        <ServiceWorkerWhenIdle load={load} />
      </QueryClientProvider>,
    );
    // A page that asks nothing: its start comes 5 s after it opened and, jsdom having no requestIdleCallback,
    // after the 3 s timeout.
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1), { timeout: 12_000 });
    // The failed fetch leaves the page as it is.
    expect(screen.getByText('the page')).toBeTruthy();
    expect(screen.queryByText('service worker started')).toBeNull();

    await act(async () => {
      window.dispatchEvent(new Event('online'));
    });
    expect(await screen.findByText('service worker started')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  }, 20_000);

  it('starts nothing while the page’s own script is on its way, and waits out a page that asks one thing and then another', async () => {
    // A phone that is idle the moment nothing runs.
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => window.setTimeout(callback, 0));
    vi.stubGlobal('cancelIdleCallback', (handle: number) => window.clearTimeout(handle));
    const finished: string[] = [];
    const load = vi.fn(async () => {
      finished.push('service worker');
      return Updates;
    });
    function TwoStepPage() {
      const first = useQuery({
        queryKey: ['home rigs'],
        queryFn: async () => {
          finished.push('home rigs');
          return 1;
        },
      });
      // The second question is asked only once the first is answered, and takes a while.
      useQuery({
        queryKey: ['figures'],
        enabled: first.isSuccess,
        queryFn: () =>
          new Promise<number>((resolve) =>
            setTimeout(() => {
              finished.push('figures');
              resolve(2);
            }, 400),
          ),
      });
      return <p>the page</p>;
    }
    function PageArrivingLate() {
      // The frame is up; the page's script takes a moment before its first question.
      const [hasArrived, setHasArrived] = useState(false);
      useEffect(() => {
        const handle = setTimeout(() => setHasArrived(true), 300);
        return () => clearTimeout(handle);
      }, []);
      return hasArrived ? <TwoStepPage /> : null;
    }
    render(
      <QueryClientProvider client={new QueryClient()}>
        <PageArrivingLate />
        <ServiceWorkerWhenIdle load={load} />
      </QueryClientProvider>,
    );
    expect(await screen.findByText('service worker started', undefined, { timeout: 8000 })).toBeTruthy();
    expect(finished).toEqual(['home rigs', 'figures', 'service worker']);
    vi.unstubAllGlobals();
  });
});
