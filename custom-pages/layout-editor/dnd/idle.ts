// Drag state "idle": nothing is dragged; only a drag start leaves it.
import type { DragEvent, DragState, IdleState } from './machine';

export const IDLE: IdleState = { name: 'idle' };

export function onIdle(_state: IdleState, event: DragEvent): DragState {
  return event.type === 'start' ? { name: 'dragging', payload: event.payload } : IDLE;
}
