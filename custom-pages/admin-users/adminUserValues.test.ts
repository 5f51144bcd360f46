import { describe, expect, it } from 'vitest';
import { diffRecord } from '../../model/diff';
import { adminUserToSave } from './adminUserValues';

describe('what the admin-user form saves', () => {
  it('creates with the typed password, the rights that are on and no empty extras', () => {
    const form = {
      login: ' redac@example.com ',
      password: 'secret-42',
      isDeveloper: false,
      superAdmin: false,
      disabled: false,
      rights: { contents: true, products: false },
      siteIds: [],
    };
    expect(adminUserToSave(form)).toEqual({ login: 'redac@example.com', password: 'secret-42', rights: { contents: true } });
  });

  it('changes nothing when the stored record is only shown again (no password typed)', () => {
    const stored = { id: 'u1', _id: 'u1', login: 'redac', rights: { contents: true, admin: false } };
    const form = {
      ...stored,
      password: '',
      isDeveloper: false,
      superAdmin: false,
      disabled: false,
      rights: { contents: true, admin: false, users: false },
      siteIds: [],
    };
    const { id: _id, ...withoutId } = stored;
    // The data provider compares without react-admin's `id`.
    expect(diffRecord(withoutId, adminUserToSave(form, stored))).toEqual({});
  });

  it('sends a new password, a new right and a new site list', () => {
    const stored = { _id: 'u1', login: 'redac', rights: { contents: true }, siteIds: ['demo-prod'] };
    const form = {
      ...stored,
      password: 'nouveau-mot-de-passe',
      rights: { contents: true, users: true },
      siteIds: ['demo-prod', 'demo-dev'],
      disabled: true,
    };
    expect(diffRecord(stored, adminUserToSave(form, stored))).toEqual({
      password: 'nouveau-mot-de-passe',
      rights: { contents: true, users: true },
      siteIds: ['demo-prod', 'demo-dev'],
      disabled: true,
    });
  });

  it('opens every site by emptying the list, and turns flags off', () => {
    const stored = { _id: 'u1', login: 'redac', siteIds: ['demo-prod'], isDeveloper: true };
    const form = { ...stored, siteIds: [], isDeveloper: false };
    expect(diffRecord(stored, adminUserToSave(form, stored))).toEqual({ siteIds: [], isDeveloper: false });
  });
});
