import { describe, expect, it } from 'vitest';
import { CUES, cueFor, MUTE_KEY, readMuted, writeMuted, type StageMoment } from './stage-sound';

const moment = (over: Partial<StageMoment>): StageMoment => ({ state: 'waiting', questionIndex: -1, players: 0, secondsLeft: 0, scored: false, ...over });
const q = (secondsLeft: number, questionIndex = 0) => moment({ state: 'question', questionIndex, secondsLeft, players: 3 });

describe('cueFor', () => {
  it('is silent on the first look', () => {
    expect(cueFor(null, moment({ players: 4 }))).toBeNull();
  });

  it('blips when a player joins the lobby, not when one leaves', () => {
    expect(cueFor(moment({ players: 1 }), moment({ players: 2 }))).toBe('join');
    expect(cueFor(moment({ players: 2 }), moment({ players: 1 }))).toBeNull();
    expect(cueFor(moment({ players: 2 }), moment({ players: 2 }))).toBeNull();
  });

  it('ticks once per second in the last 5 seconds only, then time is up', () => {
    expect(cueFor(q(7), q(6))).toBeNull();
    expect(cueFor(q(6), q(5))).toBe('tick');
    expect(cueFor(q(5), q(5))).toBeNull();
    expect(cueFor(q(2), q(1))).toBe('tick');
    expect(cueFor(q(1), q(0))).toBe('timeUp');
    expect(cueFor(q(0), q(0))).toBeNull();
  });

  it('does not tick across questions or when a question opens', () => {
    expect(cueFor(q(3, 0), q(20, 1))).toBeNull();
    expect(cueFor(moment({ state: 'leaderboard', questionIndex: 0, scored: true }), q(20, 1))).toBeNull();
  });

  it('says time is up when a question closes early, then reveals the results once', () => {
    const closed = moment({ state: 'leaderboard', questionIndex: 0, scored: false });
    const scored = moment({ state: 'leaderboard', questionIndex: 0, scored: true });
    expect(cueFor(q(12), closed)).toBe('timeUp');
    expect(cueFor(q(0), closed)).toBeNull();
    expect(cueFor(closed, scored)).toBe('reveal');
    expect(cueFor(q(0), scored)).toBe('reveal');
    expect(cueFor(scored, scored)).toBeNull();
  });

  it('reveals the podium once', () => {
    const complete = moment({ state: 'complete', questionIndex: 2 });
    expect(cueFor(moment({ state: 'leaderboard', questionIndex: 2, scored: true }), complete)).toBe('reveal');
    expect(cueFor(complete, complete)).toBeNull();
  });
});

describe('CUES', () => {
  it('are short and soft', () => {
    for (const notes of Object.values(CUES)) {
      const end = Math.max(...notes.map((n) => n.start + n.duration));
      expect(end).toBeLessThanOrEqual(1);
      for (const note of notes) expect(note.gain).toBeLessThanOrEqual(0.3);
    }
  });
});

describe('the mute switch', () => {
  const memory = () => {
    const values = new Map<string, string>();
    return { getItem: (k: string) => values.get(k) ?? null, setItem: (k: string, v: string) => void values.set(k, v), values };
  };

  it('is off (sound on) until the host mutes, and is remembered', () => {
    const storage = memory();
    expect(readMuted(storage)).toBe(false);
    writeMuted(storage, true);
    expect(storage.values.get(MUTE_KEY)).toBe('1');
    expect(readMuted(storage)).toBe(true);
    writeMuted(storage, false);
    expect(readMuted(storage)).toBe(false);
  });

  it('survives storage that throws or is missing', () => {
    const broken = { getItem: () => { throw new Error('denied'); }, setItem: () => { throw new Error('denied'); } };
    expect(readMuted(broken)).toBe(false);
    expect(() => writeMuted(broken, true)).not.toThrow();
    expect(readMuted(null)).toBe(false);
  });
});
