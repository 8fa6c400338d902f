import type { ReactNode } from 'react';
import type { UserType } from '@shared/constants';

export function RequireAuth({ children }: { children: ReactNode }) {
  return <>{children}</>;
}
export function RequireUserType({ children }: { type: UserType; children: ReactNode }) {
  return <>{children}</>;
}
