// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { Notification, usePermissions } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInAdmin } from '../../../schema-adapters/testing/renderInAdmin';
import { DumpSchemasButton } from './DumpSchemasButton';

afterEach(cleanup);

/** Says when the session user is known, so that an absent button is absent for good. */
const SessionProbe = () => (usePermissions().permissions ? <p>session lue</p> : null);

const render = (user: Record<string, unknown>, call = vi.fn()) =>
  renderInAdmin(
    <>
      <SessionProbe />
      <DumpSchemasButton />
      <Notification />
    </>,
    { dataProvider: { call }, user: { _id: 'u', login: 'admin', ...user } },
  );

describe("'Exporter vers le code source'", () => {
  it('asks first, then writes the schemas and says how many', async () => {
    const call = vi.fn(() => Promise.resolve({ written: 94, dir: '/srv/console/catalogue/schemas' }));
    render({ superAdmin: true, env: 'dev' }, call);
    fireEvent.click(await screen.findByText('Exporter vers le code source'));
    expect(await screen.findByText(/Réécrire les fichiers du catalogue/)).toBeTruthy();
    expect(call).not.toHaveBeenCalled();
    fireEvent.click(screen.getByText('Confirmer'));
    expect(await screen.findByText('94 schéma(s) exporté(s) vers /srv/console/catalogue/schemas')).toBeTruthy();
    expect(call).toHaveBeenCalledWith('/api/demo/dumpSchemaToSource', { method: 'POST' });
  });

  it.each([
    ['a super administrator on another environment', { superAdmin: true, env: 'prod' }],
    ['a developer who is not super administrator', { isDeveloper: true, env: 'dev' }],
  ])('is not offered to %s', async (_case, user) => {
    render(user);
    await screen.findByText('session lue');
    expect(screen.queryByText('Exporter vers le code source')).toBeNull();
  });
});
