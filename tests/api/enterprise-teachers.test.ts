// Enterprise teachers (docs/centres.md): a centre adds teachers by id or invites them by e-mail,
// the invited teacher accepts or declines (also after signing up with the invited address),
// the centre reads one teacher's classes and courses and removes them (their courses go back
// to the centre). Only the centre itself, or an administrator, reaches its list.
import { randomUUID } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import type { EnterpriseTeacher, EnterpriseTeacherDetail, PendingInvite, TeacherCentre, TeacherInvitation } from '@shared/schemas/centre-teachers';
import type { NotificationDto } from '@shared/schemas/notification';
import { adminDb } from '../support/admin';
import { call, expectError, mailsTo, uniqueEmail } from '../support/api';
import { createClassDirect } from '../support/classes';
import { createTestUser, type TestUser } from '../support/users';

let centre: TestUser;
let otherCentre: TestUser;
let admin: TestUser;
let student: TestUser;

beforeAll(async () => {
  [centre, otherCentre, admin, student] = await Promise.all([
    createTestUser({ userType: 'centers' }),
    createTestUser({ userType: 'centers' }),
    createTestUser({ userType: 'administrator' }),
    createTestUser({ userType: 'student' }),
  ]);
  await adminDb.doc(`centres/${centre.uid}`).set({ name: 'Noor Academy', default_language: 'ar' });
  await adminDb.doc(`centres/${otherCentre.uid}`).set({ name: 'Falcon Institute', default_language: 'en' });
});

const newTeacher = () => createTestUser({ userType: 'teacher' });

const add = (who: TestUser, enterpriseId: string, teacherId: string) =>
  call<{ data: EnterpriseTeacher; message: string }>('POST', '/enterprise-teachers', { token: who.token, body: { enterprise_id: enterpriseId, teacher_id: teacherId } });
const invite = (who: TestUser, enterpriseId: string, email: string) =>
  call<{ data: { invitation: PendingInvite }; message: string }>('POST', '/enterprise-teachers/email', {
    token: who.token, body: { enterprise_id: enterpriseId, teacher_email: email },
  });
const list = (who: TestUser, enterpriseId: string) =>
  call<{ data: EnterpriseTeacher[]; invitations: PendingInvite[] }>('GET', `/enterprise-teachers/${enterpriseId}`, { token: who.token });
const detail = (who: TestUser, enterpriseId: string, teacherId: string) =>
  call<{ data: EnterpriseTeacherDetail }>('GET', `/enterprise-teachers/${enterpriseId}/${teacherId}`, { token: who.token });
const remove = (who: TestUser, enterpriseId: string, teacherId: string) =>
  call<{ data: { id: string }; message: string }>('DELETE', `/enterprise-teachers/${enterpriseId}/${teacherId}`, { token: who.token });
const myInvitations = (who: TestUser) =>
  call<{ data: TeacherInvitation[]; centres: TeacherCentre[] }>('GET', '/centre-invitations', { token: who.token });
const answer = (who: TestUser, id: string, action: 'accept' | 'decline') =>
  call<{ data: TeacherInvitation & { status: string } }>('POST', `/centre-invitations/${id}/${action}`, { token: who.token });

/** An enterprise course in the stored shape, written directly (the enterprise courses API is not needed here). */
async function enterpriseCourse(centreUid: string, teacherUid: string | null, status: string): Promise<string> {
  const ref = adminDb.collection('courses').doc();
  const now = Timestamp.now();
  await ref.set({
    title: `Course ${status} ${randomUUID().slice(0, 6)}`, description: 'About', category: 'programming', level: 'beginner', thumbnail: null,
    price: 0, language: 'en', duration: 2, prerequisites: [], learning_objectives: [], target_audience: '', certification: false,
    freemium: false, faq: [], status, status_updated_at: now, reject_reason: status === 'Rejected' ? 'No' : null, owner_uid: centreUid,
    enterprise: centreUid, teacher_uid: teacherUid, teacher_name: teacherUid ? 'Test User' : null, organization: 'Noor Academy', video_preview: null,
    chapter_count: 0, lesson_count: 0, enrollment_count: 0, rating: 0, review_count: 0, bestseller: false, created_at: now, updated_at: now,
  });
  return ref.id;
}

