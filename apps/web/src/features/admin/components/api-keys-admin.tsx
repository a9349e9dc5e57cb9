import type { ApiKey, ApiKeyState } from '@rigline/contract/api-keys';
import { Ban, KeySquare, Plus } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { DateTime } from '@/components/date-time';
import { AdminSection } from '@/components/layout/admin-section';
import { ConfirmDialog } from '@/components/layout/confirm-dialog';
import { PagedTable, type PagedTableColumn } from '@/components/layout/paged-table';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useApiKeys, useRevokeApiKey } from '@/features/admin/api/api-keys';
import { ApiKeyFormDialog } from '@/features/admin/components/api-key-form-dialog';
import { formatDateTime, ROLE_LABELS } from '@/features/admin/lib/labels';
import { useClientPage, useListControls } from '@/hooks/use-list-controls';
import { errorMessageOf } from '@/lib/form-errors';

const STATE_BADGES: Record<ApiKeyState, { label: string; className: string }> = {
  ACTIVE: { label: 'Active', className: 'border-emerald-300 bg-emerald-50 text-emerald-800' },
  EXPIRED: { label: 'Expired', className: 'border-amber-300 bg-amber-50 text-amber-800' },
  REVOKED: { label: 'Revoked', className: 'border-red-300 bg-red-50 text-red-800' },
};

function KeyName({ apiKey }: { apiKey: ApiKey }) {
  return (
    <div className="grid min-w-0 gap-0.5">
      <span className="font-medium">{apiKey.name}</span>
      <span className="break-all font-mono text-muted-foreground text-xs">{apiKey.key_prefix}…</span>
    </div>
  );
}

function when(iso: string | null, never: string) {
  return iso ? <DateTime iso={iso} /> : never;
}

const COLUMNS: readonly PagedTableColumn<ApiKey>[] = [
  { header: 'Key', cell: (apiKey) => <KeyName apiKey={apiKey} />, className: 'min-w-44' },
  { header: 'Role', cell: (apiKey) => ROLE_LABELS[apiKey.role] },
  { header: 'Company', cell: (apiKey) => apiKey.vendor_name ?? '—' },
  {
    header: 'Status',
    cell: (apiKey) => {
      const badge = STATE_BADGES[apiKey.state];
      return (
        <Badge variant="outline" className={badge.className}>
          {badge.label}
        </Badge>
      );
    },
  },
  {
    header: 'Created',
    cell: (apiKey) => (
      <div className="grid gap-0.5">
        <DateTime iso={apiKey.created_at} />
        {apiKey.created_by_name ? (
          <span className="text-muted-foreground text-xs">by {apiKey.created_by_name}</span>
        ) : null}
      </div>
    ),
  },
  { header: 'Last used', cell: (apiKey) => when(apiKey.last_used_at, formatDateTime(null)) },
  {
    header: 'Expires',
    cell: (apiKey) =>
      apiKey.revoked_at ? (
        <span>
          Revoked <DateTime iso={apiKey.revoked_at} />
        </span>
      ) : (
        when(apiKey.expires_at, 'Does not expire')
      ),
  },
];

/**
 * API keys (issue 26): every key another system holds, with its role and company, when it was made and last
 * used, and when it ends; Add API key shows a new key once; Revoke ends one at once.
 */
export function ApiKeysAdmin() {
  const keys = useApiKeys();
  const revoke = useRevokeApiKey();
  const controls = useListControls();
  const [isFormOpen, setIsFormOpen] = useState(false);
  const [revoking, setRevoking] = useState<ApiKey | null>(null);

  const page = useClientPage(keys.data, controls, (apiKey) => [
    apiKey.name,
    apiKey.vendor_name ?? '',
    apiKey.key_prefix,
  ]);

  return (
    <AdminSection
      description="Keys let another system (an ERP, a reporting tool) call Rigline's API with exactly the role and company you give them. A key is shown once; revoking it stops it at once."
      action={
        <Button onClick={() => setIsFormOpen(true)}>
          <Plus aria-hidden="true" />
          Add API key
        </Button>
      }
    >
      <PagedTable
        label="API keys"
        columns={COLUMNS}
        rowKey={(apiKey) => apiKey.id}
        cardTitle={(apiKey) => <KeyName apiKey={apiKey} />}
        actions={(apiKey) =>
          apiKey.state === 'REVOKED' ? null : (
            <Button
              variant="outline"
              size="sm"
              aria-label={`Revoke ${apiKey.name}`}
              onClick={() => setRevoking(apiKey)}
            >
              <Ban aria-hidden="true" />
              Revoke
            </Button>
          )
        }
        page={page}
        isError={keys.isError}
        isFetching={keys.isFetching}
        isStale={false}
        onRetry={() => void keys.refetch()}
        errorMessage="Error loading API keys. Please try again."
        search={controls.search}
        onSearchChange={controls.setSearch}
        searchPlaceholder="Search by name or company..."
        pageNumber={controls.page}
        pageSize={controls.pageSize}
        onPageChange={controls.setPage}
        onPageSizeChange={controls.setPageSize}
        emptyIcon={KeySquare}
        emptyTitle="No API keys yet"
        emptyDescription="Add one for each system that calls Rigline, so that history names it and you can revoke it alone."
        noMatchTitle="No API keys found matching your search"
      />
      <ApiKeyFormDialog open={isFormOpen} onOpenChange={setIsFormOpen} />
      <ConfirmDialog
        open={revoking !== null}
        onOpenChange={(open) => (open ? undefined : setRevoking(null))}
        title={`Revoke ${revoking?.name ?? 'this key'}?`}
        description="Every call made with it is refused from now on, on every server. This cannot be undone: the system that holds it needs a new key."
        confirmLabel="Revoke key"
        pendingLabel="Revoking..."
        isDestructive
        onConfirm={async () => {
          if (!revoking) return;
          try {
            const answer = await revoke.mutateAsync(revoking.id);
            toast.success('API key revoked', { description: answer.message });
          } catch (error) {
            toast.error('API key not revoked', { description: errorMessageOf(error) });
            throw error;
          }
        }}
      />
    </AdminSection>
  );
}
