// The upload of one file as a small state machine (spec 000 §4): idle → uploading (progress) → done (stored path) | error.
import type { StoredFile } from './uploadFile';

export type UploadState =
  | { status: 'idle' }
  | { status: 'uploading'; name: string; percent: number }
  | { status: 'done'; file: StoredFile }
  | { status: 'error'; message: string };

export type UploadAction =
  | { type: 'start'; name: string }
  | { type: 'progress'; fraction: number }
  | { type: 'done'; file: StoredFile }
  | { type: 'fail'; message: string }
  | { type: 'reset' };

export const IDLE: UploadState = { status: 'idle' };

export function uploadReducer(state: UploadState, action: UploadAction): UploadState {
  switch (action.type) {
    case 'start':
      return { status: 'uploading', name: action.name, percent: 0 };
    case 'progress': {
      if (state.status !== 'uploading' || !Number.isFinite(action.fraction)) return state;
      // The bar never goes back, and 100 % waits for the server's answer.
      const percent = Math.max(state.percent, Math.min(99, Math.floor(action.fraction * 100)));
      return percent === state.percent ? state : { ...state, percent };
    }
    case 'done':
      return { status: 'done', file: action.file };
    case 'fail':
      return { status: 'error', message: action.message };
    case 'reset':
      return IDLE;
  }
}
