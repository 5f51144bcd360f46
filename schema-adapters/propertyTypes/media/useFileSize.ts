import { useEffect, useState } from 'react';
import { fileUrl, isExternalUrl } from './mediaUrls';

// Sizes already asked for, per URL: a list of thumbnails does not ask twice.
const known = new Map<string, Promise<number | undefined>>();

async function headSize(url: string): Promise<number | undefined> {
  try {
    const response = await fetch(url, { method: 'HEAD', credentials: 'same-origin' });
    const length = response.ok ? Number(response.headers.get('content-length')) : NaN;
    return Number.isFinite(length) && length >= 0 ? length : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The size in bytes of a stored file (HEAD of its URL), when the upload did not just tell it.
 * External URLs are not asked (another origin).
 */
export function useFileSize(siteId: string, path: string, knownSize?: number): number | undefined {
  const [size, setSize] = useState<number | undefined>(knownSize);
  useEffect(() => {
    if (knownSize !== undefined) {
      setSize(knownSize);
      return;
    }
    setSize(undefined);
    if (!path || isExternalUrl(path) || typeof fetch !== 'function') return;
    const url = fileUrl(siteId, path);
    let pending = known.get(url);
    if (!pending) {
      pending = headSize(url);
      known.set(url, pending);
      // A failed answer is not kept: the next look asks again.
      void pending.then((bytes) => bytes === undefined && known.delete(url));
    }
    let live = true;
    void pending.then((bytes) => {
      if (live) setSize(bytes);
    });
    return () => {
      live = false;
    };
  }, [siteId, path, knownSize]);
  return size;
}
