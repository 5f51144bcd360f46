// How an import reads a CSV cell (issue 31): the console's own export writes French decimals, 'Oui' / 'Non', dates
// in Paris time (model/exports/exportFormat.ts) and enumerations by their labels; a plain CSV writes '12.5', 'true' and ISO
// dates. Both are read back to the values a save takes. Reasons are French and name no value, so that the dry run's report groups
// them (the refused rows' file shows the values).
import type { PropertyDefinition } from '../metaSchema.js';
import { parisWallClock } from '../parisTime.js';
import { flatKindOf } from '../propertyTypes.js';

export type CellReading = { value: unknown } | { error: string };

/** What separates a list's items in one CSV cell ('news|sport'). */
export const LIST_SEPARATOR = '|';

/** The export's formula rule (server/domains/exports/csv.ts) prefixes such a text with an apostrophe: it is taken off again. */
const NEUTRALISED = /^'[=+\-@\t\r]/;
/** A cell a spreadsheet would run: refused rather than stored for the next export to carry. */
const FORMULA = /^=/;

const FRENCH_DAY = /^(\d{1,2})\/(\d{1,2})\/(\d{4})(?:[ T](\d{1,2}):(\d{2})(?::(\d{2}))?)?$/;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}(?:[T ][\d:.]+(?:Z|[+-]\d{2}:?\d{2})?)?$/;

const YES = new Set(['oui', 'true', 'vrai', '1', 'o', 'yes']);
const NO = new Set(['non', 'false', 'faux', '0', 'n', 'no']);

const pad = (n: string) => n.padStart(2, '0');

/** '1 234,5', '1234.5', '-12,34' as a number; undefined when it is none. */
export function readFrenchNumber(text: string): number | undefined {
  const compact = text.replace(/[\s\u00a0\u202f]/g, '');
  if (!/^[+-]?(\d+([.,]\d+)?|[.,]\d+)([eE][+-]?\d+)?$/.test(compact)) return undefined;
  const n = Number(compact.replace(',', '.'));
  return Number.isFinite(n) ? n : undefined;
}

/** 'JJ/MM/AAAA [HH:mm[:ss]]' in Paris time, an ISO date, or unix seconds: unix seconds, as timestamps are stored. */
export function readDate(text: string): number | undefined {
  const french = FRENCH_DAY.exec(text);
  if (french) {
    const [, d, m, y, h = '0', min = '00', s = '00'] = french;
    const ms = parisWallClock(`${y}-${pad(m)}-${pad(d)}`, `${pad(h)}:${min}:${s}`);
    const check = new Date(Date.UTC(+y, +m - 1, +d));
    if (Number.isNaN(ms) || check.getUTCMonth() !== +m - 1 || +h > 23) return undefined;
    return Math.round(ms / 1000);
  }
  if (ISO_DAY.test(text)) {
    const ms = Date.parse(text.length === 10 ? `${text}T00:00:00Z` : text);
    return Number.isNaN(ms) ? undefined : Math.round(ms / 1000);
  }
  const n = readFrenchNumber(text);
  return n !== undefined && Number.isInteger(n) ? n : undefined;
}

type Readable = Pick<PropertyDefinition, 'type' | 'itemType' | 'values' | 'multiple'>;

function readScalar(text: string, prop: Readable, type: string): CellReading {
  const kind = flatKindOf(type);
  switch (kind) {
    case 'integer':
    case 'number': {
      const n = readFrenchNumber(text);
      if (n === undefined) return { error: "n'est pas un nombre" };
      if (kind === 'integer' && !Number.isInteger(n)) return { error: "n'est pas un nombre entier" };
      return { value: n };
    }
    case 'flag': {
      const word = text.trim().toLowerCase();
      if (YES.has(word)) return { value: true };
      if (NO.has(word)) return { value: false };
      return { error: "n'est ni « Oui » ni « Non »" };
    }
    case 'date': {
      const seconds = readDate(text.trim());
      return seconds === undefined ? { error: "n'est pas une date (JJ/MM/AAAA HH:mm)" } : { value: seconds };
    }
    case 'choice': {
      // The export writes an enumeration's label; a plain file its stored value.
      const byLabel = prop.values?.find((v) => v.label === text && v.value !== undefined);
      return { value: byLabel ? byLabel.value : text };
    }
    case 'json':
      return readJsonCell(text);
    case 'text':
      return { value: text };
  }
}

function readJsonCell(text: string): CellReading {
  const trimmed = text.trim();
  if (!/^[{[]/.test(trimmed)) return { error: 'un objet JSON est attendu' };
  try {
    return { value: JSON.parse(trimmed) };
  } catch {
    return { error: 'JSON mal formé' };
  }
}

/** A cell's text as the value of `prop` (undefined when the cell is empty: the row leaves that property out). */
export function readCell(raw: string, prop: Readable): CellReading {
  if (FORMULA.test(raw)) return { error: 'formule de tableur refusée (commence par « = »)' };
  const text = NEUTRALISED.test(raw) ? raw.slice(1) : raw;
  if (text === '') return { value: undefined };
  if (prop.type === 'list' || prop.multiple) {
    const items: unknown[] = [];
    for (const part of text.split(LIST_SEPARATOR)) {
      const item = readScalar(part.trim(), prop, prop.itemType ?? 'string');
      if ('error' in item) return item;
      items.push(item.value);
    }
    return { value: items };
  }
  return readScalar(text, prop, prop.type);
}
