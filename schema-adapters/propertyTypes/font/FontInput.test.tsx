// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Form } from 'react-admin';
import { useWatch } from 'react-hook-form';
import type { PropertyDefinition } from '../../../model/metaSchema';
import { WEB_SAFE_FONTS } from '../../../model/validation';
import { renderInAdmin } from '../../testing/renderInAdmin';
import { PropertyInput } from '../PropertyInput';

// Rendered inside react-admin and MUI: slow on a loaded machine.

const StoredValue = () => <output data-testid="stored">{JSON.stringify(useWatch({ name: 'field' }) ?? null)}</output>;
const stored = () => JSON.parse(screen.getByTestId('stored').textContent ?? 'null');

function renderFont(value?: unknown) {
  renderInAdmin(
    <Form record={{ id: 'r1', field: value }}>
      <PropertyInput prop={{ key: 'field', label: 'Police', type: 'Font' } as PropertyDefinition} />
      <StoredValue />
      <button type="submit">Valider</button>
    </Form>,
    { dataProvider: {} },
  );
}

const paste = (element: Element, text: string) =>
  fireEvent.paste(element, { clipboardData: { getData: (type: string) => (type === 'text/plain' ? text : '') } });

afterEach(cleanup);

describe('font input', () => {
  it('offers the 12 web-safe families when the font is not imported', async () => {
    renderFont();
    expect((screen.getByRole('switch', { name: 'Police importée' }) as HTMLInputElement).checked).toBe(false);
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: 'Famille de police' }));
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['(aucune)', ...WEB_SAFE_FONTS]);
    fireEvent.click(screen.getByRole('option', { name: 'Garamond' }));
    await waitFor(() => expect(stored()).toEqual({ isImported: false, fontFamily: 'Garamond' }));
  });

  it('shows a free family and the CSS url once imported', async () => {
    renderFont({ isImported: false, fontFamily: 'Arial' });
    fireEvent.click(await screen.findByRole('switch', { name: 'Police importée' }));
    const family = await screen.findByRole('textbox', { name: 'Famille de police' });
    fireEvent.change(family, { target: { value: 'Lato' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'URL du CSS' }), { target: { value: 'https://exemple.fr/lato.css' } });
    await waitFor(() => expect(stored()).toEqual({ isImported: true, fontFamily: 'Lato', cssUrl: 'https://exemple.fr/lato.css' }));
  });

  it('fills the url and the family from a pasted Google Fonts <link> (spec 000 §5)', async () => {
    renderFont({ isImported: true, fontFamily: '' });
    paste(
      await screen.findByRole('textbox', { name: 'Famille de police' }),
      '<link href="https://fonts.googleapis.com/css2?family=Playfair+Display:wght@400;700&amp;display=swap" rel="stylesheet">',
    );
    await waitFor(() =>
      expect(stored()).toEqual({
        isImported: true,
        fontFamily: 'Playfair Display',
        cssUrl: 'https://fonts.googleapis.com/css2?family=Playfair+Display:wght@400;700&display=swap',
      }),
    );
    expect((screen.getByRole('textbox', { name: 'Famille de police' }) as HTMLInputElement).value).toBe('Playfair Display');
  });

  it('imports the font when CSS is pasted while a web-safe one is chosen', async () => {
    renderFont({ isImported: false, fontFamily: 'Arial' });
    paste(await screen.findByRole('group', { name: 'Police' }), "@import url('https://exemple.fr/police.css');\nfont-family: 'Ma Police', serif;");
    await waitFor(() => expect(stored()).toEqual({ isImported: true, fontFamily: 'Ma Police', cssUrl: 'https://exemple.fr/police.css' }));
    expect(screen.getByRole('switch', { name: 'Police importée' })).toHaveProperty('checked', true);
  });

  it('shows the shared validator message for a wrong url', async () => {
    renderFont({ isImported: true, fontFamily: 'Lato', cssUrl: 'ftp://exemple.fr/a.css' });
    fireEvent.click(await screen.findByRole('button', { name: 'Valider' }));
    expect(await screen.findByText('URL CSS invalide')).toBeTruthy();
  });
});
