// The validator of a timestamp input: unreadable typed text, then the shared validator, then the date range.
import type { Validator } from 'react-admin';
import type { PropertyDefinition } from '../../../model/metaSchema';
import { normalizeValue } from '../../../model/validation';
import { valueAtPath } from '../nested/paths';
import { INVALID_DATE } from './dateTimeText';
import { rangeError, type RangePartner } from '../../../model/validation/dateRange';

const TIMESTAMP: PropertyDefinition = { key: 'ts', type: 'timestamp' };

/** Seconds of a value as the server would store it (seconds, numeric or ISO text, Date); undefined otherwise. */
export function storedSeconds(value: unknown): number | undefined {
  const normalized = normalizeValue(TIMESTAMP, value);
  return typeof normalized === 'number' && Number.isFinite(normalized) ? normalized : undefined;
}

/** Text the form holds while what was typed cannot be read as a date. */
export const isUnreadableText = (value: unknown): boolean => typeof value === 'string' && value.trim() !== '' && storedSeconds(value) === undefined;

export function timestampValidator(validate: Validator, range?: RangePartner & { partnerPath: string }): Validator {
  return (value, values, props) => {
    if (isUnreadableText(value)) return INVALID_DATE;
    const message = validate(value, values, props);
    if (message || !range) return message;
    return rangeError(range.role, storedSeconds(value), storedSeconds(valueAtPath(values, range.partnerPath)));
  };
}
