// Property types turned into react-admin inputs and list cells.
export { propertyTypes, adapterOf } from './registry';
export { InputsLoadingBar, PropertyInput } from './PropertyInput';
export { PropertyCell } from './PropertyCell';
export type { PropertyInputProps } from './types';
