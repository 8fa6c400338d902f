// The VARK result to show: signed in, the account's latest (after any kept answers have been
// claimed, so a result taken just before logging in is there); signed out, the kept answers
// scored with the server's own function. null: not taken.
import { scoreVark } from '@shared/vark-scoring';
import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import { claimPendingVark } from '@/lib/assessments/claim-pending-vark';
import { readPendingVark } from '@/lib/assessments/pending-vark';
import { authAtom } from '@/lib/session/auth-state';
import { useRemote, type Remote } from '@/lib/use-remote';
import { getVarkResult } from '../api/get-vark-result';
import type { VarkReportData } from '../components/vark-report-view';

export type VarkReportState = (Remote<VarkReportData | null> & { reload: () => void }) & { kept: boolean };

export function useVarkReport(): VarkReportState {
  const { isAuthenticated, user } = useAtomValue(authAtom);
  const remote = useRemote<VarkReportData | null>(isAuthenticated && user ? `vark:${user.id}` : null, async (signal) => {
    await claimPendingVark();
    const result = await getVarkResult(signal);
    return result && { scores: result.scores, modalities: result.modalities, style: result.style, takenAt: result.created_at };
  });
  const kept = useMemo<VarkReportData | null>(() => {
    if (isAuthenticated) return null;
    const pending = readPendingVark();
    if (!pending) return null;
    return { ...scoreVark(pending.answers), takenAt: pending.taken_at };
  }, [isAuthenticated]);
  if (!isAuthenticated) return { status: 'success', data: kept, error: undefined, reload: remote.reload, kept: true };
  return { ...remote, kept: false };
}
