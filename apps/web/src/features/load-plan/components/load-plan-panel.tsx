import { formatOrderId } from '@rigline/contract/ids';
import type { Deck, Leg, LoadPlan } from '@rigline/contract/load-plan';
import type { UnitSystem } from '@rigline/contract/units';
import { AlertTriangle } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useUnitSystem } from '@/lib/preferences';
import { useLoadPlan } from '../api/get-load-plan';
import { formatLoadFigure, formatLoadOf, formatPercent } from '../lib/format';
import { LoadBar } from './load-bar';
import { ManifestButtons } from './manifest-buttons';

function deckLine(deck: Deck, system: UnitSystem): string {
  const parts: string[] = [];
  if (deck.is_deck_size_known && deck.usable_area_m2 !== null) {
    const length = formatLoadFigure(deck.deck_length_m ?? 0, 'm', system);
    const width = formatLoadOf(deck.deck_width_m ?? 0, null, 'm', system);
    parts.push(
      `Deck ${length} × ${width}, ${Math.round(deck.usable_deck_factor * 100)} % usable: ${formatLoadOf(deck.usable_area_m2, null, 'm2', system)}`,
    );
  }
  if (deck.max_deck_load_t !== null) {
    parts.push(`max deck load ${formatLoadOf(deck.max_deck_load_t, null, 't', system)}`);
  }
  return parts.join(' · ');
}

/** The server words capacity warnings in m² and t; the legs' own figures say them again in the chosen units. */
const CAPACITY_WARNING = /^deck (area|load) /;

function capacityWarnings(leg: Leg, deck: Deck, system: UnitSystem): string[] {
  const warnings: string[] = [];
  if (leg.area_pct !== null && leg.area_level !== 'ok') {
    warnings.push(
      `deck area ${formatPercent(leg.area_pct)} (${formatLoadOf(leg.area_m2, deck.usable_area_m2, 'm2', system)} usable)`,
    );
  }
  if (leg.weight_pct !== null && leg.weight_level !== 'ok') {
    warnings.push(
      `deck load ${formatPercent(leg.weight_pct)} (${formatLoadOf(leg.weight_t, deck.max_deck_load_t, 't', system)})`,
    );
  }
  return warnings;
}

/** The coordinator's Load Plan panel on the voyage detail (issue 11). */
export function LoadPlanPanel({ voyageId }: { voyageId: number }) {
  const { data: plan, isPending, isError } = useLoadPlan(voyageId);
  const system = useUnitSystem();
  const deckText = plan ? deckLine(plan.deck, system) : '';
  return (
    <section aria-labelledby="load-plan-title">
      <Card className="gap-4">
        <CardHeader className="flex flex-wrap items-start justify-between gap-3">
          <div className="grid gap-1">
            <CardTitle id="load-plan-title">Load Plan</CardTitle>
            <CardDescription>
              {plan
                ? `${plan.deck.vessel_name}${deckText ? ` · ${deckText}` : ''}`
                : 'Deck space and weight per leg'}
            </CardDescription>
          </div>
          <div className="grid gap-1">
            <span className="font-medium text-muted-foreground text-xs">Download Manifest</span>
            <ManifestButtons voyageId={voyageId} scopeLabel="voyage manifest" />
          </div>
        </CardHeader>
        <CardContent className="grid gap-4">
          {isPending ? (
            <Skeleton className="h-24 w-full" />
          ) : isError || !plan ? (
            <p className="text-destructive text-sm">Could not load the load plan.</p>
          ) : (
            <>
              {!plan.deck.is_deck_size_known || plan.deck.max_deck_load_t === null ? (
                <div
                  role="status"
                  className="flex items-start gap-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-amber-900 text-sm dark:bg-amber-950 dark:text-amber-100"
                >
                  <AlertTriangle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                  <span>
                    {!plan.deck.is_deck_size_known
                      ? `Deck size unknown: ${plan.deck.vessel_name} has no deck size, so the deck area is not checked.`
                      : ''}
                    {plan.deck.max_deck_load_t === null
                      ? ` Deck load unknown: the weight is not checked.`
                      : ''}
                  </span>
                </div>
              ) : null}
              <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-4">
                <Figure label="Order lines">{plan.totals.order_count}</Figure>
                <Figure label="Total weight">
                  {formatLoadOf(plan.totals.weight_t, null, 't', system)}
                  {unknownSuffix(plan.totals.unknown_weight_count)}
                </Figure>
                <Figure label="Dangerous goods">{plan.totals.dg_line_count}</Figure>
                <Figure
                  label={`Heavy lifts (≥ ${formatLoadOf(plan.heavy_lift_t, null, 't', system)} per unit)`}
                >
                  {plan.totals.heavy_lift_count}
                </Figure>
              </dl>
              {plan.units.length > 0 ? <PlanUnits units={plan.units} system={system} /> : null}
              {plan.legs.length === 0 ? (
                <p className="text-muted-foreground text-sm">Add a journey to plan the load.</p>
              ) : (
                <ol className="grid gap-3 lg:grid-cols-2">
                  {plan.legs.map((leg) => (
                    <LegCard
                      key={leg.journey_id}
                      leg={leg}
                      deck={plan.deck}
                      voyageId={voyageId}
                      system={system}
                    />
                  ))}
                </ol>
              )}
            </>
          )}
        </CardContent>
      </Card>
    </section>
  );
}

