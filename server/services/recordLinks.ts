// What a record points at, read from its schema: references (plain, in lists, in nested objects), internal page links,
// layout contents (complex-component references and references in component options) and stored files (file and
// image properties, rich-text images, images in layout options). The index of services/linkIndex.ts is built from it.
import type { PropertyDefinition } from '../../model/metaSchema.js';
import { visitProperties } from '../../model/propertyTree.js';
import { descriptorOf, holdsReferences } from '../../model/propertyTypes.js';
import { isObject } from '../../model/isObject.js';

export interface ExtractedLink {
  /** Dotted keys of the property holding it, from the record's root ('authors', 'chapters.video'). */
  prop: string;
  ref?: { cls: string; id: string };
  /** A stored file of the record's site ('/2026/11/ab12-photo.jpg'). */
  file?: string;
}

/** Links kept per record: a runaway layout does not fill the index. */
export const MAX_LINKS_PER_RECORD = 2000;

const STORED_PATH = /^\/(?!\/)[^\s"'<>?#]+\.[A-Za-z0-9]{1,5}$/;
/** Inside free-form values (layout options), only what looks like a stored image counts as a file. */
const STORED_IMAGE = /^\/(?!\/)[A-Za-z0-9/_.-]+\.(?:jpe?g|png|gif|webp|avif)$/i;
const IMG_SRC = /<img\b[^>]*?\ssrc\s*=\s*["']([^"']+)["']/gi;

/** The values at dotted keys, list items flattened at every step (list items add no key, as in filter paths). */
function valuesAt(doc: Record<string, unknown>, keys: readonly string[]): unknown[] {
  let current: unknown[] = [doc];
  for (const key of keys) {
    current = current.flatMap((v) => (Array.isArray(v) ? v : [v])).flatMap((v) => (isObject(v) && v[key] !== undefined ? [v[key]] : []));
  }
  return current.flatMap((v) => (Array.isArray(v) ? v : [v]));
}

const refOf = (value: unknown, prop: PropertyDefinition): ExtractedLink['ref'] => {
  if (isObject(value) && typeof value._id === 'string' && typeof value._cls === 'string' && value._id && value._cls)
    return { cls: value._cls, id: value._id };
  // Older stored values may hold a bare id where the property names one type.
  if (typeof value === 'string' && value && typeof prop.objectType === 'string') return { cls: prop.objectType, id: value };
  return undefined;
};

const storedPath = (value: unknown): string | undefined => {
  const path = isObject(value) ? value.src : value;
  return typeof path === 'string' && STORED_PATH.test(path.trim()) ? path.trim() : undefined;
};

const richTextImages = (value: unknown): string[] => {
  const html = isObject(value) ? value.html : value;
  if (typeof html !== 'string') return [];
  return [...html.matchAll(IMG_SRC)].map((m) => m[1].replace(/&amp;/g, '&')).filter((src) => STORED_PATH.test(src));
};

/** Every reference ({_id, _cls}), internal page link and stored image anywhere under a value (layouts and their component options). */
function deepLinks(value: unknown, out: Omit<ExtractedLink, 'prop'>[], depth = 0): void {
  if (depth > 64) return;
  if (typeof value === 'string') {
    if (STORED_IMAGE.test(value)) out.push({ file: value });
  } else if (Array.isArray(value)) value.forEach((v) => deepLinks(v, out, depth + 1));
  else if (isObject(value)) {
    if (typeof value._id === 'string' && typeof value._cls === 'string' && value._id && value._cls)
      out.push({ ref: { cls: value._cls, id: value._id } });
    // A Link option of a component (an internal page link).
    if (typeof value.pageId === 'string' && value.pageId) out.push({ ref: { cls: 'Page', id: value.pageId } });
    Object.values(value).forEach((v) => deepLinks(v, out, depth + 1));
  }
}

function linksOfValue(prop: PropertyDefinition, value: unknown): Omit<ExtractedLink, 'prop'>[] {
  if (holdsReferences(prop)) {
    const ref = refOf(value, prop);
    return ref ? [{ ref }] : [];
  }
  const descriptor = descriptorOf(prop.type);
  if (descriptor?.richText) return richTextImages(value).map((file) => ({ file }));
  switch (descriptor?.links) {
    case 'file': {
      const file = storedPath(value);
      return file ? [{ file }] : [];
    }
    case 'pageLink':
      return isObject(value) && typeof value.pageId === 'string' && value.pageId ? [{ ref: { cls: 'Page', id: value.pageId } }] : [];
    case 'nested': {
      const out: Omit<ExtractedLink, 'prop'>[] = [];
      deepLinks(value, out);
      return out;
    }
  }
  return [];
}

/** Whether records of these properties can hold links at all (types without any are not walked by the backfill). */
export function mayHoldLinks(props: readonly PropertyDefinition[] | undefined): boolean {
  let found = false;
  visitProperties(props, (prop) => {
    const descriptor = descriptorOf(prop.type);
    found ||= holdsReferences(prop) || !!descriptor?.links || !!descriptor?.richText;
  });
  return found;
}

/** The links a stored record holds, each once per property. */
export function extractLinks(props: readonly PropertyDefinition[] | undefined, doc: Record<string, unknown>): ExtractedLink[] {
  const seen = new Set<string>();
  const links: ExtractedLink[] = [];
  visitProperties(props, (prop, { keys }) => {
    const name = keys.join('.');
    for (const value of valuesAt(doc, keys)) {
      for (const link of linksOfValue(prop, value)) {
        const key = `${name}\u0000${link.ref ? `${link.ref.cls}/${link.ref.id}` : `#${link.file}`}`;
        if (seen.has(key) || links.length >= MAX_LINKS_PER_RECORD) continue;
        seen.add(key);
        links.push({ prop: name, ...link });
      }
    }
    // A layout's contents are walked as a whole; no definitions nest under it.
    return prop.type !== 'layout';
  });
  return links;
}
