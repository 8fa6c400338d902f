import { describe, expect, it } from 'vitest';
import { COURSE_FIELDS } from '../shared/constants';
import { colourAfterUpdate, colourForNewClass, colourPair, defaultColourFor, isClassColour } from './class-colours';

describe('class colours', () => {
  it('gives every course field a known default pair; technology has the spec defaults', () => {
    for (const field of COURSE_FIELDS) expect(isClassColour(defaultColourFor(field))).toBe(true);
    expect(colourPair(defaultColourFor('technology'))).toEqual({ primary: '#6366f1', secondary: '#8b5cf6' });
    expect(defaultColourFor('science')).toBe('teal');
    expect(defaultColourFor('cooking')).toBe('indigo');
  });

  it('answers the pair of a name, the spec defaults for anything else', () => {
    expect(colourPair('red1')).toEqual({ primary: '#ef4444', secondary: '#f87171' });
    expect(colourPair('toString')).toEqual({ primary: '#6366f1', secondary: '#8b5cf6' });
    expect(isClassColour('constructor')).toBe(false);
  });

  it('uses the chosen colour of a new class, else its field’s', () => {
    expect(colourForNewClass('music', 'black')).toBe('black');
    expect(colourForNewClass('music')).toBe('red1');
  });

  it('follows a new course field only while the colour was the old field’s default', () => {
    expect(colourAfterUpdate({ course_field: 'science', colour: 'teal' }, { course_field: 'history' })).toBe('orange');
    expect(colourAfterUpdate({ course_field: 'science', colour: 'black' }, { course_field: 'history' })).toBe('black');
    expect(colourAfterUpdate({ course_field: 'science', colour: 'teal' }, { course_field: 'history', colour: 'cyan' })).toBe('cyan');
    expect(colourAfterUpdate({ course_field: 'science', colour: 'teal' }, {})).toBe('teal');
    expect(colourAfterUpdate({ course_field: 'science', colour: undefined }, {})).toBe('teal');
  });
});
