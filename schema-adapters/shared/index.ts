// Helpers shared by the property types, the list and the record screen.
export { formatDateTime } from './formatDateTime';
export { shortText } from './shortText';
export { recordName } from './recordName';
export { useSessionUser, useIsDeveloper } from './useSessionUser';
export { useSiteId } from './useSiteId';
export { ARCHIVES_STATE, opensArchives, recordPathsOf, useRecordPaths } from './recordPaths';
export { useNotifyText, errorMessageOf, statusOf } from './useNotifyText';
export { useNotifiedAction } from './useNotifiedAction';
export { useAttempt } from './useAttempt';
export { useReloadSchemas } from './useReloadSchemas';
export * from './messages';
export { useConfirm } from './useConfirm';
export { RecordLink, useRecordLinkTo } from './recordLinks';
export { noticeOf, redirectWithNotice } from './redirectNotice';
export { AddressLink } from './AddressLink';
export { useApiCall } from './useApiCall';
export { usePreference, type Density, type UserPreferences } from './userPreferences';
export { useShowsPropertyKeys } from './useShowsPropertyKeys';
