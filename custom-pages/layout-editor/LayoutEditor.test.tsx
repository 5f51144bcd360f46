// @vitest-environment jsdom
import { useState } from 'react';
import { act, cleanup, createEvent, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Form, Notification } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { GROUP_COLORS, type Layout } from '../../model/layouts';
import { col, comp, nested, row } from '../../model/layouts/fixtures';
import type { DataSchema, PropertyDefinition } from '../../model/metaSchema';
import { renderInAdmin } from '../../schema-adapters/testing/renderInAdmin';
import { PresenceProvider } from '../../schema-adapters/record/presence/PresenceContext';
import { LayoutEditor } from './LayoutEditor';
import { LayoutEditorInput } from './LayoutEditorInput';
import type { ComponentDefinition } from './types';

const optionsSchema = (props: Partial<PropertyDefinition>[]): DataSchema =>
  ({ _id: 'Opts', label: 'Opts', propertiesGroups: ['Données', 'Affichage'], propertiesList: props }) as DataSchema;

const DEFINITIONS: ComponentDefinition[] = [
  {
    _id: 'textBlock',
    label: 'Bloc de texte',
    frontComponent: 'textBlock',
    optionsSchema: optionsSchema([
      { key: 'html', label: 'Texte', group: 'Données', type: 'string' },
      { key: 'name', label: 'Nom interne', group: 'Affichage', type: 'string' },
    ]),
  },
  {
    _id: 'Separator',
    label: 'Séparateur',
    frontComponent: 'Separator',
    optionsSchema: optionsSchema([
      { key: 'name', label: 'Nom interne', group: 'Affichage', type: 'string' },
      { key: 'height', label: 'Hauteur', group: 'Affichage', type: 'int', min: 1, max: 10 },
    ]),
  },
  { _id: 'Breadcrumb', label: "Fil d'Ariane", frontComponent: 'Breadcrumb' },
  {
    _id: 'gridList',
    label: 'Grille de contenus',
    frontComponent: 'gridList',
    optionsSchema: optionsSchema([
      { key: 'mode', label: "Mode d'affichage", group: 'Affichage', type: 'enum', values: [{ value: 'thumbnail', label: 'Vignette' }] },
    ]),
  },
];

const dataProvider = {
  call: async (path: string) => (path.endsWith('/components') ? { data: DEFINITIONS } : {}),
  getList: async (_resource: string, params: { filter?: Record<string, unknown> }) =>
    params.filter?.mode ? { data: [{ id: 'card', _id: 'card', objectType: 'TextContent', mode: 'card-large' }], total: 1 } : { data: [], total: 0 },
};

let current: Layout = [];
function Harness({ initial }: { initial: Layout }) {
  const [layout, setLayout] = useState(initial);
  current = layout;
  return (
    <>
      <LayoutEditor layout={layout} onChange={setLayout} />
      <Notification />
    </>
  );
}

const START: Layout = [
  row(
    [
      col(8, [comp('textBlock', { label: 'Bloc de texte', options: { name: 'Intro' } }), comp('Separator', { label: 'Séparateur' })]),
      col(4, [comp('gridList', { label: 'Grille de contenus' })]),
    ],
    { uuid: 'r1' },
  ),
  row([col(12)], { uuid: 'r2' }),
];

async function setup(initial: Layout = START) {
  renderInAdmin(<Harness initial={initial} />, { dataProvider });
  await screen.findByText('Composants');
  await waitFor(() => expect(document.querySelector('[data-drag="component:textBlock"]')).toBeTruthy());
}

const at = (path: string) => document.querySelector<HTMLElement>(`[data-path="${path}"]`)!;
const drop = (path: string) => document.querySelector<HTMLElement>(`[data-drop="${path}"]`)!;
const ids = (l: Layout, r: number, c: number) => l[r].cols[c].contents.map((x) => ('_id' in x ? x._id : 'nested'));
const dataTransfer = () => ({
  data: {} as Record<string, string>,
  setData(type: string, v: string) {
    this.data[type] = v;
  },
  getData(type: string) {
    return this.data[type];
  },
  effectAllowed: '',
  dropEffect: '',
});

