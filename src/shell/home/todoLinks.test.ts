import { describe, expect, it } from 'vitest';
import { pulseFigures } from '../../../model/home';
import type { DataSchema } from '../../../model/metaSchema';
import { timeAgo } from './timeAgo';
import { todoLink } from './todoLinks';

const schemas: Record<string, Partial<DataSchema>> = {
  Question: { _id: 'Question', section: 'contents' },
  Purchase: { _id: 'Purchase', section: 'payments' },
  AccountingExportItem: { _id: 'AccountingExportItem', section: 'payments' },
};
const schema = (id: string) => schemas[id] as DataSchema | undefined;

describe('todoLink', () => {
  it('links each item to the screen that lists its records, in French', () => {
    expect(todoLink('questions', 2, '/demo', schema)).toEqual({
      text: '2 questions à modérer',
      path: `/demo/contents/questions/collection?filter=${encodeURIComponent('{"status":"pending"}')}`,
    });
    expect(todoLink('renewals', 1, '/demo', schema)).toEqual({
      text: '1 renouvellement refusé faute de moyen de paiement',
      path: '/demo/payments/purchases/renew-error-no-pm/collection',
    });
    expect(todoLink('lapsed', 3, '/demo', schema).path).toBe('/demo/payments/purchases/lapsed/collection');
    expect(todoLink('payouts', 1, '/demo', schema).path).toBe('/demo/payments/accounting-export-items/accounting-export');
    expect(todoLink('encodes', 4, '/demo', schema)).toEqual({ text: '4 encodages en erreur', path: '/demo/video-encoding/error' });
    expect(todoLink('jobs', 1, '/demo', schema).path).toBe('/demo/super-admin/jobs?etat=failed');
  });

  it('gives no link when the site does not offer the list', () => {
    expect(todoLink('comments', 1, '/demo', schema)).toEqual({ text: '1 commentaire à modérer', path: undefined });
  });
});

describe('pulseFigures and timeAgo', () => {
  it('sums today, this week and the week before', () => {
    const days = Array.from({ length: 14 }, (_, i) => ({ day: `2026-01-${String(i + 1).padStart(2, '0')}`, value: i + 1 }));
    expect(pulseFigures({ days })).toEqual({ today: 14, sameDayLastWeek: 7, week: 8 + 9 + 10 + 11 + 12 + 13 + 14, lastWeek: 28 });
  });

  it('says how long ago in French', () => {
    const now = Date.parse('2026-03-10T12:00:00Z');
    expect(timeAgo('2026-03-10T11:59:30Z', now)).toBe("à l'instant");
    expect(timeAgo('2026-03-10T11:55:00Z', now)).toBe('il y a 5 minutes');
    expect(timeAgo('2026-03-09T12:00:00Z', now)).toBe('hier');
    expect(timeAgo('2026-02-01T12:00:00Z', now)).toBe('le 1 février 2026');
  });
});
