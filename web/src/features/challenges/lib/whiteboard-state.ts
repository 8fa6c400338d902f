// Whiteboard mode: one question at a time on the shared screen, the answer revealed on
// demand. Moving to another question hides the answer again. Pure.
export interface BoardState {
  index: number;
  revealed: boolean;
}

export type BoardAction =
  | { type: 'next'; count: number }
  | { type: 'previous' }
  | { type: 'go'; index: number; count: number }
  | { type: 'reveal' }
  | { type: 'toggle-reveal' };

export const initialBoard: BoardState = { index: 0, revealed: false };

export function boardReducer(state: BoardState, action: BoardAction): BoardState {
  switch (action.type) {
    case 'next':
      return state.index + 1 < action.count ? { index: state.index + 1, revealed: false } : state;
    case 'previous':
      return state.index > 0 ? { index: state.index - 1, revealed: false } : state;
    case 'go': {
      if (action.count <= 0) return initialBoard;
      const index = Math.min(Math.max(0, action.index), action.count - 1);
      return index === state.index ? state : { index, revealed: false };
    }
    case 'reveal':
      return state.revealed ? state : { ...state, revealed: true };
    case 'toggle-reveal':
      return { ...state, revealed: !state.revealed };
  }
}

const ARABIC_LETTERS = ['أ', 'ب', 'ج', 'د', 'هـ', 'و'];

/** The letter of an option: A, B, C... or أ، ب، ج... */
export function optionLetter(index: number, locale: string): string {
  if (locale.startsWith('ar')) return ARABIC_LETTERS[index] ?? String(index + 1);
  return index < 26 ? String.fromCharCode(65 + index) : String(index + 1);
}

/** Which key moves where: the arrow that points "forward" depends on the reading direction. */
export function keyAction(key: string, dir: 'rtl' | 'ltr'): 'next' | 'previous' | 'reveal' | 'close' | null {
  const forward = dir === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
  const backward = dir === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
  if (key === forward || key === 'PageDown') return 'next';
  if (key === backward || key === 'PageUp') return 'previous';
  if (key === ' ' || key === 'Enter') return 'reveal';
  if (key === 'Escape') return 'close';
  return null;
}

/** The correct answer as shown on the board (the first accepted answer of typed questions). */
export function shownAnswer(question: { type: string; correct_answer: string | string[] }): string {
  const list = Array.isArray(question.correct_answer) ? question.correct_answer : [question.correct_answer];
  return list.find((answer) => answer.trim() !== '') ?? '';
}
