import { formatVoyageId } from '@rigline/contract/ids';
import type { Voyage } from '@rigline/contract/voyages';
import { ChevronRight, ClipboardList, Container, PackageX, Ship } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useBaseCoordinatorDashboard } from '@/features/dashboard/api/get-base-coordinator-dashboard';
import { DashboardWelcome } from '@/features/dashboard/components/dashboard-welcome';
import { MeasuresSummary } from '@/features/dashboard/components/measures-summary';
import { QuerySection } from '@/features/dashboard/components/query-section';
import { RequestsAtRiskCard } from '@/features/dashboard/components/requests-at-risk-card';
import { StatCard, StatCardsSkeleton } from '@/features/dashboard/components/stat-card';
import { formatDate } from '@/lib/format';
import { STATUS_TONE_CLASSES } from '@/lib/status-badges';

const CARD_GRID = 'grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4';

interface BaseCoordinatorDashboardProps {
  name: string;
  requestsHref: string;
  voyagesHref: string;
  voyageHref: (voyageId: number) => string;
  requestHref: (requestId: number) => string;
  measuresHref: string;
}

/**
 * /base-coordinator: the planning work in hand (requests to plan, orders not yet on a shipment, shipments
 * waiting for the supplier to load), the voyages by state, and the voyages still being planned.
 */
export function BaseCoordinatorDashboard({
  name,
  requestsHref,
  voyagesHref,
  voyageHref,
  requestHref,
  measuresHref,
}: BaseCoordinatorDashboardProps) {
  const dashboard = useBaseCoordinatorDashboard();

  return (
    <div className="grid grid-cols-1 gap-6">
      <DashboardWelcome name={name} subtitle="Requests to plan and the voyages that carry them." />
      <QuerySection
        query={dashboard}
        errorMessage="Could not load your dashboard."
        loading={
          <div className="grid grid-cols-1 gap-6">
            <StatCardsSkeleton count={4} className={CARD_GRID} />
            <Skeleton className="h-64 w-full rounded-xl" />
          </div>
        }
      >
        {(data) => (
          <>
            <div className={CARD_GRID}>
              <StatCard
                title="Requests to Plan"
                value={data.requests_to_plan}
                icon={ClipboardList}
                description="Reviewed requests waiting for shipments"
                href={requestsHref}
                isHighlighted={data.requests_to_plan > 0}
              />
              <StatCard
                title="Orders Without a Shipment"
                value={data.orders_without_shipment}
                icon={PackageX}
                description="Accepted orders not yet on a shipment"
                href={requestsHref}
                isHighlighted={data.orders_without_shipment > 0}
              />
              <StatCard
                title="Shipments Awaiting Loading"
                value={data.shipments_awaiting_loading}
                icon={Container}
                description="Waiting for the supplier to load"
                href={voyagesHref}
              />
              <VoyagesCard
                planning={data.voyages_planning}
                started={data.voyages_started}
                returning={data.voyages_returning}
              />
            </div>
            <RequestsAtRiskCard
              count={data.requests_at_risk_count}
              requests={data.requests_at_risk}
              requestHref={requestHref}
            />
            {data.returning_voyages.length > 0 ? (
              <Card className="gap-4">
                <CardHeader>
                  <CardTitle>Returning to Base</CardTitle>
                  <CardDescription>
                    Every journey has ended: record "Arrived at Base" when the vessel is back.
                  </CardDescription>
                </CardHeader>
                <CardContent>
                  <VoyageLinks voyages={data.returning_voyages} voyageHref={voyageHref} returning />
                </CardContent>
              </Card>
            ) : null}
            <Card className="gap-4">
              <CardHeader>
                <CardTitle>Upcoming Voyages</CardTitle>
                <CardDescription>Voyages still in planning, the oldest first.</CardDescription>
              </CardHeader>
              <CardContent>
                {data.upcoming_voyages.length === 0 ? (
                  <p className="text-muted-foreground text-sm">No voyages in planning.</p>
                ) : (
                  <VoyageLinks voyages={data.upcoming_voyages} voyageHref={voyageHref} />
                )}
              </CardContent>
              <CardFooter className="flex-wrap gap-2">
                <Button asChild variant="outline" size="sm">
                  <Link to={requestsHref}>View requests to plan</Link>
                </Button>
                <Button asChild variant="outline" size="sm">
                  <Link to={voyagesHref}>Open voyage list</Link>
                </Button>
              </CardFooter>
            </Card>
          </>
        )}
      </QuerySection>
      <MeasuresSummary measuresHref={measuresHref} />
    </div>
  );
}

