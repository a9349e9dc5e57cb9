import { LoadFailure, RowsSkeleton } from '@/components/layout/load-states';
import { RigScopeBar } from '@/components/layout/rig-scope-bar';
import { useRigScope } from '@/hooks/use-rig-scope';
import { useSailingsAhead } from '../api/list-sailings-ahead';
import { upcomingCallsByRig } from '../lib/upcoming-calls';
import { ArrivalsBoard } from './arrivals-board';

/** The Arrivals page: the board for the user's home rigs (or all rigs), refreshed live by schedule changes. */
export function RigLogisticsArrivals({ voyagePath }: { voyagePath: (voyageId: number) => string }) {
  const rigScope = useRigScope();
  const sailings = useSailingsAhead();
  return (
    <div className="grid grid-cols-1 gap-4">
      <RigScopeBar rigScope={rigScope} />
      {sailings.isPending || !rigScope.isReady ? (
        <RowsSkeleton />
      ) : sailings.isError ? (
        <LoadFailure
          message="Error loading the sailings. Please try again."
          onRetry={() => void sailings.refetch()}
          isRetrying={sailings.isFetching}
        />
      ) : (
        <ArrivalsBoard
          rigs={upcomingCallsByRig(sailings.data.data, rigScope.rigIds)}
          voyagePath={voyagePath}
          isScopedToHomeRigs={rigScope.rigIds !== undefined}
        />
      )}
    </div>
  );
}
