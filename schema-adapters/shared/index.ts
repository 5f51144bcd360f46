// Helpers shared by the property types, the list and the record screen.
export { formatDateTime, toDate } from './formatDateTime';
export { shortText } from './shortText';
export { recordName } from './recordName';
export { useSessionUser, useIsDeveloper } from './useSessionUser';
export { useSiteId } from './useSiteId';
export { ARCHIVES_STATE, opensArchives, recordPathsOf, useRecordPaths, type RecordPaths } from './recordPaths';
export { useNotifyText, errorMessageOf, statusOf } from './useNotifyText';
export { useNotifiedAction } from './useNotifiedAction';
export { useAttempt } from './useAttempt';
export { useReloadSchemas } from './useReloadSchemas';
export * from './messages';
export { useConfirm, type ConfirmRequest } from './useConfirm';
export { RecordLink, useRecordLinkTo, type RecordLinkTarget } from './recordLinks';
export { noticeOf, redirectWithNotice } from './redirectNotice';
export { AddressLink, consolePathOf } from './AddressLink';
export { useApiCall, type ApiCall } from './useApiCall';
export { usePreference, DEFAULT_PREFERENCES, type Density, type UserPreferences } from './userPreferences';
export { useShowsPropertyKeys } from './useShowsPropertyKeys';
