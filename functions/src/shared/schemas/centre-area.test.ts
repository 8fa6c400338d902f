import { describe, expect, it } from 'vitest';
import { centreSettingsSchema, studentAccessSchema } from './centre-area';

const base = { name: 'Noor Centre', join_code_days: 7, default_language: 'ar' as const };
const codes = (input: unknown) => {
  const r = centreSettingsSchema.safeParse(input);
  return r.success ? [] : r.error.issues.map((i) => i.message);
};

describe('centreSettingsSchema', () => {
  it('accepts a minimal and a full body', () => {
    expect(codes(base)).toEqual([]);
    expect(codes({ ...base, contact_email: 'A@B.co', contact_phone: '+966501234567', website: 'https://noor.example.com', logo_id: null })).toEqual([]);
    expect(codes({ ...base, contact_email: '', contact_phone: '', website: '' })).toEqual([]);
    expect(centreSettingsSchema.parse({ ...base, contact_email: 'A@B.co' }).contact_email).toBe('a@b.co');
  });
  it('says which field is wrong', () => {
    expect(codes({ ...base, name: '  ' })).toEqual(['centre/name-required']);
    expect(codes({ ...base, contact_email: 'nope' })).toEqual(['validation/invalid-email']);
    expect(codes({ ...base, contact_phone: '0501234567' })).toEqual(['centre/invalid-phone']);
    expect(codes({ ...base, website: 'javascript:alert(1)' })).toEqual(['centre/invalid-website']);
    expect(codes({ ...base, website: 'noor' })).toEqual(['centre/invalid-website']);
    expect(codes({ ...base, join_code_days: 0 })).toEqual(['centre/invalid-join-code-days']);
    expect(codes({ ...base, join_code_days: 91 })).toEqual(['centre/invalid-join-code-days']);
    expect(codes({ ...base, join_code_days: 2.5 })).toEqual(['centre/invalid-join-code-days']);
    expect(codes({ ...base, default_language: 'fr' })).toEqual(['validation/invalid-input']);
    expect(codes({ ...base, logo_id: '../x' })).toEqual(['validation/invalid-id']);
    expect(codes({ ...base, extra: 1 }).length).toBe(1);
  });
  it('student access takes a boolean only', () => {
    expect(studentAccessSchema.safeParse({ active: false }).success).toBe(true);
    expect(studentAccessSchema.safeParse({ active: 'no' }).success).toBe(false);
  });
});
