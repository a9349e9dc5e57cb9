import { formatVoyageId } from '@rigline/contract/ids';
import { Container } from 'lucide-react';
import { paths } from '@/app/paths';
import { usePageHeader } from '@/app/shell/page-header';
import { BackLink } from '@/components/layout/back-link';
import { EmptyState } from '@/components/layout/empty-state';
import { useIdParam } from '@/hooks/use-id-param';

export function BaseCoordinatorVoyageShipmentViewRoute() {
  const voyageId = useIdParam('voyageId', 'VOY');
  usePageHeader('Shipments', voyageId ? formatVoyageId(voyageId) : undefined);
  if (!voyageId) return <EmptyState title="Invalid voyage ID" />;
  return (
    <div className="grid gap-4">
      <BackLink to={paths.baseCoordinator.voyageDetail(voyageId)}>Back to voyage</BackLink>
      <EmptyState
        icon={Container}
        title="No shipments found"
        description="Shipments on this voyage are listed here."
      />
    </div>
  );
}
