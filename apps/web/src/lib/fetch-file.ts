import { NO_TOKEN_MESSAGE } from '@/lib/api-client';
import { readToken } from '@/lib/auth-storage';

/**
 * A file the server answers (a manifest, a label): fetched with the bearer token, never a token in a link
 * (docs/decisions/028), then saved under the server's file name or opened in a new tab (a PDF to print).
 */
export async function fetchFile(
  path: string,
  fallbackName: string,
): Promise<{ blob: Blob; fileName: string }> {
  const token = readToken(window.localStorage);
  if (!token) throw new Error(NO_TOKEN_MESSAGE);
  const response = await fetch((import.meta.env.VITE_API_BASE_URL ?? '') + path, {
    headers: { Authorization: `Bearer ${token}` },
  });
  if (!response.ok) {
    const payload = (await response.json().catch(() => null)) as { message?: string } | null;
    throw new Error(payload?.message ?? `Could not get ${fallbackName}`);
  }
  const disposition = response.headers.get('content-disposition') ?? '';
  const fileName = /filename="([^"]+)"/.exec(disposition)?.[1] ?? fallbackName;
  return { blob: await response.blob(), fileName };
}

function withBlobUrl(blob: Blob, use: (url: string) => void): void {
  const blobUrl = URL.createObjectURL(blob);
  use(blobUrl);
  // The tab or the download has the file by then; the address is not needed after.
  setTimeout(() => URL.revokeObjectURL(blobUrl), 60_000);
}

/** Hands the blob to the browser as a download under this name, through a temporary link. */
export function saveBlob(blob: Blob, fileName: string): void {
  withBlobUrl(blob, (url) => {
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName;
    document.body.append(link);
    link.click();
    link.remove();
  });
}

/** Saves the file as a download. Answers its name. */
export async function saveFile(path: string, fallbackName: string): Promise<string> {
  const { blob, fileName } = await fetchFile(path, fallbackName);
  saveBlob(blob, fileName);
  return fileName;
}

/**
 * Opens the file in a new tab to look at and print (a label sheet). The tab is opened before the fetch, while the
 * click still counts as the person's, so no pop-up blocker stops it; it is closed again if the fetch fails.
 */
export async function openFile(path: string, fallbackName: string): Promise<string> {
  const tab = window.open('', '_blank');
  try {
    const { blob, fileName } = await fetchFile(path, fallbackName);
    withBlobUrl(blob, (url) => {
      if (tab) tab.location.href = url;
      else window.location.assign(url);
    });
    return fileName;
  } catch (error) {
    tab?.close();
    throw error;
  }
}
