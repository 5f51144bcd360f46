// The S3 driver (STORAGE_URL=s3://bucket?endpoint=…&region=…): any S3-compatible object store through the official
// SDK, credentials from the usual AWS variables. Reads stream, a Range goes to the store as is, large uploads go
// in parts (lib-storage), listings page with continuation tokens, a move is a copy then a delete.
import { PassThrough, Readable } from 'node:stream';
import {
  CopyObjectCommand,
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { readAll, type ByteRange, type ObjectPage, type ObjectStore, type StoredObject } from './objectStore.js';

export interface S3Settings {
  bucket: string;
  /** Another S3-compatible server than AWS (then addressed by path: http://host:port/bucket/key). */
  endpoint?: string;
  region: string;
  /** Given for a local stand-in; otherwise the SDK reads AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY and the rest of its chain. */
  credentials?: { accessKeyId: string; secretAccessKey: string };
}

/** Bodies above this go in parts (lib-storage's Upload), each of this size. */
const PART_SIZE = 8 * 1024 * 1024;

const status = (err: unknown): number | undefined => (err as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
const isMissing = (err: unknown) => status(err) === 404 || ['NoSuchKey', 'NotFound'].includes((err as Error).name);

export class S3ObjectStore implements ObjectStore {
  readonly label: string;
  private client: S3Client;
  private bucket: string;

  constructor(settings: S3Settings) {
    const config: S3ClientConfig = { region: settings.region, ...(settings.credentials && { credentials: settings.credentials }) };
    if (settings.endpoint) Object.assign(config, { endpoint: settings.endpoint, forcePathStyle: true });
    this.client = new S3Client(config);
    this.bucket = settings.bucket;
    this.label = `S3 ${settings.bucket}${settings.endpoint ? ` (${settings.endpoint})` : ''}`;
  }

  async put(key: string, body: Readable | Buffer, opts: { ifAbsent?: boolean } = {}): Promise<{ written: boolean; size: number }> {
    // A conditional write needs the whole body in one request (If-None-Match is not a multipart option everywhere).
    if (opts.ifAbsent || Buffer.isBuffer(body)) {
      const bytes = Buffer.isBuffer(body) ? body : await readAll(body);
      if (bytes.length <= PART_SIZE || opts.ifAbsent) {
        try {
          await this.client.send(new PutObjectCommand({ Bucket: this.bucket, Key: key, Body: bytes, ...(opts.ifAbsent && { IfNoneMatch: '*' }) }));
          return { written: true, size: bytes.length };
        } catch (err) {
          // Another writer was first (412), or is writing the same key now (409): theirs is kept.
          if (opts.ifAbsent && [409, 412].includes(status(err) ?? 0)) return { written: false, size: bytes.length };
          throw err;
        }
      }
      body = Readable.from([bytes]);
    }
    let size = 0;
    const counted = body.pipe(new PassThrough({ transform: (chunk: Buffer, _enc, done) => ((size += chunk.length), done(null, chunk)) }));
    body.once('error', (err) => counted.destroy(err));
    const upload = new Upload({ client: this.client, params: { Bucket: this.bucket, Key: key, Body: counted }, partSize: PART_SIZE, queueSize: 2 });
    await upload.done();
    return { written: true, size };
  }

  async get(key: string, range?: ByteRange): Promise<{ stream: Readable; size: number } | undefined> {
    try {
      const out = await this.client.send(
        new GetObjectCommand({ Bucket: this.bucket, Key: key, ...(range && { Range: `bytes=${range.start}-${range.end}` }) }),
      );
      const total = /\/(\d+)$/.exec(out.ContentRange ?? '')?.[1];
      return { stream: out.Body as Readable, size: total ? Number(total) : (out.ContentLength ?? 0) };
    } catch (err) {
      if (isMissing(err)) return undefined;
      throw err;
    }
  }

  async head(key: string): Promise<StoredObject | undefined> {
    try {
      const out = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      return { key, size: out.ContentLength ?? 0, modifiedAt: out.LastModified ?? new Date(0) };
    } catch (err) {
      if (isMissing(err)) return undefined;
      throw err;
    }
  }

  async delete(keys: string[]): Promise<void> {
    if (keys.length === 1) {
      await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: keys[0] }));
      return;
    }
    for (let i = 0; i < keys.length; i += 1000) {
      const out = await this.client.send(
        new DeleteObjectsCommand({ Bucket: this.bucket, Delete: { Objects: keys.slice(i, i + 1000).map((Key) => ({ Key })), Quiet: true } }),
      );
      if (out.Errors?.length) throw new Error(`suppression refusée par le stockage : ${out.Errors[0].Key} (${out.Errors[0].Code})`);
    }
  }

  async move(from: string, to: string): Promise<boolean> {
    if (!(await this.copy(from, to))) return false;
    await this.delete([from]);
    return true;
  }

  async copy(from: string, to: string): Promise<boolean> {
    const source = `${this.bucket}/${from.split('/').map(encodeURIComponent).join('/')}`;
    try {
      await this.client.send(new CopyObjectCommand({ Bucket: this.bucket, Key: to, CopySource: source }));
      return true;
    } catch (err) {
      if (isMissing(err)) return false;
      throw err;
    }
  }

  async list(prefix: string, opts: { cursor?: string; limit?: number } = {}): Promise<ObjectPage> {
    const out = await this.client.send(
      new ListObjectsV2Command({ Bucket: this.bucket, Prefix: prefix, MaxKeys: opts.limit ?? 1000, ContinuationToken: opts.cursor }),
    );
    const objects = (out.Contents ?? []).map((o) => ({ key: o.Key!, size: o.Size ?? 0, modifiedAt: o.LastModified ?? new Date(0) }));
    return { objects, ...(out.IsTruncated && out.NextContinuationToken && { next: out.NextContinuationToken }) };
  }

  close(): void {
    this.client.destroy();
  }
}
