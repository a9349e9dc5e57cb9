import { FileText } from 'lucide-react';
import { usePageHeader } from '@/app/shell/page-header';
import { EmptyState } from '@/components/layout/empty-state';

export function RigLogisticsRequestsRoute() {
  usePageHeader('Requests', 'Submitted requests and their orders.');
  return (
    <EmptyState
      icon={FileText}
      title="No requests yet"
      description="Requests submitted by suppliers are listed here."
    />
  );
}
