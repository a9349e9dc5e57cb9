import { listCcusCall } from '@rigline/contract/ccus';
import { PAGE } from '@rigline/contract/constants';
import { callApi } from '@/lib/api-client';

/**
 * GET /api/ccu/list?search=<code>: the id of the unit with exactly this code among those the person may see, or
 * null. The search also matches parts of codes and certificate numbers; only the exact code counts.
 */
export async function findUnitIdByCode(code: string, signal?: AbortSignal): Promise<number | null> {
  const wanted = code.trim().toUpperCase();
  const response = await callApi(listCcusCall, {
    query: { search: wanted, page: 1, limit: PAGE.maxLimit },
    signal,
  });
  return response.data.ccus.data.find((unit) => unit.code.toUpperCase() === wanted)?.id ?? null;
}
