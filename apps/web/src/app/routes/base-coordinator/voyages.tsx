import { Ship } from 'lucide-react';
import { usePageHeader } from '@/app/shell/page-header';
import { EmptyState } from '@/components/layout/empty-state';

export function BaseCoordinatorVoyagesRoute() {
  usePageHeader('Voyage Management', 'Manage vessel voyages and journey planning.');
  return <EmptyState icon={Ship} title="No voyages found" description="Voyages you plan are listed here." />;
}
