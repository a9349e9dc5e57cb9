import { Users } from 'lucide-react';
import { usePageHeader } from '@/app/shell/page-header';
import { EmptyState } from '@/components/layout/empty-state';

export function BaseCoordinatorVendorsRoute() {
  usePageHeader('Vendors', 'The suppliers who fill the orders.');
  return (
    <EmptyState
      icon={Users}
      title="No vendors yet"
      description="Vendors and their contacts are listed here."
    />
  );
}
