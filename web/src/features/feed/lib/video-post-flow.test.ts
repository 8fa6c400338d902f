import { describe, expect, it } from 'vitest';
import type { PostDto } from '@shared/schemas/feed';
import type { UploadTarget } from '@shared/schemas/material';
import { UploadError } from '@/lib/uploads/put-with-progress';
import { combinedFraction, runVideoPost, type BlobFile, type VideoPostDeps } from './video-post-flow';

const dto = (id: string, status: 'uploading' | 'ready'): PostDto => ({
  id, classId: 'c1', content: 'cap', type: 'video', author: { uid: 'u', name: 'U', avatar_id: 0, role: 'teacher' },
  video: { status, url: status === 'ready' ? 'https://video' : null, thumbnailUrl: null }, likesCount: 0, commentsCount: 0,
  liked: false, edited: false, created_at: null, updated_at: null, attachments: [],
});
const target = (url: string): UploadTarget => ({ url, method: 'PUT', headers: { 'Content-Type': 'x' } });

function fakeDeps(options: { failPut?: 'video' | 'thumb'; abort?: AbortController } = {}) {
  const calls: string[] = [];
  const deps: VideoPostDeps<BlobFile> = {
    async initiate(request) {
      calls.push(`initiate ${request.classId} ${request.file.contentType} ${request.file.size}`);
      const attachmentUploads = request.attachments.map((a, i) => ({ attachmentId: `a${i}`, name: a.name, upload: target(`file-url-${i}`) }));
      return { post: dto('p1', 'uploading'), upload: target('video-url'), attachmentUploads };
    },
    async put(upload, body, { onProgress }) {
      calls.push(`put ${upload.url} ${body.name}`);
      if (options.failPut === 'video' && upload.url === 'video-url') throw new UploadError('http', 500);
      if (options.failPut === 'thumb' && upload.url === 'thumb-url') throw new UploadError('network');
      if (options.abort && upload.url === 'video-url') {
        options.abort.abort();
        throw new UploadError('aborted');
      }
      onProgress(0.5);
      onProgress(1);
    },
    async requestThumbnail(request) {
      calls.push(`thumbnail ${request.postId} ${request.contentType}`);
      return { upload: target('thumb-url') };
    },
    async complete(postId) {
      calls.push(`complete ${postId}`);
      return { post: dto(postId, 'ready') };
    },
    async discard(postId) {
      calls.push(`discard ${postId}`);
    },
  };
  return { deps, calls };
}

const video = { name: 'clip.mp4', type: 'video/mp4', size: 900 };
const thumb = { name: 't.png', type: 'image/png', size: 100 };

function task(controller = new AbortController()) {
  const progress: number[] = [];
  const phases: string[] = [];
  return {
    progress,
    phases,
    value: {
      signal: controller.signal,
      progress: (f: number) => progress.push(f),
      processing: () => phases.push('processing'),
      started: (post: PostDto) => phases.push(`started ${post.id}`),
    },
  };
}

