// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Form } from 'react-admin';
import { useWatch } from 'react-hook-form';
import type { PropertyDefinition } from '../../model/metaSchema';
import { renderInAdmin } from '../testing/renderInAdmin';
import { writePreference } from '../shared/userPreferences';
import { PropertyInput } from './PropertyInput';

const dataProvider = {
  getList: () => Promise.resolve({ data: [], total: 0 }),
  getOne: (_resource: string, { id }: { id: string }) => Promise.resolve({ data: { id, label: id } }),
  getMany: (_resource: string, { ids }: { ids: string[] }) => Promise.resolve({ data: ids.map((id) => ({ id, label: id })) }),
};

/** Shows the form value of `field`, to check what an input stores. */
const StoredValue = () => <output data-testid="stored">{JSON.stringify(useWatch({ name: 'field' }) ?? null)}</output>;
const stored = () => JSON.parse(screen.getByTestId('stored').textContent ?? 'null');

function renderInput(prop: Partial<PropertyDefinition>, value?: unknown, isDeveloper = false) {
  renderInAdmin(
    <Form record={{ id: 'r1', field: value }}>
      <PropertyInput prop={{ key: 'field', label: 'Champ', type: 'string', ...prop } as PropertyDefinition} />
      <StoredValue />
    </Form>,
    { dataProvider, user: { _id: 'u1', login: 'admin', isDeveloper } },
  );
}

afterEach(cleanup);

describe('number inputs', () => {
  it('clamp to min / max and round an int on blur (spec 000 §5)', async () => {
    renderInput({ type: 'int', min: 0, max: 10 });
    const input = await screen.findByLabelText('Champ');
    fireEvent.change(input, { target: { value: '12' } });
    fireEvent.blur(input);
    await waitFor(() => expect(stored()).toBe(10));
    fireEvent.change(input, { target: { value: '3.6' } });
    fireEvent.blur(input);
    await waitFor(() => expect(stored()).toBe(4));
  });

  it('keep 2 decimals for a float', async () => {
    renderInput({ type: 'float' });
    const input = await screen.findByLabelText('Champ');
    fireEvent.change(input, { target: { value: '3.14159' } });
    fireEvent.blur(input);
    await waitFor(() => expect(stored()).toBe(3.14));
  });
});

describe('text input', () => {
  it("counts 'n / max' and marks a required property with an asterisk", async () => {
    renderInput({ max: 20, required: true }, 'Bonjour');
    expect(await screen.findByText('7 / 20')).toBeTruthy();
    expect(screen.getByText('*', { exact: false })).toBeTruthy();
  });
});

describe('timestamp input', () => {
  it('shows unix seconds as DD/MM/YYYY HH:mm in local time and stores seconds', async () => {
    const seconds = new Date(2024, 0, 5, 9, 7).getTime() / 1000;
    renderInput({ type: 'timestamp' }, seconds);
    const input = (await screen.findByLabelText('Champ')) as HTMLInputElement;
    expect(input.value).toBe('05/01/2024 09:07');
    fireEvent.change(input, { target: { value: '06/01/2024 10:00' } });
    await waitFor(() => expect(stored()).toBe(new Date(2024, 0, 6, 10, 0).getTime() / 1000));
  });
});

describe('enum input', () => {
  it("offers '(aucun)' when not required", async () => {
    renderInput({ type: 'enum', values: [{ value: 'a', label: 'Choix A' }] });
    fireEvent.mouseDown(await screen.findByRole('combobox'));
    expect(await screen.findByText('(aucun)')).toBeTruthy();
    fireEvent.click(screen.getByText('Choix A'));
    await waitFor(() => expect(stored()).toBe('a'));
  });
});

describe('property keys', () => {
  it('are shown to developers only, beside the label', async () => {
    renderInput({ key: 'field', type: 'bool' }, true, true);
    expect(await screen.findByText('field')).toBeTruthy();
    cleanup();
    renderInput({ key: 'field', type: 'bool' }, true, false);
    await screen.findByText('Champ');
    expect(screen.queryByText('field')).toBeNull();
  });

  it("are hidden from a developer whose 'Mode développeur' is off", async () => {
    writePreference('admin', 'developerMode', false);
    try {
      renderInput({ key: 'field', type: 'bool' }, true, true);
      await screen.findByText('Champ');
      expect(screen.queryByText('field')).toBeNull();
    } finally {
      localStorage.clear();
    }
  });
});

describe('reference input', () => {
  it('stores the picked record as {_id, _cls, _isRef}', async () => {
    renderInAdmin(
      <Form record={{ id: 'r1' }}>
        <PropertyInput prop={{ key: 'field', label: 'Champ', type: 'object_ref', objectType: 'Author' }} />
        <StoredValue />
      </Form>,
      { dataProvider: { ...dataProvider, getList: () => Promise.resolve({ data: [{ id: 'a1', label: 'Victor Hugo' }], total: 1 }) } },
    );
    const input = await screen.findByLabelText('Champ');
    fireEvent.mouseDown(input);
    fireEvent.change(input, { target: { value: 'Vic' } });
    fireEvent.click(await screen.findByText('Victor Hugo'));
    await waitFor(() => expect(stored()).toEqual({ _id: 'a1', _cls: 'Author', _isRef: true }));
  });
});
