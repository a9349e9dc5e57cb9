import { Ship } from 'lucide-react';
import { usePageHeader } from '@/app/shell/page-header';
import { EmptyState } from '@/components/layout/empty-state';

export function RigLogisticsVoyagesRoute() {
  usePageHeader('Voyages', 'Voyages and their journeys to the rigs.');
  return (
    <EmptyState
      icon={Ship}
      title="No voyages"
      description="Voyages planned by the base coordinator are listed here."
    />
  );
}
