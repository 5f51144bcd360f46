// Drop targets are marked in the DOM (data-drop="slot:0.1.2" or "row:3"): the target of a drag event is read from
// the element under the pointer, never from state that a previous event left behind.
import { isColPath, isContentPath, pathKey, type LayoutPath } from '../../../model/layouts';
import type { DropTarget } from './types';

export const DROP_ATTRIBUTE = 'data-drop';
/** Set on the target being hovered, for the highlight (CSS), and read by the tests. */
export const OVER_ATTRIBUTE = 'data-drop-over';

export const slotTarget = (path: LayoutPath): string => `slot:${pathKey(path)}`;
export const rowTarget = (at: number): string => `row:${at}`;

export function parseTarget(value: string | null | undefined): DropTarget | undefined {
  if (!value) return undefined;
  const [kind, rest = ''] = value.split(':');
  if (kind === 'row') {
    const at = Number(rest);
    return Number.isInteger(at) && at >= 0 ? { kind: 'row', at } : undefined;
  }
  if (kind !== 'slot' || rest === '') return undefined;
  const path = rest.split('.').map(Number);
  if (path.some((n) => !Number.isInteger(n) || n < 0)) return undefined;
  return isColPath(path) || isContentPath(path) ? { kind: 'slot', path } : undefined;
}

/** The innermost drop target holding `node` (the element under the pointer), with its element. */
export function dropTargetAt(node: EventTarget | null): { element: HTMLElement; target: DropTarget } | undefined {
  let element = node instanceof Element ? node.closest<HTMLElement>(`[${DROP_ATTRIBUTE}]`) : null;
  while (element) {
    const target = parseTarget(element.getAttribute(DROP_ATTRIBUTE));
    if (target) return { element, target };
    element = element.parentElement?.closest<HTMLElement>(`[${DROP_ATTRIBUTE}]`) ?? null;
  }
  return undefined;
}
