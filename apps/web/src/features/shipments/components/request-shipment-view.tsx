import { useActionableShipments } from '../api/list-actionable-shipments';
import { actionPhaseOf } from '../lib/shipment-view-rules';
import { SUPPLIER_MODE_PHASE, supplierModeFor } from '../lib/supplier-mode';
import { ShipmentViewLayout } from './shipment-view-layout';

interface RequestShipmentViewProps {
  kind: 'coordinator-request' | 'supplier-request';
  requestId: number;
  roleSlug: string;
  back: { to: string; label: string };
}

/** A request's shipments: the coordinator's view (§2.7) and the supplier's (§2.9). */
export function RequestShipmentView({ kind, requestId, roleSlug, back }: RequestShipmentViewProps) {
  const isSupplier = kind === 'supplier-request';
  // The supplier's mode needs both phases; the coordinator acts on phase 2 only.
  const offloading = useActionableShipments(requestId, SUPPLIER_MODE_PHASE.offloading, {
    enabled: isSupplier,
  });
  const loading = useActionableShipments(requestId, SUPPLIER_MODE_PHASE.loading, { enabled: isSupplier });
  const planning = useActionableShipments(requestId, actionPhaseOf('coordinator-request', null), {
    enabled: !isSupplier,
  });

  const supplierMode = isSupplier
    ? supplierModeFor({ offloading: offloading.data?.length ?? 0, loading: loading.data?.length ?? 0 })
    : null;
  const actionPhase = actionPhaseOf(kind, supplierMode);
  const actionQuery = isSupplier ? (supplierMode === 'offloading' ? offloading : loading) : planning;
  const isActionLoading = isSupplier ? offloading.isPending || loading.isPending : planning.isPending;
  const list = actionQuery.data ?? [];

  return (
    <ShipmentViewLayout
      kind={kind}
      roleSlug={roleSlug}
      back={back}
      scopeFilter={{ request_id: requestId }}
      actionPhase={actionPhase}
      actionShipments={{ list, count: list.length, isLoading: isActionLoading }}
      supplierMode={supplierMode}
    />
  );
}
