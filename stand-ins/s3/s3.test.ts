// The S3 stand-in on the wire: the bodies the SDK sends (aws-chunked with a CRC32 trailer), S3's XML errors, ranges,
// continuation tokens, multipart uploads and their abort; then through the official SDK, any key S3 takes (a key that is
// also a prefix, 1 024 bytes, '..', '//', …), listed in S3's order with or without a delimiter, over a restart.
// The console's driver against it: server/storage/files/drivers.test.ts.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { crc32 } from 'node:zlib';
import {
  CopyObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  type ListObjectsV2CommandInput,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
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
});

const clientOf = (s: S3StandIn) =>
  new S3Client({ endpoint: s.url, forcePathStyle: true, region: 'eu-west-3', credentials: { accessKeyId: 'a', secretAccessKey: 'b' } });
const byBytes = (a: string, b: string) => Buffer.compare(Buffer.from(a), Buffer.from(b));
/** Every entry of a listing, page after page: keys, and common prefixes as "prefix:…". */
async function listAll(client: S3Client, input: Omit<ListObjectsV2CommandInput, 'ContinuationToken'>): Promise<string[]> {
  const seen: string[] = [];
  let token: string | undefined;
  do {
    const page = await client.send(new ListObjectsV2Command({ ...input, ContinuationToken: token }));
    seen.push(...(page.Contents ?? []).map((o) => o.Key!), ...(page.CommonPrefixes ?? []).map((p) => `prefix:${p.Prefix!}`));
    token = page.NextContinuationToken;
  } while (token);
  return seen;
}
const body = async (client: S3Client, Bucket: string, Key: string) =>
  (await client.send(new GetObjectCommand({ Bucket, Key }))).Body!.transformToString();

/** Keys a disk cannot hold as paths, and S3 does. */
const ODD_KEYS = [
  'x'.repeat(1000),
  `${'é'.repeat(400)}/${'ü'.repeat(111)}`,
  '../dehors.txt',
  'a/../b.txt',
  './point.txt',
  'a/./b.txt',
  'double//barre.txt',
  '/commence-par-barre',
  'finit-par-barre/',
  'des espaces  et\ttab.txt',
  'accentué/été €.txt',
  'pour%cent%20.txt',
  'plus+plus.txt',
  'dièse#question?.txt',
];

