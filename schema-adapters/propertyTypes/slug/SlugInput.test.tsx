// @vitest-environment jsdom
// Spec 001 §5: lowercased, accents stripped, runs of non-word characters replaced by hyphens; the stored value is shown.
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Form } from 'react-admin';
import { useWatch } from 'react-hook-form';
import type { PropertyDefinition } from '../../../model/metaSchema';
import { renderInAdmin } from '../../testing/renderInAdmin';
import { PropertyInput } from '../PropertyInput';

// Rendered inside react-admin and MUI: slow on a loaded machine.

const StoredValue = () => <output data-testid="stored">{JSON.stringify(useWatch({ name: 'slug' }) ?? null)}</output>;
const stored = () => JSON.parse(screen.getByTestId('stored').textContent ?? 'null');

function renderSlug(record: Record<string, unknown>, prop: Partial<PropertyDefinition> = {}) {
  renderInAdmin(
    <Form record={{ id: 'r1', ...record }}>
      <PropertyInput prop={{ key: 'slug', label: 'Slug', type: 'slug', ...prop } as PropertyDefinition} />
      <StoredValue />
    </Form>,
    { dataProvider: {} },
  );
}

afterEach(cleanup);

describe('slug input', () => {
  it('stores the slugified text, shows it, and shows it in the field once left', async () => {
    renderSlug({});
    const input = (await screen.findByRole('textbox', { name: 'Slug' })) as HTMLInputElement;
    fireEvent.change(input, { target: { value: 'Été à Paris : 100 % Cœur !' } });
    await waitFor(() => expect(stored()).toBe('ete-a-paris-100-coeur'));
    // While typing, the text stays as typed (spaces included).
    expect(input.value).toBe('Été à Paris : 100 % Cœur !');
    expect(screen.getByTestId('stored-slug').textContent).toBe('Valeur enregistrée : ete-a-paris-100-coeur');
    fireEvent.blur(input);
    await waitFor(() => expect(input.value).toBe('ete-a-paris-100-coeur'));
  });

  it('stores nothing for a text without letters, and cuts at max', async () => {
    renderSlug({}, { max: 8 });
    const input = await screen.findByRole('textbox', { name: 'Slug' });
    fireEvent.change(input, { target: { value: ' -- ! ' } });
    await waitFor(() => expect(stored()).toBeNull());
    fireEvent.change(input, { target: { value: 'Un titre long' } });
    await waitFor(() => expect(stored()).toBe('un-titre'));
  });

  it('offers the slug of the title', async () => {
    renderSlug({ label: 'Le marché de la Croix-Rousse', slug: 'ancien' });
    expect(screen.getByTestId('stored-slug').textContent).toBe('Valeur enregistrée : ancien');
    fireEvent.click(await screen.findByRole('button', { name: 'Depuis le titre' }));
    await waitFor(() => expect(stored()).toBe('le-marche-de-la-croix-rousse'));
    expect(screen.queryByRole('button', { name: 'Depuis le titre' })).toBeNull();
  });
});
