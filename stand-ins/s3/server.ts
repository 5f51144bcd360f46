// The S3 stand-in (design.md §11): a real HTTP server (Fastify) speaking the part of the S3 REST API the console's
// driver sends through the official SDK, path-style (http://host:port/{bucket}/{key}): PutObject (aws-chunked bodies
// and their CRC32 trailer, If-None-Match: *), GetObject with Range, HeadObject, DeleteObject(s), CopyObject,
// ListObjectsV2 (listing.ts), multipart uploads (multipart.ts), S3's XML errors. Any access key is accepted; every
// bucket exists. Objects are files of a folder (folder.ts), any key S3 takes.
import crypto from 'node:crypto';
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyReply, type FastifyRequest } from 'fastify';
import { parseRange } from '../../model/byteRange.js';
import { receiveInto, receiveText } from './chunked.js';
import { copyObject } from './copy.js';
import { ObjectFolder } from './folder.js';
import { listObjects } from './listing.js';
import { abortUpload, completeUpload, createUpload, uploadPart } from './multipart.js';
import {
  describedBy,
  errorDocument,
  noSuchKey,
  objectHeaders,
  S3Error,
  s3ErrorOf,
  tag,
  tagsOf,
  validBucket,
  validKey,
  xml,
  xmlUnescape,
} from './protocol.js';

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

export async function startS3StandIn(opts: S3StandInOptions): Promise<S3StandIn> {
  const folder = new ObjectFolder(opts.dir);
  await fs.promises.mkdir(opts.dir, { recursive: true });
  // forceCloseConnections: closing never waits for a client's kept-alive sockets (the SDK's agent keeps them).
  const app = Fastify({
    logger: false,
    exposeHeadRoutes: false,
    bodyLimit: 5 * 1024 * 1024 * 1024,
    forceCloseConnections: true,
  });
  // Bodies stay streams: the handlers read them (object bytes, aws-chunked, small XML documents).
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_req, payload, done) => done(null, payload));

  const bucketOf = (req: FastifyRequest) => validBucket((req.params as { bucket: string }).bucket);
  const keyOf = (req: FastifyRequest) => validKey((req.params as { '*': string })['*']);
  const query = (req: FastifyRequest) => req.query as Record<string, string | undefined>;

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

  const listing = forBucket(async (req, reply) => reply.type('application/xml').send(await listObjects(folder, bucketOf(req), query(req))));
  app.get('/:bucket', listing.bucket);

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
        const copied = await copyObject(folder, copySource, { bucket, key }, req.headers);
        return reply
          .type('application/xml')
          .send(xml('CopyObjectResult', tag('ETag', copied.etag) + tag('LastModified', copied.modified.toISOString())));
      }
      if (q.uploadId !== undefined) {
        const part = await uploadPart(folder, q.uploadId, q.partNumber, req.raw, req.headers);
        return reply.header('ETag', part.etag).header('x-amz-checksum-crc32', part.crc32).send();
      }
      const ifAbsent = req.headers['if-none-match'] === '*';
      const { placed, crc32 } = await receiveInto(await folder.scratch(), req.raw, req.headers, async (file, body) => ({
        placed: await folder.place(bucket, file, { key, etag: `"${body.md5}"`, ...describedBy(req.headers) }, ifAbsent),
        crc32: body.crc32,
      }));
      if (!placed) throw new S3Error(412, 'PreconditionFailed', 'At least one of the pre-conditions you specified did not hold', key);
      return reply.header('ETag', placed.etag).header('x-amz-checksum-crc32', crc32).send();
    }),
  );

  app.get(
    '/:bucket/*',
    listing.object(async (req, reply) => {
      const key = keyOf(req);
      const found = await folder.open(bucketOf(req), key);
      if (!found) throw noSuchKey(key);
      const { size } = found.info;
      const range = parseRange(req.headers.range, size);
      if (range === 'unsatisfiable') {
        await found.close();
        throw new S3Error(416, 'InvalidRange', 'The requested range is not satisfiable');
      }
      reply.headers(objectHeaders(found.info));
      if (!range) return reply.header('Content-Length', size).send(found.stream());
      return reply
        .status(206)
        .header('Content-Range', `bytes ${range.start}-${range.end}/${size}`)
        .header('Content-Length', range.end - range.start + 1)
        .send(found.stream(range));
    }),
  );

  app.head(
    '/:bucket/*',
    headBucket.object(async (req, reply) => {
      const found = await folder.info(bucketOf(req), keyOf(req));
      if (!found) return reply.status(404).send();
      return reply.headers(objectHeaders(found)).header('Content-Length', found.size).send();
    }),
  );

  app.delete('/:bucket/*', async (req, reply) => {
    const bucket = bucketOf(req);
    const key = keyOf(req);
    const { uploadId } = query(req);
    if (uploadId !== undefined) await abortUpload(folder, uploadId);
    else await folder.remove(bucket, key);
    return reply.status(204).send();
  });

  app.post(
    '/:bucket/*',
    deleteObjects.object(async (req, reply) => {
      const bucket = bucketOf(req);
      const key = keyOf(req);
      const q = query(req);
      if (q.uploads !== undefined) return reply.type('application/xml').send(await createUpload(folder, bucket, key, req.headers));
      if (q.uploadId === undefined) throw new S3Error(501, 'NotImplemented', 'POST on an object: ?uploads or ?uploadId only.');
      return reply.type('application/xml').send(await completeUpload(folder, bucket, key, q.uploadId, req.raw, req.headers));
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
