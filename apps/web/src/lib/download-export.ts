import type { CallDefinition, CallQuery, ExportFormat } from '@rigline/contract/api';
import { ApiError, NO_TOKEN_MESSAGE } from '@/lib/api-client';
import { readToken } from '@/lib/auth-storage';
import { buildQueryString, type QueryParams } from '@/lib/query-string';

/**
 * Asks a list call for its whole filtered list as a file (`format=csv|xlsx`, issue 12) and hands it to the
 * browser as a download. The server streams it; the bearer token goes in the header, as on every call, so the
 * file is fetched rather than linked. Paging fields of the query are dropped: the file is every page.
 */
export async function downloadExport<T extends CallDefinition>(
  call: T,
  query: CallQuery<T> | undefined,
  format: ExportFormat,
): Promise<void> {
  const token = readToken(window.localStorage);
  if (!token) throw new Error(NO_TOKEN_MESSAGE);
  const {
    page: _page,
    limit: _limit,
    ...filter
  } = (query ?? {}) as QueryParams & { page?: unknown; limit?: unknown };
  const url =
    (import.meta.env.VITE_API_BASE_URL ?? '') +
    call.path +
    buildQueryString({ ...filter, format } as QueryParams);
  const response = await fetch(url, { headers: { Authorization: `Bearer ${token}` } });
  if (!response.ok) {
    const payload = (await response.json().catch(() => null)) as { message?: string } | null;
    throw new ApiError({ code: 'REFUSED', status: response.status, serverMessage: payload?.message ?? null });
  }
  const blob = await response.blob();
  const name =
    /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? `export.${format}`;
  const link = document.createElement('a');
  link.href = URL.createObjectURL(blob);
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
}
