// Who may receive reward points from a finished class game's report (docs/awards.md, Reward
// points): only players whose uid is an active student of the class (guests and teachers are
// not), best rank first; the podium (ranks 1 to 3) is ticked at first. Pure.
import type { LiveReportPlayer } from '@shared/schemas/live-report';
import type { ClassStudentPoints } from '@/lib/awards/student-points';

export const PODIUM = 3;

export interface LivePointsRecipient {
  uid: string;
  name: string;
  rank: number | null;
}

/** The report's players who are students of the class, by rank (unranked last), named as members. */
export function eligiblePlayers(
  players: readonly Pick<LiveReportPlayer, 'uid' | 'nickname' | 'rank'>[],
  students: readonly Pick<ClassStudentPoints, 'uid' | 'name'>[],
): LivePointsRecipient[] {
  const names = new Map(students.map((student) => [student.uid, student.name]));
  return players
    .filter((player) => names.has(player.uid))
    .sort((a, b) => (a.rank ?? Infinity) - (b.rank ?? Infinity))
    .map((player) => ({ uid: player.uid, name: names.get(player.uid) || player.nickname, rank: player.rank }));
}

/** The eligible players on the podium (ties included), ticked when the dialog opens. */
export const podiumUids = (eligible: readonly LivePointsRecipient[], podium = PODIUM): string[] =>
  eligible.filter((player) => player.rank !== null && player.rank <= podium).map((player) => player.uid);
