import { describe, expect, it } from 'vitest';
import type { DataSchema } from '../../model/metaSchema';
import type { AuditLogEntry } from '../../model/audit';
import { apiQueryOf, filtersOf, isoOfLocal, paramsOf, recordLinkOf } from './auditQuery';

describe('audit log filters', () => {
  it('come from the URL and go back to it, blanks left out', () => {
    const { filters, page } = filtersOf(new URLSearchParams('action=create&login=%20admin%20&cls=&page=2&other=x'));
    expect(filters).toEqual({ action: 'create', login: 'admin' });
    expect(page).toBe(2);
    expect(paramsOf(filters, page).toString()).toBe('action=create&login=admin&page=2');
    expect(paramsOf({}, 0).toString()).toBe('');
  });

  it('ask the API for 50 entries a page', () => {
    expect(apiQueryOf({ action: 'update', cls: 'Podcast', recordId: 'p1' }, 2)).toMatchObject({
      action: 'update',
      cls: 'Podcast',
      recordId: 'p1',
      offset: 100,
      limit: 50,
    });
  });

  it('read dates in local time; a day alone ends at its last millisecond for "to"', () => {
    expect(isoOfLocal('2026-03-01T10:30')).toBe(new Date(2026, 2, 1, 10, 30).toISOString());
    expect(isoOfLocal('2026-03-01', true)).toBe(new Date(2026, 2, 1, 23, 59, 59, 999).toISOString());
    expect(isoOfLocal('nonsense')).toBeUndefined();
    expect(isoOfLocal('')).toBeUndefined();
  });
});

describe('the record link of an entry', () => {
  const schemas = [
    { _id: 'Podcast', label: 'Podcasts', section: 'contents', propertiesList: [] },
    { _id: 'Site', label: 'Sites', section: 'superadmin', storedInInstanceDatabase: false, propertiesList: [] },
    { _id: 'schema', label: 'Schémas', section: 'superadmin', storedInInstanceDatabase: false, propertiesList: [] },
    { _id: 'Address', label: 'Adresses', section: 'users', hasAssociatedDBCollection: false, propertiesList: [] },
  ] as unknown as DataSchema[];
  const entry = (fields: Partial<AuditLogEntry>): AuditLogEntry => ({
    _id: '1',
    at: '',
    action: 'create',
    siteId: 'demo-prod',
    cls: 'Podcast',
    recordId: 'p1',
    ...fields,
  });
  const link = (fields: Partial<AuditLogEntry>) => recordLinkOf(entry(fields), schemas, 'demo-dev', ['demo-prod', 'demo-dev']);

  it.each([
    ['a write on a site', {}, '/demo-prod/contents/podcasts/p1'],
    ['an archive', { action: 'archive' }, '/demo-prod/contents/podcasts/p1'],
    ['a global type, on the current site', { siteId: 'global', cls: 'Site', recordId: 'demo-prod' }, '/demo-dev/super-admin/sites/demo-prod'],
    [
      'a schema, on its own screen',
      { siteId: 'global', cls: 'schema', recordId: 'Podcast', action: 'update' },
      '/demo-dev/super-admin/schemas/Podcast',
    ],
    ['an id to encode', { recordId: 'a b' }, '/demo-prod/contents/podcasts/a%20b'],
  ])('%s', (_case, fields, expected) => {
    expect(link(fields)).toBe(expected);
  });

  it.each([
    ['a login', { action: 'login', cls: null, recordId: null }],
    ['a refusal', { action: 'forbidden' }],
    ['an unknown type', { cls: 'Gone' }],
    ['a type without collection', { cls: 'Address' }],
    ['a site the user cannot open', { siteId: 'other-site' }],
  ])('none for %s', (_case, fields) => {
    expect(link(fields)).toBeUndefined();
  });
});
