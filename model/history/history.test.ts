import { describe, expect, it } from 'vitest';
import { copiedFromHeader, parseCopiedFrom, versionActionLabel } from './history';

describe('the source of a copy', () => {
  it('goes through its header and back', () => {
    const source = { env: 'staging', siteId: 'demo-prod' };
    expect(parseCopiedFrom(copiedFromHeader(source))).toEqual(source);
  });

  it.each(['', 'staging', '/demo', 'staging/', 'Staging/demo', 'staging/demo/x', 'staging/../demo', 'staging/démo', `staging/${'s'.repeat(101)}`])(
    'refuses %j',
    (header) => expect(parseCopiedFrom(header)).toBeUndefined(),
  );

  it('is what the history says of a copied version, in French', () => {
    expect(versionActionLabel({ action: 'update', copiedFrom: { env: 'dev', siteId: 'demo' } })).toBe('Copié depuis « dev » (site « demo »)');
    expect(versionActionLabel({ action: 'update' })).toBe('Modification');
    expect(versionActionLabel({ action: 'baseline' })).toBe("État antérieur à l'historique");
  });
});
