import { MAX_SELECTED_SHIPMENTS } from '@rigline/contract/constants';
import { describe, expect, it } from 'vitest';
import { toggleShipmentSelection } from './carousel-selection';

describe('toggleShipmentSelection', () => {
  it('selects up to four shipments', () => {
    expect(MAX_SELECTED_SHIPMENTS).toBe(4);
    let selected: number[] = [];
    for (const id of [1, 2, 3, 4]) {
      const result = toggleShipmentSelection(selected, id);
      expect(result.outcome).toBe('selected');
      selected = result.selected;
    }
    expect(selected).toEqual([1, 2, 3, 4]);
  });

  it('refuses a fifth and keeps the selection unchanged', () => {
    const result = toggleShipmentSelection([1, 2, 3, 4], 5);
    expect(result).toEqual({ outcome: 'refused', selected: [1, 2, 3, 4] });
  });

  it('always lets a selected shipment be dropped, even at the cap', () => {
    expect(toggleShipmentSelection([1, 2, 3, 4], 3)).toEqual({ outcome: 'deselected', selected: [1, 2, 4] });
  });
});
