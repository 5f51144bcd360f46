// What the toolbox offers: the site's components and its complex components (as references), filtered by the fuzzy
// search (spec 001 §9: threshold 0.4 over label, _id, frontComponent).
import { emptyRecord } from '../../../model/validation';
import type { ComplexComponentRef, Component } from '../../../model/layouts';
import { COMPONENT_PICKER_SEARCH, fuzzySearch } from '../../../schema-adapters/shared/fuzzySearch';
import type { ComplexComponentRecord, ComponentDefinition } from '../types';

export interface ToolboxItems {
  components: ComponentDefinition[];
  complexComponents: ComplexComponentRecord[];
}

/** Complex components placed by reference: those not tied to a content type (objectType + mode are display modes). */
export const referenceable = (records: readonly ComplexComponentRecord[]): ComplexComponentRecord[] => records.filter((r) => !r.objectType);

export function toolboxItems(definitions: readonly ComponentDefinition[], complex: readonly ComplexComponentRecord[], query: string): ToolboxItems {
  return {
    components: fuzzySearch(definitions, query, { ...COMPONENT_PICKER_SEARCH, keys: ['label', '_id', 'frontComponent'] }),
    complexComponents: fuzzySearch(referenceable(complex), query, { ...COMPONENT_PICKER_SEARCH, keys: ['label', '_id', 'frontComponent'] }),
  };
}

/** The component a definition places: its id, label, front component and the defaults of its options. */
export function componentOf(definition: ComponentDefinition): Component {
  const options = definition.optionsSchema ? emptyRecord(definition.optionsSchema) : {};
  return {
    _id: definition._id,
    label: definition.label,
    frontComponent: definition.frontComponent,
    ...(Object.keys(options).length > 0 && { options }),
  };
}

export const referenceOf = (record: ComplexComponentRecord): ComplexComponentRef => ({
  _id: record._id,
  _cls: 'ComplexComponent',
  _isRef: true,
  ...(record.label !== undefined && { label: record.label }),
});