describe('adding a teacher by id', () => {
  it('adds a teacher once: 201, then 200 with the same answer; listed with counts', async () => {
    const teacher = await newTeacher();
    const first = await add(centre, centre.uid, teacher.uid);
    expect(first.status, first.text).toBe(201);
    expect(first.body.message).toBe('Teacher added to enterprise successfully!');
    expect(first.body.data).toMatchObject({ id: teacher.uid, name: 'Test User', email: teacher.email, via: 'id', classes_count: 0, courses_count: 0 });
    const again = await add(centre, centre.uid, teacher.uid);
    expect(again.status, again.text).toBe(200);
    expect(again.body.data).toEqual(first.body.data);
    const stored = (await adminDb.doc(`centreTeachers/${centre.uid}_${teacher.uid}`).get()).data();
    expect(stored).toMatchObject({ enterprise_id: centre.uid, teacher_id: teacher.uid, email: teacher.email, added_by: centre.uid, via: 'id' });
    const listed = await list(centre, centre.uid);
    expect(listed.status, listed.text).toBe(200);
    expect(listed.body.data.filter((t) => t.id === teacher.uid)).toHaveLength(1);
  });

  it('refuses a student, a centre and an unknown id', async () => {
    expectError(await add(centre, centre.uid, student.uid), 400, 'centre/not-a-teacher');
    expectError(await add(centre, centre.uid, otherCentre.uid), 400, 'centre/not-a-teacher');
    expectError(await add(centre, centre.uid, `nobody-${randomUUID()}`), 404, 'centre/user-not-found');
  });
});

