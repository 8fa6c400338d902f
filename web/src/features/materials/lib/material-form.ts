// The upload and edit forms' values and their checks with the shared request schemas: the
// file first ('Please upload a file', 'Unsupported file format. Please upload a PDF, image, or
// video file.', the size limits), then the fields.
import { fieldErrorCodes } from '@/lib/api-client';
import { checkUploadFile, type FileLike } from '@/lib/uploads/file-checks';
import type { ErrorCode } from '@shared/errors';
import { createMaterialRequestSchema, updateMaterialRequestSchema } from '@shared/schemas/material';
import type { z } from 'zod';
import type { ClassMaterial, MaterialLanguage, MaterialVisibility } from './materials';

export type CreateMaterialRequest = z.output<typeof createMaterialRequestSchema>;
export type UpdateMaterialRequest = z.output<typeof updateMaterialRequestSchema>;

export interface MaterialFieldValues {
  name: string;
  description: string;
  language: MaterialLanguage;
  visibility: MaterialVisibility;
  allowDownload: boolean;
}

export const defaultFieldValues = (language: MaterialLanguage = 'ar'): MaterialFieldValues => ({
  name: '',
  description: '',
  language,
  visibility: 'private',
  allowDownload: true,
});

export type FieldErrors = Partial<Record<'file' | 'name' | 'description' | 'language' | 'visibility' | 'allow_download', ErrorCode>>;

export type UploadCheck = { ok: true; request: CreateMaterialRequest } | { ok: false; errors: FieldErrors };

export function checkUploadForm(file: FileLike | null, values: MaterialFieldValues): UploadCheck {
  const errors: FieldErrors = {};
  const fileCheck = checkUploadFile(file);
  if (!fileCheck.ok) errors.file = fileCheck.code;
  const parsed = createMaterialRequestSchema.safeParse({
    name: values.name,
    description: values.description,
    language: values.language,
    visibility: values.visibility,
    allow_download: values.allowDownload,
    file: fileCheck.ok ? fileCheck.file : { name: 'placeholder.pdf', contentType: 'application/pdf', size: 1 },
  });
  if (!parsed.success) {
    for (const [field, code] of Object.entries(fieldErrorCodes(parsed.error.issues))) {
      if (field !== 'file' || !errors.file) errors[field as keyof FieldErrors] = code;
    }
  }
  if (Object.keys(errors).length > 0 || !parsed.success) return { ok: false, errors };
  return { ok: true, request: parsed.data };
}

export function fieldValuesOf(material: ClassMaterial): MaterialFieldValues {
  return {
    name: material.name,
    description: material.description,
    language: material.language,
    visibility: material.visibility,
    allowDownload: material.allowDownload,
  };
}

export type EditCheck = { ok: true; patch: UpdateMaterialRequest } | { ok: false; errors: FieldErrors };

/** PATCH only what changed (an empty patch means nothing to save). */
export function checkEditForm(original: MaterialFieldValues, values: MaterialFieldValues): EditCheck {
  const candidate: Record<string, unknown> = {};
  if (values.name.trim() !== original.name) candidate.name = values.name;
  if (values.description.trim() !== original.description) candidate.description = values.description;
  if (values.language !== original.language) candidate.language = values.language;
  if (values.visibility !== original.visibility) candidate.visibility = values.visibility;
  if (values.allowDownload !== original.allowDownload) candidate.allow_download = values.allowDownload;
  if (values.name.trim() === '') return { ok: false, errors: { name: 'validation/all-fields-required' } };
  const parsed = updateMaterialRequestSchema.safeParse(candidate);
  if (!parsed.success) return { ok: false, errors: fieldErrorCodes(parsed.error.issues) as FieldErrors };
  return { ok: true, patch: parsed.data };
}

const FIELD_KEYS: Record<keyof MaterialFieldValues, keyof FieldErrors> = {
  name: 'name',
  description: 'description',
  language: 'language',
  visibility: 'visibility',
  allowDownload: 'allow_download',
};

/** Drops the errors of the fields the user has just changed. */
export function clearChangedErrors(errors: FieldErrors, before: MaterialFieldValues, after: MaterialFieldValues): FieldErrors {
  let next = errors;
  for (const [field, key] of Object.entries(FIELD_KEYS) as [keyof MaterialFieldValues, keyof FieldErrors][]) {
    if (before[field] !== after[field] && next[key]) {
      next = { ...next };
      delete next[key];
    }
  }
  return next;
}
