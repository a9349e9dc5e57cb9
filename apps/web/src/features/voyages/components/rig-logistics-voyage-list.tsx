import { listVoyagesCall } from '@rigline/contract/voyages';
import { CalendarCheck, CalendarClock, Route, Ship } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '@/components/layout/empty-state';
import { ExportMenu } from '@/components/layout/export-menu';
import { LoadFailure } from '@/components/layout/load-states';
import { RigScopeBar } from '@/components/layout/rig-scope-bar';
import { Button } from '@/components/ui/button';
import { Card, CardAction, CardContent, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useRigScope } from '@/hooks/use-rig-scope';
import { formatDate } from '@/lib/format';
import { useVoyages } from '../api/list-voyages';
import { rigLogisticsVoyageTitle, vesselName } from '../lib/format';
import { ListPager } from './list-pager';
import { VoyageStatusBadge } from './status-badges';

/** §2.3: rig logistics sees every voyage as a card. */
export function RigLogisticsVoyageList({
  voyageDetailPath,
}: {
  voyageDetailPath: (voyageId: number) => string;
}) {
  const rigScope = useRigScope();
  const [page, setPage] = useState(1);
  // A new rig scope starts again at page 1.
  const [pageScope, setPageScope] = useState(rigScope.scope);
  if (pageScope !== rigScope.scope) {
    setPageScope(rigScope.scope);
    setPage(1);
  }
  const voyages = useVoyages(page, {
    ...(rigScope.rigIds ? { rigIds: rigScope.rigIds } : {}),
    enabled: rigScope.isReady,
  });
  const scopeBar = <RigScopeBar rigScope={rigScope} />;

  if (voyages.isPending) {
    return (
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" role="status" aria-label="Loading voyages">
        {[0, 1, 2].map((index) => (
          <Skeleton key={index} className="h-52 rounded-xl" />
        ))}
      </div>
    );
  }
  if (voyages.isError) return <LoadFailure message="Error loading voyages. Please try again." />;
  if (voyages.data.data.length === 0) {
    return (
      <div className="grid grid-cols-1 gap-4">
        {scopeBar}
        <EmptyState
          icon={Ship}
          title="No voyages"
          description={
            rigScope.rigIds
              ? 'No voyage has a journey to your home rigs. Choose "All rigs" to see every voyage.'
              : 'Voyages the base coordinator plans are listed here.'
          }
        />
      </div>
    );
  }

  return (
    <div className="grid grid-cols-1 gap-4">
      {scopeBar}
      <div className="flex justify-end">
        <ExportMenu
          call={listVoyagesCall}
          query={rigScope.rigIds ? { rig_ids: rigScope.rigIds.join(',') } : {}}
        />
      </div>
      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {voyages.data.data.map((voyage) => {
          const title = rigLogisticsVoyageTitle(voyage);
          return (
            <li key={voyage.id} className="flex">
              <Card className="w-full gap-4">
                <CardHeader>
                  <CardTitle className="truncate leading-snug" title={title}>
                    {title}
                  </CardTitle>
                  <p className="text-muted-foreground text-sm">{vesselName(voyage)}</p>
                  <CardAction>
                    <VoyageStatusBadge status={voyage.status} />
                  </CardAction>
                </CardHeader>
                <CardContent className="grid flex-1 gap-2 text-sm">
                  <p className="flex items-center gap-2">
                    <CalendarClock className="size-4 text-muted-foreground" aria-hidden="true" />
                    {voyage.started_at ? `Started ${formatDate(voyage.started_at)}` : 'Not started'}
                  </p>
                  <p className="flex items-center gap-2">
                    <CalendarCheck className="size-4 text-muted-foreground" aria-hidden="true" />
                    {voyage.ended_at ? `Ended ${formatDate(voyage.ended_at)}` : 'Not ended'}
                  </p>
                  <p className="flex items-center gap-2">
                    <Route className="size-4 text-muted-foreground" aria-hidden="true" />
                    {voyage.journey_count} {voyage.journey_count === 1 ? 'journey' : 'journeys'}
                  </p>
                </CardContent>
                <CardFooter>
                  <Button asChild variant="outline" className="w-full">
                    <Link to={voyageDetailPath(voyage.id)} aria-label={`View Details of ${title}`}>
                      View Details
                    </Link>
                  </Button>
                </CardFooter>
              </Card>
            </li>
          );
        })}
      </ul>
      <ListPager page={page} lastPage={voyages.data.meta.last_page} onPageChange={setPage} />
    </div>
  );
}
