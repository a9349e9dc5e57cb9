import { describe, expect, it } from 'vitest';
import { liveChannelName, packPayloads } from './change-bus.ts';
import { mayReceive, type Publication } from './publication.ts';

const change = (ids: number[]) => ({ kind: 'order' as const, ids, request_ids: [1], voyage_ids: [] });

describe('packPayloads', () => {
  it('keeps every NOTIFY payload under 8000 bytes and loses no id', () => {
    const publications: Publication[] = [
      {
        change: change(Array.from({ length: 2500 }, (_, index) => 1_000_000 + index)),
        audience: { scope: 'operators' },
      },
      ...Array.from({ length: 60 }, (_, index) => ({
        change: change([index]),
        audience: { scope: 'vendor' as const, vendorId: index },
      })),
    ];
    const payloads = packPayloads(publications);
    expect(payloads.length).toBeGreaterThan(1);
    for (const payload of payloads) expect(Buffer.byteLength(payload)).toBeLessThan(8000);
    const unpacked = payloads.flatMap((payload) => JSON.parse(payload) as Publication[]);
    expect(unpacked.flatMap((publication) => publication.change.ids).length).toBe(2560);
  });

  it('names one channel per schema, as an identifier', () => {
    expect(liveChannelName()).toBe('rigline_live');
    expect(liveChannelName('test_ab12')).toBe('rigline_live_test_ab12');
    expect(liveChannelName('We"ird')).toBe('rigline_live_we_ird');
  });
});

describe('mayReceive', () => {
  const supplier = { id: 5, roleSlug: 'supplier' as const, vendorId: 1 };
  const operator = { id: 6, roleSlug: 'rig-logistic' as const, vendorId: null };
  it('gives a supplier its own company’s changes only, and no voyage’s', () => {
    expect(mayReceive(supplier, { scope: 'vendor', vendorId: 1 })).toBe(true);
    expect(mayReceive(supplier, { scope: 'vendor', vendorId: 2 })).toBe(false);
    expect(mayReceive(supplier, { scope: 'operators' })).toBe(false);
  });
  it('gives operators every company’s and voyage’s changes, and notices to named users only', () => {
    expect(mayReceive(operator, { scope: 'vendor', vendorId: 2 })).toBe(true);
    expect(mayReceive(operator, { scope: 'operators' })).toBe(true);
    expect(mayReceive(operator, { scope: 'users', userIds: [5] })).toBe(false);
    expect(mayReceive(supplier, { scope: 'users', userIds: [5] })).toBe(true);
  });
});
