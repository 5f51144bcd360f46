// The S3 stand-in on the wire: the bodies the SDK sends (aws-chunked with a CRC32 trailer), S3's XML errors, ranges,
// continuation tokens, multipart uploads and their abort. The console's driver against it: server/storage/files/drivers.test.ts.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { crc32 } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3StandIn, type S3StandIn } from './index.js';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 's3-stand-in-'));
let standIn: S3StandIn;
beforeAll(async () => {
  standIn = await startS3StandIn({ dir });
});
afterAll(async () => {
  await standIn.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const crcOf = (bytes: Buffer) => {
  const b = Buffer.alloc(4);
  b.writeUInt32BE(crc32(bytes));
  return b.toString('base64');
};
/** A body as the SDK streams it: aws-chunked, unsigned, the CRC32 in a trailer. */
const awsChunked = (chunks: Buffer[], crc: string) =>
  Buffer.concat([
    ...chunks.flatMap((c) => [Buffer.from(`${c.length.toString(16)}\r\n`), c, Buffer.from('\r\n')]),
    Buffer.from(`0\r\nx-amz-checksum-crc32:${crc}\r\n\r\n`),
  ]);
const chunkedHeaders = (size: number) => ({
  'content-encoding': 'aws-chunked',
  'x-amz-content-sha256': 'STREAMING-UNSIGNED-PAYLOAD-TRAILER',
  'x-amz-trailer': 'x-amz-checksum-crc32',
  'x-amz-decoded-content-length': String(size),
  authorization: 'AWS4-HMAC-SHA256 Credential=nimporte/20260101/us-east-1/s3/aws4_request, SignedHeaders=host, Signature=0',
});
const url = (p: string) => `${standIn.url}/seau/${p}`;
const errorCode = async (res: Response) => /<Code>([^<]+)<\/Code>/.exec(await res.text())?.[1];

describe('the S3 stand-in', () => {
  it('decodes an aws-chunked body and checks its CRC32 trailer', async () => {
    const parts = [Buffer.from('première partie, '), Buffer.from('seconde')];
    const whole = Buffer.concat(parts);
    const put = await fetch(url('a/b.txt'), { method: 'PUT', headers: chunkedHeaders(whole.length), body: awsChunked(parts, crcOf(whole)) });
    expect(put.status).toBe(200);
    expect(put.headers.get('x-amz-checksum-crc32')).toBe(crcOf(whole));
    expect(Buffer.from(await (await fetch(url('a/b.txt'))).arrayBuffer()).equals(whole)).toBe(true);

    const bad = await fetch(url('a/c.txt'), {
      method: 'PUT',
      headers: chunkedHeaders(whole.length),
      body: awsChunked(parts, crcOf(Buffer.from('autre'))),
    });
    expect(bad.status).toBe(400);
    expect(await errorCode(bad)).toBe('BadDigest');
    expect((await fetch(url('a/c.txt'), { method: 'HEAD' })).status).toBe(404);
    const cut = await fetch(url('a/d.txt'), { method: 'PUT', headers: chunkedHeaders(whole.length), body: Buffer.from('20\r\ncourt') });
    expect(await errorCode(cut)).toBe('IncompleteBody');
  });

  it('checks a plain body against its checksum header', async () => {
    const body = Buffer.from('simple');
    expect((await fetch(url('p.txt'), { method: 'PUT', headers: { 'x-amz-checksum-crc32': crcOf(body) }, body })).status).toBe(200);
    const wrong = await fetch(url('q.txt'), { method: 'PUT', headers: { 'x-amz-checksum-crc32': crcOf(Buffer.from('x')) }, body });
    expect(await errorCode(wrong)).toBe('BadDigest');
  });

  it("answers S3's XML errors: missing key, bad range, bad token, conditional write, unknown upload", async () => {
    const missing = await fetch(url('rien.txt'));
    expect(missing.status).toBe(404);
    expect(await missing.text()).toMatch(
      /<Error[^>]*><Code>NoSuchKey<\/Code><Message>[^<]+<\/Message><Resource>rien.txt<\/Resource><Key>rien.txt<\/Key>/,
    );
    await fetch(url('r.txt'), { method: 'PUT', body: '0123456789' });
    const range = await fetch(url('r.txt'), { headers: { range: 'bytes=3-5' } });
    expect([range.status, range.headers.get('content-range'), await range.text()]).toEqual([206, 'bytes 3-5/10', '345']);
    const beyond = await fetch(url('r.txt'), { headers: { range: 'bytes=10-' } });
    expect([beyond.status, await errorCode(beyond)]).toEqual([416, 'InvalidRange']);
    const token = await fetch(`${standIn.url}/seau/?list-type=2&continuation-token=%25%25`);
    expect([token.status, await errorCode(token)]).toEqual([400, 'InvalidArgument']);
    const again = await fetch(url('r.txt'), { method: 'PUT', headers: { 'if-none-match': '*' }, body: 'autre' });
    expect([again.status, await errorCode(again)]).toEqual([412, 'PreconditionFailed']);
    const upload = await fetch(url('m.bin?partNumber=1&uploadId=0123456789abcdef0123456789abcdef'), { method: 'PUT', body: 'x' });
    expect([upload.status, await errorCode(upload)]).toEqual([404, 'NoSuchUpload']);
    expect(await errorCode(await fetch(`${standIn.url}/Mauvais_Seau/x`))).toBe('InvalidBucketName');
  });

  it('assembles a multipart upload in part order, and forgets an aborted one', async () => {
    const created = await (await fetch(url('m.bin?uploads'), { method: 'POST' })).text();
    const uploadId = /<UploadId>([^<]+)<\/UploadId>/.exec(created)![1];
    for (const [n, body] of [
      [2, 'deux'],
      [1, 'un-'],
    ] as const) {
      expect((await fetch(url(`m.bin?partNumber=${n}&uploadId=${uploadId}`), { method: 'PUT', body })).status).toBe(200);
    }
    const parts = '<CompleteMultipartUpload><Part><PartNumber>1</PartNumber></Part><Part><PartNumber>2</PartNumber></Part></CompleteMultipartUpload>';
    expect((await fetch(url(`m.bin?uploadId=${uploadId}`), { method: 'POST', body: parts })).status).toBe(200);
    expect(await (await fetch(url('m.bin'))).text()).toBe('un-deux');

    const other = /<UploadId>([^<]+)<\/UploadId>/.exec(await (await fetch(url('n.bin?uploads'), { method: 'POST' })).text())![1];
    expect((await fetch(url(`n.bin?uploadId=${other}`), { method: 'DELETE' })).status).toBe(204);
    const late = await fetch(url(`n.bin?partNumber=1&uploadId=${other}`), { method: 'PUT', body: 'x' });
    expect(await errorCode(late)).toBe('NoSuchUpload');
  });

  it('keeps its objects in its folder: another stand-in on it sees them', async () => {
    await fetch(url('garde/x.txt'), { method: 'PUT', body: 'gardé' });
    const second = await startS3StandIn({ dir });
    try {
      expect(await (await fetch(`${second.url}/seau/garde/x.txt`)).text()).toBe('gardé');
    } finally {
      await second.close();
    }
  });
});
