// What a record points at (spec 001 §4 copy to environment): the records it references (reference properties,
// complex components in a layout, internal page links) and the stored files it uses (images, documents).
import { FILE_TYPES } from '../../services/fileTypes.js';

export interface RecordRef {
  _cls: string;
  _id: string;
}

export interface References {
  records: RecordRef[];
  files: string[];
}

/** A stored file path as file and image properties hold it: "/2026/11/ab12-name.jpg" (query and API prefix dropped). */
const FILE_PATH = /^\/[A-Za-z0-9][A-Za-z0-9/_.-]{0,300}\.([A-Za-z0-9]{2,5})$/;

export function storedFilePath(value: string): string | undefined {
  const path = value.split('?')[0].replace(/^\/api\/[A-Za-z0-9_-]+\/(files|images)(?=\/)/, '');
  const match = FILE_PATH.exec(path);
  return match && FILE_TYPES[match[1].toLowerCase()] && !path.includes('..') ? path : undefined;
}

const MAX_NODES = 100_000;

/**
 * Walks a record's whole value: `{_id, _cls}` objects of types with their own records (`isRecordType`), `{pageId}`
 * links, and strings that are stored file paths. The record itself is not listed.
 */
export function referencesOf(record: Record<string, unknown>, isRecordType: (cls: string) => boolean): References {
  const records = new Map<string, RecordRef>();
  const files = new Set<string>();
  let seen = 0;
  const add = (ref: RecordRef) => {
    if (ref._cls === record._cls && ref._id === record._id) return;
    if (isRecordType(ref._cls)) records.set(`${ref._cls}/${ref._id}`, ref);
  };
  const walk = (value: unknown, top: boolean) => {
    if (++seen > MAX_NODES) return;
    if (typeof value === 'string') {
      const path = storedFilePath(value);
      if (path) files.add(path);
    } else if (Array.isArray(value)) {
      for (const item of value) walk(item, false);
    } else if (value && typeof value === 'object') {
      const o = value as Record<string, unknown>;
      if (!top && typeof o._id === 'string' && typeof o._cls === 'string') add({ _cls: o._cls, _id: o._id });
      if (typeof o.pageId === 'string' && o.pageId) add({ _cls: 'Page', _id: o.pageId });
      for (const [key, v] of Object.entries(o)) if (!(top && key === '_id')) walk(v, false);
    }
  };
  walk(record, true);
  return { records: [...records.values()], files: [...files] };
}
