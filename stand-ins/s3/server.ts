// The S3 stand-in (design.md §11): a real HTTP server (Fastify) speaking the part of the S3 REST API the console's
// driver sends through the official SDK, path-style (http://host:port/{bucket}/{key}): PutObject (aws-chunked bodies
// and their CRC32 trailer, If-None-Match: *), GetObject with Range, HeadObject, DeleteObject(s), CopyObject,
// ListObjectsV2 with continuation tokens, multipart uploads, S3's XML errors. Any access key is accepted; every
// bucket exists. Objects are files of a folder (folder.ts).
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { pipeline } from 'node:stream/promises';
import Fastify, { type FastifyReply, type FastifyRequest } from 'fastify';
import { parseRange } from '../../model/byteRange.js';
import { receiveBody, receiveText } from './chunked.js';
import { ObjectFolder, type ObjectInfo } from './folder.js';
import { errorDocument, noSuchKey, S3Error, s3ErrorOf, tag, tagsOf, xml, xmlUnescape } from './protocol.js';

export interface S3StandIn {
  /** http://127.0.0.1:{port}, the SDK's `endpoint`. */
  url: string;
  port: number;
  dir: string;
  close(): Promise<void>;
}

export interface S3StandInOptions {
  /** 0: any free one. */
  port?: number;
  host?: string;
  /** Where the objects are kept. */
  dir: string;
}

const BUCKET = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;
const MAX_KEYS = 1000;

/** The one range of a GetObject (model/byteRange.ts, as the console's file route reads it); undefined: the whole object. */
function rangeOf(header: string | undefined, size: number): { start: number; end: number } | undefined {
  const range = parseRange(header, size);
  if (range === 'unsatisfiable') throw new S3Error(416, 'InvalidRange', 'The requested range is not satisfiable');
  return range;
}

const objectHeaders = (reply: FastifyReply, o: ObjectInfo) =>
  reply
    .header('ETag', o.etag)
    .header('Last-Modified', o.modified.toUTCString())
    .header('Accept-Ranges', 'bytes')
    .header('Content-Type', 'application/octet-stream');