describe('inviting by e-mail', () => {
  it('a registered teacher sees the invitation, accepts it (twice: the same) and is listed', async () => {
    const teacher = await newTeacher();
    const sent = await invite(centre, centre.uid, `  ${teacher.email.toUpperCase()} `);
    expect(sent.status, sent.text).toBe(201);
    expect(sent.body.message).toBe(`Invitation sent to ${teacher.email}`);
    expect(sent.body.data.invitation).toMatchObject({ email: teacher.email, status: 'pending', registered: true });
    const id = sent.body.data.invitation.id;
    expect(id).toMatch(new RegExp(`^${centre.uid}_[0-9a-f]{32}$`));

    // Arabic first (the centre's language), with the link to the teacher's courses.
    const [mail, ...more] = await mailsTo(teacher.email);
    expect(more).toHaveLength(0);
    expect(mail!.html.startsWith('<div dir="rtl" lang="ar">')).toBe(true);
    expect(mail!.text).toContain('"Noor Academy"');
    expect(mail!.text).toMatch(/https?:\/\/\S+\/courses\/instructor/);

    // Inviting again while it waits sends nothing new.
    const repeat = await invite(centre, centre.uid, teacher.email);
    expect(repeat.status, repeat.text).toBe(200);
    expect(repeat.body.data.invitation.id).toBe(id);
    expect(await mailsTo(teacher.email)).toHaveLength(1);
    expect((await list(centre, centre.uid)).body.invitations.find((i) => i.id === id)).toMatchObject({ status: 'pending', registered: true });

    // The bell: one notice (written with the invitation, so no wait), also after the repeat.
    const bell = await call<{ data: NotificationDto[] }>('GET', '/notifications', { token: teacher.token });
    expect(bell.status, bell.text).toBe(200);
    expect(bell.body.data.filter((n) => n.kind === 'centre_invitation')).toEqual([
      expect.objectContaining({ params: { centre_name: 'Noor Academy' }, link: '/classroom', read: false }),
    ]);

    const mine = await myInvitations(teacher);
    expect(mine.status, mine.text).toBe(200);
    expect(mine.body.data).toEqual([expect.objectContaining({ id, enterprise_id: centre.uid, centre_name: 'Noor Academy' })]);
    expect(mine.body.centres).toEqual([]);

    const accepted = await answer(teacher, id, 'accept');
    expect(accepted.status, accepted.text).toBe(200);
    expect(accepted.body.data).toMatchObject({ id, status: 'accepted', enterprise_id: centre.uid });
    const twice = await answer(teacher, id, 'accept');
    expect(twice.status, twice.text).toBe(200);
    expect(twice.body.data).toEqual(accepted.body.data);
    expectError(await answer(teacher, id, 'decline'), 409, 'centre/invite-closed');

    const after = await myInvitations(teacher);
    expect(after.body.data).toEqual([]);
    expect(after.body.centres).toEqual([{ id: centre.uid, name: 'Noor Academy' }]);
    const listed = await list(centre, centre.uid);
    expect(listed.body.data.find((t) => t.id === teacher.uid)).toMatchObject({ via: 'email', email: teacher.email });
    expect(listed.body.invitations.find((i) => i.id === id)).toBeUndefined();

    // A member invited again: nothing sent, said so.
    const member = await invite(centre, centre.uid, teacher.email);
    expect(member.status, member.text).toBe(200);
    expect(member.body.data.invitation.status).toBe('accepted');
    expect(await mailsTo(teacher.email)).toHaveLength(1);
  });

  it('a teacher declines; only the invited address may answer; the centre sees the refusal', async () => {
    const [teacher, stranger] = await Promise.all([newTeacher(), newTeacher()]);
    const sent = await invite(centre, centre.uid, teacher.email);
    const id = sent.body.data.invitation.id;
    expectError(await answer(stranger, id, 'accept'), 403, 'centre/invite-not-yours');
    expectError(await answer(stranger, `${centre.uid}_${'0'.repeat(32)}`, 'accept'), 404, 'centre/invite-not-found');
    const declined = await answer(teacher, id, 'decline');
    expect(declined.status, declined.text).toBe(200);
    expect(declined.body.data.status).toBe('declined');
    expect((await answer(teacher, id, 'decline')).status).toBe(200);
    expectError(await answer(teacher, id, 'accept'), 409, 'centre/invite-closed');
    expect((await list(centre, centre.uid)).body.invitations.find((i) => i.id === id)?.status).toBe('declined');
    expect((await adminDb.doc(`centreTeachers/${centre.uid}_${teacher.uid}`).get()).exists).toBe(false);
    // Invited anew after a refusal: pending again, with a second mail.
    const again = await invite(centre, centre.uid, teacher.email);
    expect(again.status, again.text).toBe(201);
    expect(again.body.data.invitation.status).toBe('pending');
    expect(await mailsTo(teacher.email)).toHaveLength(2);
  });

  it('an unknown address gets a sign-up mail, signs up as a teacher with it, sees and accepts the invitation', async () => {
    const email = uniqueEmail('newteacher');
    const sent = await invite(otherCentre, otherCentre.uid, email);
    expect(sent.status, sent.text).toBe(201);
    expect(sent.body.data.invitation).toMatchObject({ email, status: 'pending', registered: false });
    const [mail] = await mailsTo(email);
    // English first: this centre's language.
    expect(mail!.subject.startsWith('Sparks:')).toBe(true);
    expect(mail!.html.startsWith('<div dir="ltr" lang="en">')).toBe(true);
    expect(mail!.text).toContain(`/signup?role=teacher&email=${encodeURIComponent(email)}`);
    expect(mail!.text).toContain('"Falcon Institute"');

    const teacher = await createTestUser({ userType: 'teacher', email });
    const mine = await myInvitations(teacher);
    expect(mine.body.data.map((i) => i.id)).toEqual([sent.body.data.invitation.id]);
    const accepted = await answer(teacher, sent.body.data.invitation.id, 'accept');
    expect(accepted.status, accepted.text).toBe(200);
    const listed = await list(otherCentre, otherCentre.uid);
    expect(listed.body.data.find((t) => t.id === teacher.uid)).toMatchObject({ email, via: 'email' });
  });

  it('refuses a registered non-teacher address and malformed addresses, sending nothing', async () => {
    expectError(await invite(centre, centre.uid, student.email), 400, 'centre/not-a-teacher');
    expectError(await invite(centre, centre.uid, admin.email), 400, 'centre/not-a-teacher');
    expect(await mailsTo(student.email)).toHaveLength(0);
    expectError(await invite(centre, centre.uid, 'not-an-address'), 400, 'validation/invalid-email');
    expectError(await invite(centre, centre.uid, ''), 400, 'validation/all-fields-required');
  });

  it('caps the invitation mails of a centre per hour', async () => {
    const busy = await createTestUser({ userType: 'centers' });
    await adminDb.doc(`rateLimits/centre-invites_${busy.uid}`).set({ count: 50, window_start: Timestamp.now() });
    const email = uniqueEmail('capped');
    const refused = await invite(busy, busy.uid, email);
    expectError(refused, 429, 'centre/invites-rate-limited');
    expect(await mailsTo(email)).toHaveLength(0);
  });

  it('lets a parallel burst of invitations through only up to the cap (check and consume in one step)', async () => {
    const busy = await createTestUser({ userType: 'centers' });
    await adminDb.doc(`rateLimits/centre-invites_${busy.uid}`).set({ count: 45, window_start: Timestamp.now() });
    const emails = Array.from({ length: 12 }, (_, i) => uniqueEmail(`burst${i}`));
    const answers = await Promise.all(emails.map((email) => invite(busy, busy.uid, email)));
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses.filter((s) => s === 201), answers.map((a) => a.text).join('\n')).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(7);
    const mails = await Promise.all(emails.map((email) => mailsTo(email)));
    expect(mails.flat()).toHaveLength(5);
  });

  it('joins the teacher once when they accept from several tabs at once', async () => {
    const teacher = await newTeacher();
    const sent = await invite(centre, centre.uid, teacher.email);
    expect(sent.status, sent.text).toBe(201);
    const id = sent.body.data.invitation.id;
    const answers = await Promise.all(Array.from({ length: 8 }, () => answer(teacher, id, 'accept')));
    expect(answers.map((a) => a.status), answers.map((a) => a.text).join('\n')).toEqual(Array(8).fill(200));
    const members = await adminDb.collection('centreTeachers').where('enterprise_id', '==', centre.uid).where('teacher_id', '==', teacher.uid).get();
    expect(members.size).toBe(1);
    expect((await adminDb.doc(`centreInvites/${id}`).get()).get('status')).toBe('accepted');
  });
});

