import { formatDateTime } from '../../shared';
import type { PropertyCellProps, PropertyTypeAdapter } from '../types';
import { lazyInput } from '../lazyInput';

const TimestampInput = lazyInput(
  () => import('./TimestampInput'),
  (m) => m.TimestampInput,
);

const TimestampCell = ({ value }: PropertyCellProps) => <>{formatDateTime(value) ?? ''}</>;

export const timestampAdapter: PropertyTypeAdapter = { Input: TimestampInput, Cell: TimestampCell };
