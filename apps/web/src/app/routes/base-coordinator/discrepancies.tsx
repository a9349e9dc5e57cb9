import { usePageHeader } from '@/app/shell/page-header';
import { DiscrepanciesScreen } from '@/features/cargo/components/discrepancies-screen';

/** Discrepancies at the rigs, to resolve (issue 9). */
export function BaseCoordinatorDiscrepanciesRoute() {
  usePageHeader('Discrepancies', 'Received short or damaged at the rig');
  return <DiscrepanciesScreen canResolve />;
}
