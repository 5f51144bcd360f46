// A file or image value is a stored path or URL, or an object carrying it in `src` (an image block).
import { mediaPathOf } from './mediaPathOf';
import { isPlainObject } from '../../../model/isObject';

export type MediaKind = 'file' | 'image';

/** The value after choosing `path` ('' removes): an object keeps its other keys (caption, rights holder ...). */
export function withPath(value: unknown, path: string): unknown {
  // Kept as typed (a developer may be typing it); only blank means no file.
  const clean = path.trim() === '' ? '' : path;
  if (isPlainObject(value) && 'src' in value) return clean ? { ...value, src: clean } : null;
  return clean || null;
}

export { mediaPathOf };
