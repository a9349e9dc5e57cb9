import type { NamedRef } from '@rigline/contract/api';
import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useParams } from 'react-router';
import { ROUTES_BY_ROLE } from '@/app/paths';
import { useAuth } from '@/app/providers/auth-provider';
import { usePageHeader } from '@/app/shell/page-header';
import { BackLink } from '@/components/layout/back-link';
import { EmptyState } from '@/components/layout/empty-state';
import { useCcu } from '@/features/ccus/api/get-ccu';
import { CcuDetail } from '@/features/ccus/components/ccu-detail';
import { CcuRegister } from '@/features/ccus/components/ccu-register';
import { UnitActions } from '@/features/ccus/components/unit-actions';
import { vendorsQueryOptions } from '@/features/vendors/api/list-vendors';
import type { AppRole } from '@/lib/auth-storage';

/** The base coordinator and the admin register and edit units (issue 25); the other roles read. */
function canEditUnits(role: AppRole | undefined): boolean {
  return role === 'base_coordinator' || role === 'admin';
}

/** The supplier companies a unit can belong to; a supplier sees only its own company's units, so none. */
function useOwners(role: AppRole | undefined): readonly NamedRef[] {
  const vendors = useQuery({
    ...vendorsQueryOptions({ page: 1, limit: 100, include_inactive: 'false' }),
    enabled: role !== undefined && role !== 'supplier',
  });
  return vendors.data?.data.map((vendor) => ({ id: vendor.id, name: vendor.name })) ?? [];
}

/** /…/ccus: the CCU register of the signed-in role. */
export function CcuRegisterRoute() {
  const { user } = useAuth();
  const role = user?.role;
  usePageHeader(
    'CCUs',
    role === 'supplier'
      ? "Your company's cargo carrying units and those your cargo travels in: where they are and their hire."
      : 'Cargo carrying units: where each is, its days out and hire, and its certificate.',
  );
  const owners = useOwners(role);
  // Stable, so that the register's columns are built once per role and unit system.
  const detailPath = useCallback((id: number) => (role ? ROUTES_BY_ROLE[role].ccuDetail(id) : ''), [role]);
  if (!role) return null;
  return <CcuRegister canEdit={canEditUnits(role)} owners={owners} detailPath={detailPath} />;
}

/** The voyage's page, for the roles that have one (the base coordinator and rig logistics). */
function voyagePathFor(role: AppRole): ((voyageId: number) => string) | undefined {
  const routes = ROUTES_BY_ROLE[role];
  return 'voyageDetail' in routes ? (voyageId) => routes.voyageDetail(voyageId) : undefined;
}

/** Where the role takes the steps on a unit's shipment: the voyage's or the request's shipment view. */
function unitShipmentPathFor(role: AppRole, trip: { voyageId: number; requestId: number }): string | null {
  if (role === 'rig_logistics') return ROUTES_BY_ROLE.rig_logistics.voyageShipmentView(trip.voyageId);
  if (role === 'base_coordinator') return ROUTES_BY_ROLE.base_coordinator.voyageShipmentView(trip.voyageId);
  if (role === 'supplier') return ROUTES_BY_ROLE.supplier.requestShipmentView(trip.requestId);
  return null;
}

/** /…/ccus/:ccuId: one unit's page. */
export function CcuDetailRoute() {
  const { user } = useAuth();
  const role = user?.role;
  const raw = useParams().ccuId;
  const unitId = raw && /^\d{1,10}$/.test(raw) ? Number(raw) : null;
  const unit = useCcu(unitId);
  usePageHeader(
    unit.data ? unit.data.code : 'Unit',
    'A cargo carrying unit: where it is, its trips and its certificate.',
  );
  const owners = useOwners(role);
  if (!role) return null;
  return (
    <div className="grid min-w-0 grid-cols-1 gap-4">
      <BackLink to={ROUTES_BY_ROLE[role].ccus()}>Back to CCUs</BackLink>
      {unitId ? (
        <>
          {/* A scan lands here: what the role may do to what the unit holds comes first (issue 25). */}
          <UnitActions
            ccuId={unitId}
            roleSlug={user?.role_slug ?? ''}
            shipmentPath={(trip) => unitShipmentPathFor(role, trip)}
          />
          <CcuDetail
            unitId={unitId}
            canEdit={canEditUnits(role)}
            owners={owners}
            voyagePath={voyagePathFor(role)}
          />
        </>
      ) : (
        <EmptyState title="Unit not found" description="This address names no unit." />
      )}
    </div>
  );
}
