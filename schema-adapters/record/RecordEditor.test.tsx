// @vitest-environment jsdom
// The full record editor (spec 000 §4-§6, 001 §2, §4, §7): hidden properties and the preview, save diffs, history,
// JSON mode, duplicate, clipboard, and that typing re-renders only the field typed into.
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HttpError, Notification, useLocation } from 'react-admin';
import type { DataSchema } from '../../model/metaSchema';
import { diffRecord } from '../../model/diff';
import type { SessionUser } from '../../model/rights';
import { propertyTypes, type PropertyInputProps } from '../propertyTypes';
import { renderInAdmin } from '../testing/renderInAdmin';
import { RECORD_WRITTEN_EVENT } from '../shared/consoleEvents';
import { SchemaRecordPage } from './SchemaRecordPage';

// Whole screens in jsdom, with the history's real 500 ms debounce: slow on a busy machine (as in vitest.config.ts).

const article: DataSchema = {
  _id: 'Article',
  label: 'Articles',
  singular: 'Article',
  section: 'contents',
  propertiesList: [
    { key: 'label', label: 'Titre', type: 'string', required: true },
    { key: 'isLong', label: 'Format long', type: 'bool' },
    { key: 'detail', label: 'Détail', type: 'string', condition: { key: 'isLong', equals: true } },
    { key: 'code', label: 'Code', type: 'string', createOnly: true },
    { key: 'views', label: 'Vues', type: 'int', readOnly: true },
    { key: 'rank', label: 'Rang', type: 'int', readOnly: true },
    { key: 'slug', label: 'Slug', type: 'string', notDuplicable: true },
    { key: 'secret', label: 'Secret', type: 'string', excludedFromMongooseSchema: true },
    { key: 'internal', label: 'Interne', type: 'string', notDisplayableInAdmin: true },
    { key: 'promo', label: 'Promo', type: 'string', condition: { visitorType: ['not_premium'] } },
    { key: 'mobile', label: 'Mobile', type: 'string', condition: { deviceType: ['phone'] } },
    { key: 'score', label: 'Note', type: 'float' },
  ],
};

const stored = {
  id: 'a1',
  _id: 'a1',
  _cls: 'Article',
  createdAt: '2024-01-05T08:07:00.000Z',
  updatedAt: '2024-01-06T08:07:00.000Z',
  label: 'Premier',
  isLong: true,
  detail: 'Un long texte',
  code: 'C1',
  views: 12,
  slug: 'premier',
};

type Provider = Record<string, unknown>;
const getOne = () => Promise.resolve({ data: stored });
const answering = (previous: Record<string, unknown>) =>
  vi.fn((_resource: string, { data }: { data: Record<string, unknown> }) =>
    Promise.resolve({ data: { ...previous, ...data, updatedAt: new Date().toISOString() } }),
  );

function setup(provider: Provider, { user, page }: { user?: SessionUser; page?: React.ReactElement } = {}) {
  const location = { pathname: '' };
  renderInAdmin(
    <>
      {page ?? <SchemaRecordPage schema={article} id="a1" />}
      <Notification />
    </>,
    { dataProvider: { getOne, ...provider }, schemas: [article], user, onLocation: (pathname) => (location.pathname = pathname) },
  );
  return location;
}

const input = (label: string) => screen.getByLabelText(label, { exact: false }) as HTMLInputElement;
const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;
const type = (label: string, value: string) => fireEvent.change(input(label), { target: { value } });
/** The count a button's badge shows ('' when hidden). */
const badge = (name: string) => {
  const element = button(name).closest('.MuiBadge-root')?.querySelector('.MuiBadge-badge');
  return element && !element.classList.contains('MuiBadge-invisible') ? element.textContent : '';
};
/** The record's form, whole: its first inputs come with the heading, the others in the renders after (PropertyInputs). */
const opened = async (title = 'Premier') => {
  const heading = await screen.findByRole('heading', { name: title });
  // A deferred render yields to the browser every few milliseconds: wait until the inputs' count settles.
  const inputs = () => document.querySelectorAll('input, textarea').length;
  for (let count = -1; count !== inputs();) {
    count = inputs();
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
  }
  return heading;
};
/** Past the history debounce (500 ms). */
const batchClosed = () => act(() => new Promise((resolve) => setTimeout(resolve, 600)));

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
});

