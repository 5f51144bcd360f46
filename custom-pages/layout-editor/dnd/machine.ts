// The drag-and-drop interaction of the layout editor as a small state machine (design.md §7): one state per file
// (idle.ts, dragging.ts), pure transitions; useLayoutDnd runs the effects (highlight, operation, message).
import { onDragging } from './dragging';
import { onIdle } from './idle';
import type { DragPayload, DropTarget } from './types';

export interface IdleState {
  readonly name: 'idle';
}

export interface DraggingState {
  readonly name: 'dragging';
  readonly payload: DragPayload;
  /** Key (data-drop value) of the highlighted target, when the pointer is over one that takes the payload. */
  readonly over?: string;
}

export type DragState = IdleState | DraggingState;

export type DragEvent =
  | { readonly type: 'start'; readonly payload: DragPayload }
  /** The pointer moved over a target (its data-drop value and meaning), or over nothing that is one. */
  | { readonly type: 'over'; readonly target?: { readonly key: string; readonly target: DropTarget } }
  | { readonly type: 'drop' }
  | { readonly type: 'end' };

export function transition(state: DragState, event: DragEvent): DragState {
  return state.name === 'idle' ? onIdle(state, event) : onDragging(state, event);
}
