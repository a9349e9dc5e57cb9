import { bulkCreateItemsCall } from '@rigline/contract/items';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { callApi } from '@/lib/api-client';
import { bulkCreateItems } from './bulk-create-items';

vi.mock('@/lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/api-client')>()),
  callApi: vi.fn(),
}));

const mockedCallApi = vi.mocked(callApi);

beforeEach(() => {
  mockedCallApi.mockReset();
});

const row = (index: number, description: string) => ({ mat_code: `MC-${index}`, name: 'Bit', description });

describe('bulkCreateItems', () => {
  it('sends a file within the limit', async () => {
    const data = { message: 'ok', created: 1, failed: [] };
    mockedCallApi.mockResolvedValue({ status: true, message: 'ok', data } as never);
    const body = { items: [row(1, 'Tricone bit')] };
    await expect(bulkCreateItems(body)).resolves.toBe(data);
    expect(mockedCallApi).toHaveBeenCalledWith(bulkCreateItemsCall, { body });
  });

  it('says a file over the server limit is too large, and sends nothing', async () => {
    const body = { items: Array.from({ length: 1000 }, (_, index) => row(index, 'x'.repeat(1100))) };
    await expect(bulkCreateItems(body)).rejects.toThrow(
      'This file is too large to import at once (1.1 MB; the most is 1.0 MB). Split it into smaller files and import each.',
    );
    expect(mockedCallApi).not.toHaveBeenCalled();
  });
});
