import type { Vendor } from '@rigline/contract/vendors';
import { Building2, Pencil, Plus } from 'lucide-react';
import { useState } from 'react';
import { AdminSection } from '@/components/layout/admin-section';
import { PagedTable, type PagedTableColumn } from '@/components/layout/paged-table';
import { Button } from '@/components/ui/button';
import { useAdminVendors } from '@/features/admin/api/list-vendors';
import { useUpdateVendor } from '@/features/admin/api/update-vendor';
import { ActiveBadge } from '@/features/admin/components/active-badge';
import { ToggleActiveAction } from '@/features/admin/components/toggle-active-action';
import { VendorFormDialog } from '@/features/admin/components/vendor-form-dialog';
import { useListControls } from '@/hooks/use-list-controls';

const COLUMNS: readonly PagedTableColumn<Vendor>[] = [
  {
    header: 'Company',
    cell: (vendor) => <span className="font-medium">{vendor.name}</span>,
    className: 'min-w-40',
  },
  { header: 'Category', cell: (vendor) => vendor.category },
  {
    header: 'Contact',
    cell: (vendor) =>
      vendor.contact_name || vendor.contact_email || vendor.contact_phone ? (
        <div className="grid min-w-0 gap-0.5">
          {vendor.contact_name ? <span>{vendor.contact_name}</span> : null}
          {vendor.contact_email ? (
            <span className="break-all text-muted-foreground text-xs">{vendor.contact_email}</span>
          ) : null}
          {vendor.contact_phone ? (
            <span className="text-muted-foreground text-xs">{vendor.contact_phone}</span>
          ) : null}
        </div>
      ) : (
        '—'
      ),
  },
  { header: 'Orders', cell: (vendor) => <span className="tabular-nums">{vendor.order_count}</span> },
  { header: 'Status', cell: (vendor) => <ActiveBadge isActive={vendor.status === 'active'} /> },
];

/** Suppliers: the supplier companies; add, edit, (de)activate. */
export function SuppliersAdmin() {
  const controls = useListControls();
  const vendors = useAdminVendors({
    page: controls.page,
    limit: controls.pageSize,
    search: controls.search || undefined,
  });
  const updateVendor = useUpdateVendor();
  const [editing, setEditing] = useState<Vendor | null>(null);
  const [isFormOpen, setIsFormOpen] = useState(false);

  function openForm(vendor: Vendor | null) {
    setEditing(vendor);
    setIsFormOpen(true);
  }

  return (
    <AdminSection
      description="The supplier companies that fill the orders. A deactivated company's users cannot sign in."
      action={
        <Button onClick={() => openForm(null)}>
          <Plus aria-hidden="true" />
          Add supplier
        </Button>
      }
    >
      <PagedTable
        label="Suppliers"
        columns={COLUMNS}
        rowKey={(vendor) => vendor.id}
        cardTitle={(vendor) => vendor.name}
        actions={(vendor) => (
          <>
            <Button
              variant="outline"
              size="sm"
              aria-label={`Edit ${vendor.name}`}
              onClick={() => openForm(vendor)}
            >
              <Pencil aria-hidden="true" />
              Edit
            </Button>
            <ToggleActiveAction
              name={vendor.name}
              kind="supplier company"
              isActive={vendor.status === 'active'}
              deactivateConsequence={`${vendor.name}'s users are signed out and can no longer sign in. Its catalogue, requests and history stay.`}
              activateConsequence={`${vendor.name}'s active users can sign in again.`}
              onToggle={(isActive) =>
                updateVendor.mutateAsync({ id: vendor.id, status: isActive ? 'active' : 'inactive' })
              }
            />
          </>
        )}
        page={vendors.data}
        isError={vendors.isError}
        isFetching={vendors.isFetching}
        isStale={vendors.isPlaceholderData}
        onRetry={() => void vendors.refetch()}
        errorMessage="Error loading suppliers. Please try again."
        search={controls.search}
        onSearchChange={controls.setSearch}
        searchPlaceholder="Search by company, category or contact..."
        pageNumber={controls.page}
        pageSize={controls.pageSize}
        onPageChange={controls.setPage}
        onPageSizeChange={controls.setPageSize}
        emptyIcon={Building2}
        emptyTitle="No supplier companies yet"
        emptyDescription="Add the first company, then give it supplier accounts under Users."
        noMatchTitle="No suppliers found matching your search"
      />
      <VendorFormDialog open={isFormOpen} onOpenChange={setIsFormOpen} vendor={editing} />
    </AdminSection>
  );
}
