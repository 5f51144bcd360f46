import { formatDateTime } from '../../shared';
import type { PropertyCellProps, PropertyTypeAdapter } from '../types';
import { TimestampInput } from './TimestampInput';

const TimestampCell = ({ value }: PropertyCellProps) => <>{formatDateTime(value) ?? ''}</>;

export const timestampAdapter: PropertyTypeAdapter = { Input: TimestampInput, Cell: TimestampCell };
