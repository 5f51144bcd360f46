// @vitest-environment jsdom
// A dedicated creation screen (sites, admin users) waits, as the record editor does, for its property inputs' code
// before it shows its inputs (all at once, nothing pushed down as each arrives) and before it saves: an input brings
// its checks.
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { TextInput } from 'react-admin';
import type { DataSchema } from '../../model/metaSchema';
import { PropertyInput } from '../../schema-adapters/propertyTypes';
import { renderInAdmin } from '../../schema-adapters/testing/renderInAdmin';
import { slowInput } from '../../schema-adapters/testing/slowInput';
import { RecordFormScreen } from './RecordFormScreen';

const place: DataSchema = {
  _id: 'Place',
  label: 'Lieux',
  singular: 'Lieu',
  section: 'superadmin',
  propertiesList: [
    { key: 'label', label: 'Nom', type: 'string' },
    { key: 'code', label: 'Code', type: 'string', required: true },
  ],
};

afterEach(cleanup);

describe('a dedicated creation screen’s Save', () => {
  it('shows its inputs once their code is in, and checks the form before anything is sent', async () => {
    const arrive = slowInput();
    const create = () => Promise.reject(new Error('nothing should be sent'));
    renderInAdmin(
      <RecordFormScreen schema={place} transform={(values) => values} titleOf={(record) => String(record.id)}>
        <TextInput source="label" label="Nom" />
        <PropertyInput prop={place.propertiesList[1]} />
      </RecordFormScreen>,
      { dataProvider: { create }, schemas: [place] },
    );
    const save = () => screen.getByRole('button', { name: 'Enregistrer' }) as HTMLButtonElement;
    await screen.findByRole('progressbar', { name: 'Chargement du formulaire' });
    expect(screen.queryByLabelText('Nom')).toBeNull();
    expect(save().disabled).toBe(true);
    arrive();
    fireEvent.change(await screen.findByLabelText('Nom'), { target: { value: 'Salle des fêtes' } });
    expect(screen.queryByRole('progressbar', { name: 'Chargement du formulaire' })).toBeNull();
    await waitFor(() => expect(save().disabled).toBe(false));
    fireEvent.click(save());
    expect(await screen.findByText('Ce champ est requis')).toBeTruthy();
  });
});
