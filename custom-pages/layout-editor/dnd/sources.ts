// Drag sources are marked in the DOM (data-drag="content:0.1.2", "component:textBlock", "ref:header", "columns:8/4"):
// one listener on the editor reads them, so the 300 contents of a page carry no handler of their own.
import { isContentPath, pathKey, type Content, type ContentPath } from '../../../model/layouts';
import type { DragPayload } from './types';

export const DRAG_ATTRIBUTE = 'data-drag';

export const contentSource = (path: ContentPath): string => `content:${pathKey(path)}`;
export const componentSource = (id: string): string => `component:${id}`;
export const refSource = (id: string): string => `ref:${id}`;
export const columnsSource = (divider: string): string => `columns:${divider}`;

/** Finds the toolbox item a source names: a component definition or a complex component. */
export type SourceResolver = (kind: 'component' | 'ref', id: string) => Content | undefined;

export function parseSource(value: string | null | undefined, resolve: SourceResolver): DragPayload | undefined {
  if (!value) return undefined;
  const colon = value.indexOf(':');
  const kind = value.slice(0, colon);
  const rest = value.slice(colon + 1);
  if (colon < 0 || !rest) return undefined;
  switch (kind) {
    case 'content': {
      const from = rest.split('.').map(Number);
      return isContentPath(from) && from.every((n) => Number.isInteger(n) && n >= 0) ? { kind: 'content', from } : undefined;
    }
    case 'component':
    case 'ref': {
      const content = resolve(kind, rest);
      return content ? { kind: 'component', content } : undefined;
    }
    case 'columns':
      return { kind: 'columns', divider: rest };
    default:
      return undefined;
  }
}
