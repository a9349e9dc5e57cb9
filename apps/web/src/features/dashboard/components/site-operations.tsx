import type { SiteAlert, SiteAlertKind } from '@rigline/contract/dashboard';
import { BellRing, Clock, type LucideIcon, PackageCheck, PackageOpen, Ship } from 'lucide-react';
import { Link } from 'react-router';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Progress } from '@/components/ui/progress';
import { Skeleton } from '@/components/ui/skeleton';
import { useSiteOperationsDashboard } from '@/features/dashboard/api/get-site-operations-dashboard';
import { QuerySection } from '@/features/dashboard/components/query-section';

export interface SiteOperationsLinks {
  request: (requestId: number) => string;
  voyage: (voyageId: number) => string;
}

const ALERT_ICONS: Record<SiteAlertKind, LucideIcon> = {
  offload_required: PackageOpen,
  awaiting_review: Clock,
  awaiting_loading: PackageCheck,
  voyage_ready: Ship,
};

/** Where an alert leads: the voyage for loading and sailing matters, the request otherwise. */
function alertHref(alert: SiteAlert, links: SiteOperationsLinks): string | null {
  const prefersVoyage = alert.kind === 'voyage_ready' || alert.kind === 'awaiting_loading';
  if (prefersVoyage && alert.voyage_id !== undefined) return links.voyage(alert.voyage_id);
  if (alert.request_id !== undefined) return links.request(alert.request_id);
  if (alert.voyage_id !== undefined) return links.voyage(alert.voyage_id);
  return null;
}

/** The site operations dashboard (§1, there a placeholder): each rig's orders and what needs attention. */
export function SiteOperations({
  links,
  rigIds,
  isReady = true,
}: {
  links: SiteOperationsLinks;
  /** Only these rigs (rig logistics' home rigs); undefined: every rig. */
  rigIds?: readonly number[] | undefined;
  isReady?: boolean;
}) {
  const siteOperations = useSiteOperationsDashboard({ ...(rigIds ? { rigIds } : {}), enabled: isReady });

  return (
    <section className="grid grid-cols-1 gap-4" aria-labelledby="site-operations-heading">
      <div className="grid gap-1">
        <h2 id="site-operations-heading" className="font-semibold text-lg">
          Site Operations
        </h2>
        <p className="text-muted-foreground text-sm">
          Each rig's open requests and orders on their way; the bar shows the share of its orders delivered.
        </p>
      </div>
      <QuerySection
        query={siteOperations}
        errorMessage="Could not load site operations."
        loading={
          <div
            className="grid gap-4 md:grid-cols-2"
            role="status"
            aria-busy="true"
            aria-label="Loading site operations"
          >
            {Array.from({ length: 4 }, (_, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to key on.
              <Skeleton key={index} className="h-40 w-full rounded-xl" />
            ))}
          </div>
        }
      >
        {(data) => (
          <div className="grid gap-4 xl:grid-cols-[2fr_1fr]">
            <div className="grid content-start gap-4 md:grid-cols-2">
              {data.sites.map((site) => (
                <Card key={site.rig_id} className="gap-4 py-5">
                  <CardHeader className="px-5">
                    <CardTitle className="text-base">{site.rig_name}</CardTitle>
                    <CardDescription>{site.location}</CardDescription>
                  </CardHeader>
                  <CardContent className="grid gap-4 px-5">
                    <dl className="grid grid-cols-3 gap-2 text-center">
                      <SiteFigure label="Open Requests" value={site.open_requests} />
                      <SiteFigure label="In Transit" value={site.orders_in_transit} />
                      <SiteFigure label="Delivered" value={site.orders_delivered} />
                    </dl>
                    <div className="grid gap-1.5">
                      <div className="flex justify-between gap-2 text-muted-foreground text-xs">
                        <span>
                          {site.orders_delivered} of {site.orders_total} order
                          {site.orders_total === 1 ? '' : 's'} delivered
                        </span>
                        <span className="font-medium text-foreground tabular-nums">
                          {Math.round(site.progress_percent)}%
                        </span>
                      </div>
                      <Progress
                        value={site.progress_percent}
                        aria-label={`${site.rig_name}: ${Math.round(site.progress_percent)}% of orders delivered`}
                      />
                    </div>
                  </CardContent>
                </Card>
              ))}
              {data.sites.length === 0 ? <p className="text-muted-foreground text-sm">No rigs yet.</p> : null}
            </div>
            <Card className="gap-4 self-start py-5">
              <CardHeader className="px-5">
                <CardTitle className="flex items-center gap-2 text-base">
                  <BellRing className="size-4" aria-hidden="true" />
                  Alerts
                </CardTitle>
                <CardDescription>What needs someone's attention, most urgent first.</CardDescription>
              </CardHeader>
              <CardContent className="px-5">
                {data.alerts.length === 0 ? (
                  <p className="text-muted-foreground text-sm">
                    No alerts. Nothing needs attention right now.
                  </p>
                ) : (
                  <ul className="grid gap-3">
                    {data.alerts.map((alert) => {
                      const Icon = ALERT_ICONS[alert.kind];
                      const href = alertHref(alert, links);
                      return (
                        <li
                          key={`${alert.kind}-${alert.request_id ?? ''}-${alert.voyage_id ?? ''}`}
                          className="flex gap-3 text-sm"
                        >
                          <Icon className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
                          {href ? (
                            <Link to={href} className="hover:underline">
                              {alert.message}
                            </Link>
                          ) : (
                            <span>{alert.message}</span>
                          )}
                        </li>
                      );
                    })}
                  </ul>
                )}
              </CardContent>
            </Card>
          </div>
        )}
      </QuerySection>
    </section>
  );
}

function SiteFigure({ label, value }: { label: string; value: number }) {
  return (
    <div className="flex flex-col justify-between gap-0.5 rounded-md bg-muted/60 px-2 py-2">
      <dt className="text-muted-foreground text-xs leading-tight">{label}</dt>
      <dd className="font-semibold text-lg tabular-nums">{value}</dd>
    </div>
  );
}
