// Which store the console's files go to (STORAGE_URL, docs/operations.md "Stockage des fichiers"): none → this
// machine's DATA_DIR; s3://bucket?endpoint=…&region=… → an S3-compatible object store; s3-local → the S3 stand-in
// started in this process (server/integrations/objectStore.ts), for a demo.
import path from 'node:path';
import { FileStore } from '../fileStore.js';
import { LocalObjectStore } from './local.js';
import { S3ObjectStore, type S3Settings } from './s3.js';

export type StorageSetting = { kind: 'local' } | { kind: 's3'; s3: S3Settings } | { kind: 's3-local' };

/** Reads STORAGE_URL; throws a French message naming what is wrong (the server does not start with it). */
export function parseStorageUrl(value: string | undefined): StorageSetting {
  const text = value?.trim();
  if (!text || text === 'local') return { kind: 'local' };
  if (text === 's3-local') return { kind: 's3-local' };
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new Error(`STORAGE_URL illisible : ${text} (attendu : s3://compartiment?endpoint=…&region=…, s3-local ou rien)`);
  }
  if (url.protocol !== 's3:' || !url.hostname) throw new Error(`STORAGE_URL doit commencer par s3://nom-du-compartiment (reçu : ${text})`);
  const endpoint = url.searchParams.get('endpoint') || undefined;
  if (endpoint && !/^https?:\/\/[^/]+/.test(endpoint)) throw new Error(`STORAGE_URL : endpoint doit être une adresse http(s) (reçu : ${endpoint})`);
  return { kind: 's3', s3: { bucket: url.hostname, endpoint, region: url.searchParams.get('region') || 'us-east-1' } };
}

export interface FileStorage {
  files: FileStore;
  /** What the tools page shows of the store. */
  label: string;
  /** The S3 stand-in of this process (s3-local). */
  simulated: boolean;
  /**
   * Where a local stand-in of this machine reads the files the console stored (the demo's video servers): a folder, or
   * the S3 stand-in's folder and bucket; undefined for a real object store, which only its own clients read.
   */
  localRoot?: string | { s3Folder: string; bucket: string };
  close(): Promise<void>;
}

/** The process's file store; `startLocalS3` starts the stand-in for s3-local (integrations own the stand-ins). */
export async function openFileStorage(
  config: { dataDir: string; storageUrl?: string },
  startLocalS3: (dataDir: string) => Promise<{ endpoint: string; folder: string; close(): Promise<void> }>,
): Promise<FileStorage> {
  const setting = parseStorageUrl(config.storageUrl);
  // ffmpeg's outputs wait here, on this machine's disk, before they are stored.
  const scratch = path.join(config.dataDir, 'scratch');
  if (setting.kind === 'local') {
    const objects = new LocalObjectStore(config.dataDir);
    return {
      files: new FileStore(objects, scratch),
      label: objects.label,
      simulated: false,
      localRoot: path.join(config.dataDir, 'files'),
      close: async () => {},
    };
  }
  const standIn = setting.kind === 's3-local' ? await startLocalS3(config.dataDir) : undefined;
  const simulated = standIn && {
    bucket: 'console',
    endpoint: standIn.endpoint,
    region: 'us-east-1',
    credentials: { accessKeyId: 'simulateur', secretAccessKey: 'simulateur' },
  };
  const objects = new S3ObjectStore(setting.kind === 's3' ? setting.s3 : simulated!);
  return {
    files: new FileStore(objects, scratch),
    label: standIn ? `S3, simulateur local (${standIn.endpoint})` : objects.label,
    simulated: !!standIn,
    ...(standIn && { localRoot: { s3Folder: standIn.folder, bucket: simulated!.bucket } }),
    close: async () => {
      objects.close();
      await standIn?.close();
    },
  };
}

export { LocalObjectStore, S3ObjectStore, type S3Settings };
export * from './objectStore.js';
