import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { useLocation } from 'react-router';
import { shipmentKeys } from '@/lib/query-keys';
import {
  ordersAwaitingShipmentCountQueryOptions,
  useOrdersAwaitingShipmentCount,
} from '../api/count-orders-awaiting-shipment';
import { useRequestShipmentCount } from '../api/count-request-shipments';
import { useActionableShipments } from '../api/list-actionable-shipments';
import { SHIPMENT_ACTION_PHASE } from '../lib/shipment-buttons';

/** The supplier's View Shipments counts: the request's shipments and those waiting to be loaded or offloaded. */
export function useSupplierShipmentCounts(requestId: number) {
  const shipments = useRequestShipmentCount(requestId);
  const loading = useActionableShipments(requestId, SHIPMENT_ACTION_PHASE.loading);
  const offloading = useActionableShipments(requestId, SHIPMENT_ACTION_PHASE.offloading);
  return {
    shipments: shipments.data,
    loading: loading.data?.length,
    offloading: offloading.data?.length,
  };
}

/**
 * The coordinator's button counts: orders still awaiting a shipment, the request's shipments and those
 * with phase-2 orders to act on. Suppliers and other coordinators change them from elsewhere, so they are
 * fetched again whenever the coordinator comes back to the page (§2, voyages §7): the window regains focus,
 * the tab becomes visible, or the path changes (arriving here included). The app leaves TanStack's own
 * refetch-on-focus off, and it would wait out the 30 s stale time; coming back is when the numbers matter.
 */
export function useCoordinatorShipmentCounts(requestId: number) {
  const awaiting = useOrdersAwaitingShipmentCount(requestId);
  const shipments = useRequestShipmentCount(requestId);
  const actionable = useActionableShipments(requestId, SHIPMENT_ACTION_PHASE.planning);

  const queryClient = useQueryClient();
  const refresh = useCallback(() => {
    // cancelRefetch false: focus and visibilitychange fire together on a tab switch; one fetch answers both.
    for (const queryKey of [
      ordersAwaitingShipmentCountQueryOptions(requestId).queryKey,
      shipmentKeys.countOfRequest(requestId),
      shipmentKeys.actionableOfRequest(requestId),
    ]) {
      void queryClient.refetchQueries({ queryKey, type: 'active' }, { cancelRefetch: false });
    }
  }, [queryClient, requestId]);

  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the path is the trigger, not an input.
  useEffect(() => {
    refresh();
  }, [pathname, refresh]);

  useEffect(() => {
    const refreshIfVisible = () => {
      if (document.visibilityState === 'visible') refresh();
    };
    window.addEventListener('focus', refresh);
    document.addEventListener('visibilitychange', refreshIfVisible);
    return () => {
      window.removeEventListener('focus', refresh);
      document.removeEventListener('visibilitychange', refreshIfVisible);
    };
  }, [refresh]);

  return {
    awaitingShipment: awaiting.data,
    shipments: shipments.data,
    actions: actionable.data?.length,
  };
}
