import { usePageHeader } from '@/app/shell/page-header';
import { ReceiveBackloadScreen } from '@/features/cargo/components/receive-backload-screen';

/** Receive Backload (issue 9). */
export function BaseCoordinatorBackloadRoute() {
  usePageHeader('Receive Backload', 'What the vessels bring back from the rigs');
  return <ReceiveBackloadScreen />;
}
