// A training centre's people in real Chromium (docs/centres.md "Enterprise teachers" and "The
// area"). In Arabic, right to left: the centre invites a registered teacher by e-mail, the
// teacher accepts on their landing /class, the centre sees them with their class and the course
// assigned to them; the centre deactivates a student enrolled in one of its courses (the course
// then refuses the student) and reactivates them. In English: the centre removes the teacher
// after a confirmation and adds them back by teacher id.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { adminDb } from '../support/admin';
import { call } from '../support/api';
import { logIn, newPage, pageDir, screenshot, useBrowser } from '../support/browser';
import { createClassDirect } from '../support/classes';
import { createCourseDirect, orderId } from '../support/course-enrollment';
import { createTestUser } from '../support/users';

const browser = useBrowser();

describe('centre teachers and students', () => {
  it('invites a teacher who accepts on /class, sees their class, deactivates and reactivates a student; then removes and re-adds the teacher in English', async () => {
    const marker = `zq${randomUUID().replace(/-/g, '').slice(0, 8)}`;
    const [centre, teacher, student] = await Promise.all([
      createTestUser({ userType: 'centers' }),
      createTestUser({ userType: 'teacher' }),
      createTestUser(),
    ]);
    await Promise.all([
      adminDb.doc(`users/${centre.uid}`).update({ first_name: 'Noor', surname: `Academy ${marker}` }),
      adminDb.doc(`users/${teacher.uid}`).update({ first_name: 'Khaled', surname: `Teacher ${marker}` }),
      adminDb.doc(`users/${student.uid}`).update({ first_name: 'Salma', surname: `Learner ${marker}` }),
    ]);
    // The teacher's own class, and a free Published course of the centre assigned to them, in
    // which the student enrols through the API.
    const [klass, course] = await Promise.all([
      createClassDirect(teacher, `Algebra ${marker}`),
      createCourseDirect(centre.uid, {
        title: `${marker} Centre Course`, price: 0, enterprise: centre.uid, teacher_uid: teacher.uid, teacher_name: `Khaled Teacher ${marker}`,
        organization: `Noor Academy ${marker}`,
      }),
    ]);
    const enrol = await call('POST', `/courses/${course.id}/enroll`, { token: student.token, body: { order_id: orderId() } });
    expect(enrol.status, enrol.text).toBeLessThan(300);

    const c = await newPage(browser());
    const t = await newPage(browser());

    // The centre, in Arabic (the default), right to left: no teachers yet; invites by e-mail.
    await logIn(c.page, centre);
    await c.page.goto('/training-centre/teachers');
    await c.page.getByTestId('teachers-empty').waitFor();
    await expect.poll(() => pageDir(c.page)).toEqual({ lang: 'ar', dir: 'rtl' });
    await c.page.getByTestId('teachers-add').click();
    await c.page.getByTestId('add-teacher-email').fill('not-an-address');
    await c.page.getByTestId('add-teacher-submit').click();
    await c.page.getByTestId('add-teacher-field-error').waitFor();
    await c.page.getByTestId('add-teacher-email').fill(teacher.email.toUpperCase());
    await c.page.getByTestId('add-teacher-submit').click();
    const invite = c.page.locator(`[data-testid="teacher-invitation"][data-email="${teacher.email}"]`);
    await invite.waitFor();
    expect(await invite.getAttribute('data-status')).toBe('pending');
    expect(await invite.getAttribute('data-registered')).toBe('true');
    await c.page.getByTestId('toast-success').filter({ hasText: 'أُرسلت الدعوة إلى' }).waitFor();
    // The add button sits on the inline end: on the left in Arabic.
    const header = await c.page.getByTestId('centre-teachers').boundingBox();
    const addBox = await c.page.getByTestId('teachers-add').boundingBox();
    expect(addBox!.x + addBox!.width / 2).toBeLessThan(header!.x + header!.width / 2);
    await screenshot(c.page, 'centre-teachers-invited-ar');

    // The teacher signs in, lands on /class, and accepts.
    await logIn(t.page, teacher);
    await t.page.waitForURL('**/class');
    const card = t.page.getByTestId('centre-invitations-card');
    const offer = card.locator(`[data-testid="centre-invitation"][data-enterprise-id="${centre.uid}"]`);
    await offer.waitFor();
    expect(await offer.textContent()).toContain(`Noor Academy ${marker}`);
    await screenshot(t.page, 'centre-invitation-card-ar');
    await offer.getByTestId('centre-invitation-accept').click();
    await card.locator(`[data-testid="teacher-centre"][data-centre-id="${centre.uid}"]`).waitFor();
    await expect.poll(() => offer.count()).toBe(0);
    await t.page.getByTestId('toast-success').filter({ hasText: 'انضممت إلى' }).waitFor();
    expect((await adminDb.doc(`centreTeachers/${centre.uid}_${teacher.uid}`).get()).exists).toBe(true);
    await t.context.close();

    // The centre sees the teacher with their class and the assigned course.
    await c.page.reload();
    const row = c.page.locator(`[data-testid="teacher-row"][data-teacher-id="${teacher.uid}"]`);
    await row.waitFor();
    expect(await row.getAttribute('data-classes')).toBe('1');
    expect(await row.getAttribute('data-courses')).toBe('1');
    expect(await row.textContent()).toContain(teacher.email);
    await expect.poll(() => c.page.getByTestId('teacher-invitation').count()).toBe(0);
    await row.getByTestId('teacher-open').click();
    const detail = c.page.getByTestId('teacher-detail');
    await detail.locator(`[data-testid="teacher-detail-class"][data-class-id="${klass.classId}"]`).waitFor();
    expect(await detail.locator(`[data-testid="teacher-detail-course"][data-course-id="${course.id}"]`).getAttribute('data-status')).toBe('Published');
    await screenshot(c.page, 'centre-teacher-detail-ar');
    await c.page.getByTestId('teacher-detail-close').click();

    // Students: the enrolled student, found by search; deactivated after a confirmation, which
    // the course then enforces; then reactivated.
    await c.page.getByTestId('centre-nav-students').click();
    await c.page.waitForURL('**/training-centre/students');
    const studentRow = c.page.locator(`[data-testid="student-row"][data-student-id="${student.uid}"]`);
    await studentRow.waitFor();
    await c.page.getByTestId('students-search').fill(`nothing-${marker}`);
    await c.page.getByTestId('students-no-match').waitFor();
    await c.page.getByTestId('students-search').fill(`Learner ${marker}`);
    await studentRow.waitFor();
    expect(await studentRow.locator(`[data-testid="student-course"][data-course-id="${course.id}"]`).getAttribute('data-progress')).toBe('0');
    await studentRow.getByTestId('student-access').click();
    expect(await c.page.getByTestId('student-access-dialog').textContent()).toContain('دورات مركزك');
    await c.page.getByTestId('student-access-dialog-confirm').click();
    await expect.poll(() => studentRow.getAttribute('data-deactivated')).toBe('true');
    expect(await studentRow.getByTestId('student-status').textContent()).toBe('معطَّل');
    expect((await adminDb.doc(`centreBlocks/${centre.uid}_${student.uid}`).get()).exists).toBe(true);
    const refused = await call('GET', `/courses/${course.id}/learn`, { token: student.token });
    expect(refused.status, refused.text).toBe(403);
    expect(refused.body.code).toBe('centre/access-deactivated');
    await screenshot(c.page, 'centre-students-deactivated-ar');
    await studentRow.getByTestId('student-access').click();
    await c.page.getByTestId('student-access-dialog-confirm').click();
    await expect.poll(() => studentRow.getAttribute('data-deactivated')).toBe('false');
    expect((await adminDb.doc(`centreBlocks/${centre.uid}_${student.uid}`).get()).exists).toBe(false);

    // In English, left to right: the teacher removed after a confirmation, then added by id.
    await c.page.getByTestId('header-language-toggle').click();
    await expect.poll(() => pageDir(c.page)).toEqual({ lang: 'en', dir: 'ltr' });
    await c.page.goto('/training-centre/teachers');
    await row.waitFor();
    await row.getByTestId('teacher-remove').click();
    await c.page.getByTestId('teacher-remove-dialog-confirm').click();
    // The toast comes with the answer and leaves after a few seconds; the live list may update later.
    await c.page.getByTestId('toast-success').filter({ hasText: 'Teacher removed from enterprise successfully!' }).waitFor();
    await c.page.getByTestId('teachers-empty').waitFor();
    expect((await adminDb.doc(`centreTeachers/${centre.uid}_${teacher.uid}`).get()).exists).toBe(false);
    await c.page.getByTestId('teachers-add').click();
    await c.page.getByTestId('add-teacher-mode-id').click();
    await c.page.getByTestId('add-teacher-id').fill(student.uid);
    await c.page.getByTestId('add-teacher-submit').click();
    expect(await c.page.getByTestId('add-teacher-error').textContent()).toContain('Only teachers can be added');
    await c.page.getByTestId('add-teacher-id').fill(teacher.uid);
    await c.page.getByTestId('add-teacher-submit').click();
    await row.waitFor();
    await c.page.getByTestId('toast-success').filter({ hasText: 'Teacher added to enterprise successfully!' }).waitFor();
    await screenshot(c.page, 'centre-teachers-en');
    await c.context.close();
  });
});
