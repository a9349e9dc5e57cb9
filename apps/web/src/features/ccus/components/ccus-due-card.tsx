import { ccuFirstDueDate } from '@rigline/contract/ccus';
import { Link } from 'react-router';
import { LoadFailure } from '@/components/layout/load-states';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useCcus } from '@/features/ccus/api/list-ccus';
import { CcuStatusBadge } from '@/features/ccus/components/ccu-status-badge';
import { formatCalendarDate } from '@/lib/format';

const SHOWN = 5;

/**
 * The coordinator's dashboard (issue 25): the units that may not travel (certificate or inspection past) and
 * those that stop within 30 days, so that a renewal is booked before a unit is needed.
 */
export function CcusDueCard({
  registerHref,
  unitHref,
}: {
  registerHref: string;
  unitHref: (id: number) => string;
}) {
  const expired = useCcus({ page: 1, limit: SHOWN, status: 'expired' });
  const dueSoon = useCcus({ page: 1, limit: SHOWN, status: 'due_soon' });
  const count = (expired.data?.meta.total ?? 0) + (dueSoon.data?.meta.total ?? 0);
  const isLoaded = expired.data !== undefined && dueSoon.data !== undefined;
  const units = [...(expired.data?.data ?? []), ...(dueSoon.data?.data ?? [])];
  return (
    <Card className="gap-4" aria-label="Units due" role="region">
      <CardHeader>
        <CardTitle>Units Due {isLoaded ? `(${count})` : ''}</CardTitle>
        <CardDescription>
          Cargo carrying units whose certificate or inspection has lapsed, or lapses within 30 days.{' '}
          <Link className="underline underline-offset-4" to={registerHref}>
            Open the CCU register
          </Link>
        </CardDescription>
      </CardHeader>
      <CardContent>
        {expired.isError || dueSoon.isError ? (
          <LoadFailure
            message="Error loading the units. Please try again."
            onRetry={() => {
              void expired.refetch();
              void dueSoon.refetch();
            }}
          />
        ) : !isLoaded ? (
          <Skeleton className="h-16 w-full" />
        ) : units.length === 0 ? (
          <p className="text-muted-foreground text-sm">Every unit is certified for the next 30 days.</p>
        ) : (
          <ul className="grid divide-y rounded-md border">
            {units.map((unit) => (
              <li key={unit.id} className="flex flex-wrap items-center gap-x-2 gap-y-1 px-3 py-2 text-sm">
                <Link className="font-medium underline-offset-4 hover:underline" to={unitHref(unit.id)}>
                  {unit.code}
                </Link>
                <CcuStatusBadge status={unit.certificate_status} />
                <span className="text-muted-foreground">
                  {unit.owner?.name ?? 'Operator'} · {unit.certificate_status === 'expired' ? 'since' : 'by'}{' '}
                  {formatCalendarDate(ccuFirstDueDate(unit))}
                </span>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
