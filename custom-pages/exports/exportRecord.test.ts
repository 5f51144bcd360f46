import { describe, expect, it } from 'vitest';
import { downloadUrl, formatLabel, periodText } from './exportRecord';

describe('Export record view', () => {
  it('says the concerned period, the format and where to download', () => {
    expect(periodText({ id: 'x' })).toBe('Toute la période');
    const min = new Date(2026, 0, 2, 9, 30).getTime() / 1000;
    expect(periodText({ id: 'x', params: { filter: { createTs: { min } } } })).toBe('Depuis le 02/01/2026 09:30');
    expect(periodText({ id: 'x', params: { filter: { createTs: { min, max: min + 86400 } } } })).toBe('Du 02/01/2026 09:30 au 03/01/2026 09:30');
    expect(formatLabel(undefined)).toBe('CSV');
    expect(downloadUrl('demo-prod', 'a b')).toBe('/api/demo-prod/exports/a%20b/download');
  });
});
