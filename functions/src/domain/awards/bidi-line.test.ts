import { describe, expect, it } from 'vitest';
import { bidiRuns, shaperReverses, visualLine } from './bidi-line';

/** What fontkit does with a run: reverses it when its script is right to left. */
const drawn = (line: string, direction?: 'ltr' | 'rtl' | 'auto') =>
  bidiRuns(line, direction)
    .map((run) => (shaperReverses(run.shaperText) ? [...run.shaperText].reverse().join('') : run.shaperText))
    .join('');

describe('bidiRuns', () => {
  it('leaves an English line as it is, in one run', () => {
    expect(bidiRuns('Sara Ali')).toEqual([{ logical: 'Sara Ali', rtl: false, arabic: false, shaperText: 'Sara Ali' }]);
    expect(bidiRuns('')).toEqual([]);
  });

  it('hands an Arabic line to the shaper in logical order, as one right-to-left run', () => {
    expect(bidiRuns('محمد أحمد')).toEqual([{ logical: 'محمد أحمد', rtl: true, arabic: true, shaperText: 'محمد أحمد' }]);
    expect(visualLine('محمد أحمد')).toBe('دمحأ دمحم');
    expect(drawn('محمد أحمد')).toBe('دمحأ دمحم');
  });

  it('puts the runs of a mixed line in visual order: English and numbers inside Arabic stay left to right', () => {
    const line = 'شهادة Python 2026';
    const runs = bidiRuns(line);
    expect(runs.map((r) => [r.logical, r.rtl, r.arabic])).toEqual([
      ['Python 2026', false, false],
      ['شهادة ', true, true],
    ]);
    expect(visualLine(line)).toBe('Python 2026 ةداهش');
    expect(visualLine('دورة ٢٠٢٦ و 2027 Python')).toBe('Python 2027 و ٢٠٢٦ ةرود');
    expect(drawn(line)).toBe(visualLine(line));
  });

  it('keeps Arabic words in their right-to-left order inside an English line', () => {
    const line = 'Certificate of محمد أحمد, issued';
    expect(visualLine(line)).toBe('Certificate of دمحأ دمحم, issued');
    expect(drawn(line)).toBe(visualLine(line));
    expect(bidiRuns(line).find((r) => r.arabic)).toMatchObject({ logical: 'محمد أحمد', rtl: true, shaperText: 'محمد أحمد' });
  });

  it('mirrors brackets in right-to-left runs', () => {
    expect(visualLine('محمد (أحمد)')).toBe('(دمحأ) دمحم');
    expect(drawn('محمد (أحمد)')).toBe('(دمحأ) دمحم');
  });

  it('honours a forced direction', () => {
    expect(visualLine('Sara علي', 'rtl')).toBe('يلع Sara');
    expect(visualLine('Sara علي', 'ltr')).toBe('Sara يلع');
  });

  it('a right-to-left run without Arabic letters is handed over already reversed', () => {
    const runs = bidiRuns('أ - ب', 'rtl');
    expect(runs).toHaveLength(1);
    const neutral = bidiRuns('English: محمد !?', 'rtl');
    expect(neutral.map((r) => r.logical).join('|')).not.toBe('');
    for (const run of neutral) if (!shaperReverses(run.shaperText) && run.rtl) expect(run.shaperText).toBe([...run.logical].reverse().join(''));
  });
});

describe('shaperReverses', () => {
  it('follows the first character of a real script', () => {
    expect(shaperReverses('محمد')).toBe(true);
    expect(shaperReverses(' (محمد')).toBe(true);
    expect(shaperReverses('Sara محمد')).toBe(false);
    expect(shaperReverses(' - ')).toBe(false);
    expect(shaperReverses('2026')).toBe(false);
  });
});
