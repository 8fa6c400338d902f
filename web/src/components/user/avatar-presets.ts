// The avatar look (spec 001: 8 colour presets chosen by avatar_id; initials from the first
// two words of the name). Pure, so it unit-tests without a DOM.
import { AVATAR_PRESETS } from '@shared/constants';

/** Chakra colour palettes, one per preset (AVATAR_PRESETS of them). */
export const AVATAR_PALETTES = ['purple', 'blue', 'teal', 'green', 'orange', 'pink', 'cyan', 'red'] as const;
export type AvatarPalette = (typeof AVATAR_PALETTES)[number];

export function avatarPalette(avatarId: number | null | undefined): AvatarPalette {
  const id = Number.isFinite(avatarId) ? Math.trunc(avatarId as number) : 0;
  const index = ((id % AVATAR_PRESETS) + AVATAR_PRESETS) % AVATAR_PRESETS;
  return AVATAR_PALETTES[index] ?? 'purple';
}

const ARABIC = /[\u0600-\u06FF]/;

/** The letter a word is known by: Arabic names skip the article "ال" (العمري -> ع). */
function initialOf(word: string): string {
  const letters = Array.from(word);
  const start = letters.length > 3 && letters[0] === 'ا' && letters[1] === 'ل' ? 2 : 0;
  return letters[start]!.toLocaleUpperCase();
}

/**
 * "Sara Ahmed Ali" -> "SA"; "سارة العمري" -> "س‌ع" (a zero-width non-joiner keeps the two
 * Arabic letters apart instead of joining them into a word); "" -> "".
 */
export function initialsOf(name: string | null | undefined): string {
  const initials = (name ?? '')
    .trim()
    .split(/\s+/)
    .filter((word) => word && word !== '-')
    .slice(0, 2)
    .map(initialOf);
  return initials.join(initials.some((letter) => ARABIC.test(letter)) ? '\u200c' : '');
}
