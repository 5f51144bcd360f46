// ListObjectsV2 (GET /{bucket}?list-type=2): prefix, delimiter (CommonPrefixes), start-after, continuation-token,
// max-keys up to 1 000, encoding-type=url; keys in S3's order (UTF-8 bytes), a common prefix counting as one entry.
import type { ObjectFolder } from './folder.js';
import type { ListStart } from './keyIndex.js';
import { S3Error, tag, xml } from './protocol.js';

const MAX_KEYS = 1000;

/** A continuation token: where the next page starts, opaque to the client ('k': after a key, 'p': past a common prefix). */
const tokenOf = (start: ListStart) => Buffer.from('afterKey' in start ? `k${start.afterKey}` : `p${start.afterPrefix}`).toString('base64url');

function startOf(token: string): ListStart {
  const text = Buffer.from(token, 'base64url').toString('utf8');
  if (!token || Buffer.from(text).toString('base64url') !== token || !/^[kp]/.test(text))
    throw new S3Error(400, 'InvalidArgument', 'The continuation token provided is incorrect');
  return text[0] === 'k' ? { afterKey: text.slice(1) } : { afterPrefix: text.slice(1) };
}

export async function listObjects(folder: ObjectFolder, bucket: string, q: Record<string, string | undefined>): Promise<string> {
  if (q['list-type'] !== '2') throw new S3Error(501, 'NotImplemented', 'Only ListObjectsV2 (list-type=2) is implemented.');
  const prefix = q.prefix ?? '';
  const delimiter = q.delimiter ?? '';
  const maxKeys = Math.min(MAX_KEYS, Math.max(0, Number(q['max-keys'] ?? MAX_KEYS) || 0));
  const token = q['continuation-token'];
  const start = token !== undefined ? startOf(token) : { afterKey: q['start-after'] ?? '' };
  const { listed, truncated } = await folder.list(bucket, prefix, delimiter, start, maxKeys);

  const url = q['encoding-type'] === 'url';
  const name = (key: string) => (url ? encodeURIComponent(key).replace(/%2F/g, '/') : key);
  // S3 writes the objects, then the common prefixes.
  const entries = [
    ...listed.flatMap((e) =>
      'object' in e
        ? `<Contents>${tag('Key', name(e.object.key))}${tag('LastModified', e.object.modified.toISOString())}${tag('ETag', e.object.etag)}${tag('Size', e.object.size)}${tag('StorageClass', 'STANDARD')}</Contents>`
        : [],
    ),
    ...listed.flatMap((e) => ('commonPrefix' in e ? `<CommonPrefixes>${tag('Prefix', name(e.commonPrefix))}</CommonPrefixes>` : [])),
  ];
  const last = listed[listed.length - 1];
  const next = truncated && last && tokenOf('commonPrefix' in last ? { afterPrefix: last.commonPrefix } : { afterKey: last.object.key });
  return xml(
    'ListBucketResult',
    [
      tag('Name', bucket),
      tag('Prefix', name(prefix)),
      delimiter ? tag('Delimiter', name(delimiter)) : '',
      tag('KeyCount', listed.length),
      tag('MaxKeys', maxKeys),
      tag('IsTruncated', truncated),
      url ? tag('EncodingType', 'url') : '',
      token !== undefined ? tag('ContinuationToken', token) : '',
      next ? tag('NextContinuationToken', next) : '',
      q['start-after'] !== undefined ? tag('StartAfter', name(q['start-after'])) : '',
      ...entries,
    ].join(''),
  );
}
