import { describe, expect, it } from 'vitest';
import { localInputToSeconds, secondsToLocalInput } from './secondsConversion';

describe('timestamp input conversion', () => {
  const seconds = new Date(2024, 2, 31, 23, 5).getTime() / 1000;

  it('shows unix seconds as local date and time', () => {
    expect(secondsToLocalInput(seconds)).toBe('2024-03-31T23:05');
  });

  it('stores the typed local date and time as unix seconds', () => {
    expect(localInputToSeconds('2024-03-31T23:05')).toBe(seconds);
  });

  it('keeps text the input already holds and clears on empty (spec 000 §5)', () => {
    expect(secondsToLocalInput('2024-03-31T23:05')).toBe('2024-03-31T23:05');
    expect(localInputToSeconds('')).toBeNull();
    expect(secondsToLocalInput(null)).toBe('');
  });

  it('shows nothing for a value that is no date', () => {
    expect(secondsToLocalInput({ a: 1 })).toBe('');
    expect(secondsToLocalInput('hier')).toBe('');
    expect(localInputToSeconds('hier')).toBeNull();
  });
});
