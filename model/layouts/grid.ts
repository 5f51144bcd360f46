// The boxes of a layout on a screen width, for the preview pane.
//
// Reading of breakpointViewport (desktop, tablet by default, mobile meaning "never"): the smallest screen on
// which a row keeps its columns side by side; on narrower screens every column of the row (nested ones
// included) takes the full width. So by default columns are full width on mobile, 'desktop' stacks them on
// tablets too, and 'mobile' never stacks them. Rows are never hidden (hiding is a display condition's job).
import { BREAKPOINTS, LAYOUT_GRID_COLUMNS as GRID } from '../constants.js';
import { DEFAULT_BREAKPOINT_VIEWPORT } from './options.js';
import { effectiveOrder } from './columns.js';
import type { ColPath, ContentPath, LayoutPath, RowPath } from './paths.js';
import { isNested, isRef, type BreakpointViewport, type Col, type Layout } from './types.js';

export type Breakpoint = 'mobile' | 'tablet' | 'desktop';
const RANK: Record<Breakpoint, number> = { mobile: 0, tablet: 1, desktop: 2 };

/** mobile ≤ 768 px, tablet 769-1024 px, desktop ≥ 1025 px. */
export const breakpointOf = (width: number): Breakpoint =>
  width >= BREAKPOINTS.desktop ? 'desktop' : width >= BREAKPOINTS.tablet ? 'tablet' : 'mobile';

export type GridItem =
  | { kind: 'component'; path: ContentPath; _id: string; label?: string; frontComponent?: string; isRef: boolean }
  | { kind: 'nested'; path: ContentPath; boxes: GridBox[] };

export interface GridBox {
  readonly path: ColPath;
  /** First grid line (1-based) and span on the 12-column grid of the box's parent. */
  readonly start: number;
  readonly span: number;
  readonly offset: number;
  /** Flex order among its siblings; boxes are listed in this order. */
  readonly order: number;
  readonly items: GridItem[];
}

export interface GridRow {
  readonly path: RowPath;
  readonly uuid?: string;
  readonly fullWidth: boolean;
  /** Columns shown one under the other at this breakpoint. */
  readonly stacked: boolean;
  readonly boxes: GridBox[];
}

export const isStacked = (viewport: BreakpointViewport | undefined, breakpoint: Breakpoint): boolean =>
  RANK[breakpoint] < RANK[viewport ?? DEFAULT_BREAKPOINT_VIEWPORT];

function boxes(cols: readonly Col[], prefix: LayoutPath, stacked: boolean): GridBox[] {
  const ordered = cols.map((col, c) => ({ col, c, order: effectiveOrder(col, c) })).sort((a, b) => a.order - b.order || a.c - b.c);
  let line = 1;
  return ordered.map(({ col, c, order }) => {
    const offset = stacked ? 0 : Math.min(col.offset ?? 0, GRID);
    const span = stacked ? GRID : Math.min(col.size, GRID);
    const start = stacked ? 1 : Math.min(line + offset, GRID);
    line = stacked ? 1 : start + span;
    const items = col.contents.map((content, i): GridItem => {
      const path = [...prefix, c, i];
      if (isNested(content)) return { kind: 'nested', path, boxes: boxes(content.cols, path, stacked) };
      return {
        kind: 'component',
        path,
        _id: content._id,
        isRef: isRef(content),
        ...(content.label !== undefined && { label: content.label }),
        ...(!isRef(content) && content.frontComponent !== undefined && { frontComponent: content.frontComponent }),
      };
    });
    return { path: [...prefix, c], start, span, offset, order, items };
  });
}

/** Rows of boxes for a breakpoint or a screen width in pixels. */
export function layoutToGrid(layout: Layout, screen: Breakpoint | number): GridRow[] {
  const breakpoint = typeof screen === 'number' ? breakpointOf(screen) : screen;
  return layout.map((row, r) => {
    const stacked = isStacked(row.options?.breakpointViewport, breakpoint);
    return { path: [r], ...(row.uuid && { uuid: row.uuid }), fullWidth: row.fullWidth === true, stacked, boxes: boxes(row.cols, [r], stacked) };
  });
}
