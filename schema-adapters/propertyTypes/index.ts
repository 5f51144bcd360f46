// Property types turned into react-admin inputs and list cells.
export { propertyTypes, adapterOf } from './registry';
export { PropertyInput } from './PropertyInput';
export { PropertyCell } from './PropertyCell';
export type { PropertyInputProps } from './types';
