// Live sessions (docs/live.md): functions write sessions, players, scores, leaderboards,
// nicknames and codes; the only client write is a player's answer, created once, for the open
// question, stamped with the server's time. Players are anonymous users.
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  query,
  serverTimestamp,
  setDoc,
  updateDoc,
  where,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';
import { describe, it } from 'vitest';
import {
  asFunctions,
  describeRosterMatrix,
  describeVerdicts,
  expectVerdict,
  firestoreOf,
  no,
  seed,
  useRulesEnvironment,
  yes,
  type Roster,
  type RosterMatrix,
  type SignedIn,
  type Target,
} from './helpers';

const env = useRulesEnvironment();

const LUID = {
  host: 'live-host-uid',
  coTeacher: 'live-co-teacher-uid',
  otherTeacher: 'live-other-teacher-uid',
  player: 'anonplayer1',
  otherPlayer: 'anonplayer2',
  removed: 'anonremoved3',
  outsider: 'anonoutsider4',
} as const;

const anonymous = (uid: string): SignedIn => ({ uid, claims: { firebase: { sign_in_provider: 'anonymous' } } });
const teacher = (uid: string): SignedIn => ({ uid, claims: { user_type: 'teacher', verified: true } });

const LIVE_ACTORS = {
  'host teacher': teacher(LUID.host),
  'class co-teacher': teacher(LUID.coTeacher),
  'other teacher': teacher(LUID.otherTeacher),
  player: anonymous(LUID.player),
  'other player': anonymous(LUID.otherPlayer),
  'removed player': anonymous(LUID.removed),
  'not a player': anonymous(LUID.outsider),
  'signed out': null,
} as const satisfies Roster;
type LiveActor = keyof typeof LIVE_ACTORS;

const SESSION = 'live-1';
const CLASS_ID = 'live-class';
const session = `liveSessions/${SESSION}`;
const QUESTION_INDEX = 2;
const HOUR = 60 * 60 * 1000;

function sessionData(overrides: DocumentData = {}): DocumentData {
  const opened = Date.now() - 5_000;
  return {
    code: '123456',
    quiz_id: 'quiz-1',
    quiz_title: 'Capitals',
    host_uid: LUID.host,
    class_id: CLASS_ID,
    state: 'question',
    question_index: QUESTION_INDEX,
    question_count: 5,
    question: {
      index: QUESTION_INDEX, text: 'Capital of France?', type: 'multiple_choice', options: ['Paris', 'Rome'],
      time_limit_s: 20, points: 1000, scored: true,
      opened_at: new Date(opened), closes_at: new Date(opened + HOUR), opened_at_ms: opened, closes_at_ms: opened + HOUR,
    },
    leaderboard_index: 1,
    leaderboard: [{ uid: LUID.player, nickname: 'Sara', score: 1800, delta: 900, rank: 1 }],
    podium: null,
    locked: false,
    speed_scoring: true,
    player_count: 2,
    answered_count: 2,
    created_at: new Date(),
    updated_at: new Date(),
    ...overrides,
  };
}

function playerData(uid: string, nickname: string, removed = false): DocumentData {
  return {
    uid, nickname, score: 900, streak: 1, rank: 1, last_points: 900, last_bonus: 0, last_correct: true, last_answered: true,
    last_late: false, last_response_ms: 2000, scored_index: 1, joined_at: new Date(), removed,
  };
}

/** The answer window functions keep at server/window: open for QUESTION_INDEX for an hour. */
function windowData(overrides: DocumentData = {}): DocumentData {
  const opened = Date.now() - 5_000;
  return { open: true, question_index: QUESTION_INDEX, opened_at: new Date(opened), closes_at: new Date(opened + HOUR), closed_at: null, ...overrides };
}

