// Counters under a rich text (spec 000 §5, 001 §4): characters and words, against an expected count.
import { richTextToPlainText, richTextWords } from '../../../model/validation';

export type CountQuality = 'excellent' | 'ok' | 'bad';

/** Characters as the validator counts them for `max` (tags removed, entities decoded, code points). */
export const characterCount = (html: string): number => [...richTextToPlainText(html)].length;

/** Words: runs of letters or digits (an apostrophe or hyphen inside a word keeps it one word), across blocks. */
export function wordCount(html: string): number {
  const text = richTextWords(html);
  return text.match(/[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu)?.length ?? 0;
}

/** Within 20 % of the expected count: excellent; within 40 %: ok; otherwise bad. No expectation: undefined. */
export function countQuality(count: number, expected: number | undefined): CountQuality | undefined {
  if (typeof expected !== 'number' || !(expected > 0)) return undefined;
  const gap = Math.abs(count - expected) / expected;
  if (gap <= 0.2) return 'excellent';
  if (gap <= 0.4) return 'ok';
  return 'bad';
}

/** The tag a user reads (spec 001 §4's excellent / ok / bad, in French). */
export const QUALITY_LABELS: Record<CountQuality, string> = { excellent: 'excellent', ok: 'correct', bad: 'insuffisant' };
