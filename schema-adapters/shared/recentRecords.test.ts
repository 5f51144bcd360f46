// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { recentRecords, rememberRecord } from './recentRecords';

const record = (id: string) => ({ type: 'TextContent', typeLabel: 'Contenus texte', id, label: `Contenu ${id}` });

beforeEach(() => localStorage.clear());

describe('the records last opened', () => {
  it('are kept newest first, once each, at most 8', () => {
    for (const id of ['a', 'b', 'c', 'a']) rememberRecord('u1', 'site', record(id));
    expect(recentRecords('u1', 'site').map((r) => r.id)).toEqual(['a', 'c', 'b']);
    for (let i = 0; i < 10; i++) rememberRecord('u1', 'site', record(`n${i}`));
    expect(recentRecords('u1', 'site')).toHaveLength(8);
    expect(recentRecords('u1', 'site')[0].id).toBe('n9');
  });

  it('are per user and per site', () => {
    rememberRecord('u1', 'site', record('a'));
    expect(recentRecords('u2', 'site')).toEqual([]);
    expect(recentRecords('u1', 'autre')).toEqual([]);
  });

  it('read nothing from damaged storage', () => {
    localStorage.setItem('console-site.u1.recentRecords', '{pas du json');
    expect(recentRecords('u1', 'site')).toEqual([]);
  });
});
