import { describe, expect, it } from 'vitest';
import { boardReducer, initialBoard, keyAction, optionLetter, shownAnswer } from './whiteboard-state';

describe('boardReducer', () => {
  it('moves between questions and hides the answer again', () => {
    let state = boardReducer(initialBoard, { type: 'reveal' });
    expect(state).toEqual({ index: 0, revealed: true });
    state = boardReducer(state, { type: 'next', count: 3 });
    expect(state).toEqual({ index: 1, revealed: false });
    state = boardReducer(state, { type: 'next', count: 3 });
    expect(boardReducer(state, { type: 'next', count: 3 })).toBe(state);
    state = boardReducer(state, { type: 'previous' });
    expect(state.index).toBe(1);
    expect(boardReducer(initialBoard, { type: 'previous' })).toBe(initialBoard);
  });

  it('toggles the answer and jumps within range', () => {
    const shown = boardReducer(initialBoard, { type: 'toggle-reveal' });
    expect(boardReducer(shown, { type: 'toggle-reveal' }).revealed).toBe(false);
    expect(boardReducer(shown, { type: 'reveal' })).toBe(shown);
    expect(boardReducer(initialBoard, { type: 'go', index: 9, count: 4 })).toEqual({ index: 3, revealed: false });
    expect(boardReducer(initialBoard, { type: 'go', index: 2, count: 0 })).toEqual(initialBoard);
  });
});

describe('keys', () => {
  it('follow the reading direction', () => {
    expect(keyAction('ArrowRight', 'ltr')).toBe('next');
    expect(keyAction('ArrowLeft', 'ltr')).toBe('previous');
    expect(keyAction('ArrowLeft', 'rtl')).toBe('next');
    expect(keyAction('ArrowRight', 'rtl')).toBe('previous');
    expect(keyAction(' ', 'rtl')).toBe('reveal');
    expect(keyAction('Escape', 'ltr')).toBe('close');
    expect(keyAction('a', 'ltr')).toBeNull();
  });
});

describe('labels', () => {
  it('letters options in each language', () => {
    expect(optionLetter(0, 'en')).toBe('A');
    expect(optionLetter(3, 'en-US')).toBe('D');
    expect(optionLetter(1, 'ar')).toBe('ب');
  });

  it('shows the first accepted answer', () => {
    expect(shownAnswer({ type: 'short_answer', correct_answer: ['', 'Paris', 'paris'] })).toBe('Paris');
    expect(shownAnswer({ type: 'multiple_choice', correct_answer: 'B' })).toBe('B');
    expect(shownAnswer({ type: 'essay', correct_answer: '' })).toBe('');
  });
});
