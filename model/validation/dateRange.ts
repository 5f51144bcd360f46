// Date ranges (spec 000 §5, 001 §5): when a schema (or an object) holds a pair such as startTs / endTs or
// beginTs / endTs, the start cannot exceed the end and the end cannot precede the start.
import type { PropertyDefinition } from '../metaSchema.js';

export const START_AFTER_END = 'La date de début ne peut pas être postérieure à la date de fin';
export const END_BEFORE_START = 'La date de fin ne peut pas être antérieure à la date de début';

export interface RangePartner {
  /** The role of the property itself. */
  role: 'start' | 'end';
  /** The key of the other end of the range, beside the property. */
  partnerKey: string;
}

// A word of the key: at its start in lower case (startTs), or capitalised after a lower-case letter or a
// digit (subscriptionEndTs), or after '_' (current_period_end). 'sendTs' holds no 'end' word.
const WORD = (words: string) =>
  new RegExp(`(^|_)(${words})(?=[A-Z_0-9]|$)|(?<=[a-z0-9])(${words.replace(/\b\w/g, (c) => c.toUpperCase())})(?=[A-Z_0-9]|$)`);
const START_WORD = WORD('start|begin');
const END_WORD = WORD('end');

const capitalised = (word: string, like: string) => (like[0] === like[0].toUpperCase() ? word[0].toUpperCase() + word.slice(1) : word);

function replaceWord(key: string, pattern: RegExp, by: string): string | undefined {
  const match = pattern.exec(key);
  if (!match) return undefined;
  const word = match[2] ?? match[3];
  const at = match.index + (match[1] ?? '').length;
  return key.slice(0, at) + capitalised(by, word) + key.slice(at + word.length);
}

/** The other end of the range `key` belongs to, among timestamp siblings; undefined when it is no range. */
export function rangePartnerOf(key: string, siblings: readonly PropertyDefinition[]): RangePartner | undefined {
  const isTimestamp = (k: string | undefined) => k !== undefined && k !== key && siblings.some((p) => p.key === k && p.type === 'timestamp');
  const end = replaceWord(key, START_WORD, 'end');
  if (isTimestamp(end)) return { role: 'start', partnerKey: end! };
  for (const start of ['start', 'begin']) {
    const partner = replaceWord(key, END_WORD, start);
    if (isTimestamp(partner)) return { role: 'end', partnerKey: partner! };
  }
  return undefined;
}

/** The range message of a value (seconds) against its partner's, if they break the rule. */
export function rangeError(role: RangePartner['role'], value: number | undefined, partner: number | undefined): string | undefined {
  if (value === undefined || partner === undefined) return undefined;
  if (role === 'start' && value > partner) return START_AFTER_END;
  if (role === 'end' && value < partner) return END_BEFORE_START;
  return undefined;
}
