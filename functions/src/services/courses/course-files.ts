// Course uploads (docs/courses.md, "Uploads"): the owner declares a thumbnail, video or
// document, PUTs the bytes to the returned session, then completes; the finished object is
// checked (limit, size, magic bytes, whole structure) and gets a download token chosen at
// declaration. Declarations live in courses/{id}/files/{fileId}; objects under courses/{id}/.
import { randomUUID } from 'node:crypto';
import { FieldValue, type DocumentReference, type Transaction } from 'firebase-admin/firestore';
import { checkCourseFile, courseFilePath } from '../../domain/course-content';
import type { Caller } from '../../lib/auth-context';
import { ApiError } from '../../lib/http';
import { db } from '../../lib/admin';
import type { CourseFile, CourseUploadInput, CourseUploadKind, CourseUploadTarget } from '../../shared/schemas/course';
import { completeDeclaredUpload, createUploadSession, tokenUrl } from '../uploads';
import { checkCourseAccess, courseForUpdate, courseRef, filesCol } from './repo';

interface FileDoc {
  kind: CourseUploadKind;
  content_type: string;
  size: number;
  path: string;
  token: string;
  state: 'uploading' | 'ready';
}

/** POST /instructor/courses/{id}/uploads: declares one file of an editable course. */
export async function declareCourseFile(who: Caller, courseId: string, input: CourseUploadInput, origin?: string): Promise<CourseUploadTarget> {
  const ref = await db.runTransaction(async (tx) => {
    const course = await courseForUpdate(tx, who, courseId, 'edit');
    const fileRef = filesCol(course.ref).doc();
    const doc: FileDoc = {
      kind: input.kind,
      content_type: input.content_type,
      size: input.size,
      path: courseFilePath(courseId, fileRef.id, input.content_type),
      token: randomUUID(),
      state: 'uploading',
    };
    tx.create(fileRef, { ...doc, created_by: who.uid, created_at: FieldValue.serverTimestamp() });
    return { fileRef, doc };
  });
  const upload = await createUploadSession(ref.doc.path, { contentType: ref.doc.content_type, size: ref.doc.size }, origin);
  return { file_id: ref.fileRef.id, upload };
}

/**
 * POST /instructor/courses/{id}/uploads/{fileId}/complete: 409 upload/not-finished while
 * nothing arrived; 422 upload/invalid-file with the reason when the object is not what was
 * declared (it is deleted and the declaration dropped); else the file is ready: {id, url}.
 */
export async function completeCourseFile(who: Caller, courseId: string, fileId: string): Promise<CourseFile> {
  const course = await courseRef(courseId).get();
  checkCourseAccess(who, course.data(), 'edit');
  const fileRef = filesCol(course.ref).doc(fileId);
  const snap = await fileRef.get();
  if (!snap.exists) throw new ApiError('course/upload-not-found');
  const file = snap.data() as FileDoc;
  return completeDeclaredUpload(fileRef, file, (object) =>
    checkCourseFile({ kind: file.kind, contentType: file.content_type, size: file.size }, object));
}

/**
 * A ready file of this course of the expected kind, read in the caller's transaction: 404
 * course/upload-not-found when missing or unfinished, 400 course/file-mismatch for another kind.
 */
export async function readReadyFile(tx: Transaction, course: DocumentReference, fileId: string, kind: CourseUploadKind): Promise<CourseFile> {
  const snap = await tx.get(filesCol(course).doc(fileId));
  const file = snap.data() as FileDoc | undefined;
  if (!file || file.state !== 'ready') throw new ApiError('course/upload-not-found');
  if (file.kind !== kind) throw new ApiError('course/file-mismatch');
  return { id: fileId, url: tokenUrl(file.path, file.token) };
}
