// @vitest-environment jsdom
// A new record's Save waits for the form's inputs: an input brings its checks, and one still loading would let the
// form go to the server unchecked.
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
    await screen.findByLabelText('Titre', { exact: false });
    const save = () => screen.getByRole('button', { name: 'Enregistrer' }) as HTMLButtonElement;
    expect(save().disabled).toBe(true);
    arrive();
    await waitFor(() => expect(save().disabled).toBe(false));
    fireEvent.click(save());
    expect(await screen.findByText('Ce champ est requis')).toBeTruthy();
  });
});
