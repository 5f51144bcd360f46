import { cloneElement, useMemo } from 'react';
import Box from '@mui/material/Box';
import type { Theme } from '@mui/material/styles';
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
 * The filter line's items, in px: react-admin's are as wide as their input's content (a filled input of MUI at least
 * 160 px, then a 16 px spacer); fixed here, in the form and in its placeholder alike, so that the placeholder wraps onto
 * as many lines as the form will. Heights: MUI's filled input in a filter form as this theme draws it, measured, without
 * a label (the search) and with one; the browser walk fails on a list's row that moves when the form comes
 * (tests/e2e/rowsThatMove.ts).
 */
const SEARCH_ITEM = { width: 262, height: 50.5625 };
const FILTER_ITEM = { width: 176, height: 58.5625 };

/** Each item at its width from the `sm` breakpoint; below it, react-admin gives each a line of its own. */
const itemSx = (item: { width: number }) => (theme: Theme) => ({ [theme.breakpoints.up('sm')]: { width: item.width, flex: 'none' } });

const FORM_ITEMS = (theme: Theme) => ({
  '& .RaFilterForm-filterFormInput': itemSx(FILTER_ITEM)(theme),
  '& .RaFilterForm-filterFormInput:first-of-type': itemSx(SEARCH_ITEM)(theme),
});

/** The filter form's line before it is drawn: its flex-wrap (react-admin's FilterForm) with an empty box per input. */
const FilterLinePlace = ({ filters }: { filters: number }) => (
  <Box
    aria-hidden
    sx={(theme) => ({
      display: 'flex',
      flexWrap: 'wrap',
      alignItems: 'flex-end',
      pb: 0.5,
      [theme.breakpoints.up('sm')]: { minHeight: theme.spacing(8) },
    })}
  >
    {[SEARCH_ITEM, ...Array<typeof FILTER_ITEM>(filters).fill(FILTER_ITEM)].map((item, i) => (
      <Box key={i} sx={[{ width: '100%', height: item.height }, itemSx(item)]} />
    ))}
  </Box>
);

/**
 * The search box (`q`, searched by the server) and one input per filterable property, all always shown.
 * Drawn just after the list's first paint, its place kept meanwhile (as many lines as the form will take: the rows do
 * not move when it comes): a form, its selects and autocompletes were a fifth of the list screen's first render,
 * before its rows.
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
  return painted ? (
    <Box sx={FORM_ITEMS}>
      <FilterForm filters={filters} />
    </Box>
  ) : (
    <FilterLinePlace filters={filters.length - 1} />
  );
};
