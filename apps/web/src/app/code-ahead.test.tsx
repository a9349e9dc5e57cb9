import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useCodeAhead } from './code-ahead';

describe('useCodeAhead', () => {
  it("asks for the next pages' code once the page has its data, not while its calls are in flight", async () => {
    const finished: string[] = [];
    let answer: (value: number) => void = () => {};
    const loaders = [
      vi.fn(async () => {
        finished.push('requests code');
      }),
      vi.fn(async () => {
        finished.push('review code');
      }),
    ];
    function Dashboard() {
      const figures = useQuery({
        queryKey: ['figures'],
        queryFn: () =>
          new Promise<number>((resolve) => {
            answer = (value) => {
              finished.push('figures');
              resolve(value);
            };
          }),
      });
      useCodeAhead(loaders);
      return <p>{figures.data === undefined ? 'loading' : `figures ${figures.data}`}</p>;
    }
    render(
      <QueryClientProvider client={new QueryClient()}>
        <Dashboard />
      </QueryClientProvider>,
    );
    await screen.findByText('loading');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(loaders[0]).not.toHaveBeenCalled();

    answer(7);
    await screen.findByText('figures 7');
    await vi.waitFor(() => expect(finished).toEqual(['figures', 'requests code', 'review code']));
    // Once: a later refetch asks for nothing again.
    expect(loaders[0]).toHaveBeenCalledTimes(1);
    expect(loaders[1]).toHaveBeenCalledTimes(1);
  });

  it('asks at the latest 5 s after a page that asks nothing opened, and a failed download leaves the page as it is', async () => {
    const loader = vi.fn(async () => {
      throw new TypeError('Failed to fetch dynamically imported module');
    });
    function Quiet() {
      useCodeAhead([loader]);
      return <p>quiet page</p>;
    }
    render(
      <QueryClientProvider client={new QueryClient()}>
        <Quiet />
      </QueryClientProvider>,
    );
    await vi.waitFor(() => expect(loader).toHaveBeenCalledTimes(1), { timeout: 8000 });
    expect(screen.getByText('quiet page')).toBeTruthy();
  }, 12_000);
});
