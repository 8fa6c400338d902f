/** Stub: verifies a stored token at start and every 5 minutes (features/auth owns it). */
export function useSessionBootstrap(): void {}