describe('hidden properties (spec 000 §5)', () => {
  it('follows the record live, keeps createOnly read-only once created, and never submits a hidden value', async () => {
    const update = answering(stored);
    setup({ update });
    await opened();
    expect(input('Détail').value).toBe('Un long texte');
    expect(input('Code').readOnly).toBe(true);
    expect(input('Vues').value).toBe('12');
    // Read-only without a value, developer-only: not shown.
    expect(screen.queryByLabelText('Rang', { exact: false })).toBeNull();
    expect(screen.queryByLabelText('Secret', { exact: false })).toBeNull();
    expect(screen.queryByLabelText('Interne', { exact: false })).toBeNull();

    fireEvent.click(input('Format long'));
    await waitFor(() => expect(screen.queryByLabelText('Détail', { exact: false })).toBeNull());
    fireEvent.click(input('Format long'));
    expect(await screen.findByLabelText('Détail', { exact: false })).toBeTruthy();
    type('Détail', 'Changé puis caché');
    fireEvent.click(input('Format long'));
    await waitFor(() => expect(screen.queryByLabelText('Détail', { exact: false })).toBeNull());

    type('Titre', 'Premier (corrigé)');
    fireEvent.click(button('Enregistrer'));
    await screen.findByText('Articles - Premier (corrigé) a bien été enregistrée');
    const { data, previousData } = update.mock.calls[0][1] as unknown as { data: Record<string, unknown>; previousData: Record<string, unknown> };
    // What the data provider sends: the diff against the last saved version; the hidden detail keeps its value.
    expect(diffRecord(previousData, data)).toEqual({ label: 'Premier (corrigé)', isLong: false });
  });

  it('shows developers the properties outside the stored schema and the property keys, never those not displayable in admin', async () => {
    setup({}, { user: { _id: 'u1', login: 'dev', isDeveloper: true } });
    await opened();
    expect(input('Secret')).toBeTruthy();
    expect(screen.queryByLabelText('Interne', { exact: false })).toBeNull();
    expect(screen.getAllByText('label').length).toBeGreaterThan(0);
  });

  it("previews visitors and devices: the selectors appear for such conditions, and hide what they don't reach", async () => {
    setup({});
    await opened();
    expect(input('Promo')).toBeTruthy();
    expect(input('Mobile')).toBeTruthy();

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Visiteur' }));
    fireEvent.click(within(await screen.findByRole('listbox')).getByText('Abonné'));
    await waitFor(() => expect(screen.queryByLabelText('Promo', { exact: false })).toBeNull());
    expect(input('Mobile')).toBeTruthy();

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Appareil' }));
    fireEvent.click(within(await screen.findByRole('listbox')).getByText('Ordinateur'));
    await waitFor(() => expect(screen.queryByLabelText('Mobile', { exact: false })).toBeNull());
  });

  it('offers no preview when no property has a visitor or device condition', async () => {
    const plain = {
      ...article,
      propertiesList: article.propertiesList.filter((prop) => !prop.condition?.visitorType && !prop.condition?.deviceType),
    };
    setup({}, { page: <SchemaRecordPage schema={plain} id="a1" /> });
    await opened();
    expect(screen.queryByRole('combobox', { name: 'Visiteur' })).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Appareil' })).toBeNull();
  });
});