/** A list of voyages, each a link to its page; `returning` says how far the trip has come instead of the plan. */
function VoyageLinks({
  voyages,
  voyageHref,
  returning = false,
}: {
  voyages: readonly Voyage[];
  voyageHref: (voyageId: number) => string;
  returning?: boolean;
}) {
  return (
    <ul className="grid divide-y rounded-md border">
      {voyages.map((voyage) => (
        <li key={voyage.id}>
          <Link
            to={voyageHref(voyage.id)}
            className="flex items-center gap-3 px-3 py-3 outline-none transition-colors hover:bg-muted/50 focus-visible:bg-muted/50"
          >
            <div className="grid min-w-0 flex-1 gap-1">
              <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
                <span className="font-mono text-muted-foreground text-xs">{formatVoyageId(voyage.id)}</span>
                <span className="min-w-0 truncate font-medium text-sm">{voyage.name}</span>
                {returning ? (
                  <Badge variant="outline" className={STATUS_TONE_CLASSES.yellow}>
                    Returning to base
                  </Badge>
                ) : null}
              </div>
              <p className="text-muted-foreground text-xs">
                {(returning
                  ? [
                      voyage.vessel?.name,
                      voyage.end_base ? `back to ${voyage.end_base.name}` : null,
                      `${voyage.ended_journey_count} of ${voyage.journey_count} journey${voyage.journey_count === 1 ? '' : 's'} ended`,
                      voyage.started_at ? `started ${formatDate(voyage.started_at)}` : null,
                    ]
                  : [
                      voyage.vessel?.name,
                      voyage.start_base && voyage.end_base
                        ? voyage.start_base.id === voyage.end_base.id
                          ? `From and back to ${voyage.start_base.name}`
                          : `${voyage.start_base.name} → ${voyage.end_base.name}`
                        : null,
                      `${voyage.journey_count} journey${voyage.journey_count === 1 ? '' : 's'}`,
                      voyage.shipment_count === 0
                        ? 'no shipments yet'
                        : `${voyage.loaded_shipment_count} of ${voyage.shipment_count} shipment${voyage.shipment_count === 1 ? '' : 's'} loaded`,
                      `created ${formatDate(voyage.created_at)}`,
                    ]
                )
                  .filter(Boolean)
                  .join(' · ')}
              </p>
            </div>
            <ChevronRight className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
          </Link>
        </li>
      ))}
    </ul>
  );
}

/**
 * Voyages by state: the ones being planned and the ones at sea, side by side in one card, with how many of
 * those at sea have ended every journey and are on their way back to base (issue 9).
 */
function VoyagesCard({
  planning,
  started,
  returning,
}: {
  planning: number;
  started: number;
  returning: number;
}) {
  return (
    <Card className="gap-2 px-4 py-4 sm:px-5">
      <div className="flex items-start justify-between gap-2">
        <h3 className="font-medium text-muted-foreground text-sm">Voyages</h3>
        <Ship className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
      </div>
      <dl className="grid grid-cols-2 gap-2">
        <div className="grid gap-0.5">
          <dt className="order-2 text-muted-foreground text-xs">Planning</dt>
          <dd className="order-1 font-semibold text-3xl tabular-nums tracking-tight">{planning}</dd>
        </div>
        <div className="grid gap-0.5">
          <dt className="order-2 text-muted-foreground text-xs">Started, at sea</dt>
          <dd className="order-1 font-semibold text-3xl tabular-nums tracking-tight">{started}</dd>
        </div>
      </dl>
      <p className="text-muted-foreground text-xs">
        <span className="font-medium text-foreground tabular-nums">{returning}</span> returning to base
      </p>
    </Card>
  );
}
