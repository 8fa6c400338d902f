// What the local chat-completions server answers to Huda's chat requests (docs/assessments.md
// "Huda"): placeholder, owned by the Huda chat work. null = not a Huda request.
import type { RecordedRequest } from './openai-server';

export function fakeHudaAnswer(_body: RecordedRequest['body']): string | null {
  return null;
}
