// The instructor's one model call (structured output `huda_instructor`), or the offline
// content when no API key is set. Every way the model fails becomes a huda/ai-* ApiError.
import { zodResponseFormat } from 'openai/helpers/zod';
import {
  acceptInstructorOutput, instructorMessages, offlineInstructorContent, type InstructorContent, type InstructorLanguage, type InstructorMistake,
} from '../../domain/huda/instructor';
import { ApiError } from '../../lib/http';
import { instructorOutputSchema } from '../../shared/schemas/huda-instructor';
import { aiClient, aiModel } from '../ai-client';
import { failureReason, GenerationFailure, parsedAnswer, type GenerationFailureReason } from '../quiz-ai';

/** Room for five explanations and five questions, and no more (the cost of one answer). */
const MAX_TOKENS = 3000;

const CODES: Partial<Record<GenerationFailureReason, 'huda/ai-timeout' | 'huda/ai-refused' | 'huda/ai-truncated'>> = {
  timeout: 'huda/ai-timeout',
  refused: 'huda/ai-refused',
  truncated: 'huda/ai-truncated',
};

export function hudaFailure(error: unknown): ApiError {
  const reason = failureReason(error);
  return new ApiError(CODES[reason] ?? 'huda/ai-failed');
}

export const instructorOnline = () => aiClient() !== null;

export async function explainMistakes(mistakes: readonly InstructorMistake[], language: InstructorLanguage): Promise<InstructorContent> {
  const client = aiClient();
  if (!client) return offlineInstructorContent(mistakes, language);
  try {
    const completion = await client.chat.completions.parse({
      model: aiModel(),
      messages: instructorMessages(mistakes, language),
      max_tokens: MAX_TOKENS,
      response_format: zodResponseFormat(instructorOutputSchema, 'huda_instructor'),
    });
    return acceptInstructorOutput(parsedAnswer(completion.choices[0]?.message), mistakes, language);
  } catch (error) {
    if (!(error instanceof GenerationFailure)) console.warn('Instructor model call failed', failureReason(error), String(error));
    throw hudaFailure(error);
  }
}
