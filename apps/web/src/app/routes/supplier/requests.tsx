import { FileText } from 'lucide-react';
import { usePageHeader } from '@/app/shell/page-header';
import { EmptyState } from '@/components/layout/empty-state';

export function SupplierRequestsRoute() {
  usePageHeader('Requests', 'Supply requests for your rigs.');
  return (
    <EmptyState
      icon={FileText}
      title="No requests yet"
      description="Requests created for your rigs are listed here."
    />
  );
}
