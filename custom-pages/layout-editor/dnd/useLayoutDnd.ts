// Native HTML5 drag and drop for the layout editor (react-dnd is not installed): delegated listeners on the editor's
// root, the state machine of machine.ts, the hovered target highlighted through a DOM attribute (no re-render of the
// 300 contents while dragging), and the drop computed from the element under the pointer.
import { useCallback, useMemo, useRef, type DragEvent as ReactDragEvent } from 'react';
import type { Layout } from '../../../model/layout';
import { dropOperation } from './dropOperation';
import { IDLE } from './idle';
import { transition, type DragState } from './machine';
import { DRAG_ATTRIBUTE, parseSource, type SourceResolver } from './sources';
import { DROP_ATTRIBUTE, OVER_ATTRIBUTE, dropTargetAt } from './targets';
import { DRAG_MIME } from './types';

/** Set on the editor root while something is dragged (drop places are outlined, without moving anything). */
export const DRAGGING_CLASS = 'layout-dragging';

export interface LayoutDndOptions {
  /** Runs a layout operation; a refusal is shown by the caller. */
  apply: (op: (layout: Layout) => Layout) => void;
  resolve: SourceResolver;
  disabled?: boolean;
}

export function useLayoutDnd({ apply, resolve, disabled = false }: LayoutDndOptions) {
  const state = useRef<DragState>(IDLE);
  const highlighted = useRef<HTMLElement | null>(null);
  const root = useRef<HTMLElement | null>(null);
  const options = useRef({ apply, resolve });
  options.current = { apply, resolve };

  const highlight = (element: HTMLElement | null) => {
    if (highlighted.current === element) return;
    highlighted.current?.removeAttribute(OVER_ATTRIBUTE);
    element?.setAttribute(OVER_ATTRIBUTE, 'true');
    highlighted.current = element;
  };

  const reset = useCallback(() => {
    state.current = transition(state.current, { type: 'end' });
    highlight(null);
    root.current?.classList.remove(DRAGGING_CLASS);
  }, []);

  const handlers = useMemo(() => ({
    onDragStart: (event: ReactDragEvent<HTMLElement>) => {
      const source = event.target instanceof Element ? event.target.closest<HTMLElement>(`[${DRAG_ATTRIBUTE}]`) : null;
      const value = source?.getAttribute(DRAG_ATTRIBUTE);
      const payload = parseSource(value, (kind, id) => options.current.resolve(kind, id));
      if (!payload || !value) return;
      event.stopPropagation();
      event.dataTransfer.setData(DRAG_MIME, value);
      event.dataTransfer.setData('text/plain', value);
      event.dataTransfer.effectAllowed = 'copyMove';
      state.current = transition(state.current, { type: 'start', payload });
      root.current = event.currentTarget;
      // After the browser took its drag image: changing the DOM inside dragstart may cancel the drag.
      const element = event.currentTarget;
      setTimeout(() => state.current.name === 'dragging' && element.classList.add(DRAGGING_CLASS), 0);
    },
    onDragOver: (event: ReactDragEvent<HTMLElement>) => {
      if (state.current.name !== 'dragging') return;
      const hit = dropTargetAt(event.target);
      const key = hit?.element.getAttribute(DROP_ATTRIBUTE) ?? undefined;
      state.current = transition(state.current, { type: 'over', target: hit && key ? { key, target: hit.target } : undefined });
      const over = state.current.name === 'dragging' ? state.current.over : undefined;
      if (over && hit) {
        event.preventDefault();
        const copy = state.current.name === 'dragging' && (state.current.payload.kind === 'component' || event.ctrlKey);
        event.dataTransfer.dropEffect = copy ? 'copy' : 'move';
        highlight(hit.element);
      } else {
        highlight(null);
      }
    },
    onDragLeave: (event: ReactDragEvent<HTMLElement>) => {
      // Leaving the editor altogether (relatedTarget outside it, or null for another window).
      const next = event.relatedTarget;
      if (!(next instanceof Node) || !event.currentTarget.contains(next)) highlight(null);
    },
    onDrop: (event: ReactDragEvent<HTMLElement>) => {
      const current = state.current;
      if (current.name !== 'dragging') return;
      event.preventDefault();
      // The element under the pointer, as the last dragover highlighted it.
      const hit = dropTargetAt(event.target);
      const copy = event.ctrlKey;
      reset();
      if (!hit) return;
      options.current.apply((layout) => dropOperation(layout, current.payload, hit.target, { copy }));
    },
    onDragEnd: () => reset(),
  }), [reset]);

  return disabled ? {} : handlers;
}
