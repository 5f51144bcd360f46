// @vitest-environment jsdom
// A new record's form shows its inputs together once their code is in (none pushed down by another arriving), and
// its Save waits for them: an input brings its checks, and one still loading would let the form go to the server
// unchecked.
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { DataSchema } from '../../model/metaSchema';
import { renderInAdmin } from '../testing/renderInAdmin';
import { slowInput } from '../testing/slowInput';
import { SchemaRecordPage } from './SchemaRecordPage';

const note: DataSchema = {
  _id: 'Note',
  label: 'Notes',
  singular: 'Note',
  section: 'contents',
  propertiesList: [{ key: 'label', label: 'Titre', type: 'string', required: true }],
};

afterEach(cleanup);

describe("a new record's Save", () => {
  it('is refused until every input is there, then checks the form before anything is sent', async () => {
    const arrive = slowInput();
    const create = () => Promise.reject(new Error('nothing should be sent'));
    renderInAdmin(<SchemaRecordPage schema={note} />, { dataProvider: { create }, schemas: [note] });
    const save = () => screen.getByRole('button', { name: 'Enregistrer' }) as HTMLButtonElement;
    await screen.findByRole('progressbar', { name: 'Chargement du formulaire' });
    expect(screen.queryByLabelText('Titre', { exact: false })).toBeNull();
    expect(save().disabled).toBe(true);
    arrive();
    await screen.findByLabelText('Titre', { exact: false });
    expect(screen.queryByRole('progressbar', { name: 'Chargement du formulaire' })).toBeNull();
    await waitFor(() => expect(save().disabled).toBe(false));
    fireEvent.click(save());
    expect(await screen.findByText('Ce champ est requis')).toBeTruthy();
  });
});
