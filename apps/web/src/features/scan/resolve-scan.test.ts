import { describe, expect, it, vi } from 'vitest';
import { EMPTY_CODE_MESSAGE, resolveScan, type ScanLookups, type ScanPages } from './resolve-scan';

const pages: ScanPages = { unit: (id) => `/unit/${id}`, request: (id) => `/request/${id}` };
const noRequestPages: ScanPages = { ...pages, request: null };

/** The units and orders the signed-in person may see: TOR-1234 is unit 7; ORD-012 belongs to request 15. */
function lookups(): ScanLookups & { [K in keyof ScanLookups]: ReturnType<typeof vi.fn> } {
  return {
    unitIdByCode: vi.fn(async (code: string) => (code === 'TOR-1234' ? 7 : null)),
    requestIdOfOrder: vi.fn(async (orderId: number) => (orderId === 12 ? 15 : null)),
  };
}

describe('what a scanned or typed code opens', () => {
  it("opens a label's unit address on the role's unit page, from any host, without a look-up", async () => {
    const found = lookups();
    expect(await resolveScan('http://localhost:3000/go/ccu/7', pages, found)).toEqual({
      path: '/unit/7',
      target: { kind: 'ccu', ccuId: 7 },
    });
    expect(await resolveScan('https://quay.example.com/go/ccu/9/', pages, found)).toMatchObject({
      path: '/unit/9',
    });
    expect(found.unitIdByCode).not.toHaveBeenCalled();
  });

  it('looks a typed unit code up, matched in capitals, and says so when no unit the person sees has it', async () => {
    const found = lookups();
    expect(await resolveScan('  tor-1234 ', pages, found)).toEqual({
      path: '/unit/7',
      target: { kind: 'ccu', ccuId: 7 },
    });
    expect(found.unitIdByCode).toHaveBeenCalledWith('TOR-1234');
    expect(await resolveScan('TOR-9999', pages, found)).toEqual({
      message: 'No unit you can see has the code TOR-9999.',
    });
  });

  it("opens an order, typed or scanned, on its request's page; an order the person cannot see is said so", async () => {
    const found = lookups();
    expect(await resolveScan('ORD-012', pages, found)).toEqual({
      path: '/request/15',
      target: { kind: 'order', orderId: 12, requestId: 15 },
    });
    expect(await resolveScan('http://localhost:3000/go/order/12', pages, found)).toMatchObject({
      path: '/request/15',
    });
    expect(await resolveScan('ord-13', pages, found)).toEqual({
      message: 'ORD-013 is not an order you can see.',
    });
  });

  it('tells a role without request pages that orders do not open for it, asking the server nothing', async () => {
    const found = lookups();
    expect(await resolveScan('ORD-012', noRequestPages, found)).toEqual({
      message: "ORD-012 is an order: orders open on their request's page, which your role does not have.",
    });
    expect(found.requestIdOfOrder).not.toHaveBeenCalled();
  });

  it('asks for a code when there is none, and says a failed look-up plainly', async () => {
    const found = lookups();
    expect(await resolveScan('   ', pages, found)).toEqual({ message: EMPTY_CODE_MESSAGE });
    found.unitIdByCode.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    expect(await resolveScan('TOR-1234', pages, found)).toEqual({
      message: 'Could not look up “TOR-1234”: check the connection and try again.',
    });
  });
});
