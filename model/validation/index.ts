// Property validation shared by the forms and the server (spec 000 §5, 001 §5).
export type * from './types.js';
export { validators } from './registry.js';
export { normalizeValue, validateValue } from './validateValue.js';
export { checkRecord, COMPUTED_KEYS, lockMessage, SERVER_KEYS } from './record.js';
export { keepLocked, recordLocks } from './nestedLocks.js';
export { invalidRecordMessage } from './invalidRecord.js';
export { isPropertyHidden, isPropertyLocked } from './hidden.js';
export { defaultValueOf, emptyRecord } from './defaults.js';
export { conditionHolds } from './condition.js';
export { clampNumber } from './types/number.js';
export { isRichTextEmpty, richTextToPlainText, richTextWords } from './types/richtext.js';
export { itemProperty } from './types/list.js';
export { REFERENCE_TYPES } from '../propertyTypes.js';
export { WEB_SAFE_FONTS } from './types/font.js';
export { isColor } from './types/color.js';
