// Property types turned into react-admin inputs and list cells.
export { propertyTypes, adapterOf } from './registry';
export { PropertyInput } from './PropertyInput';
export { PropertyCell } from './PropertyCell';
export { useInputOverride, type InputOverrides } from './inputOverrides';
export type { PropertyTypeAdapter, PropertyTypeRegistry, PropertyInputProps, PropertyCellProps } from './types';
