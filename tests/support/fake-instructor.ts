// What the local chat-completions server answers to the personal instructor's structured
// request (schema name `huda_instructor`, docs/assessments.md): placeholder.
import type { RecordedRequest } from './openai-server';

export function fakeInstructorAnswer(_body: RecordedRequest['body']): string | null {
  return null;
}
