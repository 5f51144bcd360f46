import { describe, expect, it } from 'vitest';
import { saveOutcome, withoutImpact } from './saveOutcome';

describe('what the console says after saving a schema', () => {
  it('warns when stored records no longer pass the schema', () => {
    expect(saveOutcome({ _id: 'Podcast', _impact: { checked: 12, invalid: 3 } })).toEqual({
      type: 'warning',
      message: 'Schéma enregistré : 3 enregistrement(s) ne respectent plus ce schéma',
    });
  });

  it.each([
    ['every record still passes', { _id: 'Podcast', label: 'Podcasts', _impact: { checked: 12, invalid: 0 } }],
    ['the answer carries no impact', { _id: 'Podcast', label: 'Podcasts' }],
  ])('says it was saved, naming the schema by its label, when %s', (_case, record) => {
    expect(saveOutcome(record)).toEqual({ type: 'success', message: 'Schémas - Podcasts a bien été enregistrée' });
  });

  it('drops the impact from the record kept as the saved version', () => {
    expect(withoutImpact({ _id: 'Podcast', label: 'P', _impact: { checked: 1, invalid: 0 } })).toEqual({ _id: 'Podcast', label: 'P' });
  });
});
