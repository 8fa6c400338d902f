// The first screen of a live game for players (/guest/quiz/play, /live, the QR's /live?code=),
// served as its own small page (live.html): the join form in plain DOM, without React, Chakra
// or Firebase, so a phone on a slow school network shows it at once (goal: under 120 KB of
// JavaScript). The form's checks and the join itself load on the first submit. Once there is a
// game to play (joined here, or remembered on this device), or for a signed-in user, the app
// starts in this same page and its live route takes over (features/live/routes/live-play-route.tsx).
import './join-page.css';
import { codeFromQuery } from '../lib/live-code';
import { markWelcomeBack, readRememberedGame, rememberGame } from '../lib/remembered-game';
import { readToken } from '@/lib/session/token-storage';
import { renderJoinPage } from './join-page';

const root = document.getElementById('root')!;

function storage(kind: 'localStorage' | 'sessionStorage'): Storage | null {
  try {
    return window[kind];
  } catch {
    return null;
  }
}

async function startApp(): Promise<void> {
  root.replaceChildren();
  await import('@/main');
}

const requestedCode = codeFromQuery(new URLSearchParams(location.search).get('code'));
const remembered = readRememberedGame(storage('localStorage'), Date.now());
const resumable = remembered && (requestedCode === '' || requestedCode === remembered.code);

if (readToken() || resumable) {
  void startApp();
} else {
  renderJoinPage(root, {
    initialCode: requestedCode || (remembered?.code ?? ''),
    initialNickname: remembered?.nickname ?? '',
    onJoined: ({ game, nickname, code }) => {
      rememberGame(storage('localStorage'), { sessionId: game.sessionId, uid: game.uid, code, nickname, savedAt: Date.now() });
      if (game.rejoined) markWelcomeBack(storage('sessionStorage'), nickname);
      void startApp();
    },
  });
}
