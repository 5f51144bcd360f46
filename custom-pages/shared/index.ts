// Helpers shared by the custom screens.
export { RELOAD_SCHEMAS_EVENT, RELOAD_SESSION_EVENT, requestSchemasReload, requestSessionReload } from '../../schema-adapters/shared/consoleEvents';
export { useConsoleUser } from './useConsoleUser';
export { useApiCall, type ApiCall } from '../../schema-adapters/shared/useApiCall';
export { sectionLabel, sectionChoices } from './sectionLabels';
export { KeyBadge } from './KeyBadge';
export { RIGHT_LABELS } from './rightLabels';
export { FrenchDateField, dayOf, localDateTimeOf, secondsOfDay, type FrenchDateFieldProps } from './FrenchDateField';
