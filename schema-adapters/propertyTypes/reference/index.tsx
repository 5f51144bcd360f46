import { TextInput } from 'react-admin';
import type { PropertyTypeAdapter } from '../types';
import { ReferenceAutocomplete } from './ReferenceAutocomplete';
import { ReferenceCell } from './ReferenceCell';
import { referenceTypesOf } from './referenceValue';
import { lazyInput } from '../lazyInput';

const ReferencePropertyInput = lazyInput(
  () => import('./ReferencePropertyInput'),
  (m) => m.ReferencePropertyInput,
);

/** object_id, object_ref, objectRef and mongooseRef share this adapter. */
export const referenceAdapter: PropertyTypeAdapter = {
  Input: ReferencePropertyInput,
  Cell: ReferenceCell,
  // The filter holds the stored shape {_id, _cls, _isRef}, which the API compares as a whole.
  filterInput: (prop, label) => {
    const [type] = referenceTypesOf(prop);
    return type ? <ReferenceAutocomplete source={prop.key} type={type} label={label} /> : <TextInput source={prop.key} label={label} />;
  },
};
