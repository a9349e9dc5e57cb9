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
      ? "Your company's cargo carrying units and their certificates."
      : 'Cargo carrying units: containers, baskets, tanks and racks, with their certificates.',
  );
  const owners = useOwners(role);
  // Stable, so that the register's columns are built once per role and unit system.
  const detailPath = useCallback((id: number) => (role ? ROUTES_BY_ROLE[role].ccuDetail(id) : ''), [role]);
  if (!role) return null;
  return <CcuRegister canEdit={canEditUnits(role)} owners={owners} detailPath={detailPath} />;
}

/** /…/ccus/:ccuId: one unit's page. */
export function CcuDetailRoute() {
  const { user } = useAuth();
  const role = user?.role;
  const raw = useParams().ccuId;
  const unitId = raw && /^\d{1,10}$/.test(raw) ? Number(raw) : null;
  const unit = useCcu(unitId);
  usePageHeader(unit.data ? unit.data.code : 'Unit', 'A cargo carrying unit.');
  const owners = useOwners(role);
  if (!role) return null;
  return (
    <div className="grid min-w-0 grid-cols-1 gap-4">
      <BackLink to={ROUTES_BY_ROLE[role].ccus()}>Back to CCUs</BackLink>
      {unitId ? (
        <CcuDetail unitId={unitId} canEdit={canEditUnits(role)} owners={owners} />
      ) : (
        <EmptyState title="Unit not found" description="This address names no unit." />
      )}
    </div>
  );
}
