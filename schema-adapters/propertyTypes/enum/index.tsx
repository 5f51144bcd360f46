import { SelectInput } from 'react-admin';
import type { PropertyCellProps, PropertyTypeAdapter } from '../types';
import { declaredChoices, enumLabel } from './enumChoices';
import { lazyInput } from '../lazyInput';

const EnumInput = lazyInput(
  () => import('./EnumInput'),
  (m) => m.EnumInput,
);

const EnumCell = ({ prop, value }: PropertyCellProps) => <>{enumLabel(prop, value)}</>;

export const enumAdapter: PropertyTypeAdapter = {
  Input: EnumInput,
  Cell: EnumCell,
  // Data-source enums keep the exact-value text filter: their choices would need a fetch per list.
  filterInput: (prop, label) =>
    prop.dataSource ? undefined : (
      <SelectInput source={prop.key} label={label} choices={declaredChoices(prop, undefined)} translateChoice={false} emptyText="Tous" />
    ),
};
