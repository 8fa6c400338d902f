// The class points leaderboard's order (docs/awards.md, Reward points): one definition for the
// API's GET /awards/points/leaderboard/{classId} and the web's live board. Students by reward
// points, highest first; equal points share a rank (1, 1, 3) and are listed by name. Pure.

export interface PointsRankInput {
  uid: string;
  name: string;
  reward_points: number;
}

/** A member document's reward_points as a whole, non-negative number (absent = 0). */
export const rewardPointsOf = (value: unknown): number =>
  typeof value === 'number' && Number.isFinite(value) && value > 0 ? Math.floor(value) : 0;

export function rankByPoints<T extends PointsRankInput>(rows: readonly T[], locale = 'en'): (T & { rank: number })[] {
  const sorted = [...rows].sort(
    (a, b) =>
      b.reward_points - a.reward_points ||
      a.name.localeCompare(b.name, locale, { sensitivity: 'base', numeric: true }) ||
      (a.uid < b.uid ? -1 : a.uid > b.uid ? 1 : 0),
  );
  let rank = 0;
  return sorted.map((row, index) => {
    if (index === 0 || row.reward_points !== sorted[index - 1]!.reward_points) rank = index + 1;
    return { ...row, rank };
  });
}
