// classes/{classId}/members/{uid}: functions write; the class's teachers and active members
// get and list the roster; every member gets their own document whatever its status (the UI
// shows "waiting for approval" to a pending member).
import { collection, doc, getDoc, getDocs, orderBy, query, where, type Firestore, type Query } from 'firebase/firestore';
import { describe } from 'vitest';
import { CLASS, CLASS_ACTORS, CUID, OTHER_CLASS, classWorld, memberData, only, uidOf } from './class-fixtures';
import { describeRosterMatrix, describeVerdicts, no, useRulesEnvironment, yes } from './helpers';

const env = useRulesEnvironment();

const members = `classes/${CLASS}/members`;

describe('classes/{classId}/members/{uid}', () => {
  describe("a classmate's member document; list: the whole roster (the web's query)", () => {
    describeRosterMatrix(
      env,
      CLASS_ACTORS,
      {
        doc: `${members}/${CUID.classmate}`,
        collection: members,
        data: memberData(CUID.classmate, 'student', 'active'),
        update: { status: 'inactive', score: 1000 },
        others: classWorld(),
      },
      {
        //                   get  list create update delete
        'class owner':       [yes, yes, no, no, no],
        'co-teacher':        [yes, yes, no, no, no],
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

  describe('get of my own member document, whatever its status (without one: "does not exist")', () => {
    describeVerdicts(
      env,
      CLASS_ACTORS,
      classWorld(),
      (db, actor) => getDoc(doc(db, `${members}/${uidOf(actor)}`)),
      only(
        'class owner', 'co-teacher', 'other teacher', 'active member', 'pending member', 'inactive member', 'non-member',
        'administrator',
      ),
    );
  });

  describe('a pending member: own document allowed, a classmate\'s denied', () => {
    describeVerdicts(
      env,
      { 'pending member': CLASS_ACTORS['pending member'] },
      classWorld(),
      (db) => getDoc(doc(db, `${members}/${CUID.pending}`)),
      { 'pending member': yes },
    );
    describeVerdicts(
      env,
      { 'pending member': CLASS_ACTORS['pending member'] },
      classWorld(),
      (db) => getDoc(doc(db, `${members}/${CUID.classmate}`)),
      { 'pending member': no },
    );
  });

  describe('list of the active members only (where status == active)', () => {
    describeVerdicts(
      env,
      CLASS_ACTORS,
      classWorld(),
      (db) => getDocs(query(collection(db, members), where('status', '==', 'active'))),
      only('class owner', 'co-teacher', 'active member'),
    );
  });

  describe('list of the other class\'s roster: only its own teacher and active member', () => {
    describeVerdicts(
      env,
      CLASS_ACTORS,
      classWorld(),
      (db) => getDocs(collection(db, `classes/${OTHER_CLASS}/members`)),
      only('other teacher', 'non-member'),
    );
  });

  describe('list of the roster ordered by joined_at', () => {
    describeVerdicts(env, CLASS_ACTORS, classWorld(), (db) => getDocs(rosterQuery(db)), only('class owner', 'co-teacher', 'active member'));
  });

  describe('a member becomes a reader when activated and stops when paused', () => {
    describeVerdicts(
      env,
      { 'pending member': CLASS_ACTORS['pending member'], 'active member': CLASS_ACTORS['active member'] },
      {
        ...classWorld(),
        [`${members}/${CUID.pending}`]: memberData(CUID.pending, 'student', 'active'),
        [`${members}/${CUID.active}`]: memberData(CUID.active, 'student', 'inactive'),
      },
      (db) => getDocs(rosterQuery(db)),
      { 'pending member': yes, 'active member': no },
    );
  });
});

/** The roster, oldest members first. */
function rosterQuery(db: Firestore): Query {
  return query(collection(db, members), orderBy('joined_at', 'asc'));
}
