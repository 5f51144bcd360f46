// The record editor's pure parts: history, batching, visibility and preview, JSON, duplicate, clipboard, shortcuts.
export * from './history';
export { createBatcher, type Batcher } from './batcher';
export * from './recordValues';
export * from './displayConditions';
export * from './visibility';
export { recordToJson, recordFromJson, recordErrors, parseJsonObject, type Parsed, type CheckTarget } from './recordJson';
export { duplicateOf } from './duplicate';
export { classOf, clipboardTextOf, pastedValues, type PasteTarget } from './clipboard';
export { historyShortcutOf, handlesOwnUndo, type HistoryShortcut } from './shortcuts';
export { writeClipboard, readClipboard } from './clipboardIo';
