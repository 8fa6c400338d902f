// The product upload (docs/market.md, Upload): POST /market/products (the server refuses a
// wrong type or size before any upload) -> PUT each file to its upload session with progress
// -> POST /market/uploads/{uploadId}/complete (the server checks every object's bytes and
// creates the product, pending review). Pure orchestration with injected calls, unit-tested.
import type { UploadTarget } from '@shared/schemas/material';
import type { CreateProductInput, ProductDetail, ProductUploadTargets } from '@shared/schemas/market';

export interface ProductUploadDeps<F> {
  create(input: CreateProductInput): Promise<ProductUploadTargets>;
  put(target: UploadTarget, body: F, options: { onProgress: (fraction: number) => void; signal: AbortSignal }): Promise<void>;
  complete(uploadId: string): Promise<ProductDetail>;
}

export interface ProductUploadTask {
  signal: AbortSignal;
  progress(fraction: number): void;
  processing(): void;
}

export interface ProductUploadFiles<F> {
  preview: F;
  gallery: F[];
  content: F;
}

/** Overall progress over several files, weighted by their sizes (0..1). */
export function combinedFraction(sizes: readonly number[], index: number, fraction: number): number {
  const total = sizes.reduce((sum, size) => sum + Math.max(0, size), 0);
  if (total <= 0) return 0;
  const done = sizes.slice(0, index).reduce((sum, size) => sum + Math.max(0, size), 0);
  const current = Math.max(0, sizes[index] ?? 0) * Math.min(1, Math.max(0, fraction));
  return Math.min(1, (done + current) / total);
}

/** Pairs each file with its target, in upload order: preview, gallery images, content. */
export function uploadPlan<F>(targets: ProductUploadTargets['uploads'], files: ProductUploadFiles<F>): { target: UploadTarget; file: F }[] {
  if (targets.gallery.length !== files.gallery.length) throw new Error('The server answered a different number of gallery uploads.');
  return [
    { target: targets.preview, file: files.preview },
    ...files.gallery.map((file, index) => ({ target: targets.gallery[index]!, file })),
    { target: targets.content, file: files.content },
  ];
}

/**
 * Creates the upload, sends the files one after the other and completes it. `startTask` is
 * called once the upload exists (the progress box opens only for a real upload).
 */
export async function runProductUpload<F>(
  deps: ProductUploadDeps<F>,
  input: CreateProductInput,
  files: ProductUploadFiles<F>,
  sizeOf: (file: F) => number,
  startTask: () => ProductUploadTask,
): Promise<ProductDetail> {
  const targets = await deps.create(input);
  const plan = uploadPlan(targets.uploads, files);
  const task = startTask();
  const sizes = plan.map((step) => sizeOf(step.file));
  for (const [index, step] of plan.entries()) {
    await deps.put(step.target, step.file, {
      onProgress: (fraction) => task.progress(combinedFraction(sizes, index, fraction)),
      signal: task.signal,
    });
  }
  task.processing();
  return deps.complete(targets.upload_id);
}