/**
 * The cargo carrying units aboard (issue 25): each by its footprint and its gross against its max, with what it
 * holds, as the manifest lists them.
 */
function PlanUnits({ units, system }: { units: LoadPlan['units']; system: UnitSystem }) {
  return (
    <section aria-labelledby="load-plan-units" className="grid min-w-0 gap-2">
      <h3 id="load-plan-units" className="font-medium text-sm">
        Cargo carrying units ({units.length})
      </h3>
      <ul className="grid min-w-0 gap-1 text-sm">
        {units.map((unit) => (
          <li key={unit.ccu_id} className="min-w-0 [overflow-wrap:anywhere]">
            <span className="font-medium">{unit.code}</span>{' '}
            <span className="text-muted-foreground">
              {formatLoadOf(unit.footprint_m2, null, 'm2', system)} · gross{' '}
              {formatLoadOf(unit.gross_t, unit.max_gross_t, 't', system)} · holds{' '}
              {unit.order_ids.map(formatOrderId).join(', ')}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Figure({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="grid gap-0.5">
      <dt className="text-muted-foreground text-xs">{label}</dt>
      <dd className="font-semibold tabular-nums">{children}</dd>
    </div>
  );
}

/** " + 1 line unknown": a figure that leaves out lines of unknown size or weight says so (issue 22). */
function unknownSuffix(count: number): string {
  return count ? ` + ${count} line${count === 1 ? '' : 's'} unknown` : '';
}

function LegCard({
  leg,
  deck,
  voyageId,
  system,
}: {
  leg: Leg;
  deck: Deck;
  voyageId: number;
  system: UnitSystem;
}) {
  const rig = leg.rig?.name ?? 'rig not set';
  const areaDetail =
    (deck.usable_area_m2 === null
      ? `${formatLoadOf(leg.area_m2, null, 'm2', system)} (deck size unknown)`
      : `${formatLoadOf(leg.area_m2, deck.usable_area_m2, 'm2', system)} usable`) +
    unknownSuffix(leg.unknown_area_lines.length);
  const weightDetail =
    (deck.max_deck_load_t === null
      ? `${formatLoadOf(leg.weight_t, null, 't', system)} (deck load unknown)`
      : formatLoadOf(leg.weight_t, deck.max_deck_load_t, 't', system)) +
    unknownSuffix(leg.unknown_weight_lines.length);
  const warnings = [
    ...capacityWarnings(leg, deck, system),
    ...leg.warnings.filter((warning) => !CAPACITY_WARNING.test(warning)),
  ];
  return (
    <li className="grid min-w-0 gap-3 rounded-lg border p-3" aria-label={`Leg ${leg.sequence} to ${rig}`}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="min-w-0">
          <p className="font-semibold">
            Leg {leg.sequence} <span className="font-normal text-muted-foreground">to</span> {rig}
          </p>
          <p className="text-muted-foreground text-xs">
            {leg.order_count} order line{leg.order_count === 1 ? '' : 's'} aboard
            {leg.unit_count ? ` · ${leg.unit_count} unit${leg.unit_count === 1 ? '' : 's'}` : ''}
          </p>
        </div>
        <div className="flex flex-wrap gap-1">
          <Badge
            variant="outline"
            className={leg.dg_lines.length ? 'border-orange-300 bg-orange-100 text-orange-900' : ''}
          >
            DG {leg.dg_lines.length}
            {leg.dg_classes.length ? ` (class ${leg.dg_classes.join(', ')})` : ''}
          </Badge>
          <Badge
            variant="outline"
            className={leg.heavy_lifts.length ? 'border-slate-400 bg-slate-200 text-slate-900' : ''}
          >
            Heavy lifts {leg.heavy_lifts.length}
          </Badge>
        </div>
      </div>
      <LoadBar
        label={`Leg ${leg.sequence} deck area`}
        pct={leg.area_pct}
        level={leg.area_level}
        detail={areaDetail}
      />
      <LoadBar
        label={`Leg ${leg.sequence} deck load`}
        pct={leg.weight_pct}
        level={leg.weight_level}
        detail={weightDetail}
      />
      {warnings.length ? (
        <ul className="grid gap-1 text-sm" aria-label={`Warnings for leg ${leg.sequence}`}>
          {warnings.map((warning) => (
            <li key={warning} className="flex gap-2 text-amber-800 dark:text-amber-300">
              <AlertTriangle aria-hidden="true" className="mt-0.5 size-3.5 shrink-0" />
              <span className="min-w-0 [overflow-wrap:anywhere]">{warning}</span>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="grid gap-1">
        <span className="text-muted-foreground text-xs">Manifest of this leg</span>
        <ManifestButtons
          voyageId={voyageId}
          journeyId={leg.journey_id}
          scopeLabel={`manifest of leg ${leg.sequence}`}
          size="xs"
        />
      </div>
    </li>
  );
}
