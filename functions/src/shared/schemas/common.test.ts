import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { clientIdWith, docId, isDocId, requiredDocId, requireSomeField } from './common';

const issue = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? null : result.error.issues[0]?.message;
};

describe('docId', () => {
  it('accepts auto ids, uids, uuids and slugs', () => {
    for (const id of ['SFSrUJBG7h2nBUkWqzew', '4vQ4xmuzD8cEQCkY0fCQFQ8aX7', 'c-a8d3a52d-86f8-4243-874a-50dad421cfd1', 'payment:abc_1.2']) {
      expect(isDocId(id)).toBe(true);
    }
  });
  it("refuses what Firestore refuses or our ids never are: reserved names, dots, slashes, 129+ characters, blanks", () => {
    for (const id of ['__name__', '__proto__', '.', '..', 'a/b', 'a'.repeat(129), '', ' ', '🔥', 42, null, ['x']]) {
      expect(issue(docId, id)).toBe('validation/invalid-id');
    }
  });
});

describe('requiredDocId', () => {
  const classId = requiredDocId('class/class-id-required');
  it("says the spec's own code when the id is missing or blank, validation/invalid-id when malformed", () => {
    expect(issue(classId, undefined)).toBe('class/class-id-required');
    expect(issue(classId, '  ')).toBe('class/class-id-required');
    expect(issue(classId, '__name__')).toBe('validation/invalid-id');
    expect(classId.parse(' c-1 ')).toBe('c-1');
  });
});

describe('clientIdWith', () => {
  it('takes 8-64 letters, digits, _ and -, never a reserved name', () => {
    const requestId = clientIdWith('validation/invalid-input');
    expect(requestId.parse('0f7c2f9e-5b7a-4a55-9f1e-6f2a3c1d9b10')).toBeTruthy();
    for (const id of ['short', '__name__', '__proto__', 'a.b.c.d.e.f', 'x'.repeat(65)]) expect(issue(requestId, id)).toBe('validation/invalid-input');
  });
});

describe('requireSomeField', () => {
  const patch = requireSomeField(z.object({ title: z.string(), done: z.boolean() }).partial().strict());
  it('refuses an empty PATCH, and judges unknown fields first', () => {
    expect(issue(patch, {})).toBe('validation/all-fields-required');
    expect(issue(patch, { title: undefined })).toBe('validation/all-fields-required');
    expect(patch.parse({ done: false })).toEqual({ done: false });
    expect(issue(patch, { other: 1 })).not.toBe('validation/all-fields-required');
  });
});
