// The class feed: classes/{classId}/posts/{postId} with likes/{uid} and comments/{commentId}.
// Functions write everything (posts, like counters, comments); the class's teachers and its
// active members read.
import { collection, doc, getDoc, getDocs, limit, orderBy, query } from 'firebase/firestore';
import { describe } from 'vitest';
import { FEED } from '@shared/constants';
import {
  CLASS,
  CLASS_ACTORS,
  CUID,
  OTHER_CLASS,
  classWorld,
  commentData,
  likeData,
  only,
  postData,
  uidOf,
  type ClassActor,
} from './class-fixtures';
import { describeRosterMatrix, describeVerdicts, no, useRulesEnvironment, yes, type RosterMatrix } from './helpers';

const env = useRulesEnvironment();

const posts = `classes/${CLASS}/posts`;
const post = `${posts}/post-1`;

const world = {
  ...classWorld(),
  [post]: postData('post-1', CLASS, CUID.owner),
  [`${posts}/post-2`]: postData('post-2', CLASS, CUID.coTeacher, 4),
  [`${post}/likes/${CUID.active}`]: likeData(CUID.active),
  [`${post}/comments/comment-1`]: commentData('post-1', CUID.active),
  [`classes/${OTHER_CLASS}/posts/post-9`]: postData('post-9', OTHER_CLASS, CUID.otherTeacher),
};

/** Teachers and active members read; everything else is denied; nobody writes. */
const READERS: RosterMatrix<ClassActor> = {
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
};
const CLASS_READERS = only('class owner', 'co-teacher', 'active member');

describe('classes/{classId}/posts/{postId}', () => {
  describe('list: the newest posts of the class (orderBy created_at desc, limit)', () => {
    describeRosterMatrix(
      env,
      CLASS_ACTORS,
      {
        doc: post,
        collection: posts,
        list: (db) => query(collection(db, posts), orderBy('created_at', 'desc'), limit(FEED.pageSize)),
        data: postData('post-1', CLASS, CUID.owner),
        update: { likes_count: 1000, content: 'edited by a client' },
        others: world,
      },
      READERS,
    );
  });

  describe("the other class's feed: only its own teacher and active member", () => {
    describeVerdicts(
      env,
      CLASS_ACTORS,
      world,
      (db) => getDocs(query(collection(db, `classes/${OTHER_CLASS}/posts`), orderBy('created_at', 'desc'), limit(FEED.pageSize))),
      only('other teacher', 'non-member'),
    );
  });
});

describe('classes/{classId}/posts/{postId}/likes/{uid}', () => {
  describe("the active member's like; list: the post's likes", () => {
    describeRosterMatrix(
      env,
      CLASS_ACTORS,
      {
        doc: `${post}/likes/${CUID.active}`,
        collection: `${post}/likes`,
        data: likeData(CUID.active),
        update: { created_at: new Date('2030-01-01T00:00:00Z') },
        others: world,
      },
      READERS,
    );
  });

  describe('get of likes/{myUid} ("did I like it?", also when I have not)', () => {
    describeVerdicts(env, CLASS_ACTORS, world, (db, actor) => getDoc(doc(db, `${post}/likes/${uidOf(actor)}`)), CLASS_READERS);
  });
});

describe('classes/{classId}/posts/{postId}/comments/{commentId}', () => {
  describe('list: the newest comments of the post (orderBy created_at desc, limit)', () => {
    describeRosterMatrix(
      env,
      CLASS_ACTORS,
      {
        doc: `${post}/comments/comment-1`,
        collection: `${post}/comments`,
        list: (db) => query(collection(db, `${post}/comments`), orderBy('created_at', 'desc'), limit(FEED.commentsPageSize)),
        data: commentData('post-1', CUID.active),
        update: { content: 'rewritten' },
        others: world,
      },
      READERS,
    );
  });
});
