// Inputs inside inputs: object members and list items, rendered by the registry under their full form path.
export { NestedPropertyInput, type NestedPropertyInputProps } from './NestedPropertyInput';
export { SiblingsProvider, useSiblingProperties } from './siblings';
export { itemValidator, memberValidator, messageOf, objectShapeValidator } from './nestedValidation';
export { childPath, lastSegment, parentPath, valueAtPath } from './paths';
export { LazyInputsProvider, useLazyInputs } from './lazyInputs';
