import { describe, expect, it } from 'vitest';
import type { PropertyDefinition } from '../../../model/metaSchema';
import { shownValue } from './ExecutePreview';

const status = { key: 'status', label: 'Statut', type: 'enum', values: [{ value: 'prepub', label: 'Prépub' }] } as PropertyDefinition;
const flag = { key: 'isPremium', label: 'Premium', type: 'bool' } as PropertyDefinition;

describe("Execute's preview values", () => {
  it('shows an enumeration by its label and a flag as Oui / Non, never the stored value', () => {
    expect(shownValue('prepub', status)).toBe('Prépub');
    expect(shownValue(false, flag)).toBe('Non');
    expect(shownValue(true, flag)).toBe('Oui');
    expect(shownValue(12.5, undefined)).toBe('12,5');
    expect(shownValue(undefined, flag)).toBe('(vide)');
  });
});
