// What the S3 stand-in speaks besides bytes: S3's errors, the few XML documents of its answers and requests, and the
// headers that describe an object (content type, x-amz-meta-*).
import type { IncomingHttpHeaders } from 'node:http';
import { BodyError } from './chunked.js';
import type { ObjectInfo } from './objectFile.js';

export class S3Error extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly resource?: string,
  ) {
    super(message);
  }
}

const BUCKET = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;
export function validBucket(bucket: string): string {
  if (!BUCKET.test(bucket)) throw new S3Error(400, 'InvalidBucketName', 'The specified bucket is not valid.', bucket);
  return bucket;
}

/** Any key of 1 to 1 024 bytes (UTF-8), as S3. */
export function validKey(key: string): string {
  if (!key) throw new S3Error(400, 'InvalidRequest', 'A key is required.');
  if (Buffer.byteLength(key) > 1024) throw new S3Error(400, 'KeyTooLongError', 'Your key is too long.');
  return key;
}

export const noSuchKey = (key: string) => new S3Error(404, 'NoSuchKey', 'The specified key does not exist.', key);
const NS = 'http://s3.amazonaws.com/doc/2006-03-01/';

const xmlEscape = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
export const xmlUnescape = (text: string) =>
  text.replace(/&(#x?[0-9a-fA-F]+|lt|gt|amp|quot|apos);/g, (_, e: string) =>
    e[0] === '#'
      ? String.fromCodePoint(e[1] === 'x' ? parseInt(e.slice(2), 16) : Number(e.slice(1)))
      : { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" }[e]!,
  );
export const tag = (name: string, value: string | number | boolean) => `<${name}>${xmlEscape(String(value))}</${name}>`;
export const xml = (root: string, inner: string) => `<?xml version="1.0" encoding="UTF-8"?>\n<${root} xmlns="${NS}">${inner}</${root}>`;
export const tagsOf = (text: string, name: string) => [...text.matchAll(new RegExp(`<${name}>([\\s\\S]*?)</${name}>`, 'g'))].map((m) => m[1]);

/** What any failure answers as: S3's own error, a malformed body's 400, else S3's 500 InternalError. */
export const s3ErrorOf = (err: unknown): S3Error =>
  err instanceof S3Error
    ? err
    : err instanceof BodyError
      ? new S3Error(400, err.code, err.message)
      : new S3Error(500, 'InternalError', `We encountered an internal error. Please try again. (${(err as Error).message})`);

/** S3's <Error> document; a missing key names it twice, as S3 does (Resource and Key). */
export function errorDocument(error: S3Error, requestId: string): string {
  const resource =
    error.resource !== undefined ? tag('Resource', error.resource) + (error.code === 'NoSuchKey' ? tag('Key', error.resource) : '') : '';
  return xml('Error', tag('Code', error.code) + tag('Message', error.message) + resource + tag('RequestId', requestId));
}

const META = 'x-amz-meta-';

/** What a PutObject, CopyObject (REPLACE) or CreateMultipartUpload says of its object: S3's default type when none. */
export function describedBy(headers: IncomingHttpHeaders): Pick<ObjectInfo, 'contentType' | 'metadata'> {
  const metadata = Object.fromEntries(
    Object.entries(headers).flatMap(([name, value]) =>
      name.startsWith(META) && typeof value === 'string' ? [[name.slice(META.length), value]] : [],
    ),
  );
  return { contentType: headers['content-type'] ?? 'binary/octet-stream', metadata };
}

/** The headers of a GetObject's or HeadObject's answer. */
export const objectHeaders = (o: ObjectInfo): Record<string, string> => ({
  ETag: o.etag,
  'Last-Modified': o.modified.toUTCString(),
  'Accept-Ranges': 'bytes',
  'Content-Type': o.contentType,
  ...Object.fromEntries(Object.entries(o.metadata).map(([name, value]) => [`${META}${name}`, value])),
});
