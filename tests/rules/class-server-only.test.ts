// Server-only state of the classes area: joinCodes/{code} (guessable 6-digit codes) and
// classes/{classId}/inviteBatches/{id} (bulk-invite idempotency). No client reads or writes
// them, not even the class owner; only functions (admin SDK) do. Unknown subcollections of a
// class stay closed by default.
import { describe } from 'vitest';
import { CLASS, CLASS_ACTORS, CUID, at, classWorld, type ClassActor } from './class-fixtures';
import { describeRosterMatrix, no, useRulesEnvironment, type RosterMatrix, type Target } from './helpers';

const env = useRulesEnvironment();

const DENIED: RosterMatrix<ClassActor> = {
  //                   get  list create update delete
  'class owner':       [no, no, no, no, no],
  'co-teacher':        [no, no, no, no, no],
  'other teacher':     [no, no, no, no, no],
  'active member':     [no, no, no, no, no],
  'pending member':    [no, no, no, no, no],
  'inactive member':   [no, no, no, no, no],
  'non-member':        [no, no, no, no, no],
  administrator:       [no, no, no, no, no],
  'signed out':        [no, no, no, no, no],
};

const TARGETS: Array<{ name: string; target: Target }> = [
  {
    name: 'joinCodes/{code}',
    target: {
      doc: 'joinCodes/123456',
      collection: 'joinCodes',
      data: { class_id: CLASS, expires_at: at(8), created_at: at(1), revoked: false },
      update: { expires_at: at(300) },
      others: classWorld(),
    },
  },
  {
    name: 'classes/{classId}/inviteBatches/{id}',
    target: {
      doc: `classes/${CLASS}/inviteBatches/request-1`,
      collection: `classes/${CLASS}/inviteBatches`,
      data: { requested_by: CUID.owner, invited: ['a@example.test'], charged: 2, created_at: at(3) },
      update: { charged: 0 },
      others: classWorld(),
    },
  },
  {
    name: 'an unknown subcollection of a class (default deny)',
    target: {
      doc: `classes/${CLASS}/grades/${CUID.active}`,
      collection: `classes/${CLASS}/grades`,
      data: { score: 100 },
      update: { score: 0 },
      others: classWorld(),
    },
  },
  {
    name: 'an unknown subcollection of a post (default deny)',
    target: {
      doc: `classes/${CLASS}/posts/post-1/reports/r-1`,
      collection: `classes/${CLASS}/posts/post-1/reports`,
      data: { reason: 'spam' },
      update: { reason: 'none' },
      others: classWorld(),
    },
  },
];

describe.each(TARGETS.map(({ name, target }) => [name, target] as const))('%s', (_name, target) => {
  describeRosterMatrix(env, CLASS_ACTORS, target, DENIED);
});
