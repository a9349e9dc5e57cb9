import { paths } from '@/app/paths';
import { usePageHeader } from '@/app/shell/page-header';
import { RigLogisticsArrivals } from '@/features/sailings/components/rig-logistics-arrivals';

export function RigLogisticsArrivalsRoute() {
  usePageHeader(
    'Arrivals',
    'The next calls at your rigs: when the vessel is expected, what it brings and what goes back.',
  );
  return <RigLogisticsArrivals voyagePath={paths.rigLogistics.voyageDetail} />;
}
