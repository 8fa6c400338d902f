import { describe, expect, it } from 'vitest';
import { cleanJoinCode, isJoinCode, joinUrl, parseJoinPayload } from './join-payload';

describe('parseJoinPayload', () => {
  it('reads the code from the QR link', () => {
    expect(parseJoinPayload('https://sparks.example/classroom?join=123456')).toBe('123456');
    expect(parseJoinPayload('http://127.0.0.1:5600/classroom?join=004211&utm=x')).toBe('004211');
    expect(parseJoinPayload('/classroom?join=654321')).toBe('654321');
    expect(parseJoinPayload('  https://a.b/classroom?x=1&join=111222#top ')).toBe('111222');
  });

  it('accepts a bare code, also spaced or in Arabic-Indic digits', () => {
    expect(parseJoinPayload('123456')).toBe('123456');
    expect(parseJoinPayload('123 456')).toBe('123456');
    expect(parseJoinPayload('١٢٣٤٥٦')).toBe('123456');
  });

  it('refuses anything without a valid 6-digit code', () => {
    expect(parseJoinPayload('https://sparks.example/classroom')).toBeNull();
    expect(parseJoinPayload('https://sparks.example/classroom?join=12345')).toBeNull();
    expect(parseJoinPayload('https://sparks.example/classroom?join=1234567')).toBeNull();
    expect(parseJoinPayload('https://sparks.example/classroom?join=abcdef')).toBeNull();
    expect(parseJoinPayload('hello world')).toBeNull();
    expect(parseJoinPayload('')).toBeNull();
    expect(parseJoinPayload(null)).toBeNull();
    expect(parseJoinPayload('http://[bad')).toBeNull();
  });
});

describe('join codes', () => {
  it('cleans and checks', () => {
    expect(cleanJoinCode(' 12-34 56 ')).toBe('123456');
    expect(isJoinCode('123456')).toBe(true);
    expect(isJoinCode('12345a')).toBe(false);
  });

  it('builds the link a QR code carries', () => {
    expect(joinUrl('http://127.0.0.1:5600/', '123456')).toBe('http://127.0.0.1:5600/classroom?join=123456');
    expect(parseJoinPayload(joinUrl('https://x.y', '000001'))).toBe('000001');
  });
});
