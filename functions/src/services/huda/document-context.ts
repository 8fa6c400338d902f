// The pages of a user's PDF that a question needs (docs/assessments.md "PDFs"). Placeholder.

/** The pages that best match the question, as prompt text within the HUDA.pdf limits. */
export async function documentContext(_uid: string, _documentId: string, _question: string): Promise<{ text: string; pages: number[] }> {
  throw new Error('not implemented yet');
}
