import { describe, expect, it } from 'vitest';
import { EMPTY_ENTERPRISE_FORM, enterpriseInput } from './enterprise-form';

const filled = { ...EMPTY_ENTERPRISE_FORM, name: 'Mona', email: ' Mona@Centre.example ', organization: 'Centre', message: 'We train many teachers here.' };

describe('enterpriseInput', () => {
  it('builds the body with the page language, leaving out an unchosen size', () => {
    const result = enterpriseInput(filled, 'en');
    expect(result).toEqual({ ok: true, input: { name: 'Mona', email: 'mona@centre.example', organization: 'Centre', phone: '', message: 'We train many teachers here.', language: 'en', website: '' } });
  });

  it('names each field the server would refuse, with the server\'s codes', () => {
    const result = enterpriseInput({ ...EMPTY_ENTERPRISE_FORM, email: 'nope', phone: 'abc' }, 'ar');
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.fields).toEqual({
        name: 'inquiry/invalid-fields',
        email: 'validation/invalid-email',
        organization: 'inquiry/invalid-fields',
        phone: 'inquiry/invalid-phone',
        message: 'inquiry/invalid-fields',
      });
    }
  });
});
