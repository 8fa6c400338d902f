// users/{uid}/memberships/{classId}: functions write (join, approve, leave, class updates);
// the owner reads their own "my classes" list, nobody else does (not the class's teachers,
// not administrators).
import { collection, doc, getDoc, getDocs, orderBy, query, type Firestore, type Query } from 'firebase/firestore';
import { describe } from 'vitest';
import { CLASS, CLASS_ACTORS, CUID, classWorld, membershipData, only, uidOf } from './class-fixtures';
import { describeRosterMatrix, describeVerdicts, no, useRulesEnvironment, yes } from './helpers';

const env = useRulesEnvironment();

/** "My classes" as the web reads it (realtime in the app; the same query). */
const myClasses = (db: Firestore, uid: string): Query =>
  query(collection(db, `users/${uid}/memberships`), orderBy('joined_at', 'desc'));

describe('users/{uid}/memberships/{classId}', () => {
  describe("the active member's membership of the class", () => {
    describeRosterMatrix(
      env,
      CLASS_ACTORS,
      {
        doc: `users/${CUID.active}/memberships/${CLASS}`,
        collection: `users/${CUID.active}/memberships`,
        list: (db) => myClasses(db, CUID.active),
        data: membershipData(CLASS, 'student', 'active'),
        update: { role: 'teacher' },
        others: classWorld(),
      },
      {
        //                   get  list create update delete
        'class owner':       [no, no, no, no, no],
        'co-teacher':        [no, no, no, no, no],
        'other teacher':     [no, no, no, no, no],
        'active member':     [yes, yes, no, no, no],
        'pending member':    [no, no, no, no, no],
        'inactive member':   [no, no, no, no, no],
        'non-member':        [no, no, no, no, no],
        administrator:       [no, no, no, no, no],
        'signed out':        [no, no, no, no, no],
      },
    );
  });

  describe('list of my own memberships ordered by joined_at (any status, also with none)', () => {
    describeVerdicts(
      env,
      CLASS_ACTORS,
      classWorld(),
      (db, actor) => getDocs(myClasses(db, uidOf(actor))),
      only('class owner', 'co-teacher', 'other teacher', 'active member', 'pending member', 'inactive member', 'non-member', 'administrator'),
    );
  });

  describe("get of my own membership of the class (a pending member's shows 'pending')", () => {
    describeVerdicts(
      env,
      CLASS_ACTORS,
      classWorld(),
      (db, actor) => getDoc(doc(db, `users/${uidOf(actor)}/memberships/${CLASS}`)),
      only('class owner', 'co-teacher', 'other teacher', 'active member', 'pending member', 'inactive member', 'non-member', 'administrator'),
    );
  });

  describe("list of a classmate's memberships is denied to everyone", () => {
    describeVerdicts(env, CLASS_ACTORS, classWorld(), (db) => getDocs(myClasses(db, CUID.classmate)), only(), 'class owner');
  });
});
