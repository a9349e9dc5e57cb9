import { getManifestCall, type ManifestFormat } from '@rigline/contract/load-plan';
import { useMutation } from '@tanstack/react-query';
import { NO_TOKEN_MESSAGE } from '@/lib/api-client';
import { readToken } from '@/lib/auth-storage';
import { fillPathParams } from '@/lib/path-params';
import { buildQueryString } from '@/lib/query-string';

/**
 * GET /api/voyage/manifest/{voyageId}?format=…[&journey_id=…]: a file, fetched with the bearer token (no
 * token in a link, docs/decisions/028) and handed to the browser as a download under the server's file name.
 */
export async function downloadManifest(options: {
  voyageId: number;
  format: ManifestFormat;
  journeyId?: number | undefined;
}): Promise<string> {
  const token = readToken(window.localStorage);
  if (!token) throw new Error(NO_TOKEN_MESSAGE);
  const query = { format: options.format, ...(options.journeyId ? { journey_id: options.journeyId } : {}) };
  const url =
    (import.meta.env.VITE_API_BASE_URL ?? '') +
    fillPathParams(getManifestCall.path, { voyageId: options.voyageId }) +
    buildQueryString(query);
  const response = await fetch(url, { headers: { Authorization: `Bearer ${token}` } });
  if (!response.ok) {
    const payload = (await response.json().catch(() => null)) as { message?: string } | null;
    throw new Error(payload?.message ?? 'Failed to download the manifest');
  }
  const disposition = response.headers.get('content-disposition') ?? '';
  const fileName = /filename="([^"]+)"/.exec(disposition)?.[1] ?? `manifest.${options.format}`;
  const blobUrl = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = blobUrl;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(blobUrl), 10_000);
  return fileName;
}

export function useDownloadManifest() {
  return useMutation({ mutationFn: downloadManifest });
}
