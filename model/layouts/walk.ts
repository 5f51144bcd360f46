// Reading a layout: finding contents, listing components, and the depth tree of the site wireframe.
import { LAYOUT_MAX_DEPTH } from '../constants.js';
import { getContent, isContentPath, type ColPath, type ContentPath, type LayoutPath, type RowPath } from './paths.js';
import { isNested, isRef, type Col, type ComplexComponentRef, type Component, type Content, type Layout } from './types.js';

/** Calls `visit` on every content, depth first, in reading order; depth is that of the holding column (1 at top level). */
export function visitContents(layout: Layout, visit: (content: Content, path: ContentPath, depth: number) => void): void {
  const walkCols = (cols: readonly Col[], prefix: LayoutPath, depth: number): void => {
    cols.forEach((col, c) =>
      col.contents.forEach((content, i) => {
        const path = [...prefix, c, i];
        visit(content, path, depth);
        if (isNested(content)) walkCols(content.cols, path, depth + 1);
      }),
    );
  };
  layout.forEach((row, r) => walkCols(row.cols, [r], 1));
}

export interface FoundContent {
  readonly content: Content;
  readonly path: ContentPath;
}

/** The content at an address, or the first one (reading order) passing a test. */
export function findContent(layout: Layout, where: LayoutPath | ((content: Content, path: ContentPath) => boolean)): FoundContent | undefined {
  if (typeof where !== 'function') {
    if (!isContentPath(where)) return undefined;
    try {
      return { content: getContent(layout, where), path: where };
    } catch {
      return undefined;
    }
  }
  let found: FoundContent | undefined;
  visitContents(layout, (content, path) => {
    if (!found && where(content, path)) found = { content, path };
  });
  return found;
}

export interface PlacedComponent {
  readonly component: Component | ComplexComponentRef;
  readonly path: ContentPath;
  readonly depth: number;
}

/** Every component and complex-component reference, with its address and depth, in reading order. */
export function walkComponents(layout: Layout): PlacedComponent[] {
  const out: PlacedComponent[] = [];
  visitContents(layout, (content, path, depth) => {
    if (!isNested(content)) out.push({ component: content, path, depth });
  });
  return out;
}

export type DepthNode =
  | { kind: 'row'; path: RowPath | LayoutPath; depth: number; uuid?: string; children: DepthNode[] }
  | { kind: 'col'; path: ColPath; depth: number; size: number; children: DepthNode[] }
  | { kind: 'nested'; path: ContentPath; depth: number; children: DepthNode[]; truncated?: true }
  | { kind: 'component'; path: ContentPath; depth: number; _id: string; label?: string; frontComponent?: string }
  | { kind: 'ref'; path: ContentPath; depth: number; _id: string; label?: string; children: DepthNode[]; truncated?: 'depth' | 'cycle' };

/**
 * The tree of the site wireframe. Columns of top-level rows are at depth 1, those of a nested row one deeper;
 * nothing past `maxDepth` is listed (the node that would open it is marked truncated). With `resolveRef`, a
 * complex-component reference opens the layout it points to, one level deeper, and a reference to a complex
 * component already open above it is marked as a cycle. Paths are relative to the layout that holds them.
 */
export function layoutDepthTree(layout: Layout, maxDepth = LAYOUT_MAX_DEPTH, resolveRef?: (id: string) => Layout | undefined): DepthNode[] {
  const rows = (l: Layout, depth: number, open: readonly string[]): DepthNode[] =>
    l.map((row, r) => ({ kind: 'row', path: [r], depth, ...(row.uuid && { uuid: row.uuid }), children: cols(row.cols, [r], depth, open) }));
  const cols = (list: readonly Col[], prefix: LayoutPath, depth: number, open: readonly string[]): DepthNode[] =>
    list.map((col, c) => ({
      kind: 'col',
      path: [...prefix, c],
      depth,
      size: col.size,
      children: col.contents.map((content, i) => node(content, [...prefix, c, i], depth, open)),
    }));
  const node = (content: Content, path: ContentPath, depth: number, open: readonly string[]): DepthNode => {
    if (isNested(content)) {
      if (depth + 1 > maxDepth) return { kind: 'nested', path, depth, children: [], truncated: true };
      return { kind: 'nested', path, depth, children: cols(content.cols, path, depth + 1, open) };
    }
    const base = { path, depth, _id: content._id, ...(content.label !== undefined && { label: content.label }) };
    if (!isRef(content))
      return { kind: 'component', ...base, ...(content.frontComponent !== undefined && { frontComponent: content.frontComponent }) };
    if (!resolveRef) return { kind: 'ref', ...base, children: [] };
    if (open.includes(content._id)) return { kind: 'ref', ...base, children: [], truncated: 'cycle' };
    if (depth + 1 > maxDepth) return { kind: 'ref', ...base, children: [], truncated: 'depth' };
    return { kind: 'ref', ...base, children: rows(resolveRef(content._id) ?? [], depth + 1, [...open, content._id]) };
  };
  return maxDepth < 1 ? [] : rows(layout, 1, []);
}
