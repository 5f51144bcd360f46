import { cloneElement, useMemo } from 'react';
import Box from '@mui/material/Box';
import { FilterForm, SearchInput, TextInput } from 'react-admin';
import type { DataSchema, PropertyDefinition } from '../../model/metaSchema';
import { adapterOf } from '../propertyTypes';
import { useAfterFirstPaint } from '../shared/useAfterFirstPaint';
import { filterablePropertiesOf } from './schemaDerivations';

/** The type's own filter input, else an exact-value text input. */
const filterInputOf = (prop: PropertyDefinition) => {
  const label = prop.label || prop.key;
  return adapterOf(prop.type)?.filterInput?.(prop, label) ?? <TextInput source={prop.key} label={label} />;
};

/**
 * The search box (`q`, searched by the server) and one input per filterable property, all always shown.
 * Drawn just after the list's first paint, its line kept meanwhile (react-admin's filter form is at least 8 spacing
 * units high from the `sm` width): a form, its selects and autocompletes were a fifth of the list screen's first
 * render, before its rows.
 */
export const CollectionFilters = ({ schema }: { schema: DataSchema }) => {
  const painted = useAfterFirstPaint();
  const filters = useMemo(
    () => [
      <SearchInput key="q" source="q" alwaysOn />,
      ...filterablePropertiesOf(schema).map((prop) => cloneElement(filterInputOf(prop), { key: prop.key, alwaysOn: true })),
    ],
    [schema],
  );
  return painted ? <FilterForm filters={filters} /> : <Box sx={(theme) => ({ [theme.breakpoints.up('sm')]: { minHeight: theme.spacing(8) } })} />;
};
