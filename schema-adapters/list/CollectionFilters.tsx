import { cloneElement, useMemo } from 'react';
import { FilterForm, SearchInput, TextInput } from 'react-admin';
import type { DataSchema, PropertyDefinition } from '../../model/metaSchema';
import { adapterOf } from '../propertyTypes';
import { filterablePropertiesOf } from './schemaDerivations';

/** The type's own filter input, else an exact-value text input. */
const filterInputOf = (prop: PropertyDefinition) => {
  const label = prop.label || prop.key;
  return adapterOf(prop.type)?.filterInput?.(prop, label) ?? <TextInput source={prop.key} label={label} />;
};

/** The search box (`q`, searched by the server) and one input per filterable property, all always shown. */
export const CollectionFilters = ({ schema }: { schema: DataSchema }) => {
  const filters = useMemo(
    () => [
      <SearchInput key="q" source="q" alwaysOn />,
      ...filterablePropertiesOf(schema).map((prop) => cloneElement(filterInputOf(prop), { key: prop.key, alwaysOn: true })),
    ],
    [schema],
  );
  return <FilterForm filters={filters} />;
};
