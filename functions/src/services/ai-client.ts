// The one place that knows how to reach the model. With no OPENAI_API_KEY there is no client
// and callers use the offline generator instead (so `npm start` works without a network).
// OPENAI_BASE_URL points the client elsewhere (the tests' local chat-completions server).
import OpenAI from 'openai';

const DEFAULT_MODEL = 'gpt-4.1-mini';
const DEFAULT_TIMEOUT_MS = 60_000;

let cached: { signature: string; client: OpenAI } | undefined;

/** The configured client, or null when no API key is set (offline mode). */
export function aiClient(): OpenAI | null {
  const apiKey = process.env.OPENAI_API_KEY?.trim();
  if (!apiKey) return null;
  const baseURL = process.env.OPENAI_BASE_URL?.trim() || undefined;
  const timeout = Number(process.env.OPENAI_TIMEOUT_MS) || DEFAULT_TIMEOUT_MS;
  const signature = `${apiKey}|${baseURL ?? ''}|${timeout}`;
  if (cached?.signature !== signature) {
    // One retry at most: a quiz request already waits for the model once; the default
    // 10-minute timeout and 2 retries would hold the caller far too long.
    cached = { signature, client: new OpenAI({ apiKey, baseURL, timeout, maxRetries: 1 }) };
  }
  return cached.client;
}

/** The chat model (OPENAI_MODEL, else a current small model with structured outputs). */
export function aiModel(): string {
  return process.env.OPENAI_MODEL?.trim() || DEFAULT_MODEL;
}
