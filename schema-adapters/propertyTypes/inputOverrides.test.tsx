// @vitest-environment jsdom
import { lazy } from 'react';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Form } from 'react-admin';
import type { PropertyDefinition } from '../../model/metaSchema';
import { renderInAdmin } from '../testing/renderInAdmin';
import { ConsoleExtensionsProvider } from '../extensions';
import type { InputOverrides } from './inputOverrides';
import { PropertyInput } from './PropertyInput';
import type { PropertyInputProps } from './types';

const Replacement = ({ prop, label }: PropertyInputProps) => (
  <div data-testid="replacement">
    {prop.key} {label}
  </div>
);
const overrides: InputOverrides = { layout: lazy(async () => ({ default: Replacement })) };
const extensions = { inputOverrides: overrides };
const layoutProp = { key: 'layout', label: 'Mise en page', type: 'layout' } as PropertyDefinition;

afterEach(cleanup);

describe('input overrides (the shell hands custom-pages inputs to the registry)', () => {
  it('renders the registry input without an override', async () => {
    renderInAdmin(
      <Form record={{ id: 'p', layout: [] }}>
        <PropertyInput prop={layoutProp} />
      </Form>,
      { dataProvider: {} },
    );
    expect(await screen.findByText('Mise en page')).toBeTruthy();
    expect(screen.queryByTestId('replacement')).toBeNull();
  });

  it('renders the overriding input, loaded lazily, with the same props', async () => {
    renderInAdmin(
      <ConsoleExtensionsProvider value={extensions}>
        <Form record={{ id: 'p', layout: [] }}>
          <PropertyInput prop={layoutProp} />
          <PropertyInput prop={{ key: 'label', label: 'Nom', type: 'string' } as PropertyDefinition} />
        </Form>
      </ConsoleExtensionsProvider>,
      { dataProvider: {} },
    );
    expect((await screen.findByTestId('replacement')).textContent).toBe('layout Mise en page');
    expect(screen.getByLabelText('Nom')).toBeTruthy();
  });
});
