import { paths } from '@/app/paths';
import { usePageHeader } from '@/app/shell/page-header';
import { ScheduleBoard } from '@/features/voyages/components/schedule-board';

/** Issue 23: the coordinator's sailing schedule, a week of every vessel's voyages. */
export function BaseCoordinatorScheduleRoute() {
  usePageHeader('Schedule', 'Voyages by vessel, a week at a time');
  return <ScheduleBoard voyageDetailPath={(voyageId) => paths.baseCoordinator.voyageDetail(voyageId)} />;
}