describe('saving (spec 001 §4)', () => {
  it('sends each save as the diff against the version the previous save answered', async () => {
    const answers: Record<string, unknown>[] = [];
    const update = vi.fn((_resource: string, { data }: { data: Record<string, unknown> }) => {
      const answer = { ...data, updatedAt: `2024-02-0${answers.length + 1}T00:00:00.000Z` };
      answers.push(answer);
      return Promise.resolve({ data: answer });
    });
    setup({ update });
    await opened();
    expect(button('Enregistrer').disabled).toBe(true);

    type('Titre', 'Deuxième');
    fireEvent.click(button('Enregistrer'));
    await waitFor(() => expect(update).toHaveBeenCalledTimes(1));
    expect(button('Enregistrer').disabled).toBe(true);
    // The form holds the saved version.
    await screen.findByRole('heading', { name: 'Deuxième' });

    type('Slug', 'deuxieme');
    fireEvent.click(button('Enregistrer'));
    await waitFor(() => expect(update).toHaveBeenCalledTimes(2));
    const second = update.mock.calls[1][1] as unknown as { data: Record<string, unknown>; previousData: Record<string, unknown> };
    expect(second.previousData).toMatchObject({ label: 'Deuxième', updatedAt: '2024-02-01T00:00:00.000Z' });
    expect(diffRecord(second.previousData, second.data)).toEqual({ slug: 'deuxieme' });
    // Both saves are history entries; the initial version is the loaded one.
    await waitFor(() => expect(badge('Annuler')).toBe('2'));
    expect(button('Restaurer la version initiale').disabled).toBe(false);
  });

  it("takes a save's answer whole after a merge of someone else's save (the merge keeps the values of one reset only)", async () => {
    const theirs = { ...stored, score: 4.5, updatedAt: '2024-01-07T08:07:00.000Z' };
    const reads = vi.fn().mockResolvedValueOnce({ data: stored }).mockResolvedValue({ data: theirs });
    // The server trims the title it is sent.
    const update = vi.fn((_resource: string, { data }: { data: Record<string, unknown> }) =>
      Promise.resolve({ data: { ...theirs, ...data, label: String(data.label).trim(), updatedAt: '2024-01-08T08:07:00.000Z' } }),
    );
    setup({ getOne: reads, update });
    await opened();
    act(() => {
      window.dispatchEvent(
        new CustomEvent(RECORD_WRITTEN_EVENT, { detail: { siteId: 'demo', type: 'Article', id: 'a1', action: 'update', by: { name: 'Alice' } } }),
      );
    });
    await waitFor(() => expect(input('Note').value).toBe('4.5'));

    type('Titre', '  Deuxième  ');
    fireEvent.click(button('Enregistrer'));
    await waitFor(() => expect(update).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(input('Titre').value).toBe('Deuxième'));
    await waitFor(() => expect(button('Enregistrer').disabled).toBe(true));
  });

  it('disables Save while saving', async () => {
    let finish: (value: unknown) => void = () => undefined;
    const update = vi.fn(() => new Promise((resolve) => (finish = resolve)));
    setup({ update });
    await opened();
    type('Titre', 'En cours');
    fireEvent.click(button('Enregistrer'));
    await waitFor(() => expect(update).toHaveBeenCalled());
    expect(button('Enregistrer').disabled).toBe(true);
    await act(async () => finish({ data: { ...stored, label: 'En cours' } }));
  });

  it("keeps the form as it was when the save fails, with the server's message", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined); // react-admin logs failed calls
    const update = () => Promise.reject(new HttpError('Enregistrement refusé', 500, {}));
    setup({ update });
    await opened();
    type('Titre', 'Mon titre');
    fireEvent.click(button('Enregistrer'));
    expect(await screen.findByText('Enregistrement refusé')).toBeTruthy();
    expect(input('Titre').value).toBe('Mon titre');
    expect(button('Enregistrer').disabled).toBe(false);
  });
});

describe('undo and redo (spec 001 §4)', () => {
  it('makes one entry per batch of edits, with counts on the buttons', async () => {
    setup({});
    await opened();
    expect([badge('Annuler'), badge('Rétablir')]).toEqual(['', '']);
    expect(button('Annuler').disabled).toBe(true);
    expect(button('Restaurer la version initiale').disabled).toBe(true);

    type('Titre', 'Premier a');
    type('Titre', 'Premier ab');
    expect(badge('Annuler')).toBe('1');
    await batchClosed();
    type('Slug', 'autre');
    await batchClosed();
    expect(badge('Annuler')).toBe('2');

    fireEvent.click(button('Annuler'));
    expect(input('Slug').value).toBe('premier');
    expect([badge('Annuler'), badge('Rétablir')]).toEqual(['1', '1']);
    fireEvent.click(button('Annuler'));
    expect(input('Titre').value).toBe('Premier');
    expect([badge('Annuler'), badge('Rétablir')]).toEqual(['', '2']);
    expect(button('Enregistrer').disabled).toBe(true);
    expect(button('Restaurer la version initiale').disabled).toBe(true);

    fireEvent.click(button('Rétablir'));
    expect(input('Titre').value).toBe('Premier ab');
    expect([badge('Annuler'), badge('Rétablir')]).toEqual(['1', '1']);
    expect(button('Enregistrer').disabled).toBe(false);
  });

  it('answers Ctrl+Z, Ctrl+Shift+Z and Ctrl+Y outside text fields, which keep their own undo', async () => {
    setup({});
    await opened();
    type('Titre', 'Modifié');
    await batchClosed();

    fireEvent.keyDown(input('Titre'), { key: 'z', ctrlKey: true });
    expect(input('Titre').value).toBe('Modifié');

    fireEvent.keyDown(document.body, { key: 'z', ctrlKey: true });
    expect(input('Titre').value).toBe('Premier');
    fireEvent.keyDown(document.body, { key: 'Z', ctrlKey: true, shiftKey: true });
    expect(input('Titre').value).toBe('Modifié');
    fireEvent.keyDown(button('Enregistrer'), { key: 'z', ctrlKey: true });
    expect(input('Titre').value).toBe('Premier');
    fireEvent.keyDown(document.body, { key: 'y', ctrlKey: true });
    expect(input('Titre').value).toBe('Modifié');
  });

  it('restores the initial version, as an entry that can be undone', async () => {
    setup({});
    await opened();
    type('Titre', 'Autre');
    type('Slug', 'autre');
    await waitFor(() => expect(button('Restaurer la version initiale').disabled).toBe(false));
    fireEvent.click(button('Restaurer la version initiale'));
    expect([input('Titre').value, input('Slug').value]).toEqual(['Premier', 'premier']);
    expect(button('Restaurer la version initiale').disabled).toBe(true);
    expect(button('Enregistrer').disabled).toBe(true);
    fireEvent.click(button('Annuler'));
    expect(input('Titre').value).toBe('Autre');
  });
});

