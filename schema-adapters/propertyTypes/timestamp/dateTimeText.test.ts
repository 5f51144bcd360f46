import { describe, expect, it } from 'vitest';
import { dateTimeTextOf, parseDateTimeText } from './dateTimeText';
import { QUICK_DATES } from './quickDates';

const at = (...parts: [number, number, number, number?, number?]) => {
  const [y, m, d, h = 0, min = 0] = parts;
  return new Date(y, m - 1, d, h, min).getTime() / 1000;
};

describe('typed dates (spec 000 §5: DD/MM/YYYY, optional HH:mm)', () => {
  it('read French dates with or without time', () => {
    expect(parseDateTimeText('25/12/2026 18:30')).toEqual({ kind: 'date', seconds: at(2026, 12, 25, 18, 30) });
    expect(parseDateTimeText('25/12/2026')).toEqual({ kind: 'date', seconds: at(2026, 12, 25) });
    expect(parseDateTimeText(' 5/1/26 9h07 ')).toEqual({ kind: 'date', seconds: at(2026, 1, 5, 9, 7) });
    expect(parseDateTimeText('25-12-2026 18h')).toEqual({ kind: 'date', seconds: at(2026, 12, 25, 18) });
    expect(parseDateTimeText('25.12.2026 à 18:30')).toEqual({ kind: 'date', seconds: at(2026, 12, 25, 18, 30) });
    expect(parseDateTimeText('251220261830')).toEqual({ kind: 'date', seconds: at(2026, 12, 25, 18, 30) });
    expect(parseDateTimeText('2026-12-25T18:30')).toEqual({ kind: 'date', seconds: at(2026, 12, 25, 18, 30) });
  });

  it("say 'invalid' for what is no date, and empty for nothing", () => {
    for (const text of ['31/02/2026', '25/13/2026', '25/12/2026 25:00', '12/25/2026', 'demain', '25/12']) {
      expect(parseDateTimeText(text), text).toEqual({ kind: 'invalid' });
    }
    expect(parseDateTimeText('  ')).toEqual({ kind: 'empty' });
  });

  it('show seconds as DD/MM/YYYY HH:mm', () => {
    expect(dateTimeTextOf(at(2026, 12, 25, 18, 30))).toBe('25/12/2026 18:30');
    expect(dateTimeTextOf(null)).toBe('');
  });
});

describe('quick dates (spec 000 §5: now, +1h, today, tomorrow, none)', () => {
  it('are computed from the current time', () => {
    const now = new Date(2026, 11, 25, 18, 30, 15);
    const values = Object.fromEntries(QUICK_DATES.map((q) => [q.label, q.value(now)]));
    expect(values).toEqual({
      Maintenant: at(2026, 12, 25, 18, 30) + 15,
      '+1 h': at(2026, 12, 25, 19, 30) + 15,
      "Aujourd'hui": at(2026, 12, 25),
      Demain: at(2026, 12, 26),
      Aucune: null,
    });
    expect(QUICK_DATES.find((q) => q.label === 'Demain')!.value(new Date(2026, 11, 31, 10))).toBe(at(2027, 1, 1));
  });
});
