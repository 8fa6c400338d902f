// The live spark balance: wallets/{uid} through reactfire (no suspense), uid from the
// Firebase Auth session. 0 while signed out, when the wallet does not exist yet, or when it
// cannot be read (the error stays local instead of reaching the app's error boundary).
// `earned` is the exchangeable part (sparks earned from sales, `earned_balance`); only
// sellers' screens show it. `promo` is the welcome part (`promo_balance`): platform features
// only, so the marketplace may take `balance - promo`.
import { doc } from 'firebase/firestore';
import { useMemo, type ReactNode } from 'react';
import { useFirestore, useFirestoreDocData, useSigninCheck } from 'reactfire';
import { ErrorBoundaryLite } from './error-boundary-lite';

export type BalanceRender = (balance: number, loading: boolean, earned: number, promo: number) => ReactNode;

/** `uid`: another wallet to follow (administrators may read every wallet); the session's by default. */
export function SparkBalance({ children, uid: other }: { children: BalanceRender; uid?: string }) {
  const { status, data } = useSigninCheck();
  const signedIn = status === 'success' && data.signedIn ? data.user.uid : null;
  const uid = signedIn && (other ?? signedIn);
  if (!uid) return <>{children(0, status === 'loading', 0, 0)}</>;
  return (
    <ErrorBoundaryLite key={uid} fallback={children(0, false, 0, 0)}>
      <WalletBalance uid={uid}>{children}</WalletBalance>
    </ErrorBoundaryLite>
  );
}

function WalletBalance({ uid, children }: { uid: string; children: BalanceRender }) {
  const firestore = useFirestore();
  const ref = useMemo(() => doc(firestore, 'wallets', uid), [firestore, uid]);
  const { status, data } = useFirestoreDocData(ref);
  const balance = typeof data?.spark_balance === 'number' ? data.spark_balance : 0;
  // A wallet from before earned sparks were kept apart has none; never more than the total.
  const earned = typeof data?.earned_balance === 'number' ? Math.min(data.earned_balance, balance) : 0;
  const promo = typeof data?.promo_balance === 'number' ? Math.max(0, Math.min(data.promo_balance, balance - earned)) : 0;
  return <>{children(balance, status === 'loading', earned, promo)}</>;
}