/** The class (host and co-teacher teach it), the session, its answer window and its three players. */
function world(sessionOverrides: DocumentData = {}, windowOverrides: DocumentData = {}): Record<string, DocumentData> {
  return {
    [`classes/${CLASS_ID}`]: { name: 'Geography', owner_uid: LUID.host, teacher_uids: [LUID.host, LUID.coTeacher] },
    [session]: sessionData(sessionOverrides),
    [`${session}/server/window`]: windowData(windowOverrides),
    [`${session}/players/${LUID.player}`]: playerData(LUID.player, 'Sara'),
    [`${session}/players/${LUID.otherPlayer}`]: playerData(LUID.otherPlayer, 'Omar'),
    [`${session}/players/${LUID.removed}`]: playerData(LUID.removed, 'Rude', true),
  };
}

/** The world without the session document (the session matrix seeds or creates it). */
function withoutSession(): Record<string, DocumentData> {
  const { [session]: _session, ...rest } = world();
  return rest;
}

function withoutWindow(): Record<string, DocumentData> {
  const { [`${session}/server/window`]: _window, ...rest } = world();
  return rest;
}

const answer = (uid: string, overrides: DocumentData = {}): DocumentData => ({
  uid,
  question_index: QUESTION_INDEX,
  answer: 'Paris',
  received_at: serverTimestamp(),
  ...overrides,
});
const answerPath = (uid: string, index = QUESTION_INDEX) => `${session}/answers/${index}_${uid}`;

const ONLY_FUNCTIONS: RosterMatrix<LiveActor> = {
  //                   get  list create update delete
  'host teacher':      [no, no, no, no, no],
  'class co-teacher':  [no, no, no, no, no],
  'other teacher':     [no, no, no, no, no],
  player:              [no, no, no, no, no],
  'other player':      [no, no, no, no, no],
  'removed player':    [no, no, no, no, no],
  'not a player':      [no, no, no, no, no],
  'signed out':        [no, no, no, no, no],
};

describe('liveSessions/{id}: host, class teachers and players read; nobody but functions writes', () => {
  describeRosterMatrix(
    env,
    LIVE_ACTORS,
    {
      doc: session,
      collection: 'liveSessions',
      // The host's "my sessions" query.
      list: (db) => query(collection(db, 'liveSessions'), where('host_uid', '==', LUID.host)),
      data: sessionData(),
      update: { state: 'complete', leaderboard: [{ uid: LUID.otherPlayer, nickname: 'Omar', score: 99999, delta: 0, rank: 1 }] },
      others: withoutSession(),
    },
    {
      //                   get  list create update delete
      'host teacher':      [yes, yes, no, no, no],
      'class co-teacher':  [yes, no, no, no, no],
      'other teacher':     [no, no, no, no, no],
      player:              [yes, no, no, no, no],
      'other player':      [yes, no, no, no, no],
      'removed player':    [no, no, no, no, no],
      'not a player':      [no, no, no, no, no],
      'signed out':        [no, no, no, no, no],
    },
  );
});

describe('liveSessions/{id}/players/{uid}: players and hosts read; scores are written by functions only', () => {
  describeRosterMatrix(
    env,
    LIVE_ACTORS,
    {
      doc: `${session}/players/${LUID.otherPlayer}`,
      collection: `${session}/players`,
      data: playerData(LUID.otherPlayer, 'Omar'),
      update: { score: 100000, rank: 1 },
      others: world(),
    },
    {
      //                   get  list create update delete
      'host teacher':      [yes, yes, no, no, no],
      'class co-teacher':  [yes, yes, no, no, no],
      'other teacher':     [no, no, no, no, no],
      player:              [yes, yes, no, no, no],
      'other player':      [yes, yes, no, no, no],
      'removed player':    [no, no, no, no, no],
      'not a player':      [no, no, no, no, no],
      'signed out':        [no, no, no, no, no],
    },
  );

  describe('a removed player still reads their own player document (to learn they were removed)', () => {
    describeVerdicts<LiveActor>(
      env,
      LIVE_ACTORS,
      world(),
      (db) => getDoc(doc(db, `${session}/players/${LUID.removed}`)),
      {
        'host teacher': yes,
        'class co-teacher': yes,
        'other teacher': no,
        player: yes,
        'other player': yes,
        'removed player': yes,
        'not a player': no,
        'signed out': no,
      },
    );
  });

  it('a player cannot raise their own score', async () => {
    await seed(env(), world());
    const db = firestoreOf(env(), LIVE_ACTORS.player);
    await expectVerdict(false, updateDoc(doc(db, `${session}/players/${LUID.player}`), { score: 1_000_000 }));
    await expectVerdict(false, setDoc(doc(db, `${session}/players/${LUID.outsider}`), playerData(LUID.outsider, 'Sneaky')));
  });
});

