// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Form } from 'react-admin';
import { useWatch } from 'react-hook-form';
import type { PropertyDefinition } from '../../../model/metaSchema';
import { renderInAdmin } from '../../testing/renderInAdmin';
import { PropertyInput } from '../PropertyInput';
import { RECENT_COLORS_KEY } from './recentColors';

// Rendered inside react-admin and MUI: slow on a loaded machine.

const StoredValue = () => <output data-testid="stored">{JSON.stringify(useWatch({ name: 'field' }) ?? null)}</output>;
const stored = () => JSON.parse(screen.getByTestId('stored').textContent ?? 'null');

function renderColor(value?: unknown, type: 'color' | 'Color' = 'color') {
  renderInAdmin(
    <Form record={{ id: 'r1', field: value }}>
      <PropertyInput prop={{ key: 'field', label: 'Couleur', type } as PropertyDefinition} />
      <StoredValue />
      <button type="submit">Valider</button>
    </Form>,
    { dataProvider: {} },
  );
}

beforeEach(() => localStorage.clear());
afterEach(cleanup);

describe('colour input', () => {
  it('stores the typed colour and remembers it as a preset once left', async () => {
    renderColor('#ff0000');
    const text = (await screen.findByLabelText('Couleur')) as HTMLInputElement;
    expect(text.value).toBe('#ff0000');
    expect((screen.getByLabelText('Sélecteur de couleur (Couleur)') as HTMLInputElement).value).toBe('#ff0000');
    fireEvent.change(text, { target: { value: 'rgba(0, 128, 255, 0.5)' } });
    fireEvent.blur(text);
    await waitFor(() => expect(stored()).toBe('rgba(0, 128, 255, 0.5)'));
    expect(JSON.parse(localStorage.getItem(RECENT_COLORS_KEY)!)).toEqual(['rgba(0,128,255,0.5)']);
    expect(screen.getByRole('button', { name: 'Couleur rgba(0,128,255,0.5)' })).toBeTruthy();
  });

  it('takes the native picker colour and offers the recent colours, most recent first', async () => {
    localStorage.setItem(RECENT_COLORS_KEY, JSON.stringify(['#112233', '#445566']));
    renderColor(null, 'Color');
    const presets = await screen.findByRole('group', { name: 'Couleurs récentes' });
    expect([...presets.querySelectorAll('button')].map((b) => b.getAttribute('aria-label'))).toEqual(['Couleur #112233', 'Couleur #445566']);
    fireEvent.click(screen.getByRole('button', { name: 'Couleur #445566' }));
    await waitFor(() => expect(stored()).toBe('#445566'));
    expect(JSON.parse(localStorage.getItem(RECENT_COLORS_KEY)!)).toEqual(['#445566', '#112233']);
    const picker = screen.getByLabelText('Sélecteur de couleur (Couleur)');
    fireEvent.input(picker, { target: { value: '#abcdef' } });
    await waitFor(() => expect(stored()).toBe('#abcdef'));
    fireEvent.change(picker, { target: { value: '#abcdef' } });
    expect(JSON.parse(localStorage.getItem(RECENT_COLORS_KEY)!)[0]).toBe('#abcdef');
  });

  it('shows the shared validator message for a wrong colour, and clears', async () => {
    renderColor('#123456');
    const text = await screen.findByLabelText('Couleur');
    fireEvent.change(text, { target: { value: 'bleu' } });
    fireEvent.click(screen.getByRole('button', { name: 'Valider' }));
    expect(await screen.findByText('Couleur invalide')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Effacer la couleur' }));
    await waitFor(() => expect(stored()).toBeNull());
  });
});
