// The centre's logo (docs/centres.md, POST /training-centre/settings/uploads): declared, PUT to
// an upload session, then completed and checked like course thumbnails (size, declared type,
// magic bytes, whole structure) and given a token URL. Declarations in centres/{uid}/files;
// objects under centres/{uid}/files/.
import { randomUUID } from 'node:crypto';
import { FieldValue } from 'firebase-admin/firestore';
import { checkCourseFile } from '../../domain/course-content';
import { ApiError } from '../../lib/http';
import {
  CENTRE_LOGO_TYPES, type CentreLogoUploadInput, type CentreLogoUploadTarget,
} from '../../shared/schemas/centre-area';
import type { CourseFile } from '../../shared/schemas/course';
import { completeDeclaredUpload, createUploadSession, tokenUrl } from '../uploads';
import { centreRef } from './membership';

interface LogoDoc {
  content_type: keyof typeof CENTRE_LOGO_TYPES;
  size: number;
  path: string;
  token: string;
  state: 'uploading' | 'ready';
}

const filesCol = (centre: string) => centreRef(centre).collection('files');

export async function declareCentreLogo(centre: string, uid: string, input: CentreLogoUploadInput, origin?: string): Promise<CentreLogoUploadTarget> {
  const ref = filesCol(centre).doc();
  const doc: LogoDoc = {
    content_type: input.content_type,
    size: input.size,
    // A fixed name: nothing the client typed reaches the path.
    path: `centres/${centre}/files/${ref.id}.${CENTRE_LOGO_TYPES[input.content_type]}`,
    token: randomUUID(),
    state: 'uploading',
  };
  await ref.create({ ...doc, kind: 'logo', created_by: uid, created_at: FieldValue.serverTimestamp() });
  const upload = await createUploadSession(doc.path, { contentType: doc.content_type, size: doc.size }, origin);
  return { file_id: ref.id, upload };
}

/**
 * POST .../uploads/{fileId}/complete: 409 upload/not-finished while nothing arrived; 422
 * upload/invalid-file (object deleted, declaration dropped) when it is not the declared image.
 */
export async function completeCentreLogo(centre: string, fileId: string): Promise<CourseFile> {
  const fileRef = filesCol(centre).doc(fileId);
  const snap = await fileRef.get();
  if (!snap.exists) throw new ApiError('centre/upload-not-found');
  const file = snap.data() as LogoDoc;
  return completeDeclaredUpload(fileRef, file, (object) =>
    checkCourseFile({ kind: 'thumbnail', contentType: file.content_type, size: file.size }, object));
}

/** A finished logo upload of this centre: 404 centre/upload-not-found otherwise. */
export async function readyLogo(centre: string, fileId: string): Promise<CourseFile> {
  const file = (await filesCol(centre).doc(fileId).get()).data() as LogoDoc | undefined;
  if (!file || file.state !== 'ready') throw new ApiError('centre/upload-not-found');
  return { id: fileId, url: tokenUrl(file.path, file.token) };
}

