import { LoadFailure, RowsSkeleton } from '@/components/layout/load-states';
import { useNow } from '@/hooks/use-now';
import { useSailingsAhead } from '../api/list-sailings-ahead';
import { upcomingCallsByRig } from '../lib/upcoming-calls';
import { SupplierSailingsList } from './supplier-sailings-list';

/** The countdowns move on every half minute. */
const TICK_MS = 30_000;

/** The Sailings page: every rig's next sailings, with the supplier's own orders on each. */
export function SupplierSailings({ requestPath }: { requestPath: (requestId: number) => string }) {
  const sailings = useSailingsAhead();
  const now = useNow(TICK_MS);
  if (sailings.isPending) return <RowsSkeleton />;
  if (sailings.isError) {
    return (
      <LoadFailure
        message="Error loading the sailings. Please try again."
        onRetry={() => void sailings.refetch()}
        isRetrying={sailings.isFetching}
      />
    );
  }
  return (
    <SupplierSailingsList rigs={upcomingCallsByRig(sailings.data.data)} now={now} requestPath={requestPath} />
  );
}
