// Layout data model (spec 001 §3), as accepted by model/validation/types/layout.ts, and its error (spec 001 §8).
// Types are readonly: every operation returns a new layout and shares the untouched branches with its input.
import type { LAYOUT_BREAKPOINT_VIEWPORTS, LAYOUT_FLEXES } from '../constants.js';
import { LAYOUT_ERROR } from '../validation/types/layout.js';

export type Flex = (typeof LAYOUT_FLEXES)[number];
export type BreakpointViewport = (typeof LAYOUT_BREAKPOINT_VIEWPORTS)[number];

export interface RowOptions {
  readonly withSeparator?: boolean;
  readonly noPaddingTop?: boolean;
  readonly noPaddingBottom?: boolean;
  readonly loadImagesSync?: boolean;
  readonly wrapperClassName?: string;
  readonly breakpointViewport?: BreakpointViewport;
  readonly [key: string]: unknown;
}

export interface Row {
  readonly uuid?: string;
  readonly cols: readonly Col[];
  readonly options?: RowOptions;
  readonly gutters?: boolean;
  readonly fullWidth?: boolean;
}

export interface ColOptions {
  readonly align?: 'left' | 'center' | 'right';
  readonly className?: string;
  readonly [key: string]: unknown;
}

/** Start and end content indices, as an array of at most two entries or as {start, end} (both are stored). */
export type SelectionRange = readonly [number] | readonly [number, number] | { readonly start: number; readonly end?: number };

export interface Group {
  readonly uuid: string;
  readonly title?: string;
  readonly options?: { readonly color?: string; readonly [key: string]: unknown };
  readonly selectionRange: SelectionRange;
}

export interface Col {
  readonly size: number;
  readonly offset?: number;
  readonly contents: readonly Content[];
  readonly groups?: readonly Group[];
  readonly flex?: Flex;
  /** Free string in stored data; the setters accept COLUMN_ALIGNS only. */
  readonly align?: string;
  readonly flexOrder?: number;
  readonly noMarginBottom?: boolean;
  readonly options?: ColOptions;
}

export interface Component {
  readonly _id: string;
  readonly label?: string;
  readonly frontComponent?: string;
  readonly options?: { readonly [key: string]: unknown };
  /** Not required by the data model; refreshed when a copy is made. */
  readonly uuid?: string;
}

export interface ComplexComponentRef {
  readonly _id: string;
  readonly _cls: 'ComplexComponent';
  readonly _isRef: true;
  readonly label?: string;
}

/** A nested row: columns inside a column, on the 12-column grid of that column. */
export interface NestedCols {
  readonly cols: readonly Col[];
  readonly uuid?: string;
}

export type Content = Component | ComplexComponentRef | NestedCols;
export type Layout = readonly Row[];

export const isNested = (c: Content): c is NestedCols => (c as NestedCols).cols !== undefined;
export const isRef = (c: Content): c is ComplexComponentRef => !isNested(c) && (c as ComplexComponentRef)._cls === 'ComplexComponent';

export type LayoutErrorCode =
  | 'address'
  | 'empty-col'
  | 'depth'
  | 'width'
  | 'divider-unknown'
  | 'divider-too-small'
  | 'last-col-not-empty'
  | 'edge'
  | 'same-parent'
  | 'into-itself'
  | 'bad-content'
  | 'flex-order'
  | 'align'
  | 'option'
  | 'range'
  | 'group-overlap'
  | 'group-unknown';

const EMPTY_COL = 'empty col (should not happen)';
const EDITOR_LAYOUT_ERROR = 'Error in layout !';

/** The shared validator's French refusal ('Erreur dans la mise en page : …') as the layout screens show it (spec 001 §8). */
export const editorLayoutMessage = (message: string): string =>
  message.startsWith(LAYOUT_ERROR) ? `${EDITOR_LAYOUT_ERROR}${message.slice(LAYOUT_ERROR.length)}` : message;

/** A refused operation: `message` is what to show, `code` what to test, `reason` the French explanation. */
export class LayoutError extends Error {
  constructor(
    readonly code: LayoutErrorCode,
    readonly reason: string,
  ) {
    super(code === 'empty-col' ? EMPTY_COL : `${EDITOR_LAYOUT_ERROR} ${reason}`);
    this.name = 'LayoutError';
  }
}

export function refuse(code: LayoutErrorCode, reason: string = code === 'empty-col' ? EMPTY_COL : code): never {
  throw new LayoutError(code, reason);
}

export type LayoutOpResult<T> = { ok: true; value: T } | { ok: false; error: LayoutError };

/** Runs an operation and turns a refusal into a value, for UIs that grey out what would be refused. */
export function tryLayoutOp<T>(op: () => T): LayoutOpResult<T> {
  try {
    return { ok: true, value: op() };
  } catch (e) {
    if (e instanceof LayoutError) return { ok: false, error: e };
    throw e;
  }
}