describe('JSON mode (spec 001 §2, §7)', () => {
  const jsonArea = () => screen.getByLabelText("JSON de l'enregistrement") as HTMLTextAreaElement;

  it('shows the record as JSON and applies a valid change to the form', async () => {
    setup({});
    await opened();
    fireEvent.click(button('JSON'));
    const json = JSON.parse(jsonArea().value) as Record<string, unknown>;
    expect(json).toMatchObject({ _id: 'a1', label: 'Premier', code: 'C1' });
    expect(json).not.toHaveProperty('id');
    expect(jsonArea().value).toContain('\n  "label": "Premier"');

    fireEvent.change(jsonArea(), { target: { value: JSON.stringify({ ...json, label: 'Depuis le JSON' }) } });
    fireEvent.click(button('Appliquer'));
    expect(await screen.findByText('JSON appliqué au formulaire')).toBeTruthy();
    expect(JSON.parse(jsonArea().value)).toMatchObject({ label: 'Depuis le JSON' });
    fireEvent.click(button('JSON'));
    expect(input('Titre').value).toBe('Depuis le JSON');
    expect(badge('Annuler')).toBe('1');
    expect(button('Enregistrer').disabled).toBe(false);
  });

  it('refuses invalid JSON and invalid values in French, applying nothing', async () => {
    setup({});
    await opened();
    fireEvent.click(button('JSON'));
    const json = JSON.parse(jsonArea().value) as Record<string, unknown>;

    fireEvent.change(jsonArea(), { target: { value: '{"label": ' } });
    fireEvent.click(button('Appliquer'));
    expect((await screen.findByRole('alert')).textContent).toMatch(/^JSON invalide : /);

    fireEvent.change(jsonArea(), { target: { value: JSON.stringify({ ...json, label: '', code: 'C2' }) } });
    fireEvent.click(button('Appliquer'));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('Titre : Ce champ est requis'));
    expect(screen.getByRole('alert').textContent).toContain('Code : Modifiable seulement à la création');

    fireEvent.click(button('JSON'));
    expect(input('Titre').value).toBe('Premier');
    expect(button('Annuler').disabled).toBe(true);
  });
});

/** The edit screen, and the creation screen once a duplicate opens it. */
const Screens = () => {
  const { pathname } = useLocation();
  return pathname.endsWith('/new') ? <SchemaRecordPage key="new" schema={article} /> : <SchemaRecordPage key="a1" schema={article} id="a1" />;
};

