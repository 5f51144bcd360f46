// Request bodies as the SDK sends them. By default (flexible checksums) a streamed PutObject or UploadPart is
// `Content-Encoding: aws-chunked`: "<hex size>[;chunk-signature=…]\r\n<bytes>\r\n" … "0\r\n", then trailers such as
// "x-amz-checksum-crc32:<base64>\r\n" and "\r\n". A body of known length carries its checksum in a header instead.
// Either way the bytes are written to a file, the CRC32 checked against what the client announced, and their MD5 taken
// (an object's ETag, as S3 gives it).
import crypto from 'node:crypto';
import fs from 'node:fs';
import type { Readable } from 'node:stream';
import { crc32 } from 'node:zlib';
import type { IncomingHttpHeaders } from 'node:http';

export class BodyError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

const CRC32_HEADER = 'x-amz-checksum-crc32';
const crcBase64 = (crc: number) => {
  const b = Buffer.alloc(4);
  b.writeUInt32BE(crc >>> 0);
  return b.toString('base64');
};

/** Writes the body's payload to `file`; returns its size, CRC32 (base64, as S3 spells checksums) and MD5 (hex). */
export async function receiveBody(body: Readable, headers: IncomingHttpHeaders, file: string): Promise<{ size: number; crc32: string; md5: string }> {
  const chunked = /aws-chunked/.test(String(headers['content-encoding'] ?? '')) || /^STREAMING-/.test(String(headers['x-amz-content-sha256'] ?? ''));
  const out = fs.createWriteStream(file, { flags: 'wx' });
  let crc = 0;
  let size = 0;
  const md5 = crypto.createHash('md5');
  const write = (bytes: Buffer) => {
    crc = crc32(bytes, crc);
    md5.update(bytes);
    size += bytes.length;
    if (!out.write(bytes)) return new Promise<void>((resolve) => out.once('drain', () => resolve()));
  };
  const trailers: Record<string, string> = {};
  try {
    if (!chunked) for await (const chunk of body) await write(chunk as Buffer);
    else {
      // A small state machine over the stream: a chunk's header line, its bytes, then the trailer lines.
      let pending = Buffer.alloc(0);
      let left = -1;
      let ended = false;
      for await (const chunk of body) {
        pending = Buffer.concat([pending, chunk as Buffer]);
        for (;;) {
          if (left > 0) {
            const take = pending.subarray(0, left);
            pending = pending.subarray(take.length);
            left -= take.length;
            await write(take);
            if (left > 0) break;
          }
          const eol = pending.indexOf('\r\n');
          if (eol < 0) break;
          const line = pending.subarray(0, eol).toString('latin1');
          pending = pending.subarray(eol + 2);
          if (left === 0) {
            if (line !== '') throw new BodyError('IncompleteBody', 'aws-chunked: chunk not followed by CRLF');
            left = -1;
          } else if (ended) {
            if (line === '') break;
            const colon = line.indexOf(':');
            trailers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
          } else {
            const hex = line.split(';')[0];
            if (!/^[0-9a-fA-F]+$/.test(hex)) throw new BodyError('InvalidRequest', 'aws-chunked: bad chunk size');
            left = parseInt(hex, 16);
            if (left === 0) [left, ended] = [-1, true];
          }
        }
      }
      if (!ended) throw new BodyError('IncompleteBody', 'aws-chunked: body ended before its last chunk');
      const decoded = headers['x-amz-decoded-content-length'];
      if (decoded !== undefined && Number(decoded) !== size)
        throw new BodyError('IncompleteBody', `x-amz-decoded-content-length ${String(decoded)} but ${size} bytes received`);
    }
  } finally {
    await new Promise<void>((resolve, reject) => out.end((err?: Error | null) => (err ? reject(err) : resolve())));
  }
  const announced = trailers[CRC32_HEADER] ?? headers[CRC32_HEADER];
  const actual = crcBase64(crc);
  if (typeof announced === 'string' && announced !== actual)
    throw new BodyError('BadDigest', `The CRC32 you specified did not match the calculated checksum (${announced} ≠ ${actual}).`);
  return { size, crc32: actual, md5: md5.digest('hex') };
}

/** Receives a body into `file` (a scratch name) for `keep` to take (rename) and removes what it leaves. */
export async function receiveInto<T>(
  file: string,
  body: Readable,
  headers: IncomingHttpHeaders,
  keep: (file: string, received: { size: number; crc32: string; md5: string }) => Promise<T>,
): Promise<T> {
  try {
    return await keep(file, await receiveBody(body, headers, file));
  } finally {
    await fs.promises.rm(file, { force: true });
  }
}

/** A small XML body (DeleteObjects, CompleteMultipartUpload), its checksum checked the same way. */
export async function receiveText(body: Readable, headers: IncomingHttpHeaders, file: string): Promise<string> {
  await receiveBody(body, headers, file);
  try {
    return await fs.promises.readFile(file, 'utf8');
  } finally {
    await fs.promises.rm(file, { force: true });
  }
}