describe('liveSessions/{id}/answers/{index}_{uid}: the matrix', () => {
  describeRosterMatrix(
    env,
    LIVE_ACTORS,
    {
      doc: answerPath(LUID.player),
      collection: `${session}/answers`,
      data: answer(LUID.player),
      update: { answer: 'Rome' },
      others: world(),
    },
    {
      //                   get  list create update delete
      'host teacher':      [yes, yes, no, no, no],
      'class co-teacher':  [yes, yes, no, no, no],
      'other teacher':     [no, no, no, no, no],
      player:              [yes, no, yes, no, no],
      'other player':      [no, no, no, no, no],
      'removed player':    [no, no, no, no, no],
      'not a player':      [no, no, no, no, no],
      'signed out':        [no, no, no, no, no],
    },
  );
});

describe('liveSessions/{id}/answers: what a player may write', () => {
  const player = () => firestoreOf(env(), LIVE_ACTORS.player);
  const write = (db: Firestore, path: string, data: DocumentData) => setDoc(doc(db, path), data);

  const cases: Array<[string, boolean, [DocumentData, DocumentData] | undefined, (db: Firestore) => Promise<unknown>]> = [
    ['their own answer to the open question, stamped by the server', yes, undefined, (db) => write(db, answerPath(LUID.player), answer(LUID.player))],
    ['true/false as a boolean', yes, undefined, (db) => write(db, answerPath(LUID.player), answer(LUID.player, { answer: false }))],
    ['several options (20 at most)', yes, undefined, (db) =>
      write(db, answerPath(LUID.player), answer(LUID.player, { answer: Array.from({ length: 20 }, (_, i) => `o${i}`) }))],
    ['a typed answer of 500 characters', yes, undefined, (db) => write(db, answerPath(LUID.player), answer(LUID.player, { answer: 'x'.repeat(500) }))],
    ['under another player’s id', no, undefined, (db) => write(db, answerPath(LUID.otherPlayer), answer(LUID.player))],
    ['naming another player in uid', no, undefined, (db) => write(db, answerPath(LUID.player), answer(LUID.otherPlayer))],
    ['for another question (id and field)', no, undefined, (db) =>
      write(db, answerPath(LUID.player, QUESTION_INDEX + 1), answer(LUID.player, { question_index: QUESTION_INDEX + 1 }))],
    ['for a past question (id and field)', no, undefined, (db) =>
      write(db, answerPath(LUID.player, QUESTION_INDEX - 1), answer(LUID.player, { question_index: QUESTION_INDEX - 1 }))],
    ['with question_index not matching the open question', no, undefined, (db) =>
      write(db, answerPath(LUID.player), answer(LUID.player, { question_index: QUESTION_INDEX + 1 }))],
    ['under an id that is not {index}_{uid}', no, undefined, (db) => write(db, `${session}/answers/${LUID.player}`, answer(LUID.player))],
    ['with its own timestamp instead of the server’s', no, undefined, (db) =>
      write(db, answerPath(LUID.player), answer(LUID.player, { received_at: new Date(Date.now() - 10_000) }))],
    ['with points of its own', no, undefined, (db) => write(db, answerPath(LUID.player), answer(LUID.player, { points: 1000 }))],
    ['marked correct by itself', no, undefined, (db) => write(db, answerPath(LUID.player), answer(LUID.player, { correct: true }))],
    ['without an answer', no, undefined, (db) => {
      const { answer: _dropped, ...rest } = answer(LUID.player);
      return write(db, answerPath(LUID.player), rest);
    }],
    ['a text over 500 characters', no, undefined, (db) => write(db, answerPath(LUID.player), answer(LUID.player, { answer: 'x'.repeat(501) }))],
    ['more than 20 options', no, undefined, (db) =>
      write(db, answerPath(LUID.player), answer(LUID.player, { answer: Array.from({ length: 21 }, (_, i) => `o${i}`) }))],
    ['a map as the answer', no, undefined, (db) => write(db, answerPath(LUID.player), answer(LUID.player, { answer: { pick: 'Paris' } }))],
    ['once the host closed the question (window shut, scores being computed)', no, [{}, { open: false, closed_at: new Date() }], (db) =>
      write(db, answerPath(LUID.player), answer(LUID.player))],
    ['once the leaderboard is out (state leaderboard)', no, [{ state: 'leaderboard', leaderboard_index: QUESTION_INDEX }, { open: false, closed_at: new Date() }], (db) =>
      write(db, answerPath(LUID.player), answer(LUID.player))],
    ['in the lobby (state waiting)', no, [{ state: 'waiting', question_index: -1, question: null }, { open: false, question_index: -1 }], (db) =>
      write(db, `${session}/answers/-1_${LUID.player}`, answer(LUID.player, { question_index: -1 }))],
    ['after the game (state complete)', no, [{ state: 'complete', question: null }, { open: false }], (db) =>
      write(db, answerPath(LUID.player), answer(LUID.player))],
    ['after closes_at while the host has not closed yet', no, [{}, { closes_at: new Date(Date.now() - 1_000) }], (db) =>
      write(db, answerPath(LUID.player), answer(LUID.player))],
  ];

  it.each(cases)('player: %s -> %s', async (_name, allowed, overrides, request) => {
    await seed(env(), world(...(overrides ?? [])));
    await expectVerdict(allowed, request(player()));
  });

  it('a second answer to the same question is refused (create only), and so are changes and deletes', async () => {
    await seed(env(), world());
    const db = player();
    await expectVerdict(true, write(db, answerPath(LUID.player), answer(LUID.player)));
    await expectVerdict(false, write(db, answerPath(LUID.player), answer(LUID.player, { answer: 'Rome' })));
    await expectVerdict(false, updateDoc(doc(db, answerPath(LUID.player)), { answer: 'Rome' }));
    await expectVerdict(false, deleteDoc(doc(db, answerPath(LUID.player))));
    // The one answer stays as first written.
    const stored = await asFunctions(env(), async (admin) => (await getDoc(doc(admin, answerPath(LUID.player)))).data());
    if (stored?.answer !== 'Paris') throw new Error(`the first answer changed: ${JSON.stringify(stored)}`);
  });

  describe('who may answer at all (their own id, the open question)', () => {
    describeVerdicts<LiveActor>(
      env,
      LIVE_ACTORS,
      world(),
      (db, actor) => {
        const uid = LIVE_ACTORS[actor]?.uid ?? LUID.player;
        return setDoc(doc(db, answerPath(uid)), answer(uid));
      },
      {
        'host teacher': no,
        'class co-teacher': no,
        'other teacher': no,
        player: yes,
        'other player': yes,
        'removed player': no,
        'not a player': no,
        'signed out': no,
      },
      'player',
    );
  });

  describe('reading: a player gets only their own answer ids (existing or not); hosts list', () => {
    const answered = { ...world(), [answerPath(LUID.otherPlayer)]: { ...answer(LUID.otherPlayer), received_at: new Date() } };
    describe('get own answer id before answering', () => {
      describeVerdicts<LiveActor>(env, LIVE_ACTORS, world(), (db) => getDoc(doc(db, answerPath(LUID.player))), {
        'host teacher': yes,
        'class co-teacher': yes,
        'other teacher': no,
        player: yes,
        'other player': no,
        'removed player': no,
        'not a player': no,
        'signed out': no,
      });
    });
    describe('get another player’s answer', () => {
      describeVerdicts<LiveActor>(env, LIVE_ACTORS, answered, (db) => getDoc(doc(db, answerPath(LUID.otherPlayer))), {
        'host teacher': yes,
        'class co-teacher': yes,
        'other teacher': no,
        player: no,
        'other player': yes,
        'removed player': no,
        'not a player': no,
        'signed out': no,
      });
    });
    describe('list the answers of the open question (the host’s answered count)', () => {
      describeVerdicts<LiveActor>(
        env,
        LIVE_ACTORS,
        answered,
        (db) => getDocs(query(collection(db, `${session}/answers`), where('question_index', '==', QUESTION_INDEX))),
        {
          'host teacher': yes,
          'class co-teacher': yes,
          'other teacher': no,
          player: no,
          'other player': no,
          'removed player': no,
          'not a player': no,
          'signed out': no,
        },
      );
    });
  });
});

