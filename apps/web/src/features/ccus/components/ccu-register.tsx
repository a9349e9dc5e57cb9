import type { NamedRef } from '@rigline/contract/api';
import {
  CCU_CERTIFICATE_STATUS_LABELS,
  CCU_CERTIFICATE_STATUSES,
  CCU_TYPE_LABELS,
  CCU_TYPES,
  type Ccu,
  type CcuCertificateStatus,
  type CcuType,
  ccuFirstDueDate,
} from '@rigline/contract/ccus';
import { formatMeasure, type UnitSystem } from '@rigline/contract/units';
import { Box, Pencil, Plus } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { ALL_FILTER, FilterSelect } from '@/components/layout/filter-select';
import { PagedTable, type PagedTableColumn } from '@/components/layout/paged-table';
import { Button } from '@/components/ui/button';
import { useCcus } from '@/features/ccus/api/list-ccus';
import { CcuFormDialog } from '@/features/ccus/components/ccu-form-dialog';
import { CcuStatusBadge } from '@/features/ccus/components/ccu-status-badge';
import { useListControls } from '@/hooks/use-list-controls';
import { formatCalendarDate } from '@/lib/format';
import { useUnitSystem } from '@/lib/preferences';

const OPERATOR = 'operator';

const columnsFor = (
  system: UnitSystem,
  detailPath: (id: number) => string,
): readonly PagedTableColumn<Ccu>[] => [
  {
    header: 'Code',
    cell: (unit) => (
      <Link to={detailPath(unit.id)} className="font-medium underline-offset-4 hover:underline">
        {unit.code}
      </Link>
    ),
  },
  { header: 'Type', cell: (unit) => CCU_TYPE_LABELS[unit.type] },
  { header: 'Owner', cell: (unit) => unit.owner?.name ?? 'Operator' },
  {
    header: 'Tare / max gross',
    cell: (unit) =>
      `${formatMeasure(unit.tare_kg, 'kg', system)} / ${formatMeasure(unit.max_gross_kg, 'kg', system)}`,
  },
  {
    header: 'Certificate',
    cell: (unit) => (
      <span className="grid gap-1">
        <CcuStatusBadge status={unit.certificate_status} />
        <span className="text-muted-foreground text-xs">
          {unit.certificate_status === 'expired' ? 'Since' : 'Due'}{' '}
          {formatCalendarDate(ccuFirstDueDate(unit))}
        </span>
      </span>
    ),
  },
  { header: 'Day rate', cell: (unit) => (unit.day_rate === null ? '—' : unit.day_rate.toFixed(2)) },
];

/**
 * The CCU register (issue 25): every unit the person may see, by code, filtered by type, owner and the
 * certificate's standing ("Due within 30 days", "Expired"). The base coordinator and the admin register and
 * edit units; the other roles read.
 */
export function CcuRegister({
  canEdit,
  owners,
  detailPath,
}: {
  canEdit: boolean;
  /** The supplier companies, for the owner filter and the form; empty hides the owner filter. */
  owners: readonly NamedRef[];
  detailPath: (id: number) => string;
}) {
  const controls = useListControls();
  const system = useUnitSystem();
  const columns = useMemo(() => columnsFor(system, detailPath), [system, detailPath]);
  const [type, setType] = useState<CcuType | typeof ALL_FILTER>(ALL_FILTER);
  const [status, setStatus] = useState<CcuCertificateStatus | typeof ALL_FILTER>(ALL_FILTER);
  const [owner, setOwner] = useState<string>(ALL_FILTER);
  const units = useCcus({
    page: controls.page,
    limit: controls.pageSize,
    search: controls.search || undefined,
    type: type === ALL_FILTER ? undefined : type,
    status: status === ALL_FILTER ? undefined : status,
    owner_vendor_id: owner === ALL_FILTER ? undefined : owner === OPERATOR ? 'null' : Number(owner),
  });
  const [editing, setEditing] = useState<Ccu | null>(null);
  const [isFormOpen, setIsFormOpen] = useState(false);
  const openForm = (unit: Ccu | null) => {
    setEditing(unit);
    setIsFormOpen(true);
  };

  return (
    <div className="grid min-w-0 gap-4">
      {canEdit ? (
        <div className="flex justify-end">
          <Button onClick={() => openForm(null)}>
            <Plus aria-hidden="true" />
            Register unit
          </Button>
        </div>
      ) : null}
      <PagedTable
        label="Cargo carrying units"
        columns={columns}
        rowKey={(unit) => unit.id}
        cardTitle={(unit) => (
          <Link to={detailPath(unit.id)} className="underline-offset-4 hover:underline">
            {unit.code}
          </Link>
        )}
        actions={
          canEdit
            ? (unit) => (
                <Button
                  variant="outline"
                  size="sm"
                  aria-label={`Edit ${unit.code}`}
                  onClick={() => openForm(unit)}
                >
                  <Pencil aria-hidden="true" />
                  Edit
                </Button>
              )
            : undefined
        }
        page={units.data}
        isError={units.isError}
        isFetching={units.isFetching}
        isStale={units.isPlaceholderData}
        onRetry={() => void units.refetch()}
        errorMessage="Error loading units. Please try again."
        search={controls.search}
        onSearchChange={controls.setSearch}
        searchPlaceholder="Search by code or certificate..."
        filters={
          <div className="grid gap-2 sm:flex">
            <FilterSelect
              label="Filter by certificate"
              value={status}
              onChange={(value) => {
                setStatus(value);
                controls.resetPage();
              }}
              allLabel="Any certificate"
              options={CCU_CERTIFICATE_STATUSES.map(
                (value) => [value, CCU_CERTIFICATE_STATUS_LABELS[value]] as const,
              )}
            />
            <FilterSelect
              label="Filter by type"
              className="sm:w-40"
              value={type}
              onChange={(value) => {
                setType(value);
                controls.resetPage();
              }}
              allLabel="All types"
              options={CCU_TYPES.map((value) => [value, CCU_TYPE_LABELS[value]] as const)}
            />
            {owners.length > 0 ? (
              <FilterSelect
                label="Filter by owner"
                className="sm:w-52"
                value={owner}
                onChange={(value) => {
                  setOwner(value);
                  controls.resetPage();
                }}
                allLabel="All owners"
                options={[
                  [OPERATOR, 'Operator'] as const,
                  ...owners.map((vendor) => [String(vendor.id), vendor.name] as const),
                ]}
              />
            ) : null}
          </div>
        }
        isFiltered={type !== ALL_FILTER || status !== ALL_FILTER || owner !== ALL_FILTER}
        pageNumber={controls.page}
        pageSize={controls.pageSize}
        onPageChange={controls.setPage}
        onPageSizeChange={controls.setPageSize}
        emptyIcon={Box}
        emptyTitle="No units yet"
        emptyDescription={
          canEdit ? 'Register the containers, baskets and tanks cargo travels in.' : undefined
        }
        noMatchTitle="No units found matching your search"
      />
      {canEdit ? (
        <CcuFormDialog open={isFormOpen} onOpenChange={setIsFormOpen} unit={editing} owners={owners} />
      ) : null}
    </div>
  );
}
