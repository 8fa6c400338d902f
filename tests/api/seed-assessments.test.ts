// The demo assessments and Huda of `npm start` (functions/src/seed/demo-assessments.ts) against
// the real emulators: student@ has a VARK result (visual) and a personality result (INFP, paid
// with 5 sparks) stored as the services store them, two classmates have other styles and types
// (mona none), student@ has a Huda conversation with two finished messages and two mistakes
// from a practice challenge in Physics 101, which also has a diagram for visual learners; a
// second run changes nothing.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

// The seed uses the functions' admin app, whose default bucket comes from FIREBASE_CONFIG.
vi.hoisted(() => {
  const projectId = process.env.GCLOUD_PROJECT ?? 'demo-sparks';
  process.env.FIREBASE_CONFIG ??= JSON.stringify({ projectId, storageBucket: `${projectId}.appspot.com` });
});

import {
  DEMO_DIAGRAM_NAME, DEMO_HUDA, DEMO_PRACTICE_CHALLENGE_TITLE, seedDemoAssessments,
} from '@functions/seed/demo-assessments';
import { seedDemo } from '@functions/seed/demo-data';
import { adminAuth, adminDb } from '../support/admin';
import { call } from '../support/api';
import { signIn } from '../support/users';

const SEED_TIMEOUT = 240_000;

const uids: Record<string, string> = {};
let physicsId: string;

const data = (docs: FirebaseFirestore.QueryDocumentSnapshot[]) => Object.fromEntries(docs.map((d) => [d.id, d.data()]));

/** What the seed is about, in the fields a rerun must not move. */
async function snapshot() {
  const student = uids.student!;
  const profiles = await Promise.all(
    ['student', 'sara', 'yousef', 'mona'].map(async (name) => {
      const user = (await adminDb.doc(`users/${uids[name]!}`).get()).data() ?? {};
      return [name, { learning_style: user.learning_style ?? null, learning_modalities: user.learning_modalities ?? null, personality_type: user.personality_type ?? null }] as const;
    }),
  );
  const [assessments, mistakes, conversation, messages, wallet, ledger, challenges, materials] = await Promise.all([
    adminDb.collection(`users/${student}/assessments`).get(),
    adminDb.collection(`users/${student}/mistakes`).get(),
    adminDb.doc(`hudaConversations/${DEMO_HUDA.conversationId}`).get(),
    adminDb.collection(`hudaConversations/${DEMO_HUDA.conversationId}/messages`).get(),
    adminDb.doc(`wallets/${student}`).get(),
    adminDb.collection(`wallets/${student}/ledger`).where('reason', '==', 'mbtiAssessment').get(),
    adminDb.collection(`classes/${physicsId}/challenges`).where('title', '==', DEMO_PRACTICE_CHALLENGE_TITLE).get(),
    adminDb.collection(`classes/${physicsId}/materials`).where('name', '==', DEMO_DIAGRAM_NAME).get(),
  ]);
  return {
    profiles: Object.fromEntries(profiles),
    assessments: data(assessments.docs),
    mistakes: data(mistakes.docs),
    conversation: conversation.data(),
    messages: data(messages.docs),
    balance: wallet.get('spark_balance') as number,
    mbtiCharges: ledger.docs.map((doc) => doc.id),
    challenges: data(challenges.docs),
    materials: materials.docs.map((doc) => ({ id: doc.id, state: doc.get('state'), contentType: doc.get('file.contentType') })),
  };
}

let first: Awaited<ReturnType<typeof snapshot>>;

beforeAll(async () => {
  await seedDemo();
  for (const [name, email] of Object.entries({
    student: 'student@sparks.test', teacher: 'teacher@sparks.test', sara: 'sara@sparks.test', yousef: 'yousef@sparks.test', mona: 'mona@sparks.test',
  })) {
    uids[name] = (await adminAuth.getUserByEmail(email)).uid;
  }
  const physics = await adminDb.collection('classes').where('owner_uid', '==', uids.teacher!).where('name', '==', 'Physics 101').get();
  physicsId = physics.docs[0]!.id;
  // Mona's profile is whatever another file left: the seed gives her nothing, so start her clean.
  await adminDb.doc(`users/${uids.mona!}`).update({ learning_style: null, learning_modalities: null, personality_type: null });
  await seedDemoAssessments();
  first = await snapshot();
}, SEED_TIMEOUT);

// Leave no extra challenge or material in Physics 101 for the other files.
afterAll(async () => {
  if (!physicsId) return;
  await Promise.all([
    ...Object.keys(first?.challenges ?? {}).map((id) => adminDb.recursiveDelete(adminDb.doc(`classes/${physicsId}/challenges/${id}`))),
    ...(first?.materials ?? []).map((m) => adminDb.doc(`classes/${physicsId}/materials/${m.id}`).delete()),
  ]);
}, SEED_TIMEOUT);

