import { footprintM2, type LineMeasure, type LoadPlan, lineWeightT, loadLevel } from './load-plan.ts';

/** An order line about to go on a shipment of the plan's voyage: it comes off at that shipment's journey. */
export interface FittingLine extends Omit<LineMeasure, 'quantity'> {
  journey_id: number;
  quantity: number;
}

/**
 * Issue 22: the most of `line` that fits on its journey's shipment, from 0 to its whole quantity: every leg
 * that carries it (from the base to its rig) stays within 100 % of the usable deck area and of the deck load,
 * by the plan's own rule (loadLevel). `plan` is the voyage's plan without the line. The load grows with the
 * quantity, so a halving search finds the edge. The server says it in the overload refusal and the browser
 * offers "Split and send N now" with the same figure.
 */
export function mostThatFits(plan: LoadPlan, line: FittingLine): number {
  const own = plan.legs.find((leg) => leg.journey_id === line.journey_id);
  if (!own) return 0;
  const legs = plan.legs.filter((leg) => leg.sequence <= own.sequence);
  const fits = (quantity: number) =>
    legs.every((leg) => {
      const area = leg.area_m2 + footprintM2({ ...line, quantity });
      const weight = leg.weight_t + lineWeightT({ ...line, quantity });
      const usable = plan.deck.usable_area_m2;
      const maxLoad = plan.deck.max_deck_load_t;
      const areaPct = usable ? (area / usable) * 100 : null;
      const weightPct = maxLoad ? (weight / maxLoad) * 100 : null;
      return loadLevel(areaPct) !== 'over' && loadLevel(weightPct) !== 'over';
    });
  let low = 0;
  let high = line.quantity;
  if (fits(high)) return high;
  // fits(low) holds (or nothing fits and low stays 0); fits(high) does not.
  while (high - low > 1) {
    const middle = Math.floor((low + high) / 2);
    if (fits(middle)) low = middle;
    else high = middle;
  }
  return low;
}
