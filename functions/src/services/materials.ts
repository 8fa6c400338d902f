// classes/{classId}/materials/{materialId}: teachers upload through sessions the functions
// hand out; the finished file is checked before the material counts as processed.
import { FieldValue, type DocumentData } from 'firebase-admin/firestore';
import { safeObjectName } from '../domain/file-signature';
import { isoTime } from '../domain/feed-posts';
import { ApiError } from '../lib/http';
import type { UploadContentType } from '../shared/constants';
import type { z } from 'zod';
import type {
  createMaterialRequestSchema,
  MaterialDto,
  UploadTarget,
  updateMaterialRequestSchema,
} from '../shared/schemas/material';
import { classRef, getClassAccess, requireClassTeacher, type ClassAccess } from './class-access';
import { createUploadSession, deleteFolder, downloadUrl, ensureDownloadToken, inspectUpload } from './uploads';

type CreateMaterialRequest = z.infer<typeof createMaterialRequestSchema>;
type UpdateMaterialRequest = z.infer<typeof updateMaterialRequestSchema>;

const materialsOf = (classId: string) => classRef(classId).collection('materials');
const materialRef = (classId: string, materialId: string) => materialsOf(classId).doc(materialId);
export const materialFolder = (classId: string, materialId: string) => `classes/${classId}/materials/${materialId}`;

/** The one place a stored material becomes the API's MaterialDto. */
export function toMaterialDto(classId: string, id: string, data: DocumentData): MaterialDto {
  return {
    id,
    classId,
    name: data.name,
    description: data.description ?? '',
    language: data.language,
    visibility: data.visibility,
    allow_download: data.allow_download === true,
    state: data.state,
    file: { name: data.file?.name ?? '', contentType: data.file?.contentType as UploadContentType, size: data.file?.size ?? 0 },
    uploaded_by: data.uploaded_by,
    created_at: isoTime(data.created_at),
  };
}

async function readMaterial(classId: string, materialId: string): Promise<DocumentData> {
  const snap = await materialRef(classId, materialId).get();
  if (!snap.exists) throw new ApiError('material/not-found');
  return snap.data()!;
}

/** Creates the material (state uploading) and the upload session for its file. */
export async function createMaterial(
  classId: string,
  uid: string,
  input: CreateMaterialRequest,
  origin?: string,
): Promise<{ material: MaterialDto; upload: UploadTarget }> {
  await requireClassTeacher(classId, uid);
  const ref = materialsOf(classId).doc();
  const path = `${materialFolder(classId, ref.id)}/${safeObjectName(input.file.name)}`;
  const upload = await createUploadSession(path, input.file, origin);
  const now = FieldValue.serverTimestamp();
  await ref.create({
    name: input.name,
    description: input.description,
    language: input.language,
    visibility: input.visibility,
    allow_download: input.allow_download,
    state: 'uploading',
    file: { name: input.file.name, path, contentType: input.file.contentType, size: input.file.size },
    uploaded_by: uid,
    created_at: now,
    updated_at: now,
  });
  const material = toMaterialDto(classId, ref.id, (await ref.get()).data()!);
  return { material, upload };
}

/**
 * Checks the uploaded file: uploading -> uploaded -> processed. A file that does not match
 * what was declared is deleted and the material marked rejected (422 upload/invalid-file).
 */
export async function completeMaterial(classId: string, materialId: string, uid: string): Promise<MaterialDto> {
  await requireClassTeacher(classId, uid);
  const ref = materialRef(classId, materialId);
  const data = await readMaterial(classId, materialId);
  if (data.state === 'processed') return toMaterialDto(classId, materialId, data);
  if (data.state === 'rejected') throw new ApiError('upload/invalid-file');
  try {
    await inspectUpload(data.file.path, { contentType: data.file.contentType, size: data.file.size });
  } catch (error) {
    if (error instanceof ApiError && error.code === 'upload/invalid-file') {
      await ref.update({ state: 'rejected', updated_at: FieldValue.serverTimestamp() });
    }
    throw error;
  }
  await ref.update({ state: 'uploaded', updated_at: FieldValue.serverTimestamp() });
  // Processing today is making the download token once; later steps (previews) go here.
  await ensureDownloadToken(data.file.path);
  await ref.update({ state: 'processed', updated_at: FieldValue.serverTimestamp() });
  return toMaterialDto(classId, materialId, (await ref.get()).data()!);
}

export async function updateMaterial(
  classId: string,
  materialId: string,
  uid: string,
  patch: UpdateMaterialRequest,
): Promise<MaterialDto> {
  await requireClassTeacher(classId, uid);
  const ref = materialRef(classId, materialId);
  await readMaterial(classId, materialId);
  await ref.update({ ...patch, updated_at: FieldValue.serverTimestamp() });
  return toMaterialDto(classId, materialId, (await ref.get()).data()!);
}

export async function deleteMaterial(classId: string, materialId: string, uid: string): Promise<void> {
  await requireClassTeacher(classId, uid);
  await readMaterial(classId, materialId);
  await deleteFolder(materialFolder(classId, materialId));
  await materialRef(classId, materialId).delete();
}

/** Who may download: teachers always; others as the visibility allows and if allow_download. */
export function mayDownload(access: ClassAccess, material: DocumentData): boolean {
  if (access.isTeacher) return true;
  if (material.allow_download !== true) return false;
  if (material.visibility === 'public') return true;
  if (material.visibility === 'private') return access.isActiveMember;
  return false;
}

export async function materialDownload(
  classId: string,
  materialId: string,
  uid: string,
): Promise<{ url: string; fileName: string }> {
  const access = await getClassAccess(classId, uid);
  const data = await readMaterial(classId, materialId);
  if (!mayDownload(access, data)) throw new ApiError('material/download-not-allowed');
  if (data.state === 'rejected') throw new ApiError('upload/invalid-file');
  if (data.state !== 'processed') throw new ApiError('upload/not-finished');
  return { url: await downloadUrl(data.file.path), fileName: data.file.name };
}
