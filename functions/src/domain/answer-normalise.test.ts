import { describe, expect, it } from 'vitest';
import { matchesAccepted, normaliseAnswer, sameAnswer } from './answer-normalise';

describe('normaliseAnswer', () => {
  it('trims, collapses white space and lower-cases', () => {
    expect(normaliseAnswer('  The   Water\tCycle  ')).toBe('the water cycle');
  });

  it('drops sentence punctuation at the end and quotes around the answer, not signs inside it', () => {
    expect(normaliseAnswer('Riyadh.')).toBe('riyadh');
    expect(normaliseAnswer('"Riyadh"!')).toBe('riyadh');
    expect(normaliseAnswer('«الرياض»')).toBe('الرياض');
    expect(normaliseAnswer('الرياض؟')).toBe('الرياض');
    expect(normaliseAnswer('-5')).toBe('-5');
    expect(normaliseAnswer('C++')).toBe('c++');
  });

  it('drops a full stop inside or outside the quotes', () => {
    expect(normaliseAnswer('"Paris."')).toBe('paris');
    expect(normaliseAnswer('"Paris".')).toBe('paris');
    expect(normaliseAnswer('«الرياض.»')).toBe('الرياض');
  });

  it('removes Arabic diacritics and the tatweel', () => {
    expect(normaliseAnswer('الرِّيَاض')).toBe('الرياض');
    expect(normaliseAnswer('مـــاء')).toBe('ماء');
  });

  it('folds alef, ya, ta marbuta and hamza seats', () => {
    expect(normaliseAnswer('أحمد')).toBe(normaliseAnswer('احمد'));
    expect(normaliseAnswer('إسلام')).toBe(normaliseAnswer('اسلام'));
    expect(normaliseAnswer('آمن')).toBe(normaliseAnswer('امن'));
    expect(normaliseAnswer('مستشفى')).toBe(normaliseAnswer('مستشفي'));
    expect(normaliseAnswer('مدرسة')).toBe(normaliseAnswer('مدرسه'));
    expect(normaliseAnswer('مؤمن')).toBe(normaliseAnswer('مومن'));
    expect(normaliseAnswer('قائد')).toBe(normaliseAnswer('قايد'));
  });

  it('reads Arabic-Indic digits as ASCII and drops Latin accents', () => {
    expect(normaliseAnswer('١٢٣')).toBe('123');
    expect(normaliseAnswer('۴۵')).toBe('45');
    expect(normaliseAnswer('Café')).toBe('cafe');
    expect(normaliseAnswer('ＡＢＣ')).toBe('abc');
  });
});

describe('sameAnswer and matchesAccepted', () => {
  it('match normalised text and equal numbers', () => {
    expect(sameAnswer('الرياض', 'الرِّياض.')).toBe(true);
    expect(sameAnswer('3.0', '3')).toBe(true);
    expect(sameAnswer('٣', '3')).toBe(true);
    expect(sameAnswer('3,5', '3.5')).toBe(true);
    expect(sameAnswer('4', '3')).toBe(false);
  });

  it('never match an empty answer', () => {
    expect(sameAnswer('', '')).toBe(false);
    expect(sameAnswer(' . ', '.')).toBe(false);
  });

  it('accept any of several answers', () => {
    expect(matchesAccepted('Riyadh', ['الرياض', 'Riyadh'])).toBe(true);
    expect(matchesAccepted('الرياض', ['الرياض', 'Riyadh'])).toBe(true);
    expect(matchesAccepted('Jeddah', ['الرياض', 'Riyadh'])).toBe(false);
    expect(matchesAccepted('anything', [])).toBe(false);
  });
});
