// STORAGE_URL=s3-local (docs/integrations.md "Stockage objet"): the S3 stand-in started in this process on
// DATA_DIR/s3-stand-in, which the console then calls "simulateur local". Stand-ins of several processes on one
// DATA_DIR (the console and its workers) share that folder, and so their objects.
import path from 'node:path';
import { startS3StandIn } from '../../stand-ins/s3/index.js';

export async function startLocalS3(dataDir: string): Promise<{ endpoint: string; folder: string; close(): Promise<void> }> {
  const folder = path.join(dataDir, 's3-stand-in');
  const standIn = await startS3StandIn({ dir: folder });
  return { endpoint: standIn.url, folder, close: () => standIn.close() };
}
