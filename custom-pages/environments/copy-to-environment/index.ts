// Copy to environment (spec 001 §4): the record menu's 'Copier vers ...' and its modal. Offered to other screens:
// FieldChanges (a readable field-level diff) and the environments hooks, used by the comparison page.
export { FieldChanges, valueText } from './FieldChanges';
export { useEnvironments, useServerSites } from './useEnvironments';
export type { EnvironmentsInfo, FieldChange, ServerChoice, SiteChoice, CopyOutcome } from '../../../model/environments';
