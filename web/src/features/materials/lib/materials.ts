// Class materials as the tab shows them (docs/classes.md, Materials) and who sees what:
// teachers see every material in every state; active members see public and private ones
// (the rules only allow that query shape for them); anyone else signed in sees public ones.
// Students see a material once it is uploaded (not while uploading or after a rejection).
import { MATERIAL_LANGUAGES, MATERIAL_VISIBILITY, UPLOAD_TYPES, type UploadContentType } from '@shared/constants';
import type { MaterialDto, MaterialState } from '@shared/schemas/material';
import { toMillis } from '@/lib/to-millis';

export type MaterialVisibility = (typeof MATERIAL_VISIBILITY)[number];
export type MaterialLanguage = (typeof MATERIAL_LANGUAGES)[number];

export interface ClassMaterial {
  id: string;
  name: string;
  description: string;
  language: MaterialLanguage;
  visibility: MaterialVisibility;
  allowDownload: boolean;
  state: MaterialState;
  file: { name: string; contentType: UploadContentType | string; size: number };
  uploadedBy: string;
  createdAt: number | null;
  updatedAt: number | null;
}

export type MaterialsAccess = 'teacher' | 'member' | 'outsider';

const STATES: readonly MaterialState[] = ['uploading', 'uploaded', 'processed', 'rejected'];

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** classes/{classId}/materials/{materialId}. */
export function materialFromDoc(id: string, data: Record<string, unknown>): ClassMaterial {
  const file = (data.file ?? {}) as { name?: unknown; contentType?: unknown; size?: unknown };
  return {
    id,
    name: text(data.name),
    description: text(data.description),
    language: (MATERIAL_LANGUAGES as readonly string[]).includes(data.language as string) ? (data.language as MaterialLanguage) : 'other',
    visibility: (MATERIAL_VISIBILITY as readonly string[]).includes(data.visibility as string)
      ? (data.visibility as MaterialVisibility)
      : 'hidden',
    allowDownload: data.allow_download !== false,
    state: STATES.includes(data.state as MaterialState) ? (data.state as MaterialState) : 'uploading',
    file: { name: text(file.name), contentType: text(file.contentType), size: typeof file.size === 'number' ? file.size : 0 },
    uploadedBy: text(data.uploaded_by),
    createdAt: toMillis(data.created_at),
    updatedAt: toMillis(data.updated_at),
  };
}

export function materialFromDto(dto: MaterialDto): ClassMaterial {
  return {
    id: dto.id,
    name: dto.name,
    description: dto.description ?? '',
    language: dto.language,
    visibility: dto.visibility,
    allowDownload: dto.allow_download !== false,
    state: dto.state,
    file: { name: dto.file?.name ?? '', contentType: dto.file?.contentType ?? '', size: dto.file?.size ?? 0 },
    uploadedBy: dto.uploaded_by ?? '',
    createdAt: toMillis(dto.created_at),
    updatedAt: null,
  };
}

/** The list query each reader may run (the rules accept exactly these shapes). */
export type MaterialsQueryShape =
  | { kind: 'all' }
  | { kind: 'visibility-in'; values: MaterialVisibility[] }
  | { kind: 'visibility-is'; value: MaterialVisibility };

export function materialsQueryShape(access: MaterialsAccess): MaterialsQueryShape {
  if (access === 'teacher') return { kind: 'all' };
  if (access === 'member') return { kind: 'visibility-in', values: ['public', 'private'] };
  return { kind: 'visibility-is', value: 'public' };
}

export function accessFrom(isTeacher: boolean, membership: { status?: string; role?: string } | undefined): MaterialsAccess {
  if (isTeacher) return 'teacher';
  if (membership?.status === 'active') return 'member';
  return 'outsider';
}

/** What the reader sees, newest first: students only materials whose upload finished. */
export function visibleMaterials(materials: readonly ClassMaterial[], access: MaterialsAccess): ClassMaterial[] {
  const shown =
    access === 'teacher'
      ? [...materials]
      : materials.filter(
          (material) =>
            (material.state === 'processed' || material.state === 'uploaded') &&
            (material.visibility === 'public' || (access === 'member' && material.visibility === 'private')),
        );
  return shown.sort((a, b) => (b.createdAt ?? 0) - (a.createdAt ?? 0) || a.name.localeCompare(b.name));
}

/** Open/download: teachers always (once stored); others when the teacher allows downloads. */
export function canOpen(material: ClassMaterial, access: MaterialsAccess): boolean {
  if (material.state !== 'processed' && material.state !== 'uploaded') return false;
  return access === 'teacher' || material.allowDownload;
}

export type MaterialKind = 'pdf' | 'image' | 'video' | 'file';

export function kindOf(contentType: string): MaterialKind {
  const known = UPLOAD_TYPES[contentType as UploadContentType];
  if (!known) return 'file';
  if (known.kind === 'pdf') return 'pdf';
  if (known.kind === 'mp4') return 'video';
  return 'image';
}
