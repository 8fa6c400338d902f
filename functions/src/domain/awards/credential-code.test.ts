import { describe, expect, it } from 'vitest';
import { credentialIdSchema } from '../../shared/schemas/awards';
import { CROCKFORD, credentialCodeOf, isCredentialCode, newCredentialCode } from './credential-code';

describe('credential codes', () => {
  it('writes 80 bits as SPK- and four groups of four Crockford characters', () => {
    expect(credentialCodeOf(new Uint8Array(10))).toBe('SPK-0000-0000-0000-0000');
    expect(credentialCodeOf(new Uint8Array(10).fill(255))).toBe('SPK-ZZZZ-ZZZZ-ZZZZ-ZZZZ');
    // 0x01 then zeros: the first 5 bits are 00000, the next 5 are 00100 (= 4).
    expect(credentialCodeOf(Uint8Array.from([1, 0, 0, 0, 0, 0, 0, 0, 0, 0]))).toBe('SPK-0400-0000-0000-0000');
    expect(credentialCodeOf(Uint8Array.from([0, 0, 0, 0, 0, 0, 0, 0, 0, 1]))).toBe('SPK-0000-0000-0000-0001');
    expect(() => credentialCodeOf(new Uint8Array(9))).toThrow(RangeError);
  });

  it('uses every character of the alphabet and never I, L, O or U', () => {
    expect(CROCKFORD).toHaveLength(32);
    expect(CROCKFORD).not.toMatch(/[ILOU]/);
    const seen = new Set<string>();
    for (let i = 0; i < 500; i += 1) {
      const code = newCredentialCode();
      expect(isCredentialCode(code)).toBe(true);
      expect(credentialIdSchema.parse(code.toLowerCase())).toBe(code);
      for (const c of code.slice(4).replaceAll('-', '')) seen.add(c);
    }
    expect(seen.size).toBe(32);
  });

  it('draws fresh random bits each time', () => {
    const codes = new Set(Array.from({ length: 1000 }, () => newCredentialCode()));
    expect(codes.size).toBe(1000);
    const fixed = newCredentialCode(() => Uint8Array.from([0xff, 0, 0xff, 0, 0xff, 0, 0xff, 0, 0xff, 0]));
    expect(fixed).toBe(credentialCodeOf(Uint8Array.from([0xff, 0, 0xff, 0, 0xff, 0, 0xff, 0, 0xff, 0])));
  });
});
