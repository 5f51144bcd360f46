// What the file API answers for an upload (server/domains/files) and the upload inputs read.

/** The largest upload: the multipart parser's limit (server/plugins/http.ts) and the upload's 413 (server/domains/files). */
export const MAX_UPLOAD_BYTES = 50 * 1024 * 1024;

/** `path` is what a file or image property stores. */
export interface StoredFile {
  path: string;
  url: string;
  name: string;
  size: number;
  humanSize: string;
  mime: string;
}
