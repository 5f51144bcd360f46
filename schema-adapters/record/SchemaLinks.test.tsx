// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Notification } from 'react-admin';
import type { DataSchema } from '../../model/metaSchema';
import { RELOAD_SCHEMAS_EVENT, type ReloadSchemasDetail } from '../shared/consoleEvents';
import { renderInAdmin } from '../testing/renderInAdmin';
import { SchemaLinks } from './SchemaLinks';

const tags = { _id: 'Tag', label: 'Tags', propertiesList: [] } as unknown as DataSchema;
const developer = { _id: 'd', login: 'dev', isDeveloper: true };

/** The shell's side of the request: the reload it answers with. */
function shellAnswers(reload: () => Promise<void>) {
  const listener = (event: Event) => ((event as CustomEvent<ReloadSchemasDetail>).detail.reload = reload());
  window.addEventListener(RELOAD_SCHEMAS_EVENT, listener);
  return () => window.removeEventListener(RELOAD_SCHEMAS_EVENT, listener);
}

let stopShell = () => {};
afterEach(() => {
  stopShell();
  cleanup();
});

/** Renders the links for a developer, the shell answering with `reload`, and clicks 'Recharger les schémas'. */
async function clickReload(reload: () => Promise<void>) {
  stopShell = shellAnswers(reload);
  renderInAdmin(
    <>
      <SchemaLinks schema={tags} />
      <Notification />
    </>,
    { dataProvider: {}, user: developer },
  );
  fireEvent.click(await screen.findByRole('button', { name: 'Recharger les schémas' }));
}

describe("developers' 'Recharger les schémas' on a record", () => {
  it("says 'Schémas rechargés' once the shell has them", async () => {
    await clickReload(() => Promise.resolve());
    expect(await screen.findByText('Schémas rechargés')).toBeTruthy();
  });

  it('says why when the schemas could not be read', async () => {
    await clickReload(() => Promise.reject(new Error('Le serveur ne répond pas')));
    expect(await screen.findByText('Impossible de recharger les schémas : Le serveur ne répond pas')).toBeTruthy();
  });
});
