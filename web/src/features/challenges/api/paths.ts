// Paths of the challenge calls (docs/quizzes.md): /classes/{classId}/challenges/...
export function challengesPath(classId: string, suffix = ''): string {
  return `/classes/${encodeURIComponent(classId)}/challenges${suffix}`;
}

export function challengePath(classId: string, challengeId: string, suffix = ''): string {
  return challengesPath(classId, `/${encodeURIComponent(challengeId)}${suffix}`);
}
