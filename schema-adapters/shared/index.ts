// Helpers shared by the property types, the list and the record screen.
export { formatDateTime, toDate } from './formatDateTime';
export { shortText } from './shortText';
export { recordName } from './recordName';
export { useSessionUser, useIsDeveloper } from './useSessionUser';
export { useSiteId } from './useSiteId';
export { recordPathsOf, useRecordPaths, type RecordPaths } from './recordPaths';
export { useNotifyText, errorMessageOf, statusOf } from './useNotifyText';
export { useReloadSchemas } from './useReloadSchemas';
export * from './messages';
