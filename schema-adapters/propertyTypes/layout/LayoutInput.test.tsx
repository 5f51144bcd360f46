// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Form } from 'react-admin';
import type { PropertyDefinition } from '../../../model/metaSchema';
import { renderInAdmin } from '../../testing/renderInAdmin';
import { PropertyInput } from '../PropertyInput';

// Rendered inside react-admin and MUI: slow on a loaded machine.

function renderLayout(value: unknown) {
  renderInAdmin(
    <Form record={{ id: 'r1', field: value }}>
      <PropertyInput prop={{ key: 'field', label: 'Mise en page', type: 'layout' } as PropertyDefinition} />
      <button type="submit">Valider</button>
    </Form>,
    { dataProvider: {} },
  );
}

afterEach(cleanup);

describe('layout input (read-only)', () => {
  it('summarises the rows', async () => {
    renderLayout([{ cols: [{ size: 6, contents: [{ _id: 'a', label: 'Texte' }] }, { size: 6 }] }]);
    expect((await screen.findByTestId('layout-summary')).textContent).toBe('1 rangée × 2 colonnes × 1 composant');
    expect(screen.getByText('Rangée 1 : 6/6 — Texte')).toBeTruthy();
  });

  it("shows the shared validator's 'Error in layout !' (spec 001 §8)", async () => {
    renderLayout([{ cols: [{ size: 8 }, { size: 8 }] }]);
    fireEvent.click(await screen.findByRole('button', { name: 'Valider' }));
    expect(await screen.findByText('Error in layout ! ligne 1 : les colonnes occupent 16 sur 12')).toBeTruthy();
  });
});
