import { describe, expect, it } from 'vitest';
import { fillPathParams, pathParamNames } from '@/lib/path-params';

describe('fillPathParams', () => {
  it('fills every :param in order and leaves the rest alone', () => {
    expect(
      fillPathParams('/api/shipment/get-actionable-shipment-of-request/:requestId/order-phase/:phase', {
        requestId: 12,
        phase: 2,
      }),
    ).toBe('/api/shipment/get-actionable-shipment-of-request/12/order-phase/2');
    expect(fillPathParams('/api/auth/login')).toBe('/api/auth/login');
  });

  it('encodes values so that they stay one segment', () => {
    expect(fillPathParams('/x/:id', { id: 'a/b c' })).toBe('/x/a%2Fb%20c');
  });

  it('throws on a missing or empty value instead of calling the wrong path', () => {
    expect(() => fillPathParams('/x/:id', {})).toThrow('Missing path parameter "id"');
    expect(() => fillPathParams('/x/:id', { id: '' })).toThrow('Missing path parameter "id"');
  });

  it('lists the parameter names', () => {
    expect(pathParamNames('/a/:voyageId/b/:requestId')).toEqual(['voyageId', 'requestId']);
    expect(pathParamNames('/a')).toEqual([]);
  });
});
