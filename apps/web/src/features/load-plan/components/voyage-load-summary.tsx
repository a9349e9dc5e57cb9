import { useLoadPlan } from '../api/get-load-plan';
import { LoadBar } from './load-bar';

/**
 * Plan-voyage: the fullest leg of a shipment's voyage, area and weight, so the coordinator sees what a drop
 * does before and after it.
 */
export function VoyageLoadSummary({ voyageId }: { voyageId: number }) {
  const { data: plan } = useLoadPlan(voyageId);
  if (!plan) return null;
  if (plan.legs.length === 0) return null;
  const fullest = (key: 'area_pct' | 'weight_pct') =>
    plan.legs.reduce((best, leg) => ((leg[key] ?? -1) > (best[key] ?? -1) ? leg : best), plan.legs[0]!);
  const byArea = fullest('area_pct');
  const byWeight = fullest('weight_pct');
  return (
    <section className="grid gap-1.5" aria-label="Voyage utilisation">
      <LoadBar
        compact
        label="Voyage deck area"
        pct={plan.deck.is_deck_size_known ? byArea.area_pct : null}
        level={byArea.area_level}
        detail={`fullest leg ${byArea.sequence}`}
      />
      <LoadBar
        compact
        label="Voyage deck load"
        pct={plan.deck.max_deck_load_t === null ? null : byWeight.weight_pct}
        level={byWeight.weight_level}
        detail={`fullest leg ${byWeight.sequence}`}
      />
      {!plan.deck.is_deck_size_known ? (
        <p className="text-muted-foreground text-xs">Deck size unknown</p>
      ) : null}
    </section>
  );
}
