import { describe, expect, it } from 'vitest';
import { groupIban } from './iban';

describe('groupIban', () => {
  it('groups by four', () => {
    expect(groupIban('SA0380000000608010167519')).toBe('SA03 8000 0000 6080 1016 7519');
    expect(groupIban('sa03 8000 00')).toBe('SA03 8000 00');
    expect(groupIban('')).toBe('');
  });
});
