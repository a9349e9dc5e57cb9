import { paths } from '@/app/paths';
import { usePageHeader } from '@/app/shell/page-header';
import { RigLogisticsVoyageList } from '@/features/voyages/components/rig-logistics-voyage-list';

export function RigLogisticsVoyagesRoute() {
  usePageHeader('Voyages', 'Voyages and their journeys to the rigs.');
  return <RigLogisticsVoyageList voyageDetailPath={paths.rigLogistics.voyageDetail} />;
}
