import { PAGE } from '@rigline/contract/constants';
import { listRigsCall, type Rig } from '@rigline/contract/rigs';
import { callApi } from '@/lib/api-client';
import { failFetch } from '@/lib/fetch-errors';

/**
 * GET /api/rig/list?page=1&limit=100 → data.rigs.data, for the rig pickers of the dashboard, the request
 * lists and the journey plan. Each of those features keeps its own query options and hook around this one
 * fetcher, under rigKeys.all.
 */
export async function fetchAllRigs(signal?: AbortSignal): Promise<Rig[]> {
  try {
    const response = await callApi(listRigsCall, { query: { page: 1, limit: PAGE.maxLimit }, signal });
    return response.data.rigs.data;
  } catch (error) {
    return failFetch('Failed to fetch rigs', error);
  }
}
