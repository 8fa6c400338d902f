import { describe, expect, it } from 'vitest';
import { AVATAR_PRESETS } from '@shared/constants';
import { AVATAR_PALETTES, avatarPalette, initialsOf } from './avatar-presets';

describe('avatarPalette', () => {
  it('has one palette per preset', () => {
    expect(AVATAR_PALETTES).toHaveLength(AVATAR_PRESETS);
    expect(new Set(AVATAR_PALETTES).size).toBe(AVATAR_PRESETS);
  });

  it('picks by avatar_id and wraps around', () => {
    expect(avatarPalette(0)).toBe(AVATAR_PALETTES[0]);
    expect(avatarPalette(7)).toBe(AVATAR_PALETTES[7]);
    expect(avatarPalette(8)).toBe(AVATAR_PALETTES[0]);
    expect(avatarPalette(-1)).toBe(AVATAR_PALETTES[7]);
  });

  it('falls back to the first preset', () => {
    expect(avatarPalette(undefined)).toBe(AVATAR_PALETTES[0]);
    expect(avatarPalette(Number.NaN)).toBe(AVATAR_PALETTES[0]);
  });
});

describe('initialsOf', () => {
  it('takes the first letters of the first two words', () => {
    expect(initialsOf('sara ahmed ali')).toBe('SA');
    expect(initialsOf('  Omar   ')).toBe('O');
    expect(initialsOf('سارة أحمد علي')).toBe('س\u200cأ');
    expect(initialsOf('سارة العمري')).toBe('س\u200cع');
    expect(initialsOf('الا')).toBe('ا');
  });

  it('is empty for a missing or placeholder name', () => {
    expect(initialsOf('')).toBe('');
    expect(initialsOf(null)).toBe('');
    expect(initialsOf('-')).toBe('');
  });
});
