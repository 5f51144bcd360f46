// What a record points at (spec 001 §4 copy to environment): the records it references (reference properties, bare
// ids included, complex components and references in a layout, internal page links) and the stored files it uses
// (file and image properties, images in rich text and in layout options). Read from its schema by the same extractor
// as the index of linked records (services/recordLinks.ts), so that copy, database check and 'liens' agree.
import type { PropertyDefinition } from '../../../model/metaSchema.js';
import { FILE_TYPES } from '../files/index.js';
import { extractLinks } from '../../services/recordLinks.js';

export interface RecordRef {
  _cls: string;
  _id: string;
}

/** Refs as a request sends them: the `refList` schema does not require `_cls` and `_id`, and a ref lacking one has always
 *  been matched by nothing (answered as missing, never copied); kept so, as issue 20 changes no answer. */
export const requestedRefs = (refs: readonly { _cls?: string; _id?: string }[]): RecordRef[] => refs as RecordRef[];

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

/**
 * The references and files of a record of a type whose properties are `props`: only records of types with their own
 * records (`isRecordType`; not embedded items), never the record itself.
 */
export function referencesOf(
  props: readonly PropertyDefinition[] | undefined,
  record: Record<string, unknown>,
  isRecordType: (cls: string) => boolean,
): References {
  const records = new Map<string, RecordRef>();
  const files = new Set<string>();
  for (const { ref, file } of extractLinks(props, record)) {
    if (ref && !(ref.cls === record._cls && ref.id === record._id) && isRecordType(ref.cls)) {
      records.set(`${ref.cls}/${ref.id}`, { _cls: ref.cls, _id: ref.id });
    }
    const path = file && storedFilePath(file);
    if (path) files.add(path);
  }
  return { records: [...records.values()], files: [...files] };
}
