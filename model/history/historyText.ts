// A value of a record's version as lines of text, for the history's side-by-side comparison (issue 22 §1): rich text
// as its text, a layout as its tree of components, a list item by item, an object key by key.
import type { PropertyDefinition } from '../metaSchema.js';
import { NAMING_KEYS } from '../recordName.js';
import { isObject } from '../isObject.js';
import { richTextToPlainText } from '../validation/types/richtext.js';

const LINE_MAX = 160;

const clip = (text: string) => (text.length > LINE_MAX ? `${text.slice(0, LINE_MAX - 1)}…` : text);

/** The text of rich text ({html} or bare HTML): a line per paragraph, heading or list item. */
export function richTextLines(value: unknown): string[] {
  const html = typeof value === 'string' ? value : typeof (value as { html?: unknown })?.html === 'string' ? (value as { html: string }).html : '';
  return richTextToPlainText(html.replace(/<\/(p|h[1-6]|li|blockquote|pre|div)>|<br\s*\/?>/gi, '\n'))
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
}

/** A reference, a component: what names it. */
const nameOf = (v: Record<string, unknown>): string | undefined => {
  for (const key of NAMING_KEYS) if (typeof v[key] === 'string' && v[key]) return v[key] as string;
  return typeof v._id === 'string' ? v._id : undefined;
};

/** A layout (rows of columns of components, columns nesting) as an indented tree, a component's options inline. */
export function layoutLines(value: unknown): string[] {
  const lines: string[] = [];
  const cols = (list: unknown, depth: number) => {
    (Array.isArray(list) ? list : []).forEach((col, i) => {
      if (!isObject(col)) return;
      lines.push(`${'  '.repeat(depth)}Colonne ${i + 1} (${String(col.size ?? '?')}/12)`);
      for (const content of Array.isArray(col.contents) ? col.contents : []) {
        if (!isObject(content)) continue;
        if (Array.isArray(content.cols)) cols(content.cols, depth + 1);
        else {
          const kind = content._isRef ? ' (composant complexe)' : '';
          const options = isObject(content.options) && Object.keys(content.options).length ? ` ${JSON.stringify(content.options)}` : '';
          lines.push(clip(`${'  '.repeat(depth + 1)}${nameOf(content) ?? '?'}${kind}${options}`));
        }
      }
    });
  };
  (Array.isArray(value) ? value : []).forEach((row, i) => {
    lines.push(`Ligne ${i + 1}`);
    if (isObject(row)) cols(row.cols, 1);
  });
  return lines;
}

/** Any value as lines: scalars on one line, lists item by item (numbered), objects key by key. */
export function valueLines(prop: PropertyDefinition | undefined, value: unknown): string[] {
  if (value === undefined || value === null || value === '') return [];
  if (prop?.type === 'richtext') return richTextLines(value);
  if (prop?.type === 'layout') return layoutLines(value);
  if (Array.isArray(value)) {
    const item = prop && ({ ...prop, type: prop.itemType ?? 'object', propertiesList: prop.itemSchema?.propertiesList } as PropertyDefinition);
    return value.flatMap((v, i) => valueLines(item, v).map((line, j) => (j === 0 ? `${i + 1}. ${line}` : `   ${line}`)));
  }
  if (isObject(value)) {
    if (value._isRef) return [nameOf(value) ?? '?'];
    if (typeof value.html === 'string') return richTextLines(value);
    return Object.entries(value).flatMap(([key, v]) => {
      const sub = prop?.propertiesList?.find((p) => p.key === key);
      const label = sub?.label ?? key;
      const inner = valueLines(sub, v);
      return inner.length <= 1 ? [clip(`${label} : ${inner[0] ?? ''}`)] : [`${label} :`, ...inner.map((line) => `  ${line}`)];
    });
  }
  if (typeof value === 'boolean') return [value ? 'Oui' : 'Non'];
  return [clip(String(value))];
}
