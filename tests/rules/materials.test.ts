// classes/{classId}/materials/{materialId}: functions write (upload, complete, patch, delete).
// Reads depend on visibility: public -> any signed-in user; private -> the class's teachers and
// active members; hidden (drafts) -> the class's teachers. List queries: teachers list
// everything; active members must filter where('visibility', 'in', ['public', 'private']);
// anyone signed in may list where('visibility', '==', 'public').
import { collection, getDocs, orderBy, query, where, type Firestore, type Query, type QueryConstraint } from 'firebase/firestore';
import { describe } from 'vitest';
import { CLASS, CLASS_ACTORS, classWorld, materialData, only, type ClassActor, type Visibility } from './class-fixtures';
import { describeRosterMatrix, describeVerdicts, no, useRulesEnvironment, yes, type RosterMatrix } from './helpers';

const env = useRulesEnvironment();

const materials = `classes/${CLASS}/materials`;
const world = {
  ...classWorld(),
  [`${materials}/m-public`]: materialData('public', 5),
  [`${materials}/m-private`]: materialData('private', 6),
  [`${materials}/m-hidden`]: materialData('hidden', 7),
};

/**
 * The web's list (web/src/features/materials): teachers order everything by created_at;
 * filtered queries are sorted on the client (no composite index).
 */
const listMaterials = (db: Firestore, ...filters: QueryConstraint[]): Query =>
  filters.length ? query(collection(db, materials), ...filters) : query(collection(db, materials), orderBy('created_at', 'desc'));

// get per visibility; list is the unfiltered query, which only teachers may run.
const MATRICES: Record<Visibility, RosterMatrix<ClassActor>> = {
  public: {
    //                   get  list create update delete
    'class owner':       [yes, yes, no, no, no],
    'co-teacher':        [yes, yes, no, no, no],
    'other teacher':     [yes, no, no, no, no],
    'active member':     [yes, no, no, no, no],
    'pending member':    [yes, no, no, no, no],
    'inactive member':   [yes, no, no, no, no],
    'non-member':        [yes, no, no, no, no],
    administrator:       [yes, no, no, no, no],
    'signed out':        [no, no, no, no, no],
  },
  private: {
    //                   get  list create update delete
    'class owner':       [yes, yes, no, no, no],
    'co-teacher':        [yes, yes, no, no, no],
    'other teacher':     [no, no, no, no, no],
    'active member':     [yes, no, no, no, no],
    'pending member':    [no, no, no, no, no],
    'inactive member':   [no, no, no, no, no],
    'non-member':        [no, no, no, no, no],
    administrator:       [no, no, no, no, no],
    'signed out':        [no, no, no, no, no],
  },
  hidden: {
    //                   get  list create update delete
    'class owner':       [yes, yes, no, no, no],
    'co-teacher':        [yes, yes, no, no, no],
    'other teacher':     [no, no, no, no, no],
    'active member':     [no, no, no, no, no],
    'pending member':    [no, no, no, no, no],
    'inactive member':   [no, no, no, no, no],
    'non-member':        [no, no, no, no, no],
    administrator:       [no, no, no, no, no],
    'signed out':        [no, no, no, no, no],
  },
};

const SIGNED_IN = only('class owner', 'co-teacher', 'other teacher', 'active member', 'pending member', 'inactive member', 'non-member', 'administrator');
const CLASS_READERS = only('class owner', 'co-teacher', 'active member');
const TEACHERS = only('class owner', 'co-teacher');

describe('classes/{classId}/materials/{materialId}', () => {
  describe.each(['public', 'private', 'hidden'] as const)('a %s material; list without a filter', (visibility) => {
    describeRosterMatrix(
      env,
      CLASS_ACTORS,
      {
        doc: `${materials}/m-${visibility}`,
        collection: materials,
        list: (db) => listMaterials(db),
        data: materialData(visibility),
        update: { visibility: 'public', allow_download: true },
        others: world,
      },
      MATRICES[visibility],
    );
  });

  describe("list where visibility in ['public', 'private'] (the members' query)", () => {
    describeVerdicts(
      env,
      CLASS_ACTORS,
      world,
      (db) => getDocs(listMaterials(db, where('visibility', 'in', ['public', 'private']))),
      CLASS_READERS,
    );
  });

  describe("list where visibility == 'public' (anyone signed in with the class id)", () => {
    describeVerdicts(env, CLASS_ACTORS, world, (db) => getDocs(listMaterials(db, where('visibility', '==', 'public'))), SIGNED_IN);
  });

  describe("list where visibility == 'private'", () => {
    describeVerdicts(env, CLASS_ACTORS, world, (db) => getDocs(listMaterials(db, where('visibility', '==', 'private'))), CLASS_READERS);
  });

  describe("list where visibility == 'hidden'", () => {
    describeVerdicts(env, CLASS_ACTORS, world, (db) => getDocs(listMaterials(db, where('visibility', '==', 'hidden'))), TEACHERS);
  });

  describe("list where visibility in ['public', 'private'] ordered by created_at desc", () => {
    describeVerdicts(
      env,
      CLASS_ACTORS,
      world,
      (db) => getDocs(query(collection(db, materials), where('visibility', 'in', ['public', 'private']), orderBy('created_at', 'desc'))),
      CLASS_READERS,
    );
  });

  describe("list where visibility in all three values: teachers only", () => {
    describeVerdicts(
      env,
      CLASS_ACTORS,
      world,
      (db) => getDocs(listMaterials(db, where('visibility', 'in', ['public', 'private', 'hidden']))),
      TEACHERS,
    );
  });
});
