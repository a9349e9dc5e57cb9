import { formatVoyageId } from '@rigline/contract/ids';
import { paths } from '@/app/paths';
import { usePageHeader } from '@/app/shell/page-header';
import { BackLink } from '@/components/layout/back-link';
import { EmptyState } from '@/components/layout/empty-state';
import { usePrefetchVendorChoices } from '@/features/cargo/api/list-choices';
import { BackloadScreen } from '@/features/cargo/components/backload-screen';
import { useIdParam } from '@/hooks/use-id-param';

/** Backload of one voyage (issue 9), under Voyage. */
export function RigLogisticsVoyageBackloadRoute() {
  const voyageId = useIdParam('voyageId', 'VOY');
  usePrefetchVendorChoices();
  usePageHeader(voyageId ? `Backload · ${formatVoyageId(voyageId)}` : 'Backload', 'Rig to base');
  return (
    <div className="grid min-w-0 grid-cols-1 gap-4">
      {voyageId ? (
        <>
          <BackLink to={paths.rigLogistics.voyageDetail(voyageId)}>Back to voyage</BackLink>
          <BackloadScreen voyageId={voyageId} />
        </>
      ) : (
        <EmptyState title="Voyage Not found" description="The address does not name a voyage." />
      )}
    </div>
  );
}