describe('one teacher and removing them', () => {
  it("shows the teacher's classes and the centre's courses assigned to them; 404 for someone not in the centre", async () => {
    const teacher = await newTeacher();
    await add(centre, centre.uid, teacher.uid);
    const { classId } = await createClassDirect(teacher, 'Robotics');
    const courseId = await enterpriseCourse(centre.uid, teacher.uid, 'Assigned');
    await enterpriseCourse(otherCentre.uid, teacher.uid, 'Assigned'); // another centre's: not shown
    const got = await detail(centre, centre.uid, teacher.uid);
    expect(got.status, got.text).toBe(200);
    expect(got.body.data).toMatchObject({ id: teacher.uid, classes_count: 1, courses_count: 1 });
    expect(got.body.data.classes).toEqual([{ id: classId, name: 'Robotics', member_count: 0 }]);
    expect(got.body.data.courses).toEqual([{ id: courseId, title: expect.stringContaining('Course Assigned'), status: 'Assigned' }]);
    expect((await list(centre, centre.uid)).body.data.find((t) => t.id === teacher.uid)).toMatchObject({ classes_count: 1, courses_count: 1 });
    const stranger = await newTeacher();
    expectError(await detail(centre, centre.uid, stranger.uid), 404, 'centre/teacher-not-found');
  });

  it('removing a teacher unassigns their courses: Draft unless Published; twice answers the same', async () => {
    const [teacher, colleague] = await Promise.all([newTeacher(), newTeacher()]);
    await add(centre, centre.uid, teacher.uid);
    await add(centre, centre.uid, colleague.uid);
    const assigned = await enterpriseCourse(centre.uid, teacher.uid, 'Assigned');
    const inReview = await enterpriseCourse(centre.uid, teacher.uid, 'In Review');
    const published = await enterpriseCourse(centre.uid, teacher.uid, 'Published');
    const colleagues = await enterpriseCourse(centre.uid, colleague.uid, 'Assigned');

    const removed = await remove(centre, centre.uid, teacher.uid);
    expect(removed.status, removed.text).toBe(200);
    expect(removed.body).toMatchObject({ data: { id: teacher.uid }, message: 'Teacher removed from enterprise successfully!' });
    const course = async (id: string) => (await adminDb.doc(`courses/${id}`).get()).data()!;
    expect(await course(assigned)).toMatchObject({ status: 'Draft', teacher_uid: null, teacher_name: null, enterprise: centre.uid });
    expect(await course(inReview)).toMatchObject({ status: 'Draft', teacher_uid: null });
    expect(await course(published)).toMatchObject({ status: 'Published', teacher_uid: null, teacher_name: null });
    expect(await course(colleagues)).toMatchObject({ status: 'Assigned', teacher_uid: colleague.uid });
    expect((await list(centre, centre.uid)).body.data.map((t) => t.id)).not.toContain(teacher.uid);
    expect((await remove(centre, centre.uid, teacher.uid)).status).toBe(200);
    expectError(await detail(centre, centre.uid, teacher.uid), 404, 'centre/teacher-not-found');
  });

  it('a teacher leaves a centre; their courses go back to it', async () => {
    const teacher = await newTeacher();
    await add(centre, centre.uid, teacher.uid);
    const courseId = await enterpriseCourse(centre.uid, teacher.uid, 'Rejected');
    const left = await call('DELETE', `/centre-invitations/centres/${centre.uid}`, { token: teacher.token });
    expect(left.status, left.text).toBe(200);
    expect((await adminDb.doc(`courses/${courseId}`).get()).data()).toMatchObject({ status: 'Draft', teacher_uid: null });
    expect((await myInvitations(teacher)).body.centres).toEqual([]);
    expectError(await call('DELETE', `/centre-invitations/centres/${centre.uid}`, { token: teacher.token }), 404, 'centre/teacher-not-found');
  });
});

