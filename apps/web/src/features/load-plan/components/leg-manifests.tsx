import { RigScopeBar } from '@/components/layout/rig-scope-bar';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useRigScope } from '@/hooks/use-rig-scope';
import { useUnitSystem } from '@/lib/preferences';
import { useLoadPlan } from '../api/get-load-plan';
import { formatLoadOf } from '../lib/format';
import { ManifestButtons } from './manifest-buttons';

/**
 * Rig logistics' voyage detail: the cargo manifest of each leg, for the rig it goes to (docs/decisions/029). A
 * user with home rigs sees the legs to those rigs, with "All rigs" one click away (docs/decisions/037).
 */
export function LegManifests({ voyageId }: { voyageId: number }) {
  const { data: plan, isPending, isError } = useLoadPlan(voyageId);
  const rigScope = useRigScope();
  const system = useUnitSystem();
  const rigIds = rigScope.rigIds;
  const legs = (plan?.legs ?? []).filter(
    (leg) => rigIds === undefined || (leg.rig !== null && rigIds.includes(leg.rig.id)),
  );
  return (
    <Card className="gap-4">
      <CardHeader>
        <CardTitle>Cargo Manifests</CardTitle>
        <CardDescription>What the vessel brings to each rig, to check against at offloading.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        {plan && plan.legs.length > 0 ? <RigScopeBar rigScope={rigScope} /> : null}
        {isPending || !rigScope.isReady ? (
          <Skeleton className="h-16 w-full" />
        ) : isError || !plan ? (
          <p className="text-destructive text-sm">Could not load the manifests.</p>
        ) : plan.legs.length === 0 ? (
          <p className="text-muted-foreground text-sm">This voyage has no journeys yet.</p>
        ) : legs.length === 0 ? (
          <p className="text-muted-foreground text-sm">No leg of this voyage goes to your home rigs.</p>
        ) : (
          <ul className="grid gap-3">
            {legs.map((leg) => (
              <li
                key={leg.journey_id}
                className="flex flex-wrap items-center justify-between gap-2 rounded-md border p-3"
              >
                <div className="min-w-0">
                  <p className="font-medium">
                    Leg {leg.sequence} to {leg.rig?.name ?? 'rig not set'}
                  </p>
                  <p className="text-muted-foreground text-xs">
                    {leg.dg_lines.length} dangerous-goods line{leg.dg_lines.length === 1 ? '' : 's'} ·{' '}
                    {leg.heavy_lifts.length} heavy lift{leg.heavy_lifts.length === 1 ? '' : 's'} aboard ·{' '}
                    {formatLoadOf(leg.weight_t, null, 't', system)} on deck
                  </p>
                </div>
                <ManifestButtons
                  voyageId={voyageId}
                  journeyId={leg.journey_id}
                  scopeLabel={`manifest of leg ${leg.sequence}`}
                />
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