describe('any key S3 takes, through the official SDK', () => {
  let sdk: S3Client | undefined;
  const client = () => (sdk ??= clientOf(standIn));
  afterAll(() => sdk?.destroy());

  it("holds a key that is also a prefix ('a/b' and 'a/b/c'), listed with and without a delimiter, page after page", async () => {
    const keys = ['a/b', 'a/b/c', 'a/b/d/e', 'a/bz', 'a/b/c/'];
    for (const Key of keys) await client().send(new PutObjectCommand({ Bucket: 'cles', Key, Body: `contenu de ${Key}` }));
    for (const Key of keys) expect(await body(client(), 'cles', Key)).toBe(`contenu de ${Key}`);
    expect(await listAll(client(), { Bucket: 'cles', Prefix: 'a/' })).toEqual([...keys].sort(byBytes));
    expect(await listAll(client(), { Bucket: 'cles', Prefix: 'a/', Delimiter: '/' })).toEqual(['a/b', 'a/bz', 'prefix:a/b/']);
    expect(await listAll(client(), { Bucket: 'cles', Prefix: 'a/b/', Delimiter: '/' })).toEqual(['a/b/c', 'prefix:a/b/c/', 'prefix:a/b/d/']);
    // A common prefix counts as one entry of a page and is never repeated on the next one.
    const pages: string[] = [];
    for (let token: string | undefined, first = true; first || token; first = false) {
      const page = await client().send(
        new ListObjectsV2Command({ Bucket: 'cles', Prefix: 'a/', Delimiter: '/', MaxKeys: 1, ContinuationToken: token }),
      );
      expect(page.KeyCount).toBe(1);
      pages.push(page.Contents?.[0]?.Key ?? `prefix:${page.CommonPrefixes![0].Prefix!}`);
      token = page.NextContinuationToken;
    }
    expect(pages).toEqual(['a/b', 'prefix:a/b/', 'a/bz']);
    expect(await listAll(client(), { Bucket: 'cles', StartAfter: 'a/b/c', Prefix: 'a/' })).toEqual(['a/b/c/', 'a/b/d/e', 'a/bz']);
  });

  it("stores, reads, copies, lists and deletes keys of 1 000 bytes, '..', './', '//', spaces, accents, '%', '+'", async () => {
    for (const Key of ODD_KEYS) await client().send(new PutObjectCommand({ Bucket: 'bizarres', Key, Body: `contenu de ${Key}` }));
    for (const Key of ODD_KEYS) {
      expect(await body(client(), 'bizarres', Key)).toBe(`contenu de ${Key}`);
      expect((await client().send(new HeadObjectCommand({ Bucket: 'bizarres', Key }))).ContentLength).toBe(Buffer.byteLength(`contenu de ${Key}`));
    }
    expect(await listAll(client(), { Bucket: 'bizarres' })).toEqual([...ODD_KEYS].sort(byBytes));
    expect(await listAll(client(), { Bucket: 'bizarres', Prefix: 'a/', Delimiter: '/' })).toEqual(['prefix:a/../', 'prefix:a/./']);
    const source = `bizarres/${'pour%cent%20.txt'.split('/').map(encodeURIComponent).join('/')}`;
    await client().send(new CopyObjectCommand({ Bucket: 'bizarres', Key: 'copie/../+%.txt', CopySource: source }));
    expect(await body(client(), 'bizarres', 'copie/../+%.txt')).toBe('contenu de pour%cent%20.txt');
    await client().send(new DeleteObjectsCommand({ Bucket: 'bizarres', Delete: { Objects: ODD_KEYS.slice(0, 3).map((Key) => ({ Key })) } }));
    expect(await listAll(client(), { Bucket: 'bizarres' })).toEqual([...ODD_KEYS.slice(3), 'copie/../+%.txt'].sort(byBytes));
  });

  it('takes a key of 1 024 bytes and answers KeyTooLongError (400) past it', async () => {
    const longest = 'é'.repeat(512);
    await client().send(new PutObjectCommand({ Bucket: 'longues', Key: longest, Body: 'au bord' }));
    expect(await body(client(), 'longues', longest)).toBe('au bord');
    const refused = await client()
      .send(new PutObjectCommand({ Bucket: 'longues', Key: `${longest}x`, Body: 'trop' }))
      .catch((err: { name: string; $metadata: { httpStatusCode?: number } }) => [err.name, err.$metadata.httpStatusCode]);
    expect(refused).toEqual(['KeyTooLongError', 400]);
    expect(await listAll(client(), { Bucket: 'longues' })).toEqual([longest]);
  });

  it("gives an object S3's ETag, content type and metadata, a multipart one too, under any key", async () => {
    const text = 'décrit';
    const put = await client().send(
      new PutObjectCommand({
        Bucket: 'decrits',
        Key: 'a//é+%.txt',
        Body: text,
        ContentType: 'text/plain; charset=utf-8',
        Metadata: { auteur: 'zoe' },
      }),
    );
    expect(put.ETag).toBe(`"${crypto.createHash('md5').update(text).digest('hex')}"`);
    const head = await client().send(new HeadObjectCommand({ Bucket: 'decrits', Key: 'a//é+%.txt' }));
    expect([head.ETag, head.ContentType, head.Metadata]).toEqual([put.ETag, 'text/plain; charset=utf-8', { auteur: 'zoe' }]);
    await client().send(new CopyObjectCommand({ Bucket: 'decrits', Key: 'copie', CopySource: `decrits/${encodeURIComponent('a//é+%.txt')}` }));
    expect((await client().send(new HeadObjectCommand({ Bucket: 'decrits', Key: 'copie' }))).Metadata).toEqual({ auteur: 'zoe' });

    const big = crypto.randomBytes(11 * 1024 * 1024);
    const Key = `${'grand/'.repeat(100)}../fichier.bin`;
    await new Upload({ client: client(), params: { Bucket: 'decrits', Key, Body: big, ContentType: 'video/mp4' }, partSize: 5 * 1024 * 1024 }).done();
    const got = await client().send(new GetObjectCommand({ Bucket: 'decrits', Key, Range: 'bytes=5242879-5242880' }));
    expect([got.ContentRange, got.ContentType, Buffer.from(await got.Body!.transformToByteArray())]).toEqual([
      `bytes 5242879-5242880/${big.length}`,
      'video/mp4',
      big.subarray(5242879, 5242881),
    ]);
    const md5s = [0, 1, 2].map((i) =>
      crypto
        .createHash('md5')
        .update(big.subarray(i * 5242880, (i + 1) * 5242880))
        .digest(),
    );
    expect(got.ETag).toBe(`"${crypto.createHash('md5').update(Buffer.concat(md5s)).digest('hex')}-3"`);
  });

  it('keeps every object and the list order over a restart, and stand-ins on one folder list what the others write', async () => {
    const shared = fs.mkdtempSync(path.join(os.tmpdir(), 's3-stand-in-restart-'));
    const keys = [...ODD_KEYS, 'a/b', 'a/b/c'];
    const started: { standIn: S3StandIn; client: S3Client }[] = [];
    const start = async () => {
      const s = await startS3StandIn({ dir: shared });
      started.push({ standIn: s, client: clientOf(s) });
      return started[started.length - 1].client;
    };
    const stop = async (one: { standIn: S3StandIn; client: S3Client }) => {
      started.splice(started.indexOf(one), 1);
      one.client.destroy();
      await one.standIn.close();
    };
    try {
      const first = await start();
      for (const Key of keys) await first.send(new PutObjectCommand({ Bucket: 'garde', Key, Body: `contenu de ${Key}`, Metadata: { n: '1' } }));
      const before = await first.send(new ListObjectsV2Command({ Bucket: 'garde' }));
      expect(before.Contents!.map((o) => o.Key)).toEqual([...keys].sort(byBytes));
      await stop(started[0]);

      const restarted = await start();
      const after = await restarted.send(new ListObjectsV2Command({ Bucket: 'garde' }));
      expect(after.Contents!.map((o) => [o.Key, o.Size, o.ETag])).toEqual(before.Contents!.map((o) => [o.Key, o.Size, o.ETag]));
      for (const Key of keys) expect(await body(restarted, 'garde', Key)).toBe(`contenu de ${Key}`);
      expect((await restarted.send(new HeadObjectCommand({ Bucket: 'garde', Key: 'a/b' }))).Metadata).toEqual({ n: '1' });

      // A second stand-in on the folder (a worker's, with s3-local): what it writes and deletes, the first one lists at once.
      const second = await start();
      await second.send(new PutObjectCommand({ Bucket: 'garde', Key: 'a/b/d', Body: 'du second' }));
      await second.send(new DeleteObjectsCommand({ Bucket: 'garde', Delete: { Objects: [{ Key: 'a/b' }] } }));
      expect(await listAll(restarted, { Bucket: 'garde', Prefix: 'a/', Delimiter: '/' })).toEqual(['prefix:a/../', 'prefix:a/./', 'prefix:a/b/']);
      expect(await listAll(restarted, { Bucket: 'garde', Prefix: 'a/b/' })).toEqual(['a/b/c', 'a/b/d']);
    } finally {
      for (const one of [...started]) await stop(one);
      fs.rmSync(shared, { recursive: true, force: true });
    }
  });
});
