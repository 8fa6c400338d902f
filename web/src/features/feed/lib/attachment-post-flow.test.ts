import { describe, expect, it } from 'vitest';
import type { PostDto } from '@shared/schemas/feed';
import type { UploadTarget } from '@shared/schemas/material';
import { UploadError } from '@/lib/uploads/put-with-progress';
import { partsFraction, runAttachmentPost, type AttachmentPostDeps, type BlobLike } from './attachment-post-flow';

const dto = (id: string): PostDto => ({
  id, classId: 'c1', content: '', type: 'text', author: { uid: 'u', name: 'U', avatar_id: 0, role: 'teacher' }, video: null,
  attachments: [], likesCount: 0, commentsCount: 0, liked: false, edited: false, created_at: null, updated_at: null,
});
const target = (url: string): UploadTarget => ({ url, method: 'PUT', headers: { 'Content-Type': 'x' } });
const png = { file: { name: 'a.png', type: 'image/png', size: 100 }, meta: { name: 'a.png', contentType: 'image/png' as const, size: 100 } };
const pdf = { file: { name: 'b.pdf', type: 'application/pdf', size: 300 }, meta: { name: 'b.pdf', contentType: 'application/pdf' as const, size: 300 } };

function fakeDeps(failPut?: string) {
  const calls: string[] = [];
  const deps: AttachmentPostDeps<BlobLike> = {
    async initiate(request) {
      calls.push(`initiate ${request.attachments.map((a) => a.name).join(',')}`);
      return {
        post: dto('p1'),
        attachmentUploads: request.attachments.map((a, i) => ({ attachmentId: `a${i}`, name: a.name, upload: target(`url-${a.name}`) })),
      };
    },
    async put(upload, body, { onProgress }) {
      calls.push(`put ${upload.url} ${body.name}`);
      if (upload.url === failPut) throw new UploadError('http', 500);
      onProgress(1);
    },
    async complete(postId) {
      calls.push(`complete ${postId}`);
      return { post: dto(postId) };
    },
    async discard(postId) {
      calls.push(`discard ${postId}`);
    },
  };
  return { deps, calls };
}

const task = () => {
  const progress: number[] = [];
  return { progress, value: { signal: new AbortController().signal, progress: (f: number) => progress.push(f), processing: () => undefined } };
};

describe('runAttachmentPost', () => {
  it('announces, sends each file to its own session, then completes', async () => {
    const { deps, calls } = fakeDeps();
    const t = task();
    const result = await runAttachmentPost(deps, { classId: 'c1', content: '', attachments: [png, pdf] }, t.value);
    expect(result.post.id).toBe('p1');
    expect(calls).toEqual(['initiate a.png,b.pdf', 'put url-a.png a.png', 'put url-b.pdf b.pdf', 'complete p1']);
    expect(t.progress.at(-1)).toBe(1);
  });

  it('discards the post when a file cannot be sent', async () => {
    const { deps, calls } = fakeDeps('url-b.pdf');
    await expect(runAttachmentPost(deps, { classId: 'c1', content: '', attachments: [png, pdf] }, task().value)).rejects.toThrow(UploadError);
    expect(calls.at(-1)).toBe('discard p1');
    expect(calls).not.toContain('complete p1');
  });
});

describe('partsFraction', () => {
  it('weighs each part by its size', () => {
    expect(partsFraction([{ size: 100, fraction: 1 }, { size: 300, fraction: 0 }])).toBe(0.25);
    expect(partsFraction([])).toBe(0);
  });
});
