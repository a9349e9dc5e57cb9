import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useMeasures } from '@/features/dashboard/api/get-measures';
import { QuerySection } from '@/features/dashboard/components/query-section';
import {
  describeChange,
  formatFigure,
  formatWeek,
  MEASURE_FIGURES,
} from '@/features/dashboard/lib/measures-format';

/** The coordinator's dashboard: this week's measures beside last week's (issue 23), weeks in UTC. */
export function MeasuresSummary({ measuresHref }: { measuresHref: string }) {
  const measures = useMeasures();
  return (
    <Card className="gap-4">
      <CardHeader>
        <CardTitle>Measures</CardTitle>
        <CardDescription>
          This week against last week, from recorded times; weeks run Monday to Sunday in UTC.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <QuerySection
          query={measures}
          errorMessage="Could not load the measures."
          loading={<Skeleton className="h-32 w-full" />}
        >
          {(data) => {
            const thisWeek = data.weeks.at(-1);
            const lastWeek = data.weeks.at(-2);
            if (!thisWeek) return null;
            return (
              <div className="grid gap-3">
                <p className="text-muted-foreground text-xs">{formatWeek(thisWeek.week_start)}</p>
                <dl className="grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-4">
                  {MEASURE_FIGURES.map((figure) => {
                    const now = figure.value(thisWeek);
                    const before = lastWeek ? figure.value(lastWeek) : null;
                    const change = describeChange(now, before, figure.unit);
                    return (
                      <div key={figure.label} className="grid min-w-0 gap-0.5 rounded-md border px-3 py-2">
                        <dt className="text-muted-foreground text-xs">{figure.label}</dt>
                        <dd className="font-semibold text-2xl tabular-nums tracking-tight">
                          {formatFigure(now, figure.unit)}
                        </dd>
                        <dd className="text-muted-foreground text-xs">{figure.detail(thisWeek)}</dd>
                        <dd className="text-muted-foreground text-xs">
                          Last week {formatFigure(before, figure.unit)}
                          {change ? ` · ${change}` : ''}
                        </dd>
                      </div>
                    );
                  })}
                </dl>
              </div>
            );
          }}
        </QuerySection>
      </CardContent>
      <CardFooter>
        <Button asChild variant="outline" size="sm">
          <Link to={measuresHref}>Open measures</Link>
        </Button>
      </CardFooter>
    </Card>
  );
}
