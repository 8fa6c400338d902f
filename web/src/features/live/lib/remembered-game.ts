// The game a player joined on this device, so a reload (or a lost network) resumes it with the
// same anonymous user: the functions treat the same uid as the same player. Kept in
// localStorage for a day at most (a game code lives 24 hours). Pure over a Storage.
import { LIVE } from '@shared/constants';

export const REMEMBERED_GAME_KEY = 'live.player';

export interface RememberedGame {
  sessionId: string;
  uid: string;
  code: string;
  nickname: string;
  savedAt: number;
}

type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function isGame(value: unknown): value is RememberedGame {
  if (typeof value !== 'object' || value === null) return false;
  const game = value as Record<string, unknown>;
  return (
    typeof game.sessionId === 'string' && game.sessionId !== '' &&
    typeof game.uid === 'string' && game.uid !== '' &&
    typeof game.code === 'string' &&
    typeof game.nickname === 'string' &&
    typeof game.savedAt === 'number'
  );
}

export function readRememberedGame(storage: StorageLike | null, nowMs: number): RememberedGame | null {
  if (!storage) return null;
  try {
    const raw = storage.getItem(REMEMBERED_GAME_KEY);
    if (!raw) return null;
    const game: unknown = JSON.parse(raw);
    if (!isGame(game) || nowMs - game.savedAt > LIVE.codeTtlMs || game.savedAt > nowMs + 60_000) {
      storage.removeItem(REMEMBERED_GAME_KEY);
      return null;
    }
    return game;
  } catch {
    return null;
  }
}

export function rememberGame(storage: StorageLike | null, game: RememberedGame): void {
  try {
    storage?.setItem(REMEMBERED_GAME_KEY, JSON.stringify(game));
  } catch {
    // storage full or disabled: the game still runs, only a reload will not resume it
  }
}

export function forgetGame(storage: StorageLike | null): void {
  try {
    storage?.removeItem(REMEMBERED_GAME_KEY);
  } catch {
    // nothing to forget
  }
}

/** Whether the remembered game is the one to resume: same user, and no other code asked for. */
export function shouldResume(game: RememberedGame | null, uid: string | null, requestedCode: string): boolean {
  return !!game && !!uid && game.uid === uid && (requestedCode === '' || requestedCode === game.code);
}

/** A rejoin on the light join page, for the app's live screen to welcome back once it starts. */
export const WELCOME_BACK_KEY = 'live.welcomeBack';

export function markWelcomeBack(storage: StorageLike | null, nickname: string): void {
  try {
    storage?.setItem(WELCOME_BACK_KEY, nickname);
  } catch {
    // only the welcome is lost
  }
}

/** The nickname to welcome back, once: it is removed as it is read. */
export function takeWelcomeBack(storage: StorageLike | null): string | null {
  try {
    const nickname = storage?.getItem(WELCOME_BACK_KEY) ?? null;
    storage?.removeItem(WELCOME_BACK_KEY);
    return nickname;
  } catch {
    return null;
  }
}
