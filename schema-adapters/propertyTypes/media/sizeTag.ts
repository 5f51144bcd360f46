// The size indicator of an uploaded file (spec 000 §4): success up to 20000 bytes, warning up to 50000, danger above.

export type SizeSeverity = 'success' | 'warning' | 'error';

export const SIZE_SUCCESS_MAX = 20000;
export const SIZE_WARNING_MAX = 50000;

export function sizeSeverity(bytes: number): SizeSeverity {
  if (bytes <= SIZE_SUCCESS_MAX) return 'success';
  if (bytes <= SIZE_WARNING_MAX) return 'warning';
  return 'error';
}

export { humanSize } from '../../../model/fileSize';
