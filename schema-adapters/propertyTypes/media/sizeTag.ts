// The size indicator of an uploaded file (spec 000 §4): success up to 20000 bytes, warning up to 50000, danger above.

export type SizeSeverity = 'success' | 'warning' | 'error';

export const SIZE_SUCCESS_MAX = 20000;
export const SIZE_WARNING_MAX = 50000;

export function sizeSeverity(bytes: number): SizeSeverity {
  if (bytes <= SIZE_SUCCESS_MAX) return 'success';
  if (bytes <= SIZE_WARNING_MAX) return 'warning';
  return 'error';
}

/** The same text as the server's humanSize: '512 o', '12.3 Ko', '4.0 Mo'. */
export function humanSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} o`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} Ko`;
  return `${(bytes / 1024 / 1024).toFixed(1)} Mo`;
}
