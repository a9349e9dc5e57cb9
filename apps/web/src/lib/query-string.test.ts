import { describe, expect, it } from 'vitest';
import { buildQueryString } from '@/lib/query-string';

describe('buildQueryString', () => {
  it('is empty for no query or an empty one', () => {
    expect(buildQueryString(undefined)).toBe('');
    expect(buildQueryString({})).toBe('');
    expect(buildQueryString({ rig_id: undefined })).toBe('');
  });

  it('repeats the key for arrays and keeps their order', () => {
    expect(buildQueryString({ page: 1, limit: 10, id: [3, 1, 2] })).toBe('?page=1&limit=10&id=3&id=1&id=2');
  });

  it('sends null as the text "null" and booleans as words', () => {
    expect(buildQueryString({ shipment_id: null, is_loaded: true })).toBe('?shipment_id=null&is_loaded=true');
  });

  it('encodes reserved characters', () => {
    expect(buildQueryString({ mat_code: 'A&B=1 2' })).toBe('?mat_code=A%26B%3D1+2');
  });
});
