// timestamp: unix seconds. Forms may give a Date or ISO text; both become seconds.
import type { PropertyValidator } from '../types.js';
import { fail, ok } from '../util.js';

// 9999-12-31T23:59:59Z: beyond it the value is most likely milliseconds by mistake.
const MAX_SECONDS = 253402300799;

const fromMillis = (ms: number): number | undefined => (Number.isNaN(ms) ? undefined : Math.round(ms / 1000));

function toSeconds(value: unknown): unknown {
  if (value instanceof Date) return fromMillis(value.getTime()) ?? value;
  if (typeof value === 'number') return Number.isFinite(value) ? Math.round(value) : value;
  if (typeof value !== 'string') return value;
  const text = value.trim();
  if (text === '') return null;
  if (/^-?\d+(\.\d+)?$/.test(text)) return Math.round(Number(text));
  if (/^\d{4}-\d{2}-\d{2}/.test(text)) return fromMillis(Date.parse(text)) ?? value;
  return value;
}

export const timestampValidator: PropertyValidator = {
  normalize: toSeconds,
  check: (value) => (typeof value === 'number' && Number.isInteger(value) && Math.abs(value) <= MAX_SECONDS ? ok(value) : fail('Date invalide')),
};
