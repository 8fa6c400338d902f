// Enterprise courses (docs/centres.md, "Enterprise courses"): what /enterprise-courses adds to
// the course services: creating a course assigned to one of the centre's teachers, changing its
// fields, teacher and preview video, and the answers' extra names. Chapters, lessons, uploads,
// status moves and deletion are the course services called as the centre (CourseCaller.centre).
import { Timestamp, type DocumentData, type Transaction } from 'firebase-admin/firestore';
import { db } from '../../lib/admin';
import { ApiError } from '../../lib/http';
import { docId } from '../../shared/schemas/common';
import type { Course, CourseDetail } from '../../shared/schemas/course';
import type {
  CreateEnterpriseCourseInput, EnterpriseCourse, EnterpriseCourseDetail, UpdateEnterpriseCourseInput,
} from '../../shared/schemas/enterprise-course';
import { courseFileIdOfUrl } from '../../domain/course-content';
import { readReadyFile } from '../courses/course-files';
import { newCourseDoc } from '../courses/create-course';
import { coursesCol, courseForUpdate, toCourse, type CourseCaller } from '../courses/repo';
import { centreRef, centreTeacherRef } from './membership';

export const toEnterpriseCourse = (course: Course): EnterpriseCourse => ({
  ...course,
  teacher_id: course.teacher_uid,
  teacher: course.teacher_name,
});

export const toEnterpriseCourseDetail = (course: CourseDetail): EnterpriseCourseDetail => ({
  ...course,
  teacher_id: course.teacher_uid,
  teacher: course.teacher_name,
});

const usersCol = () => db.collection('users');
const trimmed = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** A profile's display name (first name and surname, else `name`), or '' when it has none. */
function profileName(profile: DocumentData | undefined): string {
  const full = [profile?.first_name, profile?.surname].map(trimmed).filter((p) => p && p !== '-').join(' ');
  return full || trimmed(profile?.name);
}

/**
 * The teacher, checked in the transaction: one of the centre's teachers (400
 * course/teacher-not-in-centre otherwise), with the name to copy onto the course.
 */
async function centreTeacher(tx: Transaction, centreUid: string, teacherUid: string): Promise<{ uid: string; name: string }> {
  const [member, profile] = await Promise.all([tx.get(centreTeacherRef(centreUid, teacherUid)), tx.get(usersCol().doc(teacherUid))]);
  if (!member.exists) throw new ApiError('course/teacher-not-in-centre');
  const email = trimmed(member.get('email')) || trimmed(profile.get('email_address'));
  const name = profileName(profile.data()) || trimmed(member.get('name')) || email.split('@')[0] || 'Teacher';
  return { uid: teacherUid, name };
}

/** The centre's name as courses carry it: the saved centres/{uid}.name, else its user's profile. */
async function organizationName(tx: Transaction, centreUid: string): Promise<string> {
  const [centre, profile] = await Promise.all([tx.get(centreRef(centreUid)), tx.get(usersCol().doc(centreUid))]);
  const data = profile.data();
  return trimmed(centre.get('name')) || trimmed(data?.organization) || profileName(data) || trimmed(data?.email_address).split('@')[0] || 'Training centre';
}

/**
 * The upload a thumbnailUrl/videoPreviewUrl names: undefined (not sent, or the current file's own
 * URL sent back: no change), null ('' or null: none) or a file id of this course; any other URL
 * is 404 course/upload-not-found.
 */
function fileIdOfUrl(url: string | null | undefined, courseId: string, current: unknown): string | null | undefined {
  if (url === undefined) return undefined;
  if (url === null || url === '') return null;
  if (url === (current as { url?: unknown } | null)?.url) return undefined;
  const id = docId.safeParse(courseFileIdOfUrl(url, courseId));
  if (!id.success) throw new ApiError('course/upload-not-found');
  return id.data;
}

/** POST /enterprise-courses: Assigned at once, so the teacher sees it in their courses. */
export async function createEnterpriseCourse(centreUid: string, input: CreateEnterpriseCourseInput): Promise<EnterpriseCourse> {
  const ref = coursesCol().doc();
  const { teacher_id: teacherId, enterprise: _enterprise, thumbnail_url: _thumb, video_preview_url: _preview, ...fields } = input;
  return db.runTransaction(async (tx) => {
    const [teacher, organization] = await Promise.all([centreTeacher(tx, centreUid, teacherId), organizationName(tx, centreUid)]);
    const doc = newCourseDoc({ ...fields, video_preview: null }, 'Assigned', {
      // The centre owns and sells the course (enrolment pays owner_uid); the teacher teaches it.
      owner_uid: centreUid,
      enterprise: centreUid,
      teacher_uid: teacher.uid,
      teacher_name: teacher.name,
      organization,
    });
    tx.create(ref, doc);
    return toEnterpriseCourse(toCourse(ref.id, doc));
  });
}

/**
 * PUT /enterprise-courses/{id}: the centre changes fields, uploads and the teacher while the
 * course is Draft, Assigned or Rejected; a new teacher is checked again.
 */
export async function updateEnterpriseCourse(who: CourseCaller, courseId: string, input: UpdateEnterpriseCourseInput): Promise<EnterpriseCourse> {
  return db.runTransaction(async (tx) => {
    const course = await courseForUpdate(tx, who, courseId, 'edit');
    const centreUid = String(course.data.enterprise);
    const {
      thumbnail_id: givenThumbnail, video_preview_id: givenPreview, thumbnail_url: thumbnailUrl, video_preview_url: previewUrl,
      teacher_id: teacherId, enterprise: _enterprise, ...fields
    } = input;
    const thumbnailId = givenThumbnail !== undefined ? givenThumbnail : fileIdOfUrl(thumbnailUrl, courseId, course.data.thumbnail);
    const previewId = givenPreview !== undefined ? givenPreview : fileIdOfUrl(previewUrl, courseId, course.data.video_preview);
    const changes: Record<string, unknown> = Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined));
    const [thumbnail, preview, teacher] = await Promise.all([
      thumbnailId ? readReadyFile(tx, course.ref, thumbnailId, 'thumbnail') : null,
      previewId ? readReadyFile(tx, course.ref, previewId, 'video') : null,
      teacherId !== undefined && teacherId !== course.data.teacher_uid ? centreTeacher(tx, centreUid, teacherId) : null,
    ]);
    // A URL must be the one the API answers for that upload (its token too), else it names nothing.
    if ((thumbnailUrl && thumbnail && thumbnail.url !== thumbnailUrl && givenThumbnail === undefined) ||
      (previewUrl && preview && preview.url !== previewUrl && givenPreview === undefined)) {
      throw new ApiError('course/upload-not-found');
    }
    if (thumbnailId !== undefined) changes.thumbnail = thumbnail;
    if (previewId !== undefined) changes.video_preview = preview;
    if (teacher) {
      changes.teacher_uid = teacher.uid;
      changes.teacher_name = teacher.name;
    }
    changes.updated_at = Timestamp.now();
    tx.update(course.ref, changes);
    return toEnterpriseCourse(toCourse(courseId, { ...course.data, ...changes }));
  });
}
