import { describe, expect, it } from 'vitest';
import { replacedOriginalId, replacedVersionId } from './replacedVersions';

describe('replaced versions', () => {
  it('names the copy after its record and time, and reads the record back from it', () => {
    const copy = replacedVersionId('header', new Date('2026-11-26T20:01:02.345Z'));
    expect(copy).toBe('header.remplace-20261126200102345');
    expect(replacedOriginalId(copy)).toBe('header');
    expect(replacedOriginalId('header')).toBeUndefined();
    expect(replacedOriginalId('page.remplace-2026')).toBeUndefined();
  });
});
