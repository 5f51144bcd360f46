import { describe, expect, it } from 'vitest';
import { IDLE, uploadReducer, type UploadState } from './uploadState';

const file = {
  path: '/2026/11/ab-photo.png',
  url: '/api/s/files/2026/11/ab-photo.png',
  name: 'photo.png',
  size: 68,
  humanSize: '68 o',
  mime: 'image/png',
};

describe('uploadReducer (spec 000 §4: idle, uploading with progress, done with stored path)', () => {
  it('goes idle → uploading → done', () => {
    let state: UploadState = IDLE;
    state = uploadReducer(state, { type: 'start', name: 'photo.png' });
    expect(state).toEqual({ status: 'uploading', name: 'photo.png', percent: 0 });
    state = uploadReducer(state, { type: 'progress', fraction: 0.426 });
    expect(state).toEqual({ status: 'uploading', name: 'photo.png', percent: 42 });
    state = uploadReducer(state, { type: 'done', file });
    expect(state).toEqual({ status: 'done', file });
    expect(uploadReducer(state, { type: 'reset' })).toBe(IDLE);
  });

  it('never moves the bar back, and keeps 100 % for the server answer', () => {
    let state = uploadReducer(IDLE, { type: 'start', name: 'a.png' });
    state = uploadReducer(state, { type: 'progress', fraction: 0.6 });
    expect(uploadReducer(state, { type: 'progress', fraction: 0.3 })).toBe(state);
    expect(uploadReducer(state, { type: 'progress', fraction: 1 })).toMatchObject({ percent: 99 });
    expect(uploadReducer(state, { type: 'progress', fraction: NaN })).toBe(state);
  });

  it('ignores progress outside an upload and ends in error with the message', () => {
    expect(uploadReducer(IDLE, { type: 'progress', fraction: 0.5 })).toBe(IDLE);
    const failed = uploadReducer(uploadReducer(IDLE, { type: 'start', name: 'a.exe' }), { type: 'fail', message: 'Type de fichier non accepté' });
    expect(failed).toEqual({ status: 'error', message: 'Type de fichier non accepté' });
  });
});