export async function startS3StandIn(opts: S3StandInOptions): Promise<S3StandIn> {
  const folder = new ObjectFolder(opts.dir);
  await fs.promises.mkdir(opts.dir, { recursive: true });
  // forceCloseConnections: closing never waits for a client's kept-alive sockets (the SDK's agent keeps them).
  const app = Fastify({
    logger: false,
    routerOptions: { maxParamLength: 2048 },
    exposeHeadRoutes: false,
    bodyLimit: 5 * 1024 * 1024 * 1024,
    forceCloseConnections: true,
  });
  // Bodies stay streams: the handlers read them (object bytes, aws-chunked, small XML documents).
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_req, payload, done) => done(null, payload));

  const bucketOf = (req: FastifyRequest) => {
    const { bucket } = req.params as { bucket: string };
    if (!BUCKET.test(bucket)) throw new S3Error(400, 'InvalidBucketName', 'The specified bucket is not valid.', bucket);
    return bucket;
  };
  const keyOf = (req: FastifyRequest) => {
    const key = (req.params as { '*': string })['*'];
    if (!key) throw new S3Error(400, 'InvalidRequest', 'A key is required.');
    if (Buffer.byteLength(key) > 1024) throw new S3Error(400, 'KeyTooLongError', 'Your key is too long.');
    return key;
  };
  const query = (req: FastifyRequest) => req.query as Record<string, string | undefined>;
  /** Receives a body into a scratch file; it is removed unless `keep` takes it. */
  const received = async (req: FastifyRequest, keep: (file: string, body: { size: number; crc32: string }) => Promise<void>) => {
    const file = await folder.scratch();
    try {
      await keep(file, await receiveBody(req.raw, req.headers, file));
    } finally {
      await fs.promises.rm(file, { force: true });
    }
  };

  // The SDK writes bucket requests with a trailing slash (/{bucket}/?list-type=2): the object routes hand them over.
  const forBucket = (handler: (req: FastifyRequest, reply: FastifyReply) => Promise<unknown>) => ({
    bucket: handler,
    object: (objectHandler: typeof handler) => (req: FastifyRequest, reply: FastifyReply) =>
      (req.params as { '*': string })['*'] ? objectHandler(req, reply) : handler(req, reply),
  });
  const createBucket = forBucket(async (req, reply) => reply.header('Location', `/${bucketOf(req)}`).send());
  const headBucket = forBucket(async (req, reply) => (bucketOf(req), reply.send()));
  app.put('/:bucket', createBucket.bucket);
  app.head('/:bucket', headBucket.bucket);

  const listObjects = forBucket(async (req, reply) => {
    const bucket = bucketOf(req);
    const q = query(req);
    if (q['list-type'] !== '2') throw new S3Error(501, 'NotImplemented', 'Only ListObjectsV2 (list-type=2) is implemented.');
    if (q.delimiter) throw new S3Error(501, 'NotImplemented', 'The stand-in lists without a delimiter.');
    const prefix = q.prefix ?? '';
    const maxKeys = Math.min(MAX_KEYS, Math.max(0, Number(q['max-keys'] ?? MAX_KEYS) || 0));
    const token = q['continuation-token'];
    let after = q['start-after'] ?? '';
    if (token !== undefined) {
      after = Buffer.from(token, 'base64url').toString('utf8');
      if (!token || Buffer.from(after).toString('base64url') !== token)
        throw new S3Error(400, 'InvalidArgument', 'The continuation token provided is incorrect');
    }
    const all = (await folder.keys(bucket, prefix)).filter((o) => Buffer.compare(Buffer.from(o.key), Buffer.from(after)) > 0);
    const page = all.slice(0, maxKeys);
    const truncated = all.length > page.length;
    const url = q['encoding-type'] === 'url';
    const name = (key: string) => (url ? encodeURIComponent(key).replace(/%2F/g, '/') : key);
    const contents = page
      .map(
        (o) =>
          `<Contents>${tag('Key', name(o.key))}${tag('LastModified', o.modified.toISOString())}${tag('ETag', o.etag)}${tag('Size', o.size)}${tag('StorageClass', 'STANDARD')}</Contents>`,
      )
      .join('');
    const body = [
      tag('Name', bucket),
      tag('Prefix', name(prefix)),
      tag('KeyCount', page.length),
      tag('MaxKeys', maxKeys),
      tag('IsTruncated', truncated),
      url ? tag('EncodingType', 'url') : '',
      token !== undefined ? tag('ContinuationToken', token) : '',
      truncated && page.length ? tag('NextContinuationToken', Buffer.from(page[page.length - 1].key).toString('base64url')) : '',
      contents,
    ].join('');
    return reply.type('application/xml').send(xml('ListBucketResult', body));
  });
  app.get('/:bucket', listObjects.bucket);

  const deleteObjects = forBucket(async (req, reply) => {
    const bucket = bucketOf(req);
    if (query(req).delete === undefined) throw new S3Error(501, 'NotImplemented', 'Only DeleteObjects (?delete) is implemented.');
    const text = await receiveText(req.raw, req.headers, await folder.scratch());
    const keys = tagsOf(text, 'Object').map((o) => xmlUnescape(tagsOf(o, 'Key')[0] ?? ''));
    if (keys.length > 1000) throw new S3Error(400, 'MalformedXML', 'At most 1000 keys at once.');
    for (const key of keys) await folder.remove(bucket, key);
    const quiet = /<Quiet>\s*true\s*<\/Quiet>/.test(text);
    return reply.type('application/xml').send(xml('DeleteResult', quiet ? '' : keys.map((k) => `<Deleted>${tag('Key', k)}</Deleted>`).join('')));
  });
  app.post('/:bucket', deleteObjects.bucket);

  app.put(
    '/:bucket/*',
    createBucket.object(async (req, reply) => {
      const bucket = bucketOf(req);
      const key = keyOf(req);
      const q = query(req);
      const copySource = req.headers['x-amz-copy-source'];
      if (typeof copySource === 'string') {
        const [fromBucket, ...rest] = decodeURIComponent(copySource.split('?')[0]).replace(/^\/+/, '').split('/');
        const fromKey = rest.join('/');
        const source = fromBucket && fromKey ? await folder.info(fromBucket, fromKey) : undefined;
        if (!source) throw noSuchKey(fromKey);
        const file = await folder.scratch();
        await pipeline(folder.read(fromBucket, fromKey), fs.createWriteStream(file));
        await folder.place(bucket, key, file);
        const copied = (await folder.info(bucket, key))!;
        return reply
          .type('application/xml')
          .send(xml('CopyObjectResult', tag('ETag', copied.etag) + tag('LastModified', copied.modified.toISOString())));
      }
      if (q.uploadId !== undefined) {
        const dir = folder.uploadDir(q.uploadId);
        const part = Number(q.partNumber);
        if (!dir || !fs.existsSync(dir)) throw new S3Error(404, 'NoSuchUpload', 'The specified upload does not exist.', q.uploadId);
        if (!Number.isInteger(part) || part < 1 || part > 10000)
          throw new S3Error(400, 'InvalidArgument', 'Part number must be an integer between 1 and 10000.');
        let etag = '';
        await received(req, async (file, body) => {
          etag = `"${crypto.createHash('md5').update(`${body.crc32}-${body.size}`).digest('hex')}"`;
          await fs.promises.rename(file, path.join(dir, String(part)));
          reply.header('x-amz-checksum-crc32', body.crc32);
        });
        return reply.header('ETag', etag).send();
      }
      const ifAbsent = req.headers['if-none-match'] === '*';
      let placed = true;
      await received(req, async (file, body) => {
        placed = await folder.place(bucket, key, file, ifAbsent);
        reply.header('x-amz-checksum-crc32', body.crc32);
      });
      if (!placed) throw new S3Error(412, 'PreconditionFailed', 'At least one of the pre-conditions you specified did not hold', key);
      return reply.header('ETag', (await folder.info(bucket, key))?.etag ?? '""').send();
    }),
  );

  app.get(
    '/:bucket/*',
    listObjects.object(async (req, reply) => {
      const bucket = bucketOf(req);
      const key = keyOf(req);
      const found = await folder.info(bucket, key);
      if (!found) throw noSuchKey(key);
      const range = rangeOf(req.headers.range, found.size);
      objectHeaders(reply, found);
      if (!range) return reply.header('Content-Length', found.size).send(folder.read(bucket, key));
      return reply
        .status(206)
        .header('Content-Range', `bytes ${range.start}-${range.end}/${found.size}`)
        .header('Content-Length', range.end - range.start + 1)
        .send(folder.read(bucket, key, range));
    }),
  );

  app.head(
    '/:bucket/*',
    headBucket.object(async (req, reply) => {
      const found = await folder.info(bucketOf(req), keyOf(req));
      if (!found) return reply.status(404).send();
      return objectHeaders(reply, found).header('Content-Length', found.size).send();
    }),
  );

  app.delete('/:bucket/*', async (req, reply) => {
    const bucket = bucketOf(req);
    const key = keyOf(req);
    const { uploadId } = query(req);
    if (uploadId !== undefined) {
      const dir = folder.uploadDir(uploadId);
      if (!dir || !fs.existsSync(dir)) throw new S3Error(404, 'NoSuchUpload', 'The specified upload does not exist.', uploadId);
      await fs.promises.rm(dir, { recursive: true, force: true });
      return reply.status(204).send();
    }
    await folder.remove(bucket, key);
    return reply.status(204).send();
  });

  app.post(
    '/:bucket/*',
    deleteObjects.object(async (req, reply) => {
      const bucket = bucketOf(req);
      const key = keyOf(req);
      const q = query(req);
      if (q.uploads !== undefined) {
        const uploadId = crypto.randomBytes(16).toString('hex');
        const dir = folder.uploadDir(uploadId)!;
        await fs.promises.mkdir(dir, { recursive: true });
        await fs.promises.writeFile(path.join(dir, 'key.json'), JSON.stringify({ bucket, key }));
        return reply
          .type('application/xml')
          .send(xml('InitiateMultipartUploadResult', tag('Bucket', bucket) + tag('Key', key) + tag('UploadId', uploadId)));
      }
      if (q.uploadId === undefined) throw new S3Error(501, 'NotImplemented', 'POST on an object: ?uploads or ?uploadId only.');
      const dir = folder.uploadDir(q.uploadId);
      if (!dir || !fs.existsSync(dir)) throw new S3Error(404, 'NoSuchUpload', 'The specified upload does not exist.', q.uploadId);
      const text = await receiveText(req.raw, req.headers, await folder.scratch());
      const parts = tagsOf(text, 'Part').map((p) => Number(tagsOf(p, 'PartNumber')[0]));
      if (!parts.length || parts.some((n, i) => !Number.isInteger(n) || (i > 0 && n <= parts[i - 1])))
        throw new S3Error(400, 'InvalidPartOrder', 'The list of parts was not in ascending order.');
      const file = await folder.scratch();
      const out = fs.createWriteStream(file);
      for (const n of parts) {
        const part = path.join(dir, String(n));
        if (!fs.existsSync(part)) throw new S3Error(400, 'InvalidPart', `Part ${n} was not uploaded.`);
        await new Promise<void>((resolve, reject) => fs.createReadStream(part).on('end', resolve).on('error', reject).pipe(out, { end: false }));
      }
      await new Promise<void>((resolve) => out.end(() => resolve()));
      await folder.place(bucket, key, file);
      await fs.promises.rm(dir, { recursive: true, force: true });
      const done = (await folder.info(bucket, key))!;
      return reply
        .type('application/xml')
        .send(
          xml(
            'CompleteMultipartUploadResult',
            tag('Location', `/${bucket}/${key}`) + tag('Bucket', bucket) + tag('Key', key) + tag('ETag', done.etag),
          ),
        );
    }),
  );

  app.setNotFoundHandler(async (req) => {
    throw new S3Error(405, 'MethodNotAllowed', `The specified method is not allowed against this resource (${req.method}).`);
  });
  app.setErrorHandler(async (err, req, reply) => {
    const known = s3ErrorOf(err);
    const requestId = crypto.randomBytes(8).toString('hex').toUpperCase();
    reply.status(known.status).header('x-amz-request-id', requestId);
    if (req.method === 'HEAD') return reply.send();
    return reply.type('application/xml').send(errorDocument(known, requestId));
  });

  const host = opts.host ?? '127.0.0.1';
  await app.listen({ port: opts.port ?? 0, host });
  const { port } = app.server.address() as AddressInfo;
  return { url: `http://${host}:${port}`, port, dir: opts.dir, close: () => app.close() };
}
