// Which of the supplied pages an answer cites (docs/assessments.md "PDFs"). Placeholder.

export function citedPages(_answer: string, _supplied: readonly number[]): number[] {
  return [];
}
