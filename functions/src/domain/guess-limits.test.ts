import { describe, expect, it } from 'vitest';
import { CLASS_JOIN_GUESSES, LIVE_JOIN_GUESSES, addressKey, guessChecks, guessKeys, share, uidShard, type GuessPolicy } from './guess-limits';
import { blockedForMs, recordHit, type RateWindow } from './rate-limit';
import { DOC_ID_PATTERN } from '../shared/schemas/common';

const NOW = 1_700_000_000_000;

/** The service's consume (all keys or none) and refund, on an in-memory table. */
function simulator(policy: GuessPolicy) {
  const table = new Map<string, RateWindow>();
  let shard = 0;
  return {
    table,
    /** One attempt: true when it was evaluated; `valid` gives back the wrong-code units. */
    attempt(uid: string, address: string, valid: boolean, now = NOW): boolean {
      const keys = guessKeys(policy, { uid, address }, (shard += 1));
      const checks = guessChecks(policy, keys);
      if (checks.some((c) => blockedForMs(table.get(c.key), now, c.rule) > 0)) return false;
      for (const c of checks) table.set(c.key, recordHit(table.get(c.key), now, c.rule));
      if (valid) for (const key of [keys.account, keys.wrongAddress]) table.get(key)!.count -= 1;
      return true;
    },
  };
}

describe('guess budgets', () => {
  it('let a class of 30 behind one school address join within a minute, with typos', () => {
    const sim = simulator(CLASS_JOIN_GUESSES);
    for (let i = 0; i < 30; i += 1) {
      if (i % 5 === 0) expect(sim.attempt(`s${i}`, '198.51.100.7', false, NOW + i * 1000)).toBe(true);
      expect(sim.attempt(`s${i}`, '198.51.100.7', true, NOW + i * 1000)).toBe(true);
    }
  });
  it('let 40 live players behind one address join in seconds, and rejoin after reloads', () => {
    const sim = simulator(LIVE_JOIN_GUESSES);
    for (let i = 0; i < 40; i += 1) expect(sim.attempt(`p${i}`, '198.51.100.7', true, NOW + i * 50)).toBe(true);
    for (let round = 0; round < 5; round += 1) {
      for (let i = 0; i < 40; i += 1) expect(sim.attempt(`p${i}`, '198.51.100.7', true, NOW + 5000 + round * 1000)).toBe(true);
    }
  });
  it('stop one address guessing with many identities', () => {
    for (const policy of [CLASS_JOIN_GUESSES, LIVE_JOIN_GUESSES]) {
      const sim = simulator(policy);
      let evaluated = 0;
      for (let i = 0; i < 500; i += 1) if (sim.attempt(`guest-${i}`, '203.0.113.9', false)) evaluated += 1;
      expect(evaluated).toBe(share(policy.wrongPerAddress, policy.addressShards).limit * policy.addressShards);
      expect(evaluated).toBeLessThanOrEqual(policy.wrongPerAddress.limit);
      // Another address is not affected.
      expect(sim.attempt('someone', '192.0.2.1', true)).toBe(true);
    }
  });
  it('stop one account at its limit, and a known code does not reset it', () => {
    const sim = simulator(CLASS_JOIN_GUESSES);
    let evaluated = 0;
    for (let i = 0; i < 40; i += 1) {
      if (sim.attempt('guesser', `10.0.0.${i}`, false)) evaluated += 1;
      sim.attempt('guesser', `10.0.0.${i}`, true);
    }
    expect(evaluated).toBe(CLASS_JOIN_GUESSES.perAccount.limit);
  });
  it('stop a spread-out sweep at the global budget', () => {
    const sim = simulator(LIVE_JOIN_GUESSES);
    let evaluated = 0;
    for (let i = 0; i < 10_000; i += 1) if (sim.attempt(`g${i}`, `10.${i >> 8}.${i & 255}.1`, false)) evaluated += 1;
    expect(evaluated).toBe(share(LIVE_JOIN_GUESSES.global, LIVE_JOIN_GUESSES.globalShards).limit * LIVE_JOIN_GUESSES.globalShards);
    expect(evaluated).toBeLessThanOrEqual(LIVE_JOIN_GUESSES.global.limit);
  });
});

describe('guess keys', () => {
  it('give each address shard more wrong codes than one account may make', () => {
    for (const policy of [CLASS_JOIN_GUESSES, LIVE_JOIN_GUESSES]) {
      expect(share(policy.wrongPerAddress, policy.addressShards).limit).toBeGreaterThan(policy.perAccount.limit);
    }
  });
  it('are document ids, one global shard of N per attempt', () => {
    const keys = guessKeys(LIVE_JOIN_GUESSES, { uid: 'abc', address: '2001:db8:1:2' }, 61);
    const hashed = `${addressKey('2001:db8:1:2')}:${uidShard('abc', LIVE_JOIN_GUESSES.addressShards)}`;
    expect(addressKey('2001:db8:1:2')).toMatch(/^[0-9a-f]{32}$/);
    expect(keys).toEqual({
      account: 'live-join-guess:abc',
      address: `live-join-addr:${hashed}`,
      wrongAddress: `live-join-wrong-addr:${hashed}`,
      global: 'live-join-global:1',
    });
    for (const key of Object.values(keys)) expect(key).toMatch(DOC_ID_PATTERN);
    expect(addressKey(' 2001:DB8:1:2 ')).toBe(addressKey('2001:db8:1:2'));
    expect(addressKey('')).toBe(addressKey('unknown'));
  });
  it('spread identities over the address shards, each always on the same one', () => {
    const seen = new Set(Array.from({ length: 200 }, (_, i) => uidShard(`uid-${i}`, 8)));
    expect([...seen].sort()).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect(uidShard('abc', 8)).toBe(uidShard('abc', 8));
    expect(uidShard('abc', 1)).toBe(0);
  });
  it('keep the class key of the per-account counter', () => {
    expect(guessKeys(CLASS_JOIN_GUESSES, { uid: 'u1', address: '1.2.3.4' }, 0).account).toBe('join-code-guess:u1');
  });
});
