// Drag and drop of the layout editor on react-dnd (HTML5 backend): each source is a react-dnd drag source
// (useLayoutDrag), the whole editor one drop target. Where a drag may land is read from the element under the
// pointer (its data-drop mark) by the state machine of machine.ts, and the hovered target is highlighted through a
// DOM attribute: the 300 contents of a page carry no drop target of their own and do not re-render while dragging.
import { useCallback, useMemo, useRef, type DragEvent as ReactDragEvent } from 'react';
import { useDrop } from 'react-dnd';
import type { Layout } from '../../../model/layout';
import { LAYOUT_ITEM, type LayoutDragController, type LayoutDragItem } from './dragSource';
import { dropOperation } from './dropOperation';
import { IDLE } from './idle';
import { transition, type DragState } from './machine';
import { parseSource, type SourceResolver } from './sources';
import { DROP_ATTRIBUTE, OVER_ATTRIBUTE, dropTargetAt } from './targets';

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
  /** The element under the pointer and the Ctrl key, from the last native dragover or drop. */
  const pointer = useRef<{ target: EventTarget | null; ctrlKey: boolean }>({ target: null, ctrlKey: false });
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

  const controller = useMemo<LayoutDragController>(() => ({
    disabled,
    begin: (source) => {
      const payload = parseSource(source, (kind, id) => options.current.resolve(kind, id));
      if (!payload) return undefined;
      state.current = transition(state.current, { type: 'start', payload });
      // After the browser took its drag image: changing the DOM inside dragstart may cancel the drag.
      const element = root.current;
      setTimeout(() => state.current.name === 'dragging' && element?.classList.add(DRAGGING_CLASS), 0);
      return payload;
    },
    end: reset,
  }), [disabled, reset]);

  const [, connectDrop] = useDrop<LayoutDragItem>(() => ({
    accept: LAYOUT_ITEM,
    // Asked on every dragover (after the root's handler below moved the machine) and before the drop.
    canDrop: () => state.current.name === 'dragging' && state.current.over !== undefined,
    drop: () => {
      const current = state.current;
      if (current.name !== 'dragging') return;
      const hit = dropTargetAt(pointer.current.target);
      const copy = pointer.current.ctrlKey;
      reset();
      if (hit) options.current.apply((layout) => dropOperation(layout, current.payload, hit.target, { copy }));
    },
  }), [reset]);

  const rootRef = useCallback((element: HTMLElement | null) => {
    root.current = element;
    connectDrop(element);
  }, [connectDrop]);

  /** Native events reach the root before the backend (which listens on the window): the pointer is known first. */
  const handlers = useMemo(() => ({
    onDragOver: (event: ReactDragEvent<HTMLElement>) => {
      pointer.current = { target: event.target, ctrlKey: event.ctrlKey };
      if (state.current.name !== 'dragging') return;
      const hit = dropTargetAt(event.target);
      const key = hit?.element.getAttribute(DROP_ATTRIBUTE) ?? undefined;
      state.current = transition(state.current, { type: 'over', target: hit && key ? { key, target: hit.target } : undefined });
      highlight(state.current.name === 'dragging' && state.current.over && hit ? hit.element : null);
    },
    onDragLeave: (event: ReactDragEvent<HTMLElement>) => {
      // Leaving the editor altogether (relatedTarget outside it, or null for another window).
      const next = event.relatedTarget;
      if (!(next instanceof Node) || !event.currentTarget.contains(next)) highlight(null);
    },
    onDrop: (event: ReactDragEvent<HTMLElement>) => {
      pointer.current = { target: event.target, ctrlKey: event.ctrlKey };
    },
  }), []);

  return { rootRef, handlers: disabled ? {} : handlers, controller };
}
