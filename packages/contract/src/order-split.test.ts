import { describe, expect, it } from 'vitest';
import { describeHistoryAction } from './history.ts';
import { computeLoadPlan, type LoadLineInput, TONNES_PER_POUND } from './load-plan.ts';
import { mostThatFits } from './load-plan-fit.ts';
import { describeSplit, readSplitDetails, splitOrderBodySchema } from './order-split.ts';

describe('splitting an order line (issue 22)', () => {
  it('takes a whole quantity of at least 1, and an optional version', () => {
    expect(splitOrderBodySchema.safeParse({ id: 4, quantity: 10 }).success).toBe(true);
    expect(splitOrderBodySchema.safeParse({ id: 4, quantity: 0 }).error?.issues[0]?.message).toBe(
      'Quantity must be at least 1',
    );
    expect(splitOrderBodySchema.safeParse({ id: 4, quantity: 2.5 }).error?.issues[0]?.message).toBe(
      'Quantity must be a whole number',
    );
  });

  it('notes where a part came from and where the rest went', () => {
    expect(describeSplit({ split_from_order_id: 1, split_into_order_ids: [] })).toBe('Split from ORD-001');
    expect(describeSplit({ split_from_order_id: null, split_into_order_ids: [7, 9] })).toBe(
      'Split into ORD-007, ORD-009',
    );
    expect(describeSplit({ split_from_order_id: null, split_into_order_ids: [] })).toBeNull();
  });

  it('names a split in the history from the row details, and leaves other rows to their statuses', () => {
    const row = {
      entity_type: 'order' as const,
      from_phase: 2,
      from_status: 'ACCEPTED',
      to_phase: 2,
      to_status: 'ACCEPTED',
    };
    expect(
      describeHistoryAction({
        ...row,
        details: JSON.stringify({ quantity: [30, 20], split_into: [null, 7] }),
      }),
    ).toBe('Split into ORD-007 (10 of 30 moved; 20 stay)');
    expect(
      describeHistoryAction({
        ...row,
        from_phase: null,
        from_status: null,
        details: JSON.stringify({ quantity: [30, 10], split_from: [null, 1] }),
      }),
    ).toBe('Split from ORD-001 (10 of 30)');
    expect(readSplitDetails('{"sequence":[1,null]}')).toBeNull();
    expect(readSplitDetails('not json "split_')).toBeNull();
  });
});

describe('mostThatFits', () => {
  const vessel = {
    id: 1,
    name: 'Ocean Supplier',
    deck_length_m: 100,
    deck_width_m: 100,
    max_deck_load_t: 30,
    usable_deck_factor: 0.85,
  };
  const legs = [
    { journey_id: 11, sequence: 1, rig: { id: 1, name: 'Rig A' } },
    { journey_id: 12, sequence: 2, rig: { id: 2, name: 'Rig B' } },
  ];
  const tonne = 1 / TONNES_PER_POUND;
  const line = (journeyId: number, quantity: number, weightT: number): LoadLineInput => ({
    order_id: quantity,
    shipment_id: 1,
    journey_id: journeyId,
    quantity,
    length: 12,
    breadth: 12,
    weight: weightT * tonne,
    is_stackable: false,
    item_name: 'Casing joint',
    mat_code: 'CSG',
    un_number: null,
    imdg_class: null,
    packing_group: null,
  });
  const plan = (lines: LoadLineInput[]) =>
    computeLoadPlan({ voyageId: 1, vessel, legs, lines, heavyLiftT: 9 });

  it('finds the most of a line that keeps every leg it sails within 100 %', () => {
    // 30 joints of 1.0233 t are 30.7 t: 29 fit an empty 30 t deck.
    const casing = {
      journey_id: 12,
      quantity: 30,
      length: 12,
      breadth: 12,
      weight: 1.0233 * tonne,
      is_stackable: false,
    };
    expect(mostThatFits(plan([]), casing)).toBe(29);
    // 10 t bound for the first rig leaves 20 t on leg 1, which the casing sails too.
    expect(mostThatFits(plan([line(11, 1, 10)]), casing)).toBe(19);
    // A leg it does not sail does not limit it.
    expect(mostThatFits(plan([line(12, 1, 10)]), { ...casing, journey_id: 11 })).toBe(19);
    expect(mostThatFits(plan([]), { ...casing, quantity: 5 })).toBe(5);
    expect(mostThatFits(plan([line(11, 1, 30)]), casing)).toBe(0);
    expect(mostThatFits(plan([]), { ...casing, journey_id: 99 })).toBe(0);
  });
});
