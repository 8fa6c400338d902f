// Demo quizzes and a challenge for `npm start` (issue 10 item 19): the demo teacher starts with
// published quizzes (one written by hand, one from a template) and a draft, and Physics 101 has
// a challenge the classmates submitted (one graded, two essays waiting for the teacher) while
// the demo student still has it to do. So My quizzes, the Challenges tab, Progress and every
// home have something on the first visit.
//
// Through the real services (quiz creation and publishing with their sparks, challenge,
// submissions, grading), each step skipped when done: fixed requestIds give the same quiz ids
// on every run, the challenge is found by its quiz, a submission by its student.
import { adminAuth, db } from '../lib/admin';
import { gradeSubmission, challengesCol, submissionRef, submitAnswers, createChallenge } from '../services/challenges';
import { createQuiz, publishQuiz, readQuestions } from '../services/quizzes';
import { creditSparks } from '../services/sparks';
import { SPARK_COSTS } from '../shared/constants';
import { createChallengeRequestSchema, createQuizRequestSchema, gradeSubmissionRequestSchema } from '../shared/schemas/quiz';
import { DEMO_EXTRA_STUDENTS } from './demo-classes';

const DAY_MS = 24 * 60 * 60 * 1000;

export const DEMO_MANUAL_QUIZ = {
  method: 'manual' as const,
  requestId: 'demo-quiz-motion-check',
  title: 'Motion check: velocity and acceleration',
  description: 'Five questions on chapter 1, with a short essay.',
  difficulty: 'easy' as const,
  language: 'en' as const,
  questions: [
    { type: 'multiple_choice' as const, text: 'A car goes from 0 to 20 m/s in 4 s. What is its acceleration?', options: ['5 m/s²', '80 m/s²', '0.2 m/s²', '16 m/s²'], correct_answer: '5 m/s²', points: 10 },
    { type: 'true_false' as const, text: 'Speed and velocity are the same quantity.', correct_answer: 'false', points: 10 },
    { type: 'short_answer' as const, text: 'What is the SI unit of velocity?', correct_answer: ['m/s', 'metres per second', 'meters per second'], points: 10 },
    { type: 'fill_blank' as const, text: 'The rate of change of velocity is called ____.', correct_answer: ['acceleration'], points: 10 },
    { type: 'essay' as const, text: 'Describe a journey you made and sketch its speed over time.', grading_guidelines: 'Names the stages (speeding up, steady, slowing down) and relates them to the graph.', points: 20 },
  ],
};

/** The template quiz (grade 10 physics, in English like the class): also the live game's quiz. */
export const DEMO_TEMPLATE_QUIZ = { method: 'template' as const, requestId: 'demo-quiz-newton-template', template_id: 'newton-laws-g10-en' };

/** A draft the teacher left unfinished (drafts are free). */
export const DEMO_DRAFT_QUIZ = {
  method: 'manual' as const,
  requestId: 'demo-quiz-energy-draft',
  title: 'Energy and work (draft)',
  language: 'en' as const,
  questions: [{ type: 'multiple_choice' as const, text: 'Which unit measures energy?', options: ['joule', 'watt'], points: 10 }],
};

export const DEMO_CHALLENGE_TITLE = 'Week 1: motion check';

/** The classmates' answers by question order; sara's essay is graded, the others wait. */
const DEMO_ANSWERS: Record<string, string[]> = {
  'sara@sparks.test': ['5 m/s²', 'false', 'metres per second', 'acceleration', 'I cycled to school: faster downhill, steady on the flat, slower near the gate.'],
  'yousef@sparks.test': ['80 m/s²', 'false', 'm/s', 'acceleration', 'We drove to Riyadh, the speed went up on the highway and down in the city.'],
  'mona@sparks.test': ['5 m/s²', 'true', 'km/h', 'speed', 'Walking to the park at a steady pace, then running.'],
};

export interface DemoQuizzes {
  manualQuizId: string;
  templateQuizId: string;
  draftQuizId: string;
  challengeId: string;
}

/** Creates (once) and publishes a quiz through the service; answers its id. */
async function ensureQuiz(uid: string, input: unknown, publish: boolean): Promise<string> {
  const created = await createQuiz(uid, 'teacher', createQuizRequestSchema.parse(input));
  if (publish && created.quiz.status !== 'published') await publishQuiz(created.quiz.id, uid);
  return created.quiz.id;
}

export async function seedDemoQuizzes(teacherUid: string, classId: string): Promise<DemoQuizzes> {
  // The demo pays for its own quizzes (a manual one is charged when published, a template copy
  // when made), so the teacher's balance shown at start is the welcome one.
  await creditSparks({
    uid: teacherUid, amount: SPARK_COSTS.manualQuiz + SPARK_COSTS.templateQuiz, reason: 'demo_quizzes', operationId: `demo-quizzes-${teacherUid}`,
  });
  const manualQuizId = await ensureQuiz(teacherUid, DEMO_MANUAL_QUIZ, true);
  const templateQuizId = await ensureQuiz(teacherUid, DEMO_TEMPLATE_QUIZ, true);
  const draftQuizId = await ensureQuiz(teacherUid, DEMO_DRAFT_QUIZ, false);

  const assigned = await challengesCol(classId).where('quiz_id', '==', manualQuizId).limit(1).get();
  const challengeId = assigned.empty
    ? (
        await createChallenge(
          classId,
          teacherUid,
          createChallengeRequestSchema.parse({
            quizId: manualQuizId, title: DEMO_CHALLENGE_TITLE, dueAt: new Date(Date.now() + 7 * DAY_MS).toISOString(),
          }),
        )
      ).id
    : assigned.docs[0]!.id;

  const questions = await readQuestions(manualQuizId);
  for (const student of DEMO_EXTRA_STUDENTS) {
    const uid = (await adminAuth.getUserByEmail(student.email)).uid;
    if ((await submissionRef(classId, challengeId, uid).get()).exists) continue;
    const answers = Object.fromEntries(questions.map((question, index) => [question.id, DEMO_ANSWERS[student.email]![index]!]));
    await submitAnswers(classId, challengeId, uid, answers);
    if (student.email === 'sara@sparks.test') {
      const essay = questions.find((question) => question.type === 'essay')!;
      await gradeSubmission(classId, challengeId, uid, teacherUid, gradeSubmissionRequestSchema.parse({
        grades: [{ question_id: essay.id, awarded: 17, feedback: 'Clear stages; label the axes of your graph next time.' }],
      }));
    }
  }
  return { manualQuizId, templateQuizId, draftQuizId, challengeId };
}

/** Physics 101 of the demo teacher (the demo classes' first). */
export async function demoPhysicsClassId(teacherUid: string): Promise<string | null> {
  const owned = await db.collection('classes').where('owner_uid', '==', teacherUid).where('name', '==', 'Physics 101').limit(1).get();
  return owned.empty ? null : owned.docs[0]!.id;
}
