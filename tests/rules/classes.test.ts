// classes/{classId}: functions write; the class's teachers and its active members get it.
// Nobody lists the collection: clients find their classes through users/{uid}/memberships.
import { collection, doc, getDoc, getDocs, query, where } from 'firebase/firestore';
import { describe } from 'vitest';
import { CLASS, CLASS_ACTORS, CUID, OTHER_CLASS, classData, classWorld, only, uidOf } from './class-fixtures';
import { describeRosterMatrix, describeVerdicts, no, useRulesEnvironment, yes } from './helpers';

const env = useRulesEnvironment();

describe('classes/{classId}', () => {
  describeRosterMatrix(
    env,
    CLASS_ACTORS,
    {
      doc: `classes/${CLASS}`,
      collection: 'classes',
      data: classData(CUID.owner, [CUID.owner, CUID.coTeacher]),
      update: { teacher_uids: [CUID.owner, CUID.coTeacher, CUID.otherTeacher], member_count: 99 },
      others: classWorld(),
    },
    {
      //                   get  list create update delete
      'class owner':       [yes, no, no, no, no],
      'co-teacher':        [yes, no, no, no, no],
      'other teacher':     [no, no, no, no, no],
      'active member':     [yes, no, no, no, no],
      'pending member':    [no, no, no, no, no],
      'inactive member':   [no, no, no, no, no],
      'non-member':        [no, no, no, no, no],
      administrator:       [no, no, no, no, no],
      'signed out':        [no, no, no, no, no],
    },
  );

  describe('get of the other class: only its own teacher and active member', () => {
    describeVerdicts(
      env,
      CLASS_ACTORS,
      classWorld(),
      (db) => getDoc(doc(db, `classes/${OTHER_CLASS}`)),
      only('other teacher', 'non-member'),
    );
  });

  describe('get of a class that does not exist is denied', () => {
    describeVerdicts(env, CLASS_ACTORS, classWorld(), (db) => getDoc(doc(db, 'classes/no-such-class')), only(), 'class owner');
  });

  describe('list where teacher_uids array-contains my uid is denied too (the web uses memberships)', () => {
    describeVerdicts(
      env,
      CLASS_ACTORS,
      classWorld(),
      (db, actor) => getDocs(query(collection(db, 'classes'), where('teacher_uids', 'array-contains', uidOf(actor)))),
      only(),
      'class owner',
    );
  });
});
