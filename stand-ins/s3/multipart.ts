// Multipart uploads (what lib-storage's Upload sends for large bodies): CreateMultipartUpload, UploadPart,
// CompleteMultipartUpload, AbortMultipartUpload. Parts wait in .uploads/{id}/, with what the object will say of itself;
// completion joins them in the order given into one object whose ETag is S3's: MD5 of the parts' MD5s, "-" their count.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { IncomingHttpHeaders } from 'node:http';
import type { Readable } from 'node:stream';
import { receiveInto, receiveText } from './chunked.js';
import type { ObjectFolder } from './folder.js';
import type { ObjectDescription } from './objectFile.js';
import { describedBy, S3Error, tag, tagsOf, xml, xmlUnescape } from './protocol.js';

const DESCRIPTION = 'object.json';

async function existing(folder: ObjectFolder, uploadId: string): Promise<string> {
  const dir = folder.uploadDir(uploadId);
  if (!dir || !fs.existsSync(dir)) throw new S3Error(404, 'NoSuchUpload', 'The specified upload does not exist.', uploadId);
  return dir;
}

export async function createUpload(folder: ObjectFolder, bucket: string, key: string, headers: IncomingHttpHeaders): Promise<string> {
  const uploadId = crypto.randomBytes(16).toString('hex');
  const dir = folder.uploadDir(uploadId)!;
  await fs.promises.mkdir(dir, { recursive: true });
  await fs.promises.writeFile(path.join(dir, DESCRIPTION), JSON.stringify({ bucket, key, ...describedBy(headers) }));
  return xml('InitiateMultipartUploadResult', tag('Bucket', bucket) + tag('Key', key) + tag('UploadId', uploadId));
}

/** Keeps a part; returns its ETag (its MD5) and CRC32. */
export async function uploadPart(
  folder: ObjectFolder,
  uploadId: string,
  partNumber: string | undefined,
  body: Readable,
  headers: IncomingHttpHeaders,
): Promise<{ etag: string; crc32: string }> {
  const dir = await existing(folder, uploadId);
  const part = Number(partNumber);
  if (!Number.isInteger(part) || part < 1 || part > 10000)
    throw new S3Error(400, 'InvalidArgument', 'Part number must be an integer between 1 and 10000.');
  return receiveInto(await folder.scratch(), body, headers, async (file, received) => {
    await fs.promises.rename(file, path.join(dir, String(part)));
    return { etag: `"${received.md5}"`, crc32: received.crc32 };
  });
}

/** Joins the parts the request names into the object; returns its ETag. */
export async function completeUpload(
  folder: ObjectFolder,
  bucket: string,
  key: string,
  uploadId: string,
  body: Readable,
  headers: IncomingHttpHeaders,
): Promise<string> {
  const dir = await existing(folder, uploadId);
  const upload = JSON.parse(await fs.promises.readFile(path.join(dir, DESCRIPTION), 'utf8')) as Omit<ObjectDescription, 'etag'> & { bucket: string };
  if (upload.bucket !== bucket || upload.key !== key) throw new S3Error(404, 'NoSuchUpload', 'The specified upload does not exist.', uploadId);
  const text = await receiveText(body, headers, await folder.scratch());
  const parts = tagsOf(text, 'Part').map((p) => ({ n: Number(tagsOf(p, 'PartNumber')[0]), etag: tagsOf(p, 'ETag').at(0) }));
  if (!parts.length || parts.some(({ n }, i) => !Number.isInteger(n) || (i > 0 && n <= parts[i - 1].n)))
    throw new S3Error(400, 'InvalidPartOrder', 'The list of parts was not in ascending order.');
  const file = await folder.scratch();
  try {
    const etag = await join(dir, parts, file);
    await folder.place(bucket, file, { key, etag, contentType: upload.contentType, metadata: upload.metadata });
    await fs.promises.rm(dir, { recursive: true, force: true });
    return xml('CompleteMultipartUploadResult', tag('Location', `/${bucket}/${key}`) + tag('Bucket', bucket) + tag('Key', key) + tag('ETag', etag));
  } finally {
    await fs.promises.rm(file, { force: true });
  }
}

/** Writes the parts one after the other into `file`, checking the ETags the client gives; returns the object's ETag. */
async function join(dir: string, parts: { n: number; etag?: string }[], file: string): Promise<string> {
  const md5s: Buffer[] = [];
  const out = fs.createWriteStream(file);
  try {
    for (const { n, etag } of parts) {
      const part = path.join(dir, String(n));
      if (!fs.existsSync(part)) throw new S3Error(400, 'InvalidPart', `Part ${n} was not uploaded.`);
      const md5 = crypto.createHash('md5');
      for await (const chunk of fs.createReadStream(part)) {
        md5.update(chunk as Buffer);
        if (!out.write(chunk)) await new Promise<void>((resolve) => out.once('drain', () => resolve()));
      }
      md5s.push(md5.digest());
      if (etag !== undefined && xmlUnescape(etag).replace(/"/g, '') !== md5s[md5s.length - 1].toString('hex'))
        throw new S3Error(400, 'InvalidPart', `Part ${n}'s ETag does not match.`);
    }
  } finally {
    await new Promise<void>((resolve) => out.end(() => resolve()));
  }
  return `"${crypto.createHash('md5').update(Buffer.concat(md5s)).digest('hex')}-${parts.length}"`;
}

export async function abortUpload(folder: ObjectFolder, uploadId: string): Promise<void> {
  await fs.promises.rm(await existing(folder, uploadId), { recursive: true, force: true });
}
