import { CheckCircle2, ClipboardList, Hourglass } from 'lucide-react';
import { useState } from 'react';
import { LoadFailure } from '@/components/layout/load-states';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { useRigDashboard } from '@/features/dashboard/api/get-rig-dashboard';
import { useAllRigs } from '@/features/dashboard/api/list-rigs';
import { QuerySection } from '@/features/dashboard/components/query-section';
import { StatCard, StatCardsSkeleton } from '@/features/dashboard/components/stat-card';

const CARD_GRID = 'grid gap-4 sm:grid-cols-3';

/** The rig dashboard (§2, there with sample rigs and fixed figures): pick a rig, see its requests. */
export function RigDashboard({ requestsHref }: { requestsHref: string }) {
  const [rigId, setRigId] = useState<number | null>(null);
  const rigs = useAllRigs();
  const rigDashboard = useRigDashboard(rigId);

  return (
    <Card className="gap-4">
      <CardHeader>
        <CardTitle>Rig Dashboard</CardTitle>
        <CardDescription>Choose a rig to see how its requests stand.</CardDescription>
      </CardHeader>
      <CardContent className="grid grid-cols-1 gap-4">
        {rigs.isError ? (
          <LoadFailure
            message="Could not load the rigs."
            onRetry={() => rigs.refetch()}
            isRetrying={rigs.isFetching}
          />
        ) : (
          <div className="grid gap-2">
            <Label htmlFor="rig-dashboard-rig">Rig</Label>
            <Select
              value={rigId === null ? '' : String(rigId)}
              onValueChange={(value) => setRigId(Number(value))}
              disabled={rigs.isPending}
            >
              {/* The trigger shows code and name; the list also shows where each rig is. */}
              <SelectTrigger
                id="rig-dashboard-rig"
                className="w-full sm:w-[28rem] [&_[data-rig-location]]:hidden sm:[&_[data-rig-location]]:inline"
              >
                <SelectValue placeholder={rigs.isPending ? 'Loading rigs...' : 'Select a rig'} />
              </SelectTrigger>
              <SelectContent>
                {rigs.data?.map((rig) => (
                  <SelectItem key={rig.id} value={String(rig.id)}>
                    <span className="flex min-w-0 flex-wrap items-baseline gap-x-2">
                      <span className="font-mono text-xs">{rig.code}</span>
                      <span>{rig.name}</span>
                      <span data-rig-location className="text-muted-foreground text-xs">
                        {rig.location}
                        {rig.status ? '' : ' · Inactive'}
                      </span>
                    </span>
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
        )}

        {rigId === null ? null : (
          <QuerySection
            query={rigDashboard}
            errorMessage="Could not load this rig's figures."
            loading={<StatCardsSkeleton count={3} className={CARD_GRID} />}
          >
            {(data) => (
              <>
                <div className={CARD_GRID}>
                  <StatCard
                    title="Total Requests"
                    value={data.total_requests}
                    icon={ClipboardList}
                    href={`${requestsHref}?rig=${data.rig.id}`}
                  />
                  <StatCard
                    title="Pending Approval"
                    value={data.pending_approval}
                    icon={Hourglass}
                    href={`${requestsHref}?rig=${data.rig.id}&status=PENDING`}
                  />
                  <StatCard
                    title="Approved"
                    value={data.approved}
                    icon={CheckCircle2}
                    href={`${requestsHref}?rig=${data.rig.id}&status=PROCESSING`}
                  />
                </div>
                <p className="text-muted-foreground text-sm">
                  These figures come from the requests raised for {data.rig.name} ({data.rig.code},{' '}
                  {data.rig.location}): pending approval counts those waiting for review, approved those
                  reviewed and handed on to the base coordinator.
                </p>
              </>
            )}
          </QuerySection>
        )}
      </CardContent>
    </Card>
  );
}
