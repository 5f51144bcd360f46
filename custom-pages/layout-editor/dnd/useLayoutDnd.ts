// Drag and drop of the layout editor on react-dnd (HTML5 backend), the whole editor being one drag source and one
// drop target: sources and targets are marked in the DOM (data-drag, data-drop), so that the 300 contents of a page
// register nothing with react-dnd and do not re-render while dragging. The drag source is connected to the element
// a drag starts from; where it may land is read from the element under the pointer by the state machine of
// machine.ts, and the hovered target is highlighted through a DOM attribute.
import { useCallback, useMemo, useRef, type DragEvent as ReactDragEvent } from 'react';
import { useDrag, useDrop } from 'react-dnd';
import type { Layout } from '../../../model/layouts';
import { dropOperation } from './dropOperation';
import { IDLE } from './idle';
import { transition, type DragState } from './machine';
import { DRAG_ATTRIBUTE, parseSource, type SourceResolver } from './sources';
import { DROP_ATTRIBUTE, OVER_ATTRIBUTE, dropTargetAt } from './targets';
import type { DragPayload } from './types';

/** Set on the editor root while something is dragged (drop places are outlined, without moving anything). */
export const DRAGGING_CLASS = 'layout-dragging';
const LAYOUT_ITEM = 'layout-item';

interface LayoutDragItem {
  payload: DragPayload;
}

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
  /** The element the drag source is connected to, and its own draggable attribute (react-dnd clears it on leaving). */
  const source = useRef<{ element: HTMLElement; draggable: string | null } | null>(null);
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

  const [, connectDrag] = useDrag<LayoutDragItem>(
    () => ({
      type: LAYOUT_ITEM,
      item: () => {
        const mark = source.current?.element.getAttribute(DRAG_ATTRIBUTE);
        const payload = parseSource(mark, (kind, id) => options.current.resolve(kind, id));
        if (!payload) return null;
        state.current = transition(state.current, { type: 'start', payload });
        // After the browser took its drag image: changing the DOM inside dragstart may cancel the drag.
        const element = root.current;
        setTimeout(() => state.current.name === 'dragging' && element?.classList.add(DRAGGING_CLASS), 0);
        return { payload };
      },
      canDrag: () => !disabled,
      end: reset,
    }),
    [disabled, reset],
  );

  const [, connectDrop] = useDrop<LayoutDragItem>(
    () => ({
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
    }),
    [reset],
  );

  const rootRef = useCallback(
    (element: HTMLElement | null) => {
      root.current = element;
      connectDrop(element);
    },
    [connectDrop],
  );

  // Native events reach the root before the backend, which listens on the window.
  const handlers = useMemo(
    () => ({
      /** Before the event reaches the source: react-dnd's listener, added to it now, takes this very drag. */
      onDragStartCapture: (event: ReactDragEvent<HTMLElement>) => {
        const element = event.target instanceof Element ? event.target.closest<HTMLElement>(`[${DRAG_ATTRIBUTE}]`) : null;
        if (!element || element.getAttribute('draggable') !== 'true' || source.current?.element === element) return;
        const previous = source.current;
        source.current = { element, draggable: element.getAttribute('draggable') };
        connectDrag(element);
        if (previous?.draggable != null) previous.element.setAttribute('draggable', previous.draggable);
      },
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
    }),
    [connectDrag],
  );

  return { rootRef, handlers: disabled ? {} : handlers };
}
