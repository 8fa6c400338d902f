// /huda-form -> /huda-ai?c=id hands the question over in the location state, and keeps a
// signed-out visitor's question in sessionStorage until they have logged in. Pure but storage.
export interface HandedQuestion {
  messageId: string;
  text: string;
}

export function handedOverQuestion(state: unknown): HandedQuestion | null {
  if (!state || typeof state !== 'object' || !('ask' in state)) return null;
  const ask = (state as { ask: unknown }).ask;
  if (!ask || typeof ask !== 'object') return null;
  const { messageId, text } = ask as Record<string, unknown>;
  return typeof messageId === 'string' && typeof text === 'string' && text.trim() ? { messageId, text } : null;
}

const DRAFT_KEY = 'sparks.hudaDraft';

export function readDraft(storage: Pick<Storage, 'getItem'> | undefined = globalThis.sessionStorage): string {
  try {
    return storage?.getItem(DRAFT_KEY) ?? '';
  } catch {
    return '';
  }
}

export function writeDraft(text: string, storage: Pick<Storage, 'setItem' | 'removeItem'> | undefined = globalThis.sessionStorage): void {
  try {
    if (text) storage?.setItem(DRAFT_KEY, text);
    else storage?.removeItem(DRAFT_KEY);
  } catch {
    // Private mode: the question is simply not kept.
  }
}
