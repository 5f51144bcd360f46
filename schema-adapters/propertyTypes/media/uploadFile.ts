// POST /api/{siteId}/files through XMLHttpRequest, for its upload progress events.
import type { StoredFile } from '../../../model/files';
import { humanSize } from './sizeTag';
import { isImagePath } from './mediaUrls';

export type { StoredFile };

export const MAX_UPLOAD_BYTES = 50 * 1024 * 1024;

export class UploadError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'UploadError';
  }
}

export const TOO_LARGE_MESSAGE = `Fichier trop volumineux (au plus ${humanSize(MAX_UPLOAD_BYTES)})`;
export const IMAGES_ONLY_MESSAGE = 'Seules les images sont acceptées (jpg, png, gif, webp, avif)';

/** Why a chosen file is refused before sending it, if it is. */
export function uploadRefusal(file: Pick<File, 'name' | 'size' | 'type'>, imagesOnly: boolean): string | undefined {
  if (file.size > MAX_UPLOAD_BYTES) return TOO_LARGE_MESSAGE;
  if (imagesOnly && (!isImagePath(file.name) || (file.type !== '' && !file.type.startsWith('image/')))) return IMAGES_ONLY_MESSAGE;
  return undefined;
}

export interface UploadOptions {
  /** Fraction sent, 0 to 1. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
  /** Tests hand in a fake request. */
  createRequest?: () => XMLHttpRequest;
}

function errorOf(xhr: XMLHttpRequest): UploadError {
  let message: string | undefined;
  try {
    const body = JSON.parse(xhr.responseText) as { message?: unknown };
    if (typeof body?.message === 'string') message = body.message;
  } catch {
    // not JSON: a proxy's page
  }
  if (!message) message = xhr.status === 413 ? TOO_LARGE_MESSAGE : `Échec du téléversement (erreur ${xhr.status})`;
  return new UploadError(message, xhr.status);
}

function storedFileOf(text: string): StoredFile {
  const body = JSON.parse(text) as Partial<StoredFile>;
  if (typeof body?.path !== 'string') throw new UploadError('Réponse du serveur inattendue');
  return body as StoredFile;
}

export function uploadFile(siteId: string, file: File, { onProgress, signal, createRequest }: UploadOptions = {}): Promise<StoredFile> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(new UploadError('Téléversement annulé'));
    const xhr = createRequest ? createRequest() : new XMLHttpRequest();
    xhr.open('POST', `/api/${encodeURIComponent(siteId)}/files`);
    // Required by the server: a cross-site form cannot send this header.
    xhr.setRequestHeader('X-Console-Upload', '1');
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      if (xhr.status !== 201 && xhr.status !== 200) return reject(errorOf(xhr));
      try {
        onProgress?.(1);
        resolve(storedFileOf(xhr.responseText));
      } catch (error) {
        reject(error instanceof UploadError ? error : new UploadError('Réponse du serveur illisible'));
      }
    };
    xhr.onerror = () => reject(new UploadError('Échec du téléversement : le serveur est injoignable'));
    xhr.onabort = () => reject(new UploadError('Téléversement annulé'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    const form = new FormData();
    form.append('file', file, file.name);
    xhr.send(form);
  });
}
