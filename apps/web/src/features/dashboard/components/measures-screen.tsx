import { addDays, getMeasuresCall, weekStartOf } from '@rigline/contract/measures';
import { lazy, Suspense, useState } from 'react';
import { ExportMenu } from '@/components/layout/export-menu';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { useMeasures } from '@/features/dashboard/api/get-measures';
import { QuerySection } from '@/features/dashboard/components/query-section';
import { formatFigure, formatWeek, MEASURE_FIGURES } from '@/features/dashboard/lib/measures-format';

const MeasuresCharts = lazy(() => import('@/features/dashboard/components/measures-charts'));

const WEEK_CHOICES = [4, 8, 13, 26] as const;

/** The last `count` UTC weeks, this one included: from the Monday count − 1 weeks back to today. */
function windowOf(count: number, today: string) {
  return { from: addDays(weekStartOf(today), -7 * (count - 1)), to: today };
}

/**
 * /base-coordinator/measures (issue 23): the weekly measures as charts and a table, and the same weeks as a
 * CSV or Excel file. Weeks run Monday to Sunday in UTC, and the page says so.
 */
export function MeasuresScreen() {
  const [weekCount, setWeekCount] = useState<number>(8);
  const today = new Date().toISOString().slice(0, 10);
  const window = windowOf(weekCount, today);
  const measures = useMeasures(window);

  return (
    <div className="grid min-w-0 grid-cols-1 gap-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="grid gap-1.5">
          <Label htmlFor="measures-weeks">Weeks shown</Label>
          <Select value={String(weekCount)} onValueChange={(value) => setWeekCount(Number(value))}>
            <SelectTrigger id="measures-weeks" className="w-44">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {WEEK_CHOICES.map((count) => (
                <SelectItem key={count} value={String(count)}>
                  Last {count} weeks
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
        <ExportMenu call={getMeasuresCall} query={window} label="Export weeks" />
      </div>
      <QuerySection
        query={measures}
        errorMessage="Could not load the measures."
        loading={<Skeleton className="h-96 w-full rounded-xl" />}
      >
        {(data) => (
          <>
            <p className="text-muted-foreground text-sm">
              {formatWeek(data.weeks[0]?.week_start ?? window.from).split(' – ')[0]} to{' '}
              {formatWeek(data.weeks.at(-1)?.week_start ?? window.from).split(' – ')[1]}. Weeks run Monday
              00:00 to Sunday 24:00 UTC. A leg is on time within{' '}
              {data.bases.map((base) => `${base.on_time_window_hours} h (${base.name})`).join(', ')} of the
              arrival published at the booking cut-off; a request is delivered by its required-by date when
              all of it reached the rig before that date ended in the rig's time zone.
            </p>
            <Suspense fallback={<Skeleton className="h-96 w-full rounded-xl" />}>
              <MeasuresCharts weeks={data.weeks} />
            </Suspense>
            <Card className="gap-4">
              <CardHeader>
                <CardTitle>Week by week</CardTitle>
                <CardDescription>The newest week first; each week named by its dates in UTC.</CardDescription>
              </CardHeader>
              <CardContent>
                <Table>
                  <TableHeader>
                    <TableRow>
                      <TableHead>Week (UTC)</TableHead>
                      {MEASURE_FIGURES.map((figure) => (
                        <TableHead key={figure.label}>{figure.label}</TableHead>
                      ))}
                    </TableRow>
                  </TableHeader>
                  <TableBody>
                    {[...data.weeks].reverse().map((week) => (
                      <TableRow key={week.week_start}>
                        <TableCell className="whitespace-nowrap">{formatWeek(week.week_start)}</TableCell>
                        {MEASURE_FIGURES.map((figure) => (
                          <TableCell key={figure.label}>
                            <div className="font-medium tabular-nums">
                              {formatFigure(figure.value(week), figure.unit)}
                            </div>
                            <div className="text-muted-foreground text-xs">{figure.detail(week)}</div>
                          </TableCell>
                        ))}
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </CardContent>
            </Card>
          </>
        )}
      </QuerySection>
    </div>
  );
}
