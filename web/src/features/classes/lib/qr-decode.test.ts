import { describe, expect, it } from 'vitest';
import { cameraProblemOf } from './qr-decode';

describe('cameraProblemOf', () => {
  it('maps getUserMedia errors', () => {
    expect(cameraProblemOf({ name: 'NotAllowedError' })).toBe('denied');
    expect(cameraProblemOf({ name: 'SecurityError' })).toBe('denied');
    expect(cameraProblemOf({ name: 'NotFoundError' })).toBe('no-camera');
    expect(cameraProblemOf({ name: 'OverconstrainedError' })).toBe('no-camera');
    expect(cameraProblemOf(new TypeError('no mediaDevices'))).toBe('unsupported');
    expect(cameraProblemOf({ name: 'NotReadableError' })).toBe('failed');
    expect(cameraProblemOf(null)).toBe('failed');
  });
});
