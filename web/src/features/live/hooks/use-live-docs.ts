// Listeners on the live documents (docs/live.md): the session, a player, the own answer, and for
// the host the players and the answers of the open question. Built on the shared never-throwing
// onSnapshot hooks; each waits for the SDK's user (the rules read request.auth).
import { collection, doc, query, where } from 'firebase/firestore';
import { useMemo } from 'react';
import { useLiveDoc, useLiveQuery, type LiveState } from '@/lib/classes/live';
import { db } from '@/lib/firebase';
import { liveAnswerRef } from '../api/submit-live-answer';
import { toLivePlayer, toLiveSession, type LivePlayer, type LiveSession } from '../lib/live-docs';

export function useLiveSession(sessionId: string | null, uid: string | null): LiveState<LiveSession | undefined> {
  const ref = useMemo(() => (sessionId && uid ? doc(db, 'liveSessions', sessionId) : null), [sessionId, uid]);
  return useLiveDoc(ref, toLiveSession);
}

export function useLivePlayer(sessionId: string | null, uid: string | null): LiveState<LivePlayer | undefined> {
  const ref = useMemo(() => (sessionId && uid ? doc(db, 'liveSessions', sessionId, 'players', uid) : null), [sessionId, uid]);
  return useLiveDoc(ref, toLivePlayer);
}

/** Whether the player's answer to question `questionIndex` exists (pending writes count). */
export function useOwnAnswer(sessionId: string | null, uid: string | null, questionIndex: number | null): LiveState<{ answer: unknown } | undefined> {
  const ref = useMemo(
    () => (sessionId && uid && questionIndex !== null && questionIndex >= 0 ? liveAnswerRef(sessionId, questionIndex, uid) : null),
    [sessionId, uid, questionIndex],
  );
  return useLiveDoc(ref, (data) => ({ answer: data.answer as unknown }));
}

const byJoin = (a: LivePlayer, b: LivePlayer) => (a.joinedAtMs ?? 0) - (b.joinedAtMs ?? 0) || a.uid.localeCompare(b.uid);

/** Host: every player of the session (removed ones included), in joining order. */
export function useLivePlayers(sessionId: string | null, uid: string | null): LiveState<LivePlayer[]> {
  const players = useMemo(
    () => (sessionId && uid ? query(collection(db, 'liveSessions', sessionId, 'players')) : null),
    [sessionId, uid],
  );
  const state = useLiveQuery(players, toLivePlayer);
  return useMemo(() => (state.status === 'success' ? { ...state, data: [...state.data].sort(byJoin) } : state), [state]);
}

/** Host: the uids that answered question `questionIndex` so far. */
export function useAnswerUids(sessionId: string | null, uid: string | null, questionIndex: number | null): LiveState<string[]> {
  const answers = useMemo(
    () =>
      sessionId && uid && questionIndex !== null && questionIndex >= 0
        ? query(collection(db, 'liveSessions', sessionId, 'answers'), where('question_index', '==', questionIndex))
        : null,
    [sessionId, uid, questionIndex],
  );
  return useLiveQuery(answers, (data) => String(data.uid ?? ''));
}