/** A native drag: start on the source, hover the target, drop on it (the element under the pointer). */
function drag(source: HTMLElement, target: HTMLElement, init: { ctrlKey?: boolean } = {}) {
  const transfer = dataTransfer();
  fireEvent.dragStart(source, { dataTransfer: transfer });
  fireEvent.dragOver(target, { dataTransfer: transfer });
  const highlighted = target.closest('[data-drop]')?.getAttribute('data-drop-over');
  // jsdom has no DragEvent: the modifier is set on the generic event the testing library builds.
  const dropEvent = createEvent.drop(target, { dataTransfer: transfer });
  Object.defineProperty(dropEvent, 'ctrlKey', { value: init.ctrlKey === true });
  fireEvent(target, dropEvent);
  fireEvent.dragEnd(source, { dataTransfer: transfer });
  return highlighted;
}

afterEach(cleanup);

describe('the layout editor (spec 001 §2, §4)', () => {
  it('shows rows, columns and contents with their internal name, "Nom manquant" in red when absent', async () => {
    await setup();
    expect(screen.getByRole('group', { name: 'Ligne 1' })).toBeTruthy();
    expect(within(at('0.0.0')).getByText('Intro')).toBeTruthy();
    const missing = within(at('0.0.1')).getByText('Nom manquant');
    expect(missing.className).toContain('le-name-missing');
    expect(screen.getByText('2 lignes · 3 composants')).toBeTruthy();
  });

  it("says 'empty col (should not happen)' for a row without columns", async () => {
    await setup([row([]), ...START]);
    expect(screen.getByText('empty col (should not happen)')).toBeTruthy();
  });

  it('moves contents and rows and deletes through the model', async () => {
    await setup();
    fireEvent.click(within(at('0.0.1')).getByRole('button', { name: 'Monter' }));
    expect(ids(current, 0, 0)).toEqual(['Separator', 'textBlock']);
    fireEvent.click(within(at('0.0.0')).getByRole('button', { name: 'Supprimer le composant' }));
    expect(ids(current, 0, 0)).toEqual(['textBlock']);
    fireEvent.click(within(screen.getByRole('group', { name: 'Ligne 2' })).getByRole('button', { name: 'Monter la ligne' }));
    expect(current.map((r) => r.uuid)).toEqual(['r2', 'r1']);
  });

  it('keeps the untouched rows as they were (memoised rows stay the same objects)', async () => {
    await setup();
    const before = current;
    fireEvent.click(within(at('0.0.1')).getByRole('button', { name: 'Supprimer le composant' }));
    expect(current[1]).toBe(before[1]);
  });

  it('adds a dragged toolbox component exactly where the highlighted place is', async () => {
    await setup();
    const source = document.querySelector<HTMLElement>('[data-drag="component:Separator"]')!;
    expect(drag(source, drop('slot:0.0.1'))).toBe('true');
    expect(ids(current, 0, 0)).toEqual(['textBlock', 'Separator', 'Separator']);
    expect(current[0].cols[0].contents[1]).toMatchObject({ label: 'Séparateur', uuid: expect.any(String) });
    // The highlight goes with the drop.
    expect(document.querySelector('[data-drop-over]')).toBeNull();
  });

  it('moves an existing content, and copies it with Ctrl held', async () => {
    await setup();
    drag(at('0.0.1'), drop('slot:1.0'));
    expect([ids(current, 0, 0), ids(current, 1, 0)]).toEqual([['textBlock'], ['Separator']]);
    drag(at('0.0.0'), drop('slot:1.0.0'), { ctrlKey: true });
    expect([ids(current, 0, 0), ids(current, 1, 0)]).toEqual([['textBlock'], ['textBlock', 'Separator']]);
  });

  it('refuses a move onto the same column and says why', async () => {
    await setup();
    drag(at('0.0.0'), drop('slot:0.0'));
    expect(await screen.findByText('Opération refusée : le contenu est déjà dans cette colonne')).toBeTruthy();
    expect(ids(current, 0, 0)).toEqual(['textBlock', 'Separator']);
  });

  it('adds rows from the column blocks, by click or by drag between rows', async () => {
    await setup([]);
    expect(screen.getByText(/Mise en page vide/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Ajouter une ligne 4/4/4' }));
    expect(current[0].cols.map((c) => c.size)).toEqual([4, 4, 4]);
    drag(document.querySelector<HTMLElement>('[data-drag="columns:8/4"]')!, drop('row:0'));
    expect(current.map((r) => r.cols.map((c) => c.size))).toEqual([
      [8, 4],
      [4, 4, 4],
    ]);
  });

  it('filters the toolbox by fuzzy search', async () => {
    await setup();
    fireEvent.change(screen.getByLabelText('Rechercher un composant'), { target: { value: 'separatuer' } });
    const list = screen.getByRole('list', { name: 'Composants disponibles' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.getAttribute('data-drag')),
    ).toEqual(['component:Separator']);
  });

  it('greys the dividers a column is too narrow for, and refuses one with its reason', async () => {
    await setup();
    fireEvent.click(within(at('0.1')).getByRole('button', { name: 'Diviser la colonne' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('button', { name: 'Diviser en 6/6' }).getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Diviser en 6/6' }));
    expect(within(dialog).getByRole('alert').textContent).toBe(
      'Opération refusée : la colonne (4/12) est trop étroite pour le diviseur 6/6 (minimum 6/12)',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    fireEvent.click(within(at('1.0')).getByRole('button', { name: 'Diviser la colonne' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Diviser en 3/6/3' }));
    expect(current[1].cols.map((c) => c.size)).toEqual([3, 6, 3]);
  });

  it('applies the row options modal', async () => {
    await setup();
    fireEvent.click(within(screen.getByRole('group', { name: 'Ligne 1' })).getByRole('button', { name: 'Options de la ligne' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByLabelText('Avec séparateur'));
    fireEvent.change(within(dialog).getByLabelText('Classe CSS du conteneur'), { target: { value: 'hero' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Appliquer' }));
    await waitFor(() => expect(current[0].options).toEqual({ withSeparator: true, wrapperClassName: 'hero' }));
  });

  it('groups a range of two contents, coloured by position', async () => {
    await setup();
    fireEvent.click(within(at('0.0')).getByRole('button', { name: 'Grouper des contenus' }));
    fireEvent.click(screen.getByLabelText('Sélectionner Bloc de texte'));
    fireEvent.click(screen.getByLabelText('Sélectionner Séparateur'));
    fireEvent.click(screen.getByRole('button', { name: 'Créer le groupe' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Titre du groupe'), { target: { value: 'Haut' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer le groupe' }));
    await waitFor(() =>
      expect(current[0].cols[0].groups).toEqual([
        { uuid: expect.any(String), title: 'Haut', options: { color: GROUP_COLORS[0] }, selectionRange: [0, 1] },
      ]),
    );
    expect(screen.getByRole('button', { name: 'Groupe : Haut' })).toBeTruthy();
  });

  it("moves a content with 'Déplacer vers…', the refused columns greyed with their reason", async () => {
    await setup();
    fireEvent.click(within(at('0.0.0')).getByRole('button', { name: 'Déplacer vers…' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('le contenu est déjà dans cette colonne', { exact: false })).toBeTruthy();
    fireEvent.click(within(dialog).getByText('Ligne 2 › Colonne 1 (12/12)'));
    await waitFor(() => expect(ids(current, 1, 0)).toEqual(['textBlock']));
  });

  it("moves a content into a new row between two rows with 'Déplacer vers…', as a drop there does", async () => {
    await setup();
    const rows = current.length;
    fireEvent.click(within(at('0.0.0')).getByRole('button', { name: 'Déplacer vers…' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByText('Nouvelle ligne avant la ligne 2'));
    await waitFor(() => expect(current).toHaveLength(rows + 1));
    expect(ids(current, 1, 0)).toEqual(['textBlock']);
  });
});

describe('the component options modal (spec 001 §2)', () => {
  it("sets the internal name; 'Données' is disabled without properties", async () => {
    await setup();
    fireEvent.click(within(at('0.0.1')).getByRole('button', { name: 'Options du composant' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('tab', { name: 'Données' }).hasAttribute('disabled')).toBe(true);
    fireEvent.change(within(dialog).getByLabelText('Nom interne'), { target: { value: 'Filet' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Appliquer' }));
    await waitFor(() => expect(current[0].cols[0].contents[1]).toMatchObject({ options: { name: 'Filet' } }));
    expect(within(at('0.0.1')).getByText('Filet')).toBeTruthy();
  });

  it("opens for a component without option schema, 'Données' disabled, and says when a component is unknown", async () => {
    await setup([row([col(12, [comp('Breadcrumb', { label: "Fil d'Ariane" }), comp('ghost', { label: 'Fantôme' })])])]);
    expect(within(at('0.0.1')).getByText('non défini')).toBeTruthy();
    fireEvent.click(within(at('0.0.0')).getByRole('button', { name: 'Options du composant' }));
    let dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('tab', { name: 'Données' }).hasAttribute('disabled')).toBe(true);
    expect(within(within(dialog).getByRole('tabpanel', { name: 'Affichage' })).getByText('Aucune option dans cet onglet.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.click(within(at('0.0.1')).getByRole('button', { name: 'Options du composant' }));
    dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Composant inconnu pour ce site : ghost. Ses options ne peuvent pas être modifiées ici.')).toBeTruthy();
  });

  it('checks the options with the shared validators before applying', async () => {
    await setup();
    fireEvent.click(within(at('0.0.1')).getByRole('button', { name: 'Options du composant' }));
    const dialog = await screen.findByRole('dialog');
    const height = within(dialog).getByLabelText('Hauteur');
    fireEvent.change(height, { target: { value: '2.5' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Appliquer' }));
    expect(await within(dialog).findByText('Doit être un entier')).toBeTruthy();
    expect(current[0].cols[0].contents[1]).not.toHaveProperty('options');
    fireEvent.blur(height); // the number input rounds an int on blur
    fireEvent.click(within(dialog).getByRole('button', { name: 'Appliquer' }));
    await waitFor(() => expect(current[0].cols[0].contents[1]).toMatchObject({ options: { height: 3 } }));
  });

  it("offers the complex components' modes in a 'mode' enum", async () => {
    await setup();
    fireEvent.click(within(at('0.1.0')).getByRole('button', { name: 'Options du composant' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.mouseDown(within(dialog).getByRole('combobox'));
    expect(await screen.findByRole('option', { name: 'card-large (composant complexe)' })).toBeTruthy();
  });
});

describe('LayoutEditorInput', () => {
  const Value = () => <output data-testid="value">{JSON.stringify(useWatch({ name: 'layout' }) ?? null)}</output>;
  const prop = { key: 'layout', label: 'Mise en page', type: 'layout' } as PropertyDefinition;
  const renderInput = (layout: unknown) =>
    renderInAdmin(
      <Form record={{ id: 'p', layout }}>
        <LayoutEditorInput prop={prop} label={<span>Mise en page</span>} validate={() => undefined} readOnly={false} disabled={false} />
        <Value />
      </Form>,
      { dataProvider },
    );

  it("shows 'Error in layout !' with the reason for an invalid stored layout, instead of crashing", async () => {
    renderInput([{ cols: [{ size: 14, contents: [] }] }]);
    expect((await screen.findByRole('alert')).textContent).toContain('Error in layout ! ligne 1 > colonne 1 : taille invalide (1 à 12)');
    expect(screen.queryByTestId('layout-editor')).toBeNull();
  });

  it('edits the form value', async () => {
    renderInput([row([col(12, [comp('textBlock'), nested(col(6), col(6))])])]);
    await screen.findByTestId('layout-editor');
    await act(async () => fireEvent.click(within(at('0.0.0')).getByRole('button', { name: 'Supprimer le composant' })));
    const stored = JSON.parse(screen.getByTestId('value').textContent!);
    expect(stored[0].cols[0].contents).toEqual([
      {
        cols: [
          { size: 6, contents: [] },
          { size: 6, contents: [] },
        ],
      },
    ]);
  });
});

describe('someone else typing in a component (issue 22 §2)', () => {
  it('marks that component with their name, and no other', async () => {
    const layout: Layout = [row([col(12, [comp('textBlock', { uuid: 'c1' }), comp('Separator', { uuid: 'c2' })])])];
    const viewer = { userId: 'u2', name: 'marie.dupont', initials: 'MD', field: 'layout/c2', fieldIdleMs: 1_000 };
    renderInAdmin(
      <PresenceProvider value={{ viewers: [viewer], receivedAt: Date.now(), typing: () => {} }}>
        <LayoutEditor layout={layout} onChange={() => {}} />
      </PresenceProvider>,
      { dataProvider },
    );
    const mark = await screen.findByText('marie.dupont modifie ce composant');
    expect(mark.closest('[data-path]')?.getAttribute('data-path')).toBe('0.0.1');
    expect(screen.getAllByRole('status')).toHaveLength(1);
  });
});
