import type { Order } from '@rigline/contract/orders';
import { describe, expect, it } from 'vitest';
import { matchesOrderSearch, matchesRequestSearch, matchesReviewOrderSearch } from './search';

describe('matchesRequestSearch', () => {
  const request = { id: 7, title: 'Casing run for WELL-1A' };

  it('matches the title without case', () => {
    expect(matchesRequestSearch(request, 'casing')).toBe(true);
    expect(matchesRequestSearch(request, '  WELL-1a ')).toBe(true);
    expect(matchesRequestSearch(request, 'provisions')).toBe(false);
  });

  it('matches the id as shown or as a number', () => {
    expect(matchesRequestSearch(request, 'REQ-007')).toBe(true);
    expect(matchesRequestSearch(request, 'req-7')).toBe(true);
    expect(matchesRequestSearch(request, '7')).toBe(true);
    expect(matchesRequestSearch(request, 'REQ-008')).toBe(false);
  });

  it('matches everything when the box is empty', () => {
    expect(matchesRequestSearch(request, '   ')).toBe(true);
  });

  it('does not search the description', () => {
    expect(matchesRequestSearch({ id: 1, title: 'Provisions' }, 'casing')).toBe(false);
  });
});

const order = {
  id: 12,
  item_id: 345,
  status: 'REQUEST_LOADING',
  item: { name: 'Mud pump liner 6"', mat_code: 'SPR-MP-LINER-6' },
} as unknown as Order;

describe('matchesOrderSearch (supplier and coordinator)', () => {
  it('matches the order id, the status and the item id', () => {
    expect(matchesOrderSearch(order, 'ORD-012')).toBe(true);
    expect(matchesOrderSearch(order, 'ord-12')).toBe(true);
    expect(matchesOrderSearch(order, 'loading')).toBe(true);
    expect(matchesOrderSearch(order, 'request loading')).toBe(true);
    expect(matchesOrderSearch(order, '345')).toBe(true);
  });

  it('does not match the item name or mat code', () => {
    expect(matchesOrderSearch(order, 'liner')).toBe(false);
    expect(matchesOrderSearch(order, 'SPR-MP')).toBe(false);
  });
});

describe('matchesReviewOrderSearch (rig logistics)', () => {
  it('matches the order id, the item name and the mat code', () => {
    expect(matchesReviewOrderSearch(order, 'ORD-012')).toBe(true);
    expect(matchesReviewOrderSearch(order, 'pump LINER')).toBe(true);
    expect(matchesReviewOrderSearch(order, 'spr-mp-liner')).toBe(true);
  });

  it('does not match the status or the item id', () => {
    expect(matchesReviewOrderSearch(order, 'loading')).toBe(false);
    expect(matchesReviewOrderSearch(order, '345')).toBe(false);
  });
});