describe('who may do what', () => {
  it("a centre neither reads nor changes another centre's list", async () => {
    const teacher = await newTeacher();
    await add(centre, centre.uid, teacher.uid);
    expectError(await list(otherCentre, centre.uid), 403, 'centre/not-yours');
    expectError(await detail(otherCentre, centre.uid, teacher.uid), 403, 'centre/not-yours');
    expectError(await remove(otherCentre, centre.uid, teacher.uid), 403, 'centre/not-yours');
    expectError(await add(otherCentre, centre.uid, teacher.uid), 403, 'centre/not-yours');
    expectError(await invite(otherCentre, centre.uid, uniqueEmail('x')), 403, 'centre/not-yours');
    expect((await adminDb.doc(`centreTeachers/${centre.uid}_${teacher.uid}`).get()).exists).toBe(true);
  });

  it('teachers and students are refused every centre call; only teachers answer invitations', async () => {
    const teacher = await newTeacher();
    for (const who of [teacher, student]) {
      expectError(await list(who, centre.uid), 403, 'centre/centres-only');
      expectError(await list(who, who.uid), 403, 'centre/centres-only');
      expectError(await add(who, centre.uid, teacher.uid), 403, 'centre/centres-only');
      expectError(await invite(who, centre.uid, uniqueEmail('y')), 403, 'centre/centres-only');
      expectError(await detail(who, centre.uid, teacher.uid), 403, 'centre/centres-only');
      expectError(await remove(who, centre.uid, teacher.uid), 403, 'centre/centres-only');
    }
    for (const who of [student, centre, admin]) expectError(await myInvitations(who), 403, 'centre/teachers-only');
    expectError(await call('GET', `/enterprise-teachers/${centre.uid}`), 401, 'auth/no-token');
    expectError(await call('GET', '/centre-invitations'), 401, 'auth/no-token');
  });

  it('an administrator acts for any centre', async () => {
    const teacher = await newTeacher();
    const added = await add(admin, centre.uid, teacher.uid);
    expect(added.status, added.text).toBe(201);
    expect((await adminDb.doc(`centreTeachers/${centre.uid}_${teacher.uid}`).get()).get('added_by')).toBe(admin.uid);
    expect((await list(admin, centre.uid)).body.data.map((t) => t.id)).toContain(teacher.uid);
    expect((await detail(admin, centre.uid, teacher.uid)).status).toBe(200);
    expect((await remove(admin, centre.uid, teacher.uid)).status).toBe(200);
  });

  it('answers malformed bodies and ids with 400', async () => {
    const teacher = await newTeacher();
    const post = (path: string, body: unknown) => call('POST', path, { token: centre.token, body });
    for (const body of [{}, { enterprise_id: centre.uid }, { enterprise_id: centre.uid, teacher_id: '' }]) {
      expect((await post('/enterprise-teachers', body)).status).toBe(400);
    }
    expectError(await post('/enterprise-teachers', { enterprise_id: centre.uid }), 400, 'centre/teacher-id-required');
    expectError(await post('/enterprise-teachers', { enterprise_id: centre.uid, teacher_id: 'a/b' }), 400, 'validation/invalid-id');
    expectError(await post('/enterprise-teachers', { enterprise_id: centre.uid, teacher_id: teacher.uid, extra: 1 }), 400, 'validation/invalid-input');
    expect((await post('/enterprise-teachers', [teacher.uid])).status).toBe(415);
    expect((await post('/enterprise-teachers', { enterprise_id: 5, teacher_id: { $gt: '' } })).status).toBe(400);
    expect((await post('/enterprise-teachers/email', { enterprise_id: centre.uid, teacher_email: ['a@b.c'] })).status).toBe(400);
    // Cut-off JSON is refused before the router (by the body parser or the Hosting proxy).
    const raw = await call('POST', '/enterprise-teachers', { token: centre.token, rawBody: '{"enterprise_id":', contentType: 'application/json' });
    expect(raw.status).toBe(400);
    expectError(await call('GET', `/enterprise-teachers/${centre.uid}/__x__`, { token: centre.token }), 400, 'validation/invalid-id');
    expectError(await call('POST', '/centre-invitations/a$b/accept', { token: teacher.token }), 400, 'validation/invalid-id');
  });
});
