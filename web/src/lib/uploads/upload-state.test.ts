import { describe, expect, it } from 'vitest';
import { initialUploadState, uploadReducer, type UploadEvent, type UploadState } from './upload-state';

const run = (events: UploadEvent[], from: UploadState = initialUploadState) => events.reduce(uploadReducer, from);
const label = { id: 'uploads.label.video', values: { name: 'a.mp4' } };

describe('uploadReducer', () => {
  it('opens at 0 % with the label', () => {
    expect(run([{ type: 'begin', id: 1, label }])).toEqual({ id: 1, open: true, progress: 0, label, phase: 'uploading' });
  });

  it('shows whole percents that never move backwards', () => {
    const state = run([
      { type: 'begin', id: 1, label },
      { type: 'progress', id: 1, fraction: 0.426 },
      { type: 'progress', id: 1, fraction: 0.2 },
    ]);
    expect(state.progress).toBe(42);
    expect(run([{ type: 'progress', id: 1, fraction: 7 }], state).progress).toBe(100);
    expect(run([{ type: 'progress', id: 1, fraction: Number.NaN }], state).progress).toBe(42);
  });

  it('goes through processing to done', () => {
    const state = run([
      { type: 'begin', id: 1, label },
      { type: 'progress', id: 1, fraction: 0.9 },
      { type: 'processing', id: 1 },
    ]);
    expect(state).toMatchObject({ phase: 'processing', progress: 100 });
    expect(run([{ type: 'done', id: 1 }], state)).toMatchObject({ phase: 'done', progress: 100, open: true });
  });

  it('keeps the percentage of a failure and a cancellation', () => {
    const base = run([{ type: 'begin', id: 1, label }, { type: 'progress', id: 1, fraction: 0.3 }]);
    expect(run([{ type: 'failed', id: 1 }], base)).toMatchObject({ phase: 'failed', progress: 30 });
    expect(run([{ type: 'cancelled', id: 1 }, { type: 'failed', id: 1 }], base)).toMatchObject({ phase: 'cancelled' });
  });

  it('ignores events of an older upload once a newer one took the box', () => {
    const state = run([
      { type: 'begin', id: 1, label },
      { type: 'begin', id: 2, label: { id: 'uploads.label.material', values: { name: 'b' } } },
      { type: 'progress', id: 1, fraction: 0.8 },
      { type: 'failed', id: 1 },
    ]);
    expect(state).toMatchObject({ id: 2, phase: 'uploading', progress: 0 });
  });

  it('closes without forgetting the state', () => {
    const state = run([{ type: 'begin', id: 1, label }, { type: 'close' }]);
    expect(state).toMatchObject({ open: false, id: 1, phase: 'uploading' });
    expect(uploadReducer(state, { type: 'close' })).toBe(state);
  });
});
