// GET /quizzes/templates -> { status, data: QuizTemplateDto[] } (teachers).
import type { QuizTemplateDto } from '@shared/schemas/quiz';
import { apiRequest } from '@/lib/api-client';

export const LIST_TEMPLATES_FAILED = { id: 'quizzes.template.loadFailed', defaultMessage: 'The templates could not be loaded.' };

export async function listTemplates(signal?: AbortSignal): Promise<QuizTemplateDto[]> {
  const answer = await apiRequest<{ status: string; data: QuizTemplateDto[] }>('GET', '/quizzes/templates', { signal });
  return Array.isArray(answer.data) ? answer.data : [];
}
