// The upload dialog's operation: create the material, then send the file with progress in
// the upload-progress box and complete it (lib/material-upload-flow.ts).
import { useCallback } from 'react';
import { putWithProgress } from '@/lib/uploads/put-with-progress';
import { useUploadTask, type UploadTask } from '@/lib/uploads/upload-state';
import type { CreateMaterialRequest } from '../lib/material-form';
import { startMaterialUpload, type StartedUpload } from '../lib/material-upload-flow';
import { completeMaterial } from './complete-material';
import { createMaterial } from './create-material';
import { deleteMaterial } from './delete-material';

export function useUploadMaterial(classId: string): (request: CreateMaterialRequest, file: File) => Promise<StartedUpload> {
  const startTask = useUploadTask();
  return useCallback(
    async (request, file) => {
      let task: UploadTask | null = null;
      const started = await startMaterialUpload(
        {
          create: (body) => createMaterial(classId, body),
          put: (target, body, options) => putWithProgress(target, body, options),
          complete: (materialId) => completeMaterial(classId, materialId),
          discard: (materialId) => deleteMaterial(classId, materialId),
        },
        request,
        file,
        () => {
          task = startTask({ id: 'uploads.label.material', values: { name: request.name } });
          return task;
        },
      );
      const shown = task as UploadTask | null;
      started.finished.then(
        () => shown?.done(),
        () => (shown?.signal.aborted ? shown.cancelled() : shown?.failed()),
      );
      return started;
    },
    [classId, startTask],
  );
}
