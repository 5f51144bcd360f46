// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PropertyDefinition } from '../../../model/metaSchema';
import { renderPropForm, stored } from '../nested/testing';

const address: PropertyDefinition = {
  key: 'address',
  label: 'Adresse',
  type: 'object',
  propertiesList: [
    { key: 'line1', label: 'Ligne 1', type: 'string', required: true },
    { key: 'city', label: 'Ville', type: 'string' },
    { key: 'country', label: 'Pays', type: 'enum', values: [{ value: 'fr', label: 'France' }], condition: { key: 'city' } },
  ],
};
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Valider' }));
const group = () => screen.getByRole('group', { name: 'Adresse' });

afterEach(cleanup);

describe('object input (spec 000 §5 Object)', () => {
  it('renders its members in a bordered group and stores them under the object', async () => {
    renderPropForm(address, { address: { line1: '1 rue de la Paix' } });
    const city = within(group()).getByLabelText('Ville');
    fireEvent.change(city, { target: { value: 'Paris' } });
    await waitFor(() => expect(stored()).toEqual({ line1: '1 rue de la Paix', city: 'Paris' }));
  });

  it('shows a member only when its condition, read on the object, holds', async () => {
    renderPropForm(address, { address: { line1: 'x' } });
    expect(within(group()).queryByLabelText('Pays')).toBeNull();
    fireEvent.change(within(group()).getByLabelText('Ville'), { target: { value: 'Lyon' } });
    expect(await within(group()).findByLabelText('Pays')).toBeTruthy();
  });

  it('stays closed while optional and empty, so that its inputs store nothing, until filled in; Vider empties it', async () => {
    const withSwitch: PropertyDefinition = {
      ...address,
      propertiesList: [...address.propertiesList!, { key: 'main', label: 'Principale', type: 'bool' }],
    };
    renderPropForm(withSwitch, {});
    expect(within(group()).getByText('Non renseigné')).toBeTruthy();
    expect(within(group()).queryByLabelText('Ville')).toBeNull();
    expect(stored()).toBeNull();
    fireEvent.click(within(group()).getByRole('button', { name: 'Renseigner' }));
    fireEvent.change(await within(group()).findByLabelText('Ville'), { target: { value: 'Lyon' } });
    await waitFor(() => expect(stored()).toMatchObject({ city: 'Lyon' }));
    fireEvent.click(within(group()).getByRole('button', { name: 'Vider Adresse' }));
    await waitFor(() => expect(stored()).toBeNull());
    expect(within(group()).getByText('Non renseigné')).toBeTruthy();
  });

  it("says 'Objet requis' when required and empty", async () => {
    renderPropForm({ ...address, required: true }, {});
    submit();
    expect(await screen.findByText('Objet requis')).toBeTruthy();
    expect(within(group()).queryByText('Ce champ est requis')).toBeNull();
  });

  it('checks each member once the object holds something', async () => {
    const onSubmit = vi.fn();
    renderPropForm(address, { address: { city: 'Lyon' } }, { onSubmit });
    submit();
    expect(await within(group()).findByText('Ce champ est requis')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

describe('object without declared members', () => {
  const options: PropertyDefinition = { key: 'options', label: 'Options', type: 'object' };

  it('is a JSON editor', async () => {
    renderPropForm(options, { options: { mode: 'a' } });
    const editor = screen.getByLabelText('Options') as HTMLTextAreaElement;
    expect(editor.value).toBe('{\n  "mode": "a"\n}');
    fireEvent.change(editor, { target: { value: '{"mode": "b", "n": 2}' } });
    await waitFor(() => expect(stored()).toEqual({ mode: 'b', n: 2 }));
  });

  it('hands the text to the form 500 ms after the last keystroke (spec 001 §9), at once on leaving the field', async () => {
    renderPropForm(options, { options: { mode: 'a' } });
    const editor = screen.getByLabelText('Options');
    // The debounce's clock, not the machine's: a busy CI machine once ran the 300 ms of a real wait past 500.
    vi.useFakeTimers();
    try {
      fireEvent.change(editor, { target: { value: '{"mode": "b"}' } });
      act(() => void vi.advanceTimersByTime(499));
      expect(stored()).toEqual({ mode: 'a' });
      act(() => void vi.advanceTimersByTime(1));
      expect(stored()).toEqual({ mode: 'b' });
    } finally {
      vi.useRealTimers();
    }
    fireEvent.change(editor, { target: { value: '{"mode": "c"}' } });
    fireEvent.blur(editor);
    expect(stored()).toEqual({ mode: 'c' });
  });

  it("says where the text does not compile ('JSON invalide : …') and refuses to save it", async () => {
    const onSubmit = vi.fn();
    renderPropForm(options, { options: { mode: 'a' } }, { onSubmit });
    const editor = screen.getByLabelText('Options');
    fireEvent.change(editor, { target: { value: '{"mode": ' } });
    fireEvent.blur(editor);
    expect(await screen.findByText('JSON invalide : valeur attendue (ligne 1, colonne 10)')).toBeTruthy();
    submit();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows a stored value that is no object as JSON, and the validator refuses it', async () => {
    renderPropForm({ ...address }, { address: 'texte' });
    expect((screen.getByLabelText('Adresse') as HTMLTextAreaElement).value).toBe('"texte"');
    submit();
    expect(await screen.findByText('Doit être un objet')).toBeTruthy();
  });
});
