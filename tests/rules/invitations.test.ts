// invitations/{invitationId}: functions write (bulk invite, accept, decline); the invitee
// (verified token e-mail == email) and the class's teachers read. List queries must pin the
// field the rule checks: where('email', '==', myEmail) or where('class_id', '==', classId).
import { collection, doc, getDoc, getDocs, query, where } from 'firebase/firestore';
import { describe } from 'vitest';
import { CLASS, CLASS_ACTORS, OTHER_CLASS, classWorld, emailOf, invitationData, uidOf, type ClassActor } from './class-fixtures';
import { describeRosterMatrix, describeVerdicts, no, useRulesEnvironment, yes, type SignedIn } from './helpers';

const env = useRulesEnvironment();

const INVITEE_EMAIL = 'invitee@example.test';
const invitee = (uid: string, email: string, verified: boolean): SignedIn => ({
  uid,
  claims: { user_type: 'student', email, email_verified: verified, verified: true },
});

/** The class roles plus the invitee: verified, unverified, and with a mixed-case token e-mail. */
const ACTORS = {
  ...CLASS_ACTORS,
  invitee: invitee('invitee-uid', INVITEE_EMAIL, true),
  'invitee, e-mail unverified': invitee('invitee-unverified-uid', INVITEE_EMAIL, false),
  'invitee, mixed-case token e-mail': invitee('invitee-mixed-uid', 'Invitee@Example.TEST', true),
};
type InviteActor = keyof typeof ACTORS;

/** The e-mail the web puts in the query: the signed-in user's, lower case. */
const myEmail = (actor: InviteActor): string =>
  (ACTORS[actor]?.claims.email ?? INVITEE_EMAIL).toLowerCase();

const world = {
  ...classWorld(),
  'invitations/inv-1': invitationData(CLASS, INVITEE_EMAIL),
  'invitations/inv-2': invitationData(CLASS, 'someone-else@example.test'),
  'invitations/inv-3': invitationData(OTHER_CLASS, INVITEE_EMAIL, 'declined'),
  'invitations/inv-4': invitationData(CLASS, emailOf(uidOf('non-member'))),
};

function verdicts(...allowed: InviteActor[]): Record<InviteActor, boolean> {
  const names = Object.keys(ACTORS) as InviteActor[];
  return Object.fromEntries(names.map((name) => [name, allowed.includes(name)])) as Record<InviteActor, boolean>;
}

const TEACHERS_OF_CLASS: ClassActor[] = ['class owner', 'co-teacher'];
const VERIFIED: InviteActor[] = [
  'class owner', 'co-teacher', 'other teacher', 'active member', 'pending member', 'inactive member', 'non-member',
  'administrator', 'invitee', 'invitee, mixed-case token e-mail',
];

describe('invitations/{invitationId}', () => {
  describe('an invitation to the class; list: the whole collection (no filter)', () => {
    describeRosterMatrix(
      env,
      ACTORS,
      {
        doc: 'invitations/inv-1',
        collection: 'invitations',
        data: invitationData(CLASS, INVITEE_EMAIL),
        update: { status: 'accepted' },
        others: world,
      },
      {
        //                                  get  list create update delete
        'class owner':                      [yes, no, no, no, no],
        'co-teacher':                       [yes, no, no, no, no],
        'other teacher':                    [no, no, no, no, no],
        'active member':                    [no, no, no, no, no],
        'pending member':                   [no, no, no, no, no],
        'inactive member':                  [no, no, no, no, no],
        'non-member':                       [no, no, no, no, no],
        administrator:                      [no, no, no, no, no],
        'signed out':                       [no, no, no, no, no],
        invitee:                            [yes, no, no, no, no],
        'invitee, e-mail unverified':       [no, no, no, no, no],
        'invitee, mixed-case token e-mail': [yes, no, no, no, no],
      },
    );
  });

  describe("list where email == my e-mail (lower case): every verified user's own invitations", () => {
    describeVerdicts(
      env,
      ACTORS,
      world,
      (db, actor) => getDocs(query(collection(db, 'invitations'), where('email', '==', myEmail(actor)))),
      verdicts(...VERIFIED),
    );
  });

  describe('list where email == my e-mail and status == pending', () => {
    describeVerdicts(
      env,
      ACTORS,
      world,
      (db, actor) =>
        getDocs(query(collection(db, 'invitations'), where('email', '==', myEmail(actor)), where('status', '==', 'pending'))),
      verdicts(...VERIFIED),
    );
  });

  describe("list where email == the invitee's e-mail: only the invitee", () => {
    describeVerdicts(
      env,
      ACTORS,
      world,
      (db) => getDocs(query(collection(db, 'invitations'), where('email', '==', INVITEE_EMAIL))),
      verdicts('invitee', 'invitee, mixed-case token e-mail'),
    );
  });

  describe('list where class_id == the class: its teachers', () => {
    describeVerdicts(
      env,
      ACTORS,
      world,
      (db) => getDocs(query(collection(db, 'invitations'), where('class_id', '==', CLASS))),
      verdicts(...TEACHERS_OF_CLASS),
    );
  });

  describe('list where class_id == the other class: its teacher', () => {
    describeVerdicts(
      env,
      ACTORS,
      world,
      (db) => getDocs(query(collection(db, 'invitations'), where('class_id', '==', OTHER_CLASS))),
      verdicts('other teacher'),
    );
  });

  describe('list where status == pending (pins neither email nor class_id): denied', () => {
    describeVerdicts(
      env,
      ACTORS,
      world,
      (db) => getDocs(query(collection(db, 'invitations'), where('status', '==', 'pending'))),
      verdicts(),
      'class owner',
    );
  });

  describe("get of the other class's invitation to the invitee: the invitee and that class's teacher", () => {
    describeVerdicts(
      env,
      ACTORS,
      world,
      (db) => getDoc(doc(db, 'invitations/inv-3')),
      verdicts('other teacher', 'invitee', 'invitee, mixed-case token e-mail'),
    );
  });
});
