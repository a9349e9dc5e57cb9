import { getManifestCall, type ManifestFormat } from '@rigline/contract/load-plan';
import { useMutation } from '@tanstack/react-query';
import { saveFile } from '@/lib/fetch-file';
import { fillPathParams } from '@/lib/path-params';
import { buildQueryString } from '@/lib/query-string';

/** GET /api/voyage/manifest/{voyageId}?format=…[&journey_id=…]: saved under the server's file name. */
export async function downloadManifest(options: {
  voyageId: number;
  format: ManifestFormat;
  journeyId?: number | undefined;
}): Promise<string> {
  const query = { format: options.format, ...(options.journeyId ? { journey_id: options.journeyId } : {}) };
  const path = fillPathParams(getManifestCall.path, { voyageId: options.voyageId }) + buildQueryString(query);
  return saveFile(path, `manifest.${options.format}`);
}

export function useDownloadManifest() {
  return useMutation({ mutationFn: downloadManifest });
}
