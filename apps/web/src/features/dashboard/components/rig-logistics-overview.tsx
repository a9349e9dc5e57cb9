import { CalendarCheck, ClipboardList, Ship } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { useRigLogisticsDashboard } from '@/features/dashboard/api/get-rig-logistics-dashboard';
import { QuerySection } from '@/features/dashboard/components/query-section';
import RigRequestsChart from '@/features/dashboard/components/rig-requests-chart';
import { StatCard, StatCardsSkeleton } from '@/features/dashboard/components/stat-card';

const CARD_GRID = 'grid gap-4 sm:grid-cols-3';

/** The rig logistics dashboard's three cards (§1) and the requests of each rig, from the server's counts. */
export function RigLogisticsOverview({
  requestsHref,
  rigIds,
  isReady = true,
}: {
  requestsHref: string;
  /** Only these rigs (the user's home rigs); undefined: every rig. */
  rigIds?: readonly number[] | undefined;
  /** False while the home rigs are still being read. */
  isReady?: boolean;
}) {
  const dashboard = useRigLogisticsDashboard({ ...(rigIds ? { rigIds } : {}), enabled: isReady });

  return (
    <QuerySection
      query={dashboard}
      errorMessage="Could not load the dashboard figures."
      loading={
        <div className="grid grid-cols-1 gap-4">
          <StatCardsSkeleton count={3} className={CARD_GRID} />
          <Skeleton className="h-64 w-full rounded-xl" />
        </div>
      }
    >
      {(data) => (
        <div className="grid grid-cols-1 gap-4">
          <div className={CARD_GRID}>
            <StatCard
              title="Active Rigs"
              value={data.active_rigs}
              icon={Ship}
              description="Rigs in operation now"
            />
            <StatCard
              title="Pending Requests"
              value={data.pending_requests}
              icon={ClipboardList}
              description="Submitted and waiting for your review"
              href={`${requestsHref}?status=PENDING`}
              isHighlighted={data.pending_requests > 0}
            />
            <StatCard
              title="Orders Completed This Month"
              value={data.orders_completed_this_month}
              icon={CalendarCheck}
              description="Orders delivered to the rigs this month"
              href={`${requestsHref}?status=COMPLETED`}
            />
          </div>
          <Card className="gap-4">
            <CardHeader>
              <CardTitle>Requests per Rig</CardTitle>
              <CardDescription>
                Pending approval: waiting for review. Approved: reviewed and handed on to the base
                coordinator.
              </CardDescription>
            </CardHeader>
            <CardContent className="grid gap-6 xl:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] xl:items-center">
              <div className="min-w-0 rounded-md border">
                <Table>
                  <TableHeader>
                    <TableRow>
                      <TableHead>Rig</TableHead>
                      <TableHead className="text-right">Total Requests</TableHead>
                      <TableHead className="text-right">Pending Approval</TableHead>
                      <TableHead className="text-right">Approved</TableHead>
                    </TableRow>
                  </TableHeader>
                  <TableBody>
                    {data.per_rig.map((rig) => (
                      <TableRow key={rig.rig_id}>
                        <TableCell className="font-medium">{rig.rig_name}</TableCell>
                        <TableCell className="text-right tabular-nums">{rig.total_requests}</TableCell>
                        <TableCell className="text-right tabular-nums">{rig.pending_approval}</TableCell>
                        <TableCell className="text-right tabular-nums">{rig.approved}</TableCell>
                      </TableRow>
                    ))}
                    {data.per_rig.length === 0 ? (
                      <TableRow>
                        <TableCell colSpan={4} className="py-6 text-center text-muted-foreground">
                          No rigs yet.
                        </TableCell>
                      </TableRow>
                    ) : null}
                  </TableBody>
                </Table>
              </div>
              {data.per_rig.length > 0 ? <RigRequestsChart perRig={data.per_rig} /> : null}
            </CardContent>
          </Card>
        </div>
      )}
    </QuerySection>
  );
}
