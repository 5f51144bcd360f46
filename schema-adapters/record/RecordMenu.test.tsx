// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import MenuItem from '@mui/material/MenuItem';
import { Notification } from 'react-admin';
import type { DataSchema } from '../../model/metaSchema';
import type { SessionUser } from '../../model/rights';
import { ConsoleExtensionsProvider } from '../extensions';
import { RELOAD_SCHEMAS_EVENT, type ReloadSchemasDetail } from '../shared/consoleEvents';
import { renderInAdmin } from '../testing/renderInAdmin';
import type { RecordMenuActionProps } from './menuActions';
import { RECORD_MENU_LABEL, RecordMenu } from './RecordMenu';

const tags = { _id: 'Tag', label: 'Tags', propertiesList: [] } as unknown as DataSchema;
const schemaSchema = { _id: 'schema', label: 'Schémas', propertiesList: [] } as unknown as DataSchema;
const developer = { _id: 'd', login: 'dev', isDeveloper: true };

/** What a custom page adds to the menu ('Copier vers ...' in the console). */
const CopyAction = ({ recordId, closeMenu }: RecordMenuActionProps) => <MenuItem onClick={closeMenu}>Copier vers ... {recordId}</MenuItem>;
const EXTENSIONS = { recordMenuActions: [{ id: 'copy', Component: CopyAction }] };

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

/** `recordId` null: a new record's header. */
function renderMenu(user: SessionUser, schema = tags, recordId: string | null = 't1') {
  renderInAdmin(
    <ConsoleExtensionsProvider value={EXTENSIONS}>
      <RecordMenu schema={schema} recordId={recordId ?? undefined} />
      <Notification />
    </ConsoleExtensionsProvider>,
    { dataProvider: {}, user },
  );
}

/** Opens the menu and answers the names of its items. */
async function openMenu(): Promise<string[]> {
  fireEvent.click(await screen.findByRole('button', { name: RECORD_MENU_LABEL }));
  return within(screen.getByRole('menu'))
    .getAllByRole('menuitem')
    .map((item) => item.textContent ?? '');
}

describe("the record header's menu (spec 000 §2)", () => {
  it("holds 'Copier vers ...', 'Accéder au schéma' and 'Recharger les schémas' for a developer", async () => {
    renderMenu(developer);
    expect(await openMenu()).toEqual(['Copier vers ... t1', 'Accéder au schéma', 'Recharger les schémas']);
    expect(screen.getByRole('menuitem', { name: 'Accéder au schéma' }).getAttribute('href')).toBe('/demo/super-admin/schemas/Tag');
  });

  it("offers no 'Accéder au schéma' on a schema itself, and only the developers' items on a new record", async () => {
    renderMenu(developer, schemaSchema, null);
    expect(await openMenu()).toEqual(['Recharger les schémas']);
  });

  it("holds only 'Copier vers ...' for a super administrator who is no developer", async () => {
    renderMenu({ _id: 's', login: 'chef', superAdmin: true });
    expect(await openMenu()).toEqual(['Copier vers ... t1']);
  });

  it('is not there for staff', async () => {
    renderMenu({ _id: 'e', login: 'redaction', rights: { contents: true } });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('button', { name: RECORD_MENU_LABEL })).toBeNull();
  });
});

describe("developers' 'Recharger les schémas' on a record", () => {
  async function clickReload(reload: () => Promise<void>) {
    stopShell = shellAnswers(reload);
    renderMenu(developer);
    await openMenu();
    fireEvent.click(screen.getByRole('menuitem', { name: 'Recharger les schémas' }));
  }

  it("says 'Schémas rechargés' once the shell has them", async () => {
    await clickReload(() => Promise.resolve());
    expect(await screen.findByText('Schémas rechargés')).toBeTruthy();
  });

  it('says why when the schemas could not be read', async () => {
    await clickReload(() => Promise.reject(new Error('Le serveur ne répond pas')));
    expect(await screen.findByText('Impossible de recharger les schémas : Le serveur ne répond pas')).toBeTruthy();
  });
});
