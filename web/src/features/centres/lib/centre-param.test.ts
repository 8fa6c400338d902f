import { describe, expect, it } from 'vitest';
import { centreFromSearch, withCentre } from './centre-param';

describe('withCentre', () => {
  it('leaves the path alone without a centre', () => {
    expect(withCentre('/training-centre/overview', undefined)).toBe('/training-centre/overview');
    expect(withCentre('/training-centre/overview', '')).toBe('/training-centre/overview');
  });
  it('appends the parameter, after an existing query and before a hash', () => {
    expect(withCentre('/training-centre/overview', 'abc')).toBe('/training-centre/overview?enterprise=abc');
    expect(withCentre('/training-centre/students?search=a', 'abc')).toBe('/training-centre/students?search=a&enterprise=abc');
    expect(withCentre('/x#top', 'a b')).toBe('/x?enterprise=a%20b#top');
  });
});

describe('centreFromSearch', () => {
  it('reads a non-blank value', () => {
    expect(centreFromSearch(new URLSearchParams('enterprise=u1'))).toBe('u1');
    expect(centreFromSearch(new URLSearchParams('enterprise=%20'))).toBeUndefined();
    expect(centreFromSearch(new URLSearchParams(''))).toBeUndefined();
  });
});
