import { formatVoyageId } from '@rigline/contract/ids';
import { Route } from 'lucide-react';
import { paths } from '@/app/paths';
import { usePageHeader } from '@/app/shell/page-header';
import { BackLink } from '@/components/layout/back-link';
import { EmptyState } from '@/components/layout/empty-state';
import { useIdParam } from '@/hooks/use-id-param';

export function RigLogisticsVoyageDetailRoute() {
  const voyageId = useIdParam('voyageId', 'VOY');
  usePageHeader(voyageId ? `Voyage ${formatVoyageId(voyageId)}` : 'Voyage');
  return (
    <div className="grid gap-4">
      <BackLink to={paths.rigLogistics.voyages()}>Back to voyages</BackLink>
      {voyageId ? (
        <EmptyState
          icon={Route}
          title="No journeys yet"
          description="The journeys of this voyage are listed here."
        />
      ) : (
        <EmptyState title="Invalid voyage ID" />
      )}
    </div>
  );
}
