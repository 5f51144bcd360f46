// @vitest-environment jsdom
// Any stored value, whatever its shape, renders without breaking the list or the form (spec 001 §8).
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Form } from 'react-admin';
import { PROPERTY_TYPES, type PropertyDefinition } from '../../model/metaSchema';
import { renderInAdmin } from '../testing/renderInAdmin';
import { PropertyCell } from './PropertyCell';
import { PropertyInput } from './PropertyInput';

const cyclic: Record<string, unknown> = { name: 'boucle' };
cyclic.self = cyclic;

// What a stored record may hold (JSON), right or wrong for the type.
const JSON_VALUES: unknown[] = [
  null,
  undefined,
  '',
  'texte',
  0,
  -1.5,
  true,
  [],
  [null, 3, 'a', { label: 'b' }],
  {},
  { html: 42 },
  { _id: 7 },
  { a: { b: 1 } },
];
// Cells also get values no JSON holds.
const CELL_VALUES = [...JSON_VALUES, NaN, Infinity, cyclic, new Date('invalid')];

const dataProvider = {
  getList: () => Promise.resolve({ data: [], total: 0 }),
  getOne: (_resource: string, { id }: { id: string }) => Promise.resolve({ data: { id, label: 'Référencé' } }),
  getMany: () => Promise.resolve({ data: [] }),
};

const propOf = (type: string): PropertyDefinition =>
  ({ key: 'field', label: 'Champ', type, objectType: 'Author', values: [{ value: 'a', label: 'A' }] }) as PropertyDefinition;

afterEach(cleanup);

describe.each([...PROPERTY_TYPES, 'Widget'])('a %s property', (type) => {
  it('renders any value in a list cell', () => {
    for (const value of CELL_VALUES) {
      renderInAdmin(<PropertyCell prop={propOf(type)} record={{ id: 'r1', field: value }} />, { dataProvider });
      cleanup();
    }
  });

  it('renders any value in a form', async () => {
    for (const value of JSON_VALUES) {
      renderInAdmin(
        <Form record={{ id: 'r1', field: value }}>
          <PropertyInput prop={propOf(type)} />
        </Form>,
        { dataProvider },
      );
      expect(await screen.findByText('Champ', { exact: false })).toBeTruthy();
      cleanup();
    }
  });
});

describe('readable renderings', () => {
  const cellText = (type: string, value: unknown) => {
    const { container } = renderInAdmin(<PropertyCell prop={propOf(type)} record={{ id: 'r1', field: value }} />, { dataProvider });
    const text = container.textContent;
    cleanup();
    return text;
  };

  it('shows rich text as plain text cut at 100 characters', () => {
    expect(cellText('richtext', { html: '<p>Bonjour <b>le</b>&nbsp;monde</p>' })).toBe('Bonjour le monde');
    expect(cellText('richtext', { html: '<p>null</p>' })).toBe('');
    expect(cellText('richtext', { html: `<p>${'a'.repeat(150)}</p>` })).toBe(`${'a'.repeat(100)}…`);
  });

  it('shows a list as its item count and short labels', () => {
    expect(cellText('list', [{ label: 'Tag 1' }, { _id: 't2', _cls: 'Tag', _isRef: true, label: 'Tag 2' }])).toBe('2 éléments : Tag 1, Tag 2');
    expect(cellText('list', null)).toBe('0 élément');
  });

  it('shows an object as key: value lines', () => {
    expect(cellText('object', { url: 'https://exemple.fr', size: 'small' })).toBe('url: https://exemple.fr · size: small');
  });

  it('shows a link as its address, or its page', () => {
    expect(cellText('Link', { url: 'https://exemple.fr', size: 'small' })).toBe('https://exemple.fr');
    expect(cellText('Link', { pageId: 'p1', name: 'Accueil' })).toBe('Page : Accueil');
  });

  it('shows a layout as its rows, columns and components', () => {
    expect(cellText('layout', [{ cols: [] }, { cols: [] }])).toBe('2 rangées × 0 colonne × 0 composant');
  });

  it('shows the name of a file (an image shows a thumbnail, see media/MediaInput.test.tsx)', () => {
    expect(cellText('file', '/media/doc.pdf')).toBe('doc.pdf');
    expect(cellText('file', { src: '/media/notice.pdf' })).toBe('notice.pdf');
  });

  it('shows a colour with its swatch', () => {
    expect(cellText('color', '#ff0000')).toBe('#ff0000');
  });

  it('shows dates DD/MM/YYYY HH:mm and references by their label', () => {
    expect(cellText('timestamp', new Date(2024, 0, 5, 9, 7).getTime() / 1000)).toBe('05/01/2024 09:07');
    expect(cellText('object_ref', { _id: 'a1', _cls: 'Author', _isRef: true, label: 'Victor Hugo' })).toBe('Victor Hugo');
    expect(cellText('enum', 'a')).toBe('A');
    expect(cellText('bool', true)).toBe('Oui');
  });

  it('says when a type is unknown, in a form', async () => {
    renderInAdmin(
      <Form record={{ id: 'r1' }}>
        <PropertyInput prop={propOf('Widget')} />
      </Form>,
      { dataProvider },
    );
    expect(await screen.findByText('No input for property with type Widget')).toBeTruthy();
  });
});
