// CopyObject: PUT /{bucket}/{key} with x-amz-copy-source "{bucket}/{key}" (URL-encoded, maybe "?versionId=…").
// The copy takes the source's content type and metadata, or the request's with x-amz-metadata-directive: REPLACE.
import crypto from 'node:crypto';
import fs from 'node:fs';
import type { IncomingHttpHeaders } from 'node:http';
import { pipeline } from 'node:stream/promises';
import type { ObjectFolder } from './folder.js';
import type { ObjectInfo } from './objectFile.js';
import { describedBy, noSuchKey, S3Error, validBucket } from './protocol.js';

export async function copyObject(
  folder: ObjectFolder,
  copySource: string,
  to: { bucket: string; key: string },
  headers: IncomingHttpHeaders,
): Promise<ObjectInfo> {
  let source: string;
  try {
    source = decodeURIComponent(copySource.split('?')[0]).replace(/^\/+/, '');
  } catch {
    throw new S3Error(400, 'InvalidArgument', 'Copy Source must mention the source bucket and key: sourcebucket/sourcekey.');
  }
  const slash = source.indexOf('/');
  const [fromBucket, fromKey] = [source.slice(0, slash), source.slice(slash + 1)];
  if (slash < 0 || !fromKey) throw new S3Error(400, 'InvalidArgument', 'Copy Source must mention the source bucket and key: sourcebucket/sourcekey.');
  const found = await folder.open(validBucket(fromBucket), fromKey);
  if (!found) throw noSuchKey(fromKey);
  const file = await folder.scratch();
  const md5 = crypto.createHash('md5');
  try {
    await pipeline(
      found.stream(),
      async function* (chunks: AsyncIterable<Buffer>) {
        for await (const chunk of chunks) {
          md5.update(chunk);
          yield chunk;
        }
      },
      fs.createWriteStream(file),
    );
  } catch (err) {
    await fs.promises.rm(file, { force: true });
    throw err;
  }
  const replaced = headers['x-amz-metadata-directive'] === 'REPLACE';
  const described = replaced ? describedBy(headers) : { contentType: found.info.contentType, metadata: found.info.metadata };
  // The copy is a new single-part object: its ETag is its MD5, whatever the source's was.
  return (await folder.place(to.bucket, file, { key: to.key, etag: `"${md5.digest('hex')}"`, ...described }))!;
}
