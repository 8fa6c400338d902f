// The material upload (docs/classes.md, Materials): POST /classes/{classId}/materials (the
// server refuses a wrong type or size before any upload) -> PUT the bytes to upload.url with
// progress -> POST .../complete (the server checks the object: a mismatch is deleted, the
// material rejected, 422 'Please upload a valid file'). Pure orchestration, unit-tested.
import type { MaterialDto, UploadTarget } from '@shared/schemas/material';
import type { CreateMaterialRequest } from './material-form';

export interface MaterialUploadDeps<F> {
  create(request: CreateMaterialRequest): Promise<{ material: MaterialDto; upload: UploadTarget }>;
  put(target: UploadTarget, body: F, options: { onProgress: (fraction: number) => void; signal: AbortSignal }): Promise<void>;
  complete(materialId: string): Promise<{ material: MaterialDto }>;
  /** Best-effort removal of a material whose bytes never arrived (cancelled or failed PUT). */
  discard(materialId: string): Promise<unknown>;
}

export interface MaterialUploadTask {
  signal: AbortSignal;
  progress(fraction: number): void;
  processing(): void;
}

export interface StartedUpload {
  material: MaterialDto;
  /** Settles when the file is stored and checked (or refused). */
  finished: Promise<MaterialDto>;
}

/** Resolves once the material exists (the dialog may close); `finished` carries the rest. */
export async function startMaterialUpload<F>(
  deps: MaterialUploadDeps<F>,
  request: CreateMaterialRequest,
  file: F,
  /** Called once the material exists: the progress box opens only for a real upload. */
  startTask: () => MaterialUploadTask,
): Promise<StartedUpload> {
  const { material, upload } = await deps.create(request);
  const task = startTask();
  const finished = (async () => {
    try {
      await deps.put(upload, file, { onProgress: task.progress, signal: task.signal });
    } catch (error) {
      await deps.discard(material.id).catch(() => undefined);
      throw error;
    }
    task.processing();
    const completed = await deps.complete(material.id);
    return completed.material;
  })();
  // The caller attaches its handlers later; keep an early failure from being "unhandled".
  finished.catch(() => undefined);
  return { material, finished };
}
