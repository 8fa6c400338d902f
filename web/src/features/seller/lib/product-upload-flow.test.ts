import { describe, expect, it, vi } from 'vitest';
import type { UploadTarget } from '@shared/schemas/material';
import type { CreateProductInput, ProductDetail } from '@shared/schemas/market';
import { combinedFraction, runProductUpload, uploadPlan } from './product-upload-flow';

const target = (name: string): UploadTarget => ({ url: `http://storage/${name}`, method: 'PUT', headers: { 'Content-Type': 'x' } });
const targets = { upload_id: 'up1', uploads: { preview: target('p'), gallery: [target('g0')], content: target('c') } };
const input = { product: { title: 'T' } } as unknown as CreateProductInput;
const files = { preview: { name: 'p', size: 100 }, gallery: [{ name: 'g0', size: 100 }], content: { name: 'c', size: 200 } };

describe('combinedFraction', () => {
  it('weights each file by its size', () => {
    expect(combinedFraction([100, 100, 200], 0, 0.5)).toBe(0.125);
    expect(combinedFraction([100, 100, 200], 2, 0.5)).toBe(0.75);
    expect(combinedFraction([100, 100, 200], 2, 1)).toBe(1);
    expect(combinedFraction([], 0, 1)).toBe(0);
  });
});

describe('uploadPlan', () => {
  it('pairs files and targets in order and refuses a mismatch', () => {
    expect(uploadPlan(targets.uploads, files).map((step) => step.target.url)).toEqual(['http://storage/p', 'http://storage/g0', 'http://storage/c']);
    expect(() => uploadPlan(targets.uploads, { ...files, gallery: [] })).toThrow();
  });
});

describe('runProductUpload', () => {
  it('creates, PUTs each file with overall progress, then completes', async () => {
    const order: string[] = [];
    const progress: number[] = [];
    const product = { id: 'up1', status: 'pending' } as ProductDetail;
    const deps = {
      create: vi.fn(async () => {
        order.push('create');
        return targets;
      }),
      put: vi.fn(async (t: UploadTarget, _f: { name: string; size: number }, options: { onProgress: (f: number) => void }) => {
        order.push(`put ${t.url}`);
        options.onProgress(1);
      }),
      complete: vi.fn(async (id: string) => {
        order.push(`complete ${id}`);
        return product;
      }),
    };
    const task = { signal: new AbortController().signal, progress: (f: number) => progress.push(f), processing: vi.fn() };
    const startTask = vi.fn(() => task);
    await expect(runProductUpload(deps, input, files, (f) => f.size, startTask)).resolves.toBe(product);
    expect(order).toEqual(['create', 'put http://storage/p', 'put http://storage/g0', 'put http://storage/c', 'complete up1']);
    expect(progress).toEqual([0.25, 0.5, 1]);
    expect(task.processing).toHaveBeenCalledOnce();
  });
  it('opens no progress box when the server refuses the upload', async () => {
    const startTask = vi.fn();
    const deps = { create: vi.fn(async () => Promise.reject(new Error('415'))), put: vi.fn(), complete: vi.fn() };
    await expect(runProductUpload<(typeof files)["content"]>(deps, input, files, (f) => f.size, startTask)).rejects.toThrow("415");
    expect(startTask).not.toHaveBeenCalled();
  });
  it('does not complete when a PUT fails', async () => {
    const deps = {
      create: vi.fn(async () => targets),
      put: vi.fn(async () => Promise.reject(new Error('network'))),
      complete: vi.fn(),
    };
    const task = { signal: new AbortController().signal, progress: vi.fn(), processing: vi.fn() };
    await expect(runProductUpload(deps, input, files, (f) => f.size, () => task)).rejects.toThrow('network');
    expect(deps.complete).not.toHaveBeenCalled();
  });
});
