import { formatVoyageId } from '@rigline/contract/ids';
import { paths } from '@/app/paths';
import { usePageHeader } from '@/app/shell/page-header';
import { BackLink } from '@/components/layout/back-link';
import { EmptyState } from '@/components/layout/empty-state';
import { HistoryPanel } from '@/features/history/components/history-panel';
import { LegManifests } from '@/features/load-plan/components/leg-manifests';
import { useVoyage } from '@/features/voyages/api/get-voyage';
import { RigLogisticsVoyageDetail } from '@/features/voyages/components/rig-logistics-voyage-detail';
import { rigLogisticsVoyageTitle, vesselName } from '@/features/voyages/lib/format';
import { useIdParam } from '@/hooks/use-id-param';

export function RigLogisticsVoyageDetailRoute() {
  const voyageId = useIdParam('voyageId', 'VOY');
  const { data: voyage } = useVoyage(voyageId);
  usePageHeader(voyage ? rigLogisticsVoyageTitle(voyage) : 'Voyage', voyage ? vesselName(voyage) : undefined);
  return (
    <div className="grid min-w-0 grid-cols-1 gap-4">
      <BackLink to={paths.rigLogistics.voyages()}>Back to voyages</BackLink>
      {voyageId ? (
        <>
          <RigLogisticsVoyageDetail
            voyageId={voyageId}
            shipmentViewPath={paths.rigLogistics.voyageShipmentView(voyageId)}
            backloadPath={paths.rigLogistics.voyageBackload(voyageId)}
          />
          <LegManifests voyageId={voyageId} />
          <HistoryPanel kind="voyage" id={voyageId} fileName={`${formatVoyageId(voyageId)}-history`} />
        </>
      ) : (
        <EmptyState title="Voyage Not found" description="The address does not name a voyage." />
      )}
    </div>
  );
}
