import { describe, expect, it } from 'vitest';
import { AUDIT_ACTIONS, actionLabel, changeLines, formatAuditDate, refusalText, valueText } from './auditEntries';

describe('audit log entries as the console reads them', () => {
  it.each([
    ['login', 'Connexion'],
    ['login_failed', 'Échec de connexion'],
    ['login_throttled', 'Connexion bloquée'],
    ['forbidden', 'Accès refusé'],
    ['create', 'Création'],
    ['update', 'Modification'],
    ['archive', 'Archivage'],
    ['restore', 'Restauration'],
    ['something_new', 'something_new'],
  ])('action %s reads "%s"', (action, label) => {
    expect(actionLabel(action)).toBe(label);
  });

  it('names every action the API filters on', () => {
    expect(AUDIT_ACTIONS.map(actionLabel).every((label, i) => label !== AUDIT_ACTIONS[i])).toBe(true);
  });

  it('dates entries DD/MM/YYYY HH:mm:ss in local time', () => {
    const at = new Date(2026, 0, 7, 9, 5, 3).toISOString();
    expect(formatAuditDate(at)).toBe('07/01/2026 09:05:03');
    expect(formatAuditDate('pas une date')).toBe('pas une date');
  });

  it('lists a modification as key: from → to, by key', () => {
    const detail = { changes: { label: { from: 'Ancien', to: 'Nouveau' }, duration: { from: null, to: 42 }, tags: { from: ['a'], to: null } } };
    expect(changeLines(detail)).toEqual([
      { key: 'duration', from: '∅', to: '42' },
      { key: 'label', from: 'Ancien', to: 'Nouveau' },
      { key: 'tags', from: '["a"]', to: '∅' },
    ]);
  });

  it('lists a creation without "from", and a password only as changed', () => {
    expect(changeLines({ changes: { label: { to: 'Épisode 1' }, password: { to: '(modifié)' } } })).toEqual([
      { key: 'label', to: 'Épisode 1' },
      { key: 'password', to: '(modifié)' },
    ]);
  });

  it('has no lines for entries without a diff', () => {
    expect(changeLines(null)).toEqual([]);
    expect(changeLines({ method: 'GET', url: '/api/x', code: 'FORBIDDEN' })).toEqual([]);
  });

  it('shortens long values', () => {
    expect(valueText('x'.repeat(300))).toHaveLength(160);
    expect(valueText({ a: 1 })).toBe('{"a":1}');
  });

  it('reads a refusal', () => {
    expect(refusalText({ method: 'GET', url: '/api/demo/data/Podcast', code: 'FORBIDDEN' })).toBe('GET /api/demo/data/Podcast (FORBIDDEN)');
    expect(refusalText(null)).toBeUndefined();
  });
});
