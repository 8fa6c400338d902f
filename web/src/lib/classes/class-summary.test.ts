import { describe, expect, it } from 'vitest';
import { classSummaryFrom } from './class-summary';

describe('classSummaryFrom', () => {
  it('reads the summary Firestore keeps on memberships and invitations', () => {
    expect(
      classSummaryFrom({
        name: 'Physics', course_field: 'science', theme: 'ocean_blue', icon: 'atom', colour: 'blue',
        colors: { primary: '#111111', secondary: '#222222' },
      }),
    ).toEqual({
      name: 'Physics', course_field: 'science', theme: 'ocean_blue', icon: 'atom', colour: 'blue',
      colors: { primary: '#111111', secondary: '#222222' },
    });
  });

  it('falls back to empty texts and no colours for what is missing or malformed', () => {
    expect(classSummaryFrom(undefined)).toEqual({ name: '', course_field: '', theme: '', icon: '', colour: '', colors: null });
    expect(classSummaryFrom({ name: 3, colors: { primary: '#111111' } })).toMatchObject({ name: '', colors: null });
  });
});
