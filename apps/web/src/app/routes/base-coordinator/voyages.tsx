import { useNavigate } from 'react-router';
import { paths } from '@/app/paths';
import { usePageHeader } from '@/app/shell/page-header';
import { VoyageManagement } from '@/features/voyages/components/voyage-management';

export function BaseCoordinatorVoyagesRoute() {
  usePageHeader('Voyage Management', 'Manage vessel voyages and journey planning.');
  const navigate = useNavigate();
  return (
    <VoyageManagement
      voyageDetailPath={paths.baseCoordinator.voyageDetail}
      onVoyageCreated={(voyageId) => navigate(paths.baseCoordinator.voyageDetail(voyageId))}
    />
  );
}
