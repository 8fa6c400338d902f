// Enterprise teachers and the invitations a training centre sends them (issue 12;
// docs/centres.md, "Enterprise teachers"). Shared with web through @shared.
import { z } from 'zod';
import { code, emailField, requiredDocId } from './common';

/** POST /enterprise-teachers: add a registered teacher by uid. */
export const addEnterpriseTeacherSchema = z.strictObject({
  enterprise_id: requiredDocId('centre/enterprise-required'),
  teacher_id: requiredDocId('centre/teacher-id-required'),
});
export type AddEnterpriseTeacherInput = z.infer<typeof addEnterpriseTeacherSchema>;

/** POST /enterprise-teachers/email: invite by e-mail (stored lower case). */
export const inviteEnterpriseTeacherSchema = z.strictObject({
  enterprise_id: requiredDocId('centre/enterprise-required'),
  teacher_email: emailField,
});
export type InviteEnterpriseTeacherInput = z.infer<typeof inviteEnterpriseTeacherSchema>;

export const CENTRE_INVITE_STATUSES = ['pending', 'accepted', 'declined', 'cancelled'] as const;
export type CentreInviteStatus = (typeof CENTRE_INVITE_STATUSES)[number];
export const centreInviteStatusSchema = z.enum(CENTRE_INVITE_STATUSES, code('validation/invalid-input'));

/** How a teacher joined: added by uid, or by accepting an e-mail invitation. */
export type CentreTeacherVia = 'id' | 'email';

/** One of the centre's teachers, as GET /enterprise-teachers/{enterpriseId} lists them. */
export interface EnterpriseTeacher {
  id: string;
  name: string;
  email: string;
  /** ISO time. */
  added_at: string | null;
  via: CentreTeacherVia;
  classes_count: number;
  courses_count: number;
}

/** GET /enterprise-teachers/{enterpriseId}/{teacherId}: the teacher's classes and the centre's courses assigned to them. */
export interface EnterpriseTeacherDetail extends EnterpriseTeacher {
  classes: { id: string; name: string; member_count: number }[];
  courses: { id: string; title: string; status: string }[];
}

/** An invitation as the centre sees it (`registered`: a teacher account has this address). */
export interface PendingInvite {
  id: string;
  email: string;
  status: CentreInviteStatus;
  /** ISO time. */
  created_at: string | null;
  registered: boolean;
}

/** GET /enterprise-teachers/{enterpriseId}. */
export interface EnterpriseTeachersList {
  data: EnterpriseTeacher[];
  invitations: PendingInvite[];
}

/** An invitation as the invited teacher sees it (GET /centre-invitations). */
export interface TeacherInvitation {
  id: string;
  enterprise_id: string;
  centre_name: string;
  /** ISO time. */
  created_at: string | null;
}

export type CentreInvitation = TeacherInvitation;

/** A centre the teacher belongs to. */
export interface TeacherCentre {
  id: string;
  name: string;
}

/**
 * GET /centre-invitations: pending invitations for the caller's e-mail and the centres they
 * belong to; answered as `{ data: invitations, centres }`.
 */
export interface TeacherCentresView {
  invitations: TeacherInvitation[];
  centres: TeacherCentre[];
}
