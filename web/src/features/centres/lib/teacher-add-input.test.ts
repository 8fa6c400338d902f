import { describe, expect, it } from 'vitest';
import { checkTeacherAdd } from './teacher-add-input';

describe('checkTeacherAdd', () => {
  it('asks for a value', () => {
    expect(checkTeacherAdd('email', '  ')).toEqual({ ok: false, error: 'required' });
    expect(checkTeacherAdd('id', '')).toEqual({ ok: false, error: 'required' });
  });
  it('trims and lower-cases an e-mail, refuses a malformed one', () => {
    expect(checkTeacherAdd('email', ' Khaled@Example.COM ')).toEqual({ ok: true, value: 'khaled@example.com' });
    expect(checkTeacherAdd('email', 'khaled@example')).toEqual({ ok: false, error: 'email' });
    expect(checkTeacherAdd('email', 'a b@example.com')).toEqual({ ok: false, error: 'email' });
  });
  it('takes a document id as is and refuses paths', () => {
    expect(checkTeacherAdd('id', ' AbC_12-x ')).toEqual({ ok: true, value: 'AbC_12-x' });
    expect(checkTeacherAdd('id', 'a/b')).toEqual({ ok: false, error: 'id' });
    expect(checkTeacherAdd('id', '..')).toEqual({ ok: false, error: 'id' });
  });
});
