import { describe, expect, it } from 'vitest';
import { canSeeJob, canStartJob } from './access.js';
import type { JobKind } from './types.js';

const exportKind: JobKind = { kind: 'export', label: 'Export', right: 'users', run: async () => null };
const internal: JobKind = { kind: 'encoding', label: 'Encodage', run: async () => null };
const job = { siteId: 'demo-prod', startedBy: { id: 'u1', login: 'a@x.fr' } };

describe('job rights', () => {
  it('shows a job to its starter, to super admins, and to holders of its right on its site', () => {
    expect(canSeeJob({ _id: 'u1', login: 'a' }, job, internal)).toBe(true);
    expect(canSeeJob({ _id: 'u2', login: 'b', superAdmin: true }, job, internal)).toBe(true);
    expect(canSeeJob({ _id: 'u3', login: 'c', rights: { users: true } }, job, exportKind)).toBe(true);
    expect(canSeeJob({ _id: 'u3', login: 'c', rights: { users: true }, siteIds: ['demo-dev'] }, job, exportKind)).toBe(false);
    expect(canSeeJob({ _id: 'u3', login: 'c', rights: { contents: true } }, job, exportKind)).toBe(false);
    expect(canSeeJob({ _id: 'u3', login: 'c', rights: { users: true } }, job, internal)).toBe(false);
  });

  it('lets the API start only kinds that declare a right, for holders of it on the site', () => {
    expect(canStartJob({ _id: 'u', login: 'u', superAdmin: true }, 'demo-prod', internal)).toBe(false);
    expect(canStartJob({ _id: 'u', login: 'u', rights: { users: true } }, 'demo-prod', exportKind)).toBe(true);
    expect(canStartJob({ _id: 'u', login: 'u', rights: { users: true }, siteIds: ['x'] }, 'demo-prod', exportKind)).toBe(false);
  });
});
