import { PHASE } from '@rigline/contract/phases';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { orderKeys, shipmentKeys } from '@/lib/query-keys';
import { DEFAULT_ORDER_PAGE_SIZE } from '../api/list-shipment-orders';
import { usePrefetchOffloadLists } from './use-prefetch-offload-lists';

/*
 * Issue 24's walk: offline, the rig opened a second shipment of the voyage and got grey bars that never ended:
 * only the shipment open before the link dropped had been asked for. The whole offload list is asked ahead,
 * under the very keys the shipment panel reads.
 */
function renderWith(client: QueryClient, isEnabled = true) {
  function Page() {
    usePrefetchOffloadLists([{ id: 7 }, { id: 8 }], PHASE.OFFLOAD_REQUIRED, isEnabled);
    return null;
  }
  render(
    <QueryClientProvider client={client}>
      <Page />
    </QueryClientProvider>,
  );
}

describe('usePrefetchOffloadLists', () => {
  afterEach(() => vi.restoreAllMocks());

  it("asks for each listed shipment's summary and first pages of orders, under the panel's keys", () => {
    const client = new QueryClient();
    const prefetch = vi.spyOn(client, 'prefetchQuery').mockResolvedValue(undefined);
    renderWith(client);
    const keys = prefetch.mock.calls.map(([options]) => JSON.stringify(options.queryKey));
    expect(keys).toEqual(
      [7, 8].flatMap((id) => [
        JSON.stringify(shipmentKeys.detail(id)),
        JSON.stringify(orderKeys.ofShipmentPage(id, PHASE.OFFLOAD_REQUIRED, 1, DEFAULT_ORDER_PAGE_SIZE)),
        JSON.stringify(orderKeys.ofShipmentPage(id, 'all', 1, DEFAULT_ORDER_PAGE_SIZE)),
      ]),
    );
  });

  it('asks nothing for a view that is not the rig’s, or with the link down', () => {
    const client = new QueryClient();
    const prefetch = vi.spyOn(client, 'prefetchQuery').mockResolvedValue(undefined);
    renderWith(client, false);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderWith(client);
    expect(prefetch).not.toHaveBeenCalled();
  });
});
