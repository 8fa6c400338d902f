// The upload form's operation: create the upload, send the files with progress in the
// upload-progress box and complete it (lib/product-upload-flow.ts).
import { useCallback } from 'react';
import { putWithProgress } from '@/lib/uploads/put-with-progress';
import { useUploadTask, type UploadTask } from '@/lib/uploads/upload-state';
import type { CreateProductInput, ProductDetail } from '@shared/schemas/market';
import { runProductUpload, type ProductUploadFiles } from '../lib/product-upload-flow';
import { completeProductUpload } from './complete-product-upload';
import { createProduct } from './create-product';

export function useUploadProduct(): (input: CreateProductInput, files: ProductUploadFiles<File>) => Promise<ProductDetail> {
  const startTask = useUploadTask();
  return useCallback(
    async (input, files) => {
      let task: UploadTask | null = null;
      try {
        const product = await runProductUpload(
          { create: createProduct, put: (target, body, options) => putWithProgress(target, body, options), complete: completeProductUpload },
          input,
          files,
          (file) => file.size,
          () => {
            task = startTask({ id: 'seller.upload.progressLabel', values: { name: input.product.title } });
            return task;
          },
        );
        (task as UploadTask | null)?.done();
        return product;
      } catch (error) {
        const shown = task as UploadTask | null;
        if (shown?.signal.aborted) shown.cancelled();
        else shown?.failed();
        throw error;
      }
    },
    [startTask],
  );
}
