import { FileText } from 'lucide-react';
import { usePageHeader } from '@/app/shell/page-header';
import { EmptyState } from '@/components/layout/empty-state';

export function BaseCoordinatorRequestsRoute() {
  usePageHeader('Requests', 'Requests in processing.');
  return (
    <EmptyState
      icon={FileText}
      title="No requests yet"
      description="Requests handed over by rig logistics are listed here."
    />
  );
}
