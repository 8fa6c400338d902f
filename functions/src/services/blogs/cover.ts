// Blog covers (docs/site.md 1, POST /admin-blogs/covers): declared, PUT to an upload session,
// then checked when an article first names it (size, declared type, magic bytes, the whole
// image decoding) and given a token URL. Declarations in blogCovers/{id}; objects under
// blogs/covers/. Modelled on the course thumbnails and the centre logo.
import { randomUUID } from 'node:crypto';
import { FieldValue } from 'firebase-admin/firestore';
import { checkBlogCover, COVER_EXTENSIONS } from '../../domain/blogs/cover';
import { ApiError } from '../../lib/http';
import type { BlogCover, BlogCoverType, BlogCoverUploadInput, BlogCoverUploadTarget } from '../../shared/schemas/blog';
import { completeDeclaredUpload, createUploadSession } from '../uploads';
import { coversCol } from './repo';

interface CoverDoc {
  content_type: BlogCoverType;
  size: number;
  path: string;
  token: string;
  state: 'uploading' | 'ready';
}

export async function declareBlogCover(uid: string, input: BlogCoverUploadInput, origin?: string): Promise<BlogCoverUploadTarget> {
  const ref = coversCol().doc();
  const doc: CoverDoc = {
    content_type: input.content_type,
    size: input.size,
    // A fixed name: nothing the client typed reaches the path.
    path: `blogs/covers/${ref.id}.${COVER_EXTENSIONS[input.content_type]}`,
    token: randomUUID(),
    state: 'uploading',
  };
  await ref.create({ ...doc, created_by: uid, created_at: FieldValue.serverTimestamp() });
  const upload = await createUploadSession(doc.path, { contentType: doc.content_type, size: doc.size }, origin);
  return { file_id: ref.id, upload };
}

/**
 * The cover an article names: 404 blog/cover-not-found when never declared or not uploaded
 * yet; 415 blog/invalid-cover when the bytes are not the declared image (the object and the
 * declaration are dropped). A checked cover answers at once.
 */
export async function useBlogCover(coverId: string): Promise<BlogCover> {
  const ref = coversCol().doc(coverId);
  const snap = await ref.get();
  if (!snap.exists) throw new ApiError('blog/cover-not-found');
  const file = snap.data() as CoverDoc;
  try {
    return await completeDeclaredUpload(ref, file, (object) => checkBlogCover({ contentType: file.content_type, size: file.size }, object));
  } catch (error) {
    if (error instanceof ApiError && error.code === 'upload/not-finished') throw new ApiError('blog/cover-not-found');
    if (error instanceof ApiError && error.code === 'upload/invalid-file') throw new ApiError('blog/invalid-cover', error.values);
    throw error;
  }
}
