// Live nicknames: what makes two nicknames "the same" for uniqueness and for keeping a removed
// player out. The display name is only cleaned (shared cleanNickname: format characters out,
// NFKC, white space collapsed); comparison goes through confusable skeletons (Unicode
// Technical Standard #39, from confusables.txt via the `unhomoglyph` package), so "Alice" with
// a zero-width space, with a Cyrillic "А" or a capital "I" for the "l" is the same Alice.
// Pure: no Firebase.
import unhomoglyph from 'unhomoglyph';
import { cleanNickname } from '../shared/schemas/live';

// Code points that draw nothing (format characters, fillers, variation selectors, ...).
const INVISIBLE = /\p{Default_Ignorable_Code_Point}/gu;
// Arabic harakat, Quranic marks and the tatweel: they only vocalise or stretch a name, so
// "سَـارة" is still "سارة" (the same set the answer comparison drops).
const ARABIC_MARKS = /[\u0610-\u061A\u064B-\u065F\u0670\u06D6-\u06DC\u06DF-\u06E8\u06EA-\u06ED\u0640]/g;

/** UTS #39 skeleton: NFD, each character to its confusable prototype, NFD again. */
export function skeleton(text: string): string {
  return unhomoglyph(text.normalize('NFD')).normalize('NFD');
}

/** The visible form of a nickname: cleaned, without invisible characters and Arabic marks. */
function visible(nickname: string): string {
  return cleanNickname(nickname).replace(INVISIBLE, '').replace(ARABIC_MARKS, '').replace(/\s+/g, ' ').trim();
}

/**
 * The comparison keys of a nickname: the skeleton as typed and the skeleton in lower case.
 * Two nicknames clash when they share a key. Both are needed: lower-casing first misses
 * confusables across case ("AIice" with a capital I is "Alice" to the eye, but "aiice" in
 * lower case), the skeleton alone misses plain case ("ALICE" and "alice").
 */
export function nicknameKeys(nickname: string): string[] {
  const shown = visible(nickname);
  return [...new Set([skeleton(shown), skeleton(shown.toLowerCase())])];
}

/** Whether two nicknames would pass for each other. */
export function nicknamesClash(a: string, b: string): boolean {
  const keys = new Set(nicknameKeys(a));
  return nicknameKeys(b).some((key) => keys.has(key));
}

/**
 * A key as a Firestore document id: ids may not contain '/', be '.' or '..', or look like
 * `__x__`, so '%', '/', a leading '.' and a leading '_' are percent-encoded.
 */
export function nicknameKeyDocId(key: string): string {
  return key.replace(/%/g, '%25').replace(/\//g, '%2F').replace(/^\./, '%2E').replace(/^_/, '%5F');
}

/** The document ids (liveSessions/{id}/nicknames/{docId}) a nickname holds. */
export const nicknameDocIds = (nickname: string): string[] => nicknameKeys(nickname).map(nicknameKeyDocId);
