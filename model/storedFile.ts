// What the file API answers for an upload (server/services/files.ts) and the upload inputs read.
/** `path` is what a file or image property stores. */
export interface StoredFile {
  path: string;
  url: string;
  name: string;
  size: number;
  humanSize: string;
  mime: string;
}
