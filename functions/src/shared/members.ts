// Who counts as a member of a class: one definition for the class document's member_count
// (functions) and every count the web shows (the class header, the Members tab).
// A member is a student who joined and is active: the teacher(s), pending join requests and
// deactivated students are listed on the Members tab but not counted.

/** Whether one membership counts towards member_count. */
export const countsAsMember = (member: { role?: unknown; status?: unknown } | undefined): boolean =>
  member?.role === 'student' && member.status === 'active';

/** The number of members (countsAsMember) in a list of memberships. */
export const countMembers = (members: readonly { role?: unknown; status?: unknown }[]): number =>
  members.filter((member) => countsAsMember(member)).length;
