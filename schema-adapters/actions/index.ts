// Record actions shared by the list rows and the record screen.
export { DeleteRecordButton } from './DeleteRecordButton';
export { OpenRecordLink } from './OpenRecordLink';
export { RestoreRecordButton } from './RestoreRecordButton';
export { recordNounOf } from './recordNoun';
export { ConfirmActionButton } from './ConfirmActionButton';
export { ActionButton, ActionLookProvider } from './ActionButton';
