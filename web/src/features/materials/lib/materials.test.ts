import { describe, expect, it } from 'vitest';
import {
  accessFrom, canOpen, kindOf, materialFromDoc, materialsQueryShape, visibleMaterials, type ClassMaterial,
} from './materials';

const material = (id: string, extra: Partial<ClassMaterial> = {}): ClassMaterial => ({
  id, name: id, description: '', language: 'ar', visibility: 'private', allowDownload: true, state: 'processed',
  file: { name: `${id}.pdf`, contentType: 'application/pdf', size: 10 }, uploadedBy: 't', createdAt: 100, updatedAt: 100, ...extra,
});

describe('materialsQueryShape: the shapes the rules allow', () => {
  it('teachers list everything; members public and private; others public only', () => {
    expect(materialsQueryShape('teacher')).toEqual({ kind: 'all' });
    expect(materialsQueryShape('member')).toEqual({ kind: 'visibility-in', values: ['public', 'private'] });
    expect(materialsQueryShape('outsider')).toEqual({ kind: 'visibility-is', value: 'public' });
  });
});

describe('accessFrom', () => {
  it('teacher_uids wins, then an active membership', () => {
    expect(accessFrom(true, undefined)).toBe('teacher');
    expect(accessFrom(false, { status: 'active', role: 'student' })).toBe('member');
    expect(accessFrom(false, { status: 'pending', role: 'student' })).toBe('outsider');
    expect(accessFrom(false, { status: 'inactive', role: 'student' })).toBe('outsider');
    expect(accessFrom(false, undefined)).toBe('outsider');
  });
});

describe('materialFromDoc', () => {
  it('reads the document with safe defaults', () => {
    expect(
      materialFromDoc('m1', {
        name: 'Syllabus', description: 'Week plan', language: 'en', visibility: 'public', allow_download: false, state: 'rejected',
        file: { name: 's.pdf', path: 'p', contentType: 'application/pdf', size: 42 }, uploaded_by: 't1',
        created_at: { toMillis: () => 5 }, updated_at: null,
      }),
    ).toEqual({
      id: 'm1', name: 'Syllabus', description: 'Week plan', language: 'en', visibility: 'public', allowDownload: false, state: 'rejected',
      file: { name: 's.pdf', contentType: 'application/pdf', size: 42 }, uploadedBy: 't1', createdAt: 5, updatedAt: null,
    });
    const odd = materialFromDoc('m2', { language: 'fr', visibility: 'secret', state: 'weird' });
    expect(odd).toMatchObject({ language: 'other', visibility: 'hidden', state: 'uploading', allowDownload: true });
  });
});

describe('visibleMaterials', () => {
  const list = [
    material('old', { createdAt: 1 }),
    material('new', { createdAt: 9, visibility: 'public' }),
    material('draft', { createdAt: 5, visibility: 'hidden' }),
    material('busy', { createdAt: 7, state: 'uploading' }),
    material('bad', { createdAt: 8, state: 'rejected' }),
    material('checking', { createdAt: 6, state: 'uploaded' }),
  ];
  it('teachers see every material in every state, newest first', () => {
    expect(visibleMaterials(list, 'teacher').map((m) => m.id)).toEqual(['new', 'bad', 'busy', 'checking', 'draft', 'old']);
  });
  it('members see stored public and private materials', () => {
    expect(visibleMaterials(list, 'member').map((m) => m.id)).toEqual(['new', 'checking', 'old']);
  });
  it('others see stored public materials', () => {
    expect(visibleMaterials(list, 'outsider').map((m) => m.id)).toEqual(['new']);
  });
});

describe('canOpen', () => {
  it('teachers always open a stored file; students only when downloads are allowed', () => {
    expect(canOpen(material('a', { allowDownload: false }), 'teacher')).toBe(true);
    expect(canOpen(material('a', { allowDownload: false }), 'member')).toBe(false);
    expect(canOpen(material('a'), 'member')).toBe(true);
    expect(canOpen(material('a', { state: 'uploading' }), 'teacher')).toBe(false);
    expect(canOpen(material('a', { state: 'rejected' }), 'teacher')).toBe(false);
  });
});

describe('kindOf', () => {
  it('names the icon kind', () => {
    expect(kindOf('application/pdf')).toBe('pdf');
    expect(kindOf('image/png')).toBe('image');
    expect(kindOf('video/mp4')).toBe('video');
    expect(kindOf('text/plain')).toBe('file');
  });
});
