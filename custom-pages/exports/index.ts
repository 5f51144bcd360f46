// Exports (issue 11): the Export tab of lists (ExportTab), the Export record's own view (ExportRecordView), both
// loaded lazily by src/; and the subscriptions download for the tools page.
export { SubscriptionsExportButton, subscriptionsExportUrl } from './SubscriptionsExportButton';
export { READY_MESSAGE } from './useStartExport';