describe('server-only live state: nobody but functions reads or writes', () => {
  const TARGETS: Array<{ name: string; target: Target }> = [
    {
      name: 'liveCodes/{code}',
      target: {
        doc: 'liveCodes/123456',
        collection: 'liveCodes',
        data: { session_id: SESSION, created_at: new Date(), expires_at: new Date(Date.now() + HOUR) },
        update: { session_id: 'other' },
        others: world(),
      },
    },
    {
      name: 'liveSessions/{id}/nicknames/{key}',
      target: {
        doc: `${session}/nicknames/sara`,
        collection: `${session}/nicknames`,
        data: { uid: LUID.player, nickname: 'Sara', created_at: new Date() },
        update: { uid: LUID.outsider },
        others: world(),
      },
    },
    {
      name: 'liveSessions/{id}/server/window (the answer window)',
      target: {
        doc: `${session}/server/window`,
        collection: `${session}/server`,
        data: windowData(),
        update: { closes_at: new Date(Date.now() + 10 * HOUR) },
        others: withoutWindow(),
      },
    },
    {
      name: 'liveSessions/{id}/server/quiz (the answer keys)',
      target: {
        doc: `${session}/server/quiz`,
        collection: `${session}/server`,
        data: { quiz_id: 'quiz-1', questions: [{ id: 'q1', type: 'multiple_choice', text: 'Capital?', options: ['Paris'], correct_answer: 'Paris', time_limit_s: 20, points: 1000 }] },
        update: { questions: [] },
        others: world(),
      },
    },
    {
      name: 'liveSessions/{id}/server/stats (the report\'s per-question figures)',
      target: {
        doc: `${session}/server/stats`,
        collection: `${session}/server`,
        data: { questions: { 0: { index: 0, counts: [1, 0], answered: 1, correct: 1, correct_pct: 100, avg_response_ms: 900 } } },
        update: { questions: {} },
        others: world(),
      },
    },
    {
      name: 'liveReports/{sessionId} (read through GET /live/reports)',
      target: {
        doc: `liveReports/${SESSION}`,
        collection: 'liveReports',
        data: { session_id: SESSION, host_uid: LUID.host, quiz_id: 'quiz-1', questions: [], players: [] },
        update: { players: [] },
        others: world(),
      },
    },
  ];
  describe.each(TARGETS)('$name', ({ target }) => {
    describeRosterMatrix(env, LIVE_ACTORS, target, ONLY_FUNCTIONS);
  });
});
