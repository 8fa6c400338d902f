import { describe, expect, it } from 'vitest';
import { MemoryStorage } from '@/lib/session/memory-storage.test-util';
import {
  REMEMBERED_GAME_KEY, forgetGame, markWelcomeBack, readRememberedGame, rememberGame, shouldResume, takeWelcomeBack, type RememberedGame,
} from './remembered-game';

const game: RememberedGame = { sessionId: 's1', uid: 'u1', code: '123456', nickname: 'Sara', savedAt: 1_000 };

describe('remembered game', () => {
  it('round-trips', () => {
    const storage = new MemoryStorage();
    rememberGame(storage, game);
    expect(readRememberedGame(storage, 2_000)).toEqual(game);
    forgetGame(storage);
    expect(readRememberedGame(storage, 2_000)).toBeNull();
  });

  it('forgets a game older than a day and anything malformed', () => {
    const storage = new MemoryStorage();
    rememberGame(storage, game);
    expect(readRememberedGame(storage, 1_000 + 25 * 60 * 60 * 1000)).toBeNull();
    expect(storage.getItem(REMEMBERED_GAME_KEY)).toBeNull();
    storage.setItem(REMEMBERED_GAME_KEY, '{"sessionId":1}');
    expect(readRememberedGame(storage, 2_000)).toBeNull();
    storage.setItem(REMEMBERED_GAME_KEY, 'not json');
    expect(readRememberedGame(storage, 2_000)).toBeNull();
    expect(readRememberedGame(null, 2_000)).toBeNull();
  });

  it('resumes only for the same user and code', () => {
    expect(shouldResume(game, 'u1', '')).toBe(true);
    expect(shouldResume(game, 'u1', '123456')).toBe(true);
    expect(shouldResume(game, 'u1', '654321')).toBe(false);
    expect(shouldResume(game, 'u2', '')).toBe(false);
    expect(shouldResume(game, null, '')).toBe(false);
    expect(shouldResume(null, 'u1', '')).toBe(false);
  });
});

describe('welcome back after a rejoin on the light join page', () => {
  it('is read once', () => {
    const storage = new MemoryStorage();
    markWelcomeBack(storage, 'Ada');
    expect(takeWelcomeBack(storage)).toBe('Ada');
    expect(takeWelcomeBack(storage)).toBeNull();
  });
});
