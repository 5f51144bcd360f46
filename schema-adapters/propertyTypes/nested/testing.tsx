// Test helper of the property-type inputs: one property in a react-admin form, its stored value, a submit button.
import { screen } from '@testing-library/react';
import { Form, ResourceContextProvider } from 'react-admin';
import { useWatch } from 'react-hook-form';
import type { DataSchema, PropertyDefinition } from '../../../model/metaSchema';
import type { SessionUser } from '../../../model/rights';
import { renderInAdmin } from '../../testing/renderInAdmin';
import { PropertyInput } from '../PropertyInput';

const StoredValue = ({ name }: { name: string }) => <output data-testid="stored">{JSON.stringify(useWatch({ name }) ?? null)}</output>;

/** The form value of the rendered property, as JSON. */
export const stored = (): unknown => JSON.parse(screen.getByTestId('stored').textContent ?? 'null');

export interface PropFormOptions {
  dataProvider?: Record<string, unknown>;
  schemas?: DataSchema[];
  /** The record's resource (its schema's properties are the siblings of top-level inputs). */
  resource?: string;
  /** Other properties rendered beside the first one. */
  others?: PropertyDefinition[];
  onSubmit?: (values: Record<string, unknown>) => void;
  /** The session user (its rights decide which records link). */
  user?: SessionUser;
}

export function renderPropForm(prop: PropertyDefinition, record: Record<string, unknown>, options: PropFormOptions = {}) {
  const { dataProvider = {}, schemas = [], resource = 'Thing', others = [], onSubmit = () => undefined, user } = options;
  return renderInAdmin(
    <ResourceContextProvider value={resource}>
      <Form record={{ id: 'r1', ...record }} onSubmit={onSubmit}>
        {[prop, ...others].map((p) => (
          <PropertyInput key={p.key} prop={p} />
        ))}
        <StoredValue name={prop.key} />
        <button type="submit">Valider</button>
      </Form>
    </ResourceContextProvider>,
    { dataProvider, schemas, user },
  );
}
