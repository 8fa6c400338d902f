import { describe, expect, it } from 'vitest';
import { BAND_ORDER, bandColour, bandLook, bandMessageId, bandOf, bandRange, UNKNOWN_BAND_COLOUR } from './bands';

describe('score bands', () => {
  it('follow the spec order, best first', () => {
    expect(BAND_ORDER).toEqual(['excellent', 'good', 'satisfactory', 'needs_improvement']);
  });

  it('put a percent in its band at the boundaries', () => {
    expect(bandOf(100)).toBe('excellent');
    expect(bandOf(90)).toBe('excellent');
    expect(bandOf(89.9)).toBe('good');
    expect(bandOf(75)).toBe('good');
    expect(bandOf(74.9)).toBe('satisfactory');
    expect(bandOf(60)).toBe('satisfactory');
    expect(bandOf(59.9)).toBe('needs_improvement');
    expect(bandOf(0)).toBe('needs_improvement');
  });

  it('have no band without a value', () => {
    expect(bandOf(null)).toBeNull();
    expect(bandOf(undefined)).toBeNull();
    expect(bandOf(Number.NaN)).toBeNull();
  });

  it('give every band its own colour and palette', () => {
    const colours = BAND_ORDER.map(bandColour);
    expect(new Set(colours).size).toBe(4);
    for (const colour of colours) expect(colour).toMatch(/^#[0-9a-f]{6}$/i);
    expect(bandLook('excellent').palette).toBe('green');
    expect(bandLook('good').palette).toBe('blue');
    expect(bandLook('satisfactory').palette).toBe('orange');
    expect(bandLook('needs_improvement').palette).toBe('red');
    expect(bandColour(null)).toBe(UNKNOWN_BAND_COLOUR);
    expect(bandLook(null).palette).toBe('gray');
  });

  it('name the message of each band', () => {
    expect(bandMessageId('needs_improvement')).toBe('progress.band.needs_improvement');
  });

  it('state each band range', () => {
    expect(bandRange('excellent')).toEqual({ min: 90, max: null });
    expect(bandRange('good')).toEqual({ min: 75, max: 89 });
    expect(bandRange('satisfactory')).toEqual({ min: 60, max: 74 });
    expect(bandRange('needs_improvement')).toEqual({ min: 0, max: 59 });
  });
});
