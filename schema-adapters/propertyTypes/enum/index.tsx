import { SelectInput } from 'react-admin';
import type { PropertyCellProps, PropertyTypeAdapter } from '../types';
import { EnumInput } from './EnumInput';
import { declaredChoices, enumLabel } from './enumChoices';

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