describe('demo assessments seed', () => {
  it('gives student@ a VARK result and a paid personality result, on her profile too', () => {
    const vark = first.assessments['vark_demo-vark-1'];
    expect(vark).toMatchObject({
      kind: 'vark', uid: uids.student, submission_id: 'demo-vark-1', style: 'visual', modalities: ['visual'],
      scores: { visual: 12, auditory: 3, reading: 6, kinesthetic: 2 },
    });
    expect(Object.keys(vark!.answers as object)).toHaveLength(12);
    const personality = first.assessments['personality_demo-personality-1'];
    expect(personality).toMatchObject({ kind: 'personality', uid: uids.student, type: 'INFP', charged: 5 });
    expect(Object.keys(personality!.answers as object)).toHaveLength(32);
    expect(personality!.strengths).toMatchObject({ EI: { pole: 'I', percent: 100 }, JP: { pole: 'P', percent: 100 } });
    expect(first.profiles.student).toEqual({ learning_style: 'visual', learning_modalities: ['visual'], personality_type: 'INFP' });
    // Charged once through the sparks module, under the service's operation id.
    expect(first.mbtiCharges).toEqual(['personality:demo-personality-1']);
  });

  it("gives teacher@'s class a mix of styles and types (mona has taken neither), as the members screen reads them", async () => {
    expect(first.profiles.sara).toEqual({ learning_style: 'reading', learning_modalities: ['reading'], personality_type: 'ISTJ' });
    expect(first.profiles.yousef).toEqual({ learning_style: 'kinesthetic', learning_modalities: ['kinesthetic'], personality_type: 'ESTP' });
    expect(first.profiles.mona).toEqual({ learning_style: null, learning_modalities: null, personality_type: null });

    const token = await signIn('teacher@sparks.test', 'teacher-demo-1');
    const answer = await call<{ data: { uid: string; learning_style: string | null; personality_type: string | null }[] }>(
      'GET', `/classes/${physicsId}/learner-profiles`, { token },
    );
    expect(answer.status, answer.text).toBe(200);
    const byUid = Object.fromEntries(answer.body.data.map((p) => [p.uid, [p.learning_style, p.personality_type]]));
    expect(byUid).toMatchObject({
      [uids.student!]: ['visual', 'INFP'], [uids.sara!]: ['reading', 'ISTJ'], [uids.yousef!]: ['kinesthetic', 'ESTP'], [uids.mona!]: [null, null],
    });
  });

  it('gives student@ a Huda conversation with a finished question and answer', () => {
    expect(first.conversation).toMatchObject({
      id: DEMO_HUDA.conversationId, uid: uids.student, title: DEMO_HUDA.title, language: 'en', document_id: null,
      message_count: 2, answering: null,
    });
    const question = first.messages[DEMO_HUDA.messageId];
    const answer = first.messages[`${DEMO_HUDA.messageId}-a`];
    expect(Object.keys(first.messages)).toHaveLength(2);
    const common = { uid: uids.student, conversation_id: DEMO_HUDA.conversationId, status: 'done', error_code: null, citations: [], offline: false, stop_requested: false };
    expect(question).toMatchObject({ ...common, id: DEMO_HUDA.messageId, role: 'user', content: DEMO_HUDA.question, paid_with: null });
    expect(answer).toMatchObject({ ...common, id: `${DEMO_HUDA.messageId}-a`, role: 'assistant', content: DEMO_HUDA.answer, paid_with: 'free' });
    expect(Object.keys(question!).sort()).toEqual(Object.keys(answer!).sort());
  });

  it('gives student@ two mistakes from her submission to a practice challenge in Physics 101', async () => {
    const [challengeId, challenge] = Object.entries(first.challenges)[0]!;
    expect(challenge).toMatchObject({ practice_allowed: true, due_at: null });
    const submission = (await adminDb.doc(`classes/${physicsId}/challenges/${challengeId}/submissions/${uids.student!}`).get()).data();
    expect(submission).toBeTruthy();
    const mistakes = Object.values(first.mistakes);
    expect(mistakes).toHaveLength(2);
    for (const mistake of mistakes) {
      expect(mistake).toMatchObject({ uid: uids.student, source: 'challenge', class_id: physicsId, source_id: challengeId, quiz_id: challenge.quiz_id });
      expect(mistake.id).toBe(`challenge:${challengeId}:${String(mistake.question_id)}`);
      expect(['multiple_choice', 'true_false']).toContain((mistake.question as { type: string }).type);
      expect(mistake.your_answer).toBe((submission!.answers as Record<string, string>)[mistake.question_id as string]);
      expect(mistake.your_answer).not.toEqual(mistake.correct_answer);
    }
  });

  it('adds a diagram to Physics 101 for visual learners', () => {
    expect(first.materials).toEqual([expect.objectContaining({ contentType: 'image/png', state: expect.stringMatching(/^(uploaded|processed)$/) })]);
  });

  it('changes nothing when it runs again', async () => {
    await seedDemoAssessments();
    const again = await snapshot();
    // The material's state may move from uploaded to processed meanwhile (a trigger).
    expect({ ...again, materials: again.materials.map(({ id }) => id) }).toEqual({ ...first, materials: first.materials.map(({ id }) => id) });
  }, SEED_TIMEOUT);
});
