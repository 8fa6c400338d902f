import { z } from 'zod';
import { MATERIAL_LANGUAGES, type MATERIAL_STATES, MATERIAL_VISIBILITY, UPLOAD_TYPES, type UploadContentType } from '../constants';
import { code } from './common';

const invalid = code('validation/invalid-input');
const contentTypes = Object.keys(UPLOAD_TYPES) as [UploadContentType, ...UploadContentType[]];

/** A file the client is about to upload: checked before any upload session is handed out. */
export const uploadFileSchema = z
  .object({
    name: z.string(code('upload/file-required')).trim().min(1, code('upload/file-required')).max(200, invalid),
    contentType: z.enum(contentTypes, code('upload/unsupported-format')),
    size: z.number(invalid).int(invalid).min(1, code('upload/file-required')),
  })
  .strict()
  .refine((file) => file.size <= UPLOAD_TYPES[file.contentType].maxBytes, { ...code('upload/too-large'), path: ['size'] });
export type UploadFile = z.infer<typeof uploadFileSchema>;

export const createMaterialRequestSchema = z
  .object({
    name: z.string(code('validation/all-fields-required')).trim().min(1, code('validation/all-fields-required')).max(120, invalid),
    description: z.string(invalid).trim().max(1000, invalid).default(''),
    language: z.enum(MATERIAL_LANGUAGES, invalid).default('ar'),
    visibility: z.enum(MATERIAL_VISIBILITY, invalid).default('private'),
    allow_download: z.boolean(invalid).default(true),
    file: uploadFileSchema,
  })
  .strict();

export const updateMaterialRequestSchema = z
  .object({
    name: z.string(invalid).trim().min(1, invalid).max(120, invalid),
    description: z.string(invalid).trim().max(1000, invalid),
    language: z.enum(MATERIAL_LANGUAGES, invalid),
    visibility: z.enum(MATERIAL_VISIBILITY, invalid),
    allow_download: z.boolean(invalid),
  })
  .partial()
  .strict();

export type MaterialState = (typeof MATERIAL_STATES)[number] | 'rejected';

export interface MaterialDto {
  id: string;
  classId: string;
  name: string;
  description: string;
  language: (typeof MATERIAL_LANGUAGES)[number];
  visibility: (typeof MATERIAL_VISIBILITY)[number];
  allow_download: boolean;
  state: MaterialState;
  file: { name: string; contentType: UploadContentType; size: number };
  uploaded_by: string;
  created_at: string | null;
}

/** Where the client sends the bytes: a resumable upload session, PUT with the exact type. */
export interface UploadTarget {
  url: string;
  method: 'PUT';
  headers: Record<string, string>;
}
