// The drag sources of the layout editor (toolbox items, column blocks, contents): react-dnd drag sources that hand
// their data-drag mark to the editor's controller (useLayoutDnd), which starts the state machine.
import { createContext, useCallback, useContext } from 'react';
import { useDrag } from 'react-dnd';
import type { DragPayload } from './types';

export const LAYOUT_ITEM = 'layout-item';

export interface LayoutDragItem {
  payload: DragPayload;
}

export interface LayoutDragController {
  disabled: boolean;
  /** A drag starts from a source mark ('content:0.1.2'): its payload, or undefined when it names nothing. */
  begin: (source: string) => DragPayload | undefined;
  end: () => void;
}

export const LayoutDragContext = createContext<LayoutDragController | undefined>(undefined);

/** A ref making an element a drag source of `source` (its data-drag mark), while `enabled`. */
export function useLayoutDrag(source: string, enabled = true): (element: HTMLElement | null) => void {
  const controller = useContext(LayoutDragContext);
  const active = enabled && controller !== undefined && !controller.disabled;
  const [, connect] = useDrag<LayoutDragItem>(() => ({
    type: LAYOUT_ITEM,
    item: () => {
      const payload = controller?.begin(source);
      return payload ? { payload } : null;
    },
    canDrag: () => active,
    end: () => controller?.end(),
  }), [source, active, controller]);
  return useCallback((element: HTMLElement | null) => {
    connect(active ? element : null);
  }, [connect, active]);
}
