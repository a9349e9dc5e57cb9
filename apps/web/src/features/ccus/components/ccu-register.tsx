import type { NamedRef } from '@rigline/contract/api';
import {
  CCU_CERTIFICATE_STATUS_LABELS,
  CCU_CERTIFICATE_STATUSES,
  CCU_LOCATION_LABELS,
  CCU_LOCATIONS,
  CCU_TYPE_LABELS,
  CCU_TYPES,
  type Ccu,
  type CcuCertificateStatus,
  type CcuLocationKind,
  type CcuType,
  ccuFirstDueDate,
} from '@rigline/contract/ccus';
import { formatMeasure, formatShownFigure, type UnitSystem } from '@rigline/contract/units';
import { Box, Pencil, Plus } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { ALL_FILTER, FilterSelect } from '@/components/layout/filter-select';
import { PagedTable, type PagedTableColumn } from '@/components/layout/paged-table';
import { Button } from '@/components/ui/button';
import { useCcus } from '@/features/ccus/api/list-ccus';
import { CcuExportButton } from '@/features/ccus/components/ccu-export-button';
import { CcuFormDialog } from '@/features/ccus/components/ccu-form-dialog';
import { CcuOwnerTotals } from '@/features/ccus/components/ccu-owner-totals';
import { CcuStatusBadge } from '@/features/ccus/components/ccu-status-badge';
import { ccuLocationText, dayRateText, daysText, hireText } from '@/features/ccus/lib/ccu-format';
import { useListControls } from '@/hooks/use-list-controls';
import { formatCalendarDate } from '@/lib/format';
import { useUnitSystem } from '@/lib/preferences';

const OPERATOR = 'operator';

const columnsFor = (
  system: UnitSystem,
  detailPath: (id: number) => string,
): readonly PagedTableColumn<Ccu>[] => [
  {
    // The type under the code: a column of its own would push the register past the width of a laptop.
    header: 'Code',
    className: 'whitespace-nowrap',
    cell: (unit) => (
      <span className="grid">
        <Link to={detailPath(unit.id)} className="font-medium underline-offset-4 hover:underline">
          {unit.code}
        </Link>
        <span className="text-muted-foreground text-xs">{CCU_TYPE_LABELS[unit.type]}</span>
      </span>
    ),
  },
  { header: 'Owner', cell: (unit) => unit.owner?.name ?? 'Operator' },
  {
    header: 'Tare / max gross',
    cell: (unit) =>
      `${formatShownFigure(unit.tare_kg, 'kg', system)} / ${formatMeasure(unit.max_gross_kg, 'kg', system)}`,
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
  {
    header: 'Location',
    className: 'min-w-48',
    cell: (unit) => ccuLocationText(unit.location),
  },
  { header: 'Days out', className: 'text-right', cell: (unit) => daysText(unit.days_out) },
  {
    header: 'Day rate',
    className: 'text-right whitespace-nowrap',
    cell: (unit) => dayRateText(unit.day_rate),
  },
  { header: 'Hire to date', className: 'text-right', cell: (unit) => hireText(unit.hire_to_date) },
];

/**
 * The CCU register (issue 25): every unit the person may see, by code, with where it is, its days out and its
 * hire to date, filtered by type, owner, location and the certificate's standing ("Due within 30 days",
 * "Expired"); the totals per owner under it, and every matching unit as CSV. The base coordinator and the admin
 * register and edit units; the other roles read.
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
  const [location, setLocation] = useState<CcuLocationKind | typeof ALL_FILTER>(ALL_FILTER);
  const filter = {
    search: controls.search || undefined,
    type: type === ALL_FILTER ? undefined : type,
    status: status === ALL_FILTER ? undefined : status,
    owner_vendor_id:
      owner === ALL_FILTER ? undefined : owner === OPERATOR ? ('null' as const) : Number(owner),
    location: location === ALL_FILTER ? undefined : location,
  };
  const units = useCcus({ ...filter, page: controls.page, limit: controls.pageSize });
  const [editing, setEditing] = useState<Ccu | null>(null);
  const [isFormOpen, setIsFormOpen] = useState(false);
  const openForm = (unit: Ccu | null) => {
    setEditing(unit);
    setIsFormOpen(true);
  };

  return (
    <div className="grid min-w-0 gap-4">
      <div className="flex flex-wrap justify-end gap-2">
        <CcuExportButton filter={filter} fileNamePrefix="ccus" />
        {canEdit ? (
          <Button onClick={() => openForm(null)}>
            <Plus aria-hidden="true" />
            Register unit
          </Button>
        ) : null}
      </div>
      <PagedTable
        label="Cargo carrying units"
        columns={columns}
        rowKey={(unit) => unit.id}
        cardTitle={(unit) => (
          <>
            <Link to={detailPath(unit.id)} className="underline-offset-4 hover:underline">
              {unit.code}
            </Link>
            <span className="font-normal text-muted-foreground"> · {CCU_TYPE_LABELS[unit.type]}</span>
          </>
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
          <div className="grid gap-2 sm:flex sm:flex-wrap">
            <FilterSelect
              label="Filter by location"
              className="sm:w-40"
              value={location}
              onChange={(value) => {
                setLocation(value);
                controls.resetPage();
              }}
              allLabel="Any location"
              options={CCU_LOCATIONS.map((value) => [value, CCU_LOCATION_LABELS[value]] as const)}
            />
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
        isFiltered={
          type !== ALL_FILTER || status !== ALL_FILTER || owner !== ALL_FILTER || location !== ALL_FILTER
        }
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
      <CcuOwnerTotals filter={filter} />
      {canEdit ? (
        <CcuFormDialog open={isFormOpen} onOpenChange={setIsFormOpen} unit={editing} owners={owners} />
      ) : null}
    </div>
  );
}
