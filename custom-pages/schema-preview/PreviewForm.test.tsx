// @vitest-environment jsdom
// The schema preview's 'Vérifier' gives no verdict while an input's code is still loading: its checks come with it.
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { DataSchema } from '../../model/metaSchema';
import { renderInAdmin } from '../../schema-adapters/testing/renderInAdmin';
import { slowInput } from '../../schema-adapters/testing/slowInput';
import { PreviewForm } from './PreviewForm';

const draft: DataSchema = {
  _id: 'Brouillon',
  label: 'Brouillons',
  section: 'contents',
  propertiesList: [{ key: 'label', label: 'Titre', type: 'string', required: true }],
};

afterEach(cleanup);

describe("the schema preview's check", () => {
  it('waits for every input, then shows what the form refuses', async () => {
    const arrive = slowInput();
    renderInAdmin(<PreviewForm schema={draft} />, { dataProvider: {}, schemas: [draft] });
    const check = () => screen.getByRole('button', { name: 'Vérifier' }) as HTMLButtonElement;
    await screen.findByRole('progressbar', { name: 'Chargement du formulaire' });
    expect(screen.queryByLabelText('Titre', { exact: false })).toBeNull();
    expect(check().disabled).toBe(true);
    arrive();
    await screen.findByLabelText('Titre', { exact: false });
    await waitFor(() => expect(check().disabled).toBe(false));
    fireEvent.click(check());
    expect(await screen.findByText('Ce champ est requis')).toBeTruthy();
  });
});
