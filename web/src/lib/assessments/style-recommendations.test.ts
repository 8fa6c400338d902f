import { describe, expect, it } from 'vitest';
import {
  kindsForStyle, materialKind, practiceHref, recommendForStyle, type ChallengeItem, type MaterialItem,
} from './style-recommendations';

const material = (id: string, contentType: string, createdAt: number, state = 'processed'): MaterialItem => ({
  id, name: `Material ${id}`, contentType, state, createdAt,
});
const challenge = (id: string, practiceAllowed: boolean, createdAt: number): ChallengeItem => ({
  id, title: `Challenge ${id}`, practiceAllowed, createdAt,
});

const MATERIALS = [
  material('pdf1', 'application/pdf', 10),
  material('png1', 'image/png', 20),
  material('jpg1', 'image/jpeg', 30),
  material('mp41', 'video/mp4', 40),
  material('pdf2', 'application/pdf', 50),
  material('mp4-uploading', 'video/mp4', 60, 'uploading'),
  material('png-rejected', 'image/png', 70, 'rejected'),
];
const CHALLENGES = [challenge('ch1', true, 15), challenge('ch2', false, 25), challenge('ch3', true, 35)];

const ids = (style: string | null, options?: Parameters<typeof recommendForStyle>[3]) =>
  recommendForStyle(style, MATERIALS, CHALLENGES, options).map((item) => item.id);

describe('materialKind', () => {
  it('reads the class upload types', () => {
    expect(materialKind('application/pdf')).toBe('pdf');
    expect(materialKind('image/png')).toBe('image');
    expect(materialKind('IMAGE/JPEG')).toBe('image');
    expect(materialKind('video/mp4')).toBe('video');
    expect(materialKind('application/zip')).toBeNull();
    expect(materialKind('')).toBeNull();
  });
});

describe('kindsForStyle', () => {
  it('maps each modality to the kinds that suit it', () => {
    expect([...kindsForStyle('visual')].sort()).toEqual(['image', 'video']);
    expect([...kindsForStyle('auditory')]).toEqual(['video']);
    expect([...kindsForStyle('reading')]).toEqual(['pdf']);
    expect([...kindsForStyle('kinesthetic')]).toEqual(['practice']);
  });

  it('gives multimodal learners the union of their modalities, or of all four when unknown', () => {
    expect([...kindsForStyle('multimodal', ['reading', 'kinesthetic'])].sort()).toEqual(['pdf', 'practice']);
    expect([...kindsForStyle('multimodal')].sort()).toEqual(['image', 'pdf', 'practice', 'video']);
    expect([...kindsForStyle('multimodal', ['reading'])].sort()).toEqual(['image', 'pdf', 'practice', 'video']);
  });

  it('gives nothing for no style or an unknown one', () => {
    expect(kindsForStyle(null).size).toBe(0);
    expect(kindsForStyle(undefined).size).toBe(0);
    expect(kindsForStyle('').size).toBe(0);
    expect(kindsForStyle('MBTI').size).toBe(0);
  });
});

describe('recommendForStyle', () => {
  it('recommends images and videos to visual learners, newest first, at most three', () => {
    expect(ids('visual')).toEqual(['mp41', 'jpg1', 'png1']);
  });

  it('recommends videos to auditory learners and PDFs to readers', () => {
    expect(ids('auditory')).toEqual(['mp41']);
    expect(ids('reading')).toEqual(['pdf2', 'pdf1']);
  });

  it('recommends practice-allowed challenges to kinesthetic learners, opening practice mode', () => {
    const items = recommendForStyle('kinesthetic', MATERIALS, CHALLENGES);
    expect(items.map((item) => item.id)).toEqual(['ch3', 'ch1']);
    expect(items[0]).toEqual({ kind: 'practice', id: 'ch3', title: 'Challenge ch3', href: practiceHref('ch3') });
    expect(practiceHref('ch3')).toBe('/classroom/quizzes?challenge=ch3&view=practice');
  });

  it('links materials to the materials tab', () => {
    expect(recommendForStyle('reading', MATERIALS, [])[0]).toEqual({ kind: 'pdf', id: 'pdf2', title: 'Material pdf2', href: '/classroom/materials' });
  });

  it('mixes kinds for multimodal learners and honours the limit', () => {
    expect(ids('multimodal', { modalities: ['reading', 'kinesthetic'] })).toEqual(['pdf2', 'ch3', 'ch1']);
    expect(ids('multimodal', { limit: 5 })).toEqual(['pdf2', 'mp41', 'ch3', 'jpg1', 'png1']);
  });

  it('never recommends unfinished or rejected uploads', () => {
    expect(ids('visual', { limit: 10 })).not.toContain('mp4-uploading');
    expect(ids('visual', { limit: 10 })).not.toContain('png-rejected');
  });

  it('shows nothing without a style or without a fitting item', () => {
    expect(ids(null)).toEqual([]);
    expect(recommendForStyle('visual', [material('pdf1', 'application/pdf', 1)], [])).toEqual([]);
    expect(recommendForStyle('kinesthetic', MATERIALS, [challenge('closed', false, 1)])).toEqual([]);
  });

  it('orders undated items last and ties by title', () => {
    const items = recommendForStyle('reading', [
      { id: 'b', name: 'Beta', contentType: 'application/pdf', state: 'uploaded', createdAt: null },
      { id: 'a', name: 'Alpha', contentType: 'application/pdf', state: 'uploaded', createdAt: null },
      { id: 'c', name: 'Gamma', contentType: 'application/pdf', state: 'uploaded', createdAt: 5 },
    ], []);
    expect(items.map((item) => item.id)).toEqual(['c', 'a', 'b']);
  });
});
