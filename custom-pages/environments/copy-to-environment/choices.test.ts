import { describe, expect, it } from 'vitest';
import { defaultSite, defaultTarget, missingRecords } from './choices';

describe('copy-to-environment choices', () => {
  it('targets another environment first, this server otherwise', () => {
    expect(
      defaultTarget([
        { name: 'dev', label: 'Ce serveur', self: true },
        { name: 'staging', label: 'staging', self: false },
      ]),
    ).toBe('staging');
    expect(defaultTarget([{ name: 'staging', label: 'Ce serveur', self: true }])).toBe('staging');
    expect(defaultTarget([])).toBeUndefined();
  });

  it('keeps the same site on another server, and never the record’s own site on this one', () => {
    const sites = [
      { _id: 'a', label: 'A' },
      { _id: 'b', label: 'B' },
    ];
    expect(defaultSite(sites, 'b', false)).toBe('b');
    expect(defaultSite(sites, 'a', true)).toBe('b');
    expect(defaultSite([{ _id: 'a', label: 'A' }], 'a', true)).toBeUndefined();
  });

  it('offers the missing referenced records only', () => {
    expect(
      missingRecords([
        { kind: 'record', _cls: 'ComplexComponent', _id: 'x', label: 'X', missing: true },
        { kind: 'record', _cls: 'Page', _id: 'y', label: 'Y', missing: false },
        { kind: 'file', path: '/a.png', label: 'a.png', missing: true },
      ]).map((r) => r._id),
    ).toEqual(['x']);
  });
});
