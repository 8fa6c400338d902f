/** Stub: logs out, clears everything and goes to /login. */
export function useLogout(): () => Promise<void> {
  return async () => {};
}