describe('duplicate (spec 001 §2)', () => {
  it('opens a new record holding the copy: no id, no dates, no notDuplicable property', async () => {
    const create = vi.fn((_resource: string, { data }: { data: Record<string, unknown> }) =>
      Promise.resolve({ data: { ...data, id: 'a2', _id: 'a2' } }),
    );
    const location = setup({ create }, { page: <Screens /> });
    await opened();
    fireEvent.click(button('Dupliquer'));
    await waitFor(() => expect(location.pathname).toBe('/demo/contents/articles/new'));
    expect(await opened("Création d'article")).toBeTruthy();
    expect(input('Titre').value).toBe('Premier');
    expect(input('Code').value).toBe('C1');
    expect(input('Code').readOnly).toBe(false);
    expect(input('Slug').value).toBe('');
    // Nothing edited yet: undo has nothing, and the copy is the initial version.
    expect(button('Restaurer la version initiale').disabled).toBe(true);

    fireEvent.click(button('Enregistrer'));
    await waitFor(() => expect(create).toHaveBeenCalled());
    const data = create.mock.calls[0][1].data;
    expect(data).toMatchObject({ label: 'Premier', code: 'C1', isLong: true, detail: 'Un long texte' });
    for (const key of ['id', '_id', 'createdAt', 'updatedAt', 'views']) expect(data).not.toHaveProperty(key);
    expect(data.slug ?? '').toBe(''); // the input's blank, not the original's slug
  });

  it('asks first when there are unsaved changes', async () => {
    const location = setup({}, { page: <Screens /> });
    await opened();
    type('Titre', 'Non enregistré');
    await waitFor(() => expect(button('Enregistrer').disabled).toBe(false));
    const asked = async () =>
      within(await screen.findByRole('dialog', { name: 'Êtes-vous sûr de vouloir quitter sans enregistrer vos modifications ?' }));
    fireEvent.click(button('Dupliquer'));
    fireEvent.click((await asked()).getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(location.pathname).toBe('/demo/');

    fireEvent.click(button('Dupliquer'));
    fireEvent.click((await asked()).getByRole('button', { name: 'Quitter' }));
    await waitFor(() => expect(location.pathname).toBe('/demo/contents/articles/new'));
    await waitFor(() => expect(input('Titre').value).toBe('Non enregistré'));
  });
});

describe('clipboard (spec 001 §7)', () => {
  const clipboard = (readText: () => Promise<string>) => {
    const writeText = vi.fn((_text: string) => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText, readText }, configurable: true });
    return writeText;
  };

  it('copies the record as JSON with its class marker', async () => {
    const writeText = clipboard(() => Promise.resolve(''));
    setup({});
    await opened();
    type('Titre', 'Non enregistré');
    fireEvent.click(button('Copier'));
    expect(await screen.findByText('Copié dans le presse-papiers')).toBeTruthy();
    const text = writeText.mock.calls[0][0];
    expect(text.startsWith('{\n  "_cls": "Article"')).toBe(true);
    expect(JSON.parse(text)).toMatchObject({ _cls: 'Article', _id: 'a1', label: 'Non enregistré' });
  });

  it('pastes an object of the same class into the form, not its ids, dates or notDuplicable values', async () => {
    const copied = { _cls: 'Article', _id: 'zz', createdAt: '2020-01-01', label: 'Collé', isLong: false, slug: 'colle', score: 4.5 };
    clipboard(() => Promise.resolve(JSON.stringify(copied)));
    setup({});
    await opened();
    fireEvent.click(button('Coller'));
    await waitFor(() => expect(input('Titre').value).toBe('Collé'));
    expect(input('Slug').value).toBe('premier');
    expect(input('Code').value).toBe('C1');
    expect(input('Note').value).toBe('4.5');
    expect(screen.queryByLabelText('Détail', { exact: false })).toBeNull();
    expect(badge('Annuler')).toBe('1');
    expect(button('Enregistrer').disabled).toBe(false);
  });

  it('refuses an object of another class', async () => {
    clipboard(() => Promise.resolve(JSON.stringify({ _cls: 'Author', label: 'Victor Hugo' })));
    setup({});
    await opened();
    fireEvent.click(button('Coller'));
    expect(await screen.findByText('Impossible de coller : cet objet est de type Author, pas Article')).toBeTruthy();
    expect(input('Titre').value).toBe('Premier');
  });

  it('offers a box to paste into when the clipboard cannot be read', async () => {
    clipboard(() => Promise.reject(new Error('NotAllowedError')));
    setup({});
    await opened();
    fireEvent.click(button('Coller'));
    const dialog = await screen.findByRole('dialog', { name: 'Coller un objet' });
    const area = within(dialog).getByLabelText('JSON à coller');
    fireEvent.change(area, { target: { value: '{"_cls": "Tag", "label": "x"}' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Coller' }));
    expect(within(dialog).getByText('Impossible de coller : cet objet est de type Tag, pas Article')).toBeTruthy();
    fireEvent.change(area, { target: { value: '{"_cls": "Article", "label": "Depuis la boîte"}' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Coller' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(input('Titre').value).toBe('Depuis la boîte');
  });
});

describe('performance', () => {
  it('re-renders only the field typed into, not the other inputs', async () => {
    const float = propertyTypes.float;
    let renders = 0;
    const Counting = (props: PropertyInputProps) => {
      renders++;
      return <float.Input {...props} />;
    };
    propertyTypes.float = { ...float, Input: Counting };
    try {
      setup({});
      await opened();
      await batchClosed();
      const before = renders;
      for (const text of ['P', 'Pr', 'Pre', 'Prem', 'Premi']) type('Titre', text);
      await batchClosed();
      expect(input('Titre').value).toBe('Premi');
      expect(renders).toBe(before);
    } finally {
      propertyTypes.float = float;
    }
  });
});
