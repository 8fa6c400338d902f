// Paths of the class calls (docs/classes.md): class-scoped calls carry ?userId= (the caller's uid).
export function classPath(classId: string, userId?: string | null, suffix = ''): string {
  const path = `/classes/${encodeURIComponent(classId)}${suffix}`;
  return userId ? `${path}?userId=${encodeURIComponent(userId)}` : path;
}
