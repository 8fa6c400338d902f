// One line of mixed Arabic and English in the order it is drawn (Unicode bidi algorithm, via
// bidi-js), for the certificate PDF. The line is cut into its level runs, left to right as
// drawn; each run is drawn with one font. fontkit (pdfkit's shaper) itself reverses a run whose
// script is right-to-left, after shaping it in logical order; so such a run is handed over in
// logical order (shaping needs the letters' real neighbours), and any other run in the order
// it must appear.
import bidiFactory from 'bidi-js';

const bidi = bidiFactory();

export type LineDirection = 'ltr' | 'rtl' | 'auto';

export interface BidiRun {
  /** The run's characters in logical order. */
  logical: string;
  /** Drawn right to left (an odd embedding level). */
  rtl: boolean;
  /** Holds Arabic characters: drawn with the Arabic font. */
  arabic: boolean;
  /** What to hand a shaper that reverses right-to-left scripts itself (fontkit). */
  shaperText: string;
}

const ARABIC = /[\u0600-\u06FF\u0750-\u077F\u08A0-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]/u;
/** The first character of a real script (not Common, Inherited or Unknown) decides fontkit's direction. */
const SCRIPTED = /[^\p{Script=Common}\p{Script=Inherited}\p{Script=Unknown}]/u;
const RTL_SCRIPT = /[\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}]/u;

/** Whether fontkit would lay this text out right to left (and so reverse its glyphs). */
export function shaperReverses(text: string): boolean {
  const first = SCRIPTED.exec(text)?.[0];
  return first !== undefined && RTL_SCRIPT.test(first);
}

const reversed = (text: string): string => [...text].reverse().join('');

/** The runs of one line (no line breaks), left to right as drawn. */
export function bidiRuns(line: string, direction: LineDirection = 'auto'): BidiRun[] {
  if (!line) return [];
  const embedding = bidi.getEmbeddingLevels(line, direction);
  const mirrored = bidi.getMirroredCharactersMap(line, embedding.levels);
  // bidi-js works on UTF-16 code units; a surrogate pair stays in one run (same level).
  const at = (i: number) => mirrored.get(i) ?? line[i]!;
  const order = bidi.getReorderedIndices(line, embedding);
  const runs: { indices: number[]; level: number }[] = [];
  for (const index of order) {
    const level = embedding.levels[index]!;
    const last = runs[runs.length - 1];
    const previous = last?.indices[last.indices.length - 1];
    // A run continues while the level is the same and the index goes on in the run's direction.
    const continues = last && last.level === level && previous !== undefined && index === previous + (level % 2 === 1 ? -1 : 1);
    if (continues) last.indices.push(index);
    else runs.push({ indices: [index], level });
  }
  return runs.map(({ indices, level }) => {
    const rtl = level % 2 === 1;
    const logicalIndices = rtl ? [...indices].reverse() : indices;
    const logical = logicalIndices.map(at).join('');
    const visual = rtl ? reversed(logical) : logical;
    return {
      logical,
      rtl,
      arabic: ARABIC.test(logical),
      shaperText: shaperReverses(logical) ? reversed(visual) : visual,
    };
  });
}

/** The line's characters left to right as drawn (what a shaper that never reverses would need; for tests and checks). */
export const visualLine = (line: string, direction: LineDirection = 'auto'): string =>
  bidiRuns(line, direction)
    .map((run) => (run.rtl ? reversed(run.logical) : run.logical))
    .join('');
