// Drag state "dragging": a payload is held; hovering a target that takes it makes it the highlighted one, any other
// place clears the highlight; a drop or the end of the drag goes back to idle.
import { accepts } from './dropOperation';
import { IDLE } from './idle';
import type { DraggingState, DragEvent, DragState } from './machine';

export function onDragging(state: DraggingState, event: DragEvent): DragState {
  switch (event.type) {
    case 'start':
      return { name: 'dragging', payload: event.payload };
    case 'over': {
      const over = event.target && accepts(state.payload, event.target.target) ? event.target.key : undefined;
      return over === state.over ? state : { ...state, over };
    }
    case 'drop':
    case 'end':
      return IDLE;
  }
}