describe('runVideoPost', () => {
  it('initiates, uploads, sends the thumbnail, then completes', async () => {
    const { deps, calls } = fakeDeps();
    const t = task();
    const result = await runVideoPost(deps, { classId: 'c1', content: 'cap', video, thumbnail: { file: thumb, contentType: 'image/png' } }, t.value);
    expect(calls).toEqual([
      'initiate c1 video/mp4 900', 'put video-url clip.mp4', 'thumbnail p1 image/png', 'put thumb-url t.png', 'complete p1',
    ]);
    expect(result).toEqual({ post: dto('p1', 'ready'), thumbnailFailed: false });
    expect(t.phases).toEqual(['started p1', 'processing']);
    expect(t.progress.at(-1)).toBe(1);
    expect(t.progress).toContain(0.45);
  });

  it('sends attached images and PDFs after the video, before completing', async () => {
    const { deps, calls } = fakeDeps();
    const sheet = { name: 'sheet.pdf', type: 'application/pdf', size: 100 };
    const meta = { name: 'sheet.pdf', contentType: 'application/pdf' as const, size: 100 };
    const t = task();
    await runVideoPost(deps, { classId: 'c1', content: '', video, attachments: [{ file: sheet, meta }] }, t.value);
    expect(calls).toEqual(['initiate c1 video/mp4 900', 'put video-url clip.mp4', 'put file-url-0 sheet.pdf', 'complete p1']);
    expect(t.progress.at(-1)).toBe(1);
  });

  it('posts without a thumbnail when none is chosen', async () => {
    const { deps, calls } = fakeDeps();
    await runVideoPost(deps, { classId: 'c1', content: '', video }, task().value);
    expect(calls).toEqual(['initiate c1 video/mp4 900', 'put video-url clip.mp4', 'complete p1']);
  });

  it('still completes the video when only the thumbnail fails', async () => {
    const { deps, calls } = fakeDeps({ failPut: 'thumb' });
    const result = await runVideoPost(deps, { classId: 'c1', content: '', video, thumbnail: { file: thumb, contentType: 'image/png' } }, task().value);
    expect(result.thumbnailFailed).toBe(true);
    expect(calls.at(-1)).toBe('complete p1');
  });

  it('discards the half-made post when the video upload fails', async () => {
    const { deps, calls } = fakeDeps({ failPut: 'video' });
    await expect(runVideoPost(deps, { classId: 'c1', content: '', video }, task().value)).rejects.toMatchObject({ kind: 'http' });
    expect(calls).toEqual(['initiate c1 video/mp4 900', 'put video-url clip.mp4', 'discard p1']);
  });

  it('discards the post when the user cancels', async () => {
    const controller = new AbortController();
    const { deps, calls } = fakeDeps({ abort: controller });
    await expect(runVideoPost(deps, { classId: 'c1', content: '', video, thumbnail: { file: thumb, contentType: 'image/png' } }, task(controller).value)).rejects.toMatchObject({ kind: 'aborted' });
    expect(calls.at(-1)).toBe('discard p1');
    expect(calls).not.toContain('complete p1');
  });

  it('completes again without the thumbnail when the server refused only the thumbnail', async () => {
    const { deps, calls } = fakeDeps();
    let attempts = 0;
    deps.complete = async (postId) => {
      attempts += 1;
      calls.push(`complete ${postId}`);
      if (attempts === 1) throw new Error('Please upload a valid file');
      return { post: dto(postId, 'ready') };
    };
    const result = await runVideoPost(deps, { classId: 'c1', content: '', video, thumbnail: { file: thumb, contentType: 'image/png' } }, task().value);
    expect(result.thumbnailFailed).toBe(true);
    expect(calls.filter((call) => call === 'complete p1')).toHaveLength(2);
    expect(calls).not.toContain('discard p1');
  });

  it('gives up and discards when the video itself is refused', async () => {
    const { deps, calls } = fakeDeps();
    const refusal = new Error('Please upload a valid file');
    deps.complete = async (postId) => {
      calls.push(`complete ${postId}`);
      throw calls.filter((call) => call.startsWith('complete')).length === 1 ? refusal : new Error('This post no longer exists.');
    };
    await expect(runVideoPost(deps, { classId: 'c1', content: '', video, thumbnail: { file: thumb, contentType: 'image/png' } }, task().value)).rejects.toBe(refusal);
    expect(calls.at(-1)).toBe('discard p1');
  });

  it('creates nothing when the server refuses to initiate', async () => {
    const { deps, calls } = fakeDeps();
    deps.initiate = async () => {
      throw new Error('413');
    };
    await expect(runVideoPost(deps, { classId: 'c1', content: '', video }, task().value)).rejects.toThrow('413');
    expect(calls).toEqual([]);
  });
});

describe('combinedFraction', () => {
  it('weights the video and thumbnail bytes', () => {
    expect(combinedFraction(900, 0.5, 100, 0)).toBe(0.45);
    expect(combinedFraction(900, 1, 100, 1)).toBe(1);
    expect(combinedFraction(0, 1, 0, 1)).toBe(0);
    expect(combinedFraction(100, 2, 0, 0)).toBe(1);
  });
});
