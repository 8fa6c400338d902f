import { describe, expect, it } from 'vitest';
import type { MaterialDto } from '@shared/schemas/material';
import { UploadError } from '@/lib/uploads/put-with-progress';
import type { CreateMaterialRequest } from './material-form';
import { startMaterialUpload, type MaterialUploadDeps } from './material-upload-flow';

const request: CreateMaterialRequest = {
  name: 'Syllabus', description: '', language: 'ar', visibility: 'public', allow_download: true,
  file: { name: 's.pdf', contentType: 'application/pdf', size: 10 },
};
const dto = (state: MaterialDto['state']): MaterialDto => ({
  id: 'm1', classId: 'c1', name: 'Syllabus', description: '', language: 'ar', visibility: 'public', allow_download: true, state,
  file: { name: 's.pdf', contentType: 'application/pdf', size: 10 }, uploaded_by: 't', created_at: null,
});

function setup(options: { put?: () => Promise<void>; complete?: () => Promise<{ material: MaterialDto }> } = {}) {
  const calls: string[] = [];
  const deps: MaterialUploadDeps<string> = {
    create: async () => {
      calls.push('create');
      return { material: dto('uploading'), upload: { url: 'u', method: 'PUT', headers: {} } };
    },
    put: async (_target, _body, { onProgress }) => {
      calls.push('put');
      onProgress(1);
      await options.put?.();
    },
    complete: async () => {
      calls.push('complete');
      return options.complete ? options.complete() : { material: dto('processed') };
    },
    discard: async () => {
      calls.push('discard');
    },
  };
  const phases: string[] = [];
  const startTask = () => {
    phases.push('task');
    return { signal: new AbortController().signal, progress: (f: number) => phases.push(`progress ${f}`), processing: () => phases.push('processing') };
  };
  return { deps, calls, phases, startTask };
}

describe('startMaterialUpload', () => {
  it('creates, then uploads and completes in the background', async () => {
    const { deps, calls, phases, startTask } = setup();
    const started = await startMaterialUpload(deps, request, 'bytes', startTask);
    expect(started.material.state).toBe('uploading');
    await expect(started.finished).resolves.toMatchObject({ state: 'processed' });
    expect(calls).toEqual(['create', 'put', 'complete']);
    expect(phases).toEqual(['task', 'progress 1', 'processing']);
  });

  it('opens no progress box when the server refuses the material', async () => {
    const { deps, phases, startTask } = setup();
    deps.create = async () => {
      throw new Error('415');
    };
    await expect(startMaterialUpload(deps, request, 'bytes', startTask)).rejects.toThrow('415');
    expect(phases).toEqual([]);
  });

  it('removes the material when the bytes never arrive', async () => {
    const { deps, calls, startTask } = setup({ put: async () => Promise.reject(new UploadError('aborted')) });
    const started = await startMaterialUpload(deps, request, 'bytes', startTask);
    await expect(started.finished).rejects.toMatchObject({ kind: 'aborted' });
    expect(calls).toEqual(['create', 'put', 'discard']);
  });

  it('leaves a rejected material for the teacher to see (422 Please upload a valid file)', async () => {
    const refusal = Object.assign(new Error('Please upload a valid file'), { status: 422 });
    const { deps, calls, startTask } = setup({ complete: async () => Promise.reject(refusal) });
    const started = await startMaterialUpload(deps, request, 'bytes', startTask);
    await expect(started.finished).rejects.toBe(refusal);
    expect(calls).toEqual(['create', 'put', 'complete']);
  });
});
