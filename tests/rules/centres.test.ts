// Training centre documents (docs/centres.md): centres, their teachers, invitations and student
// blocks are written and read by functions only. No client, not even the centre, the teacher
// or the student a document names, nor an administrator, reads or writes them (default deny).
import { UID, describeServerOnly, useRulesEnvironment, type Target } from './helpers';

const env = useRulesEnvironment();

const at = new Date('2025-01-01T00:00:00Z');
const TARGETS: Array<{ name: string; target: Target }> = [
  {
    // The centre's own settings document: still server-only (the API answers them).
    name: 'centres/{centreUid}',
    target: {
      doc: `centres/${UID.centers}`,
      collection: 'centres',
      data: { name: 'Noor Academy', logo: null, join_code_days: 7, default_language: 'ar', updated_at: at },
      update: { join_code_days: 90 },
    },
  },
  {
    name: 'centres/{centreUid}/files/{fileId}',
    target: {
      doc: `centres/${UID.centers}/files/f-1`,
      collection: `centres/${UID.centers}/files`,
      data: { kind: 'logo', content_type: 'image/png', size: 10, created_at: at },
      update: { size: 1 },
    },
  },
  {
    // Names the teacher: the teacher may not add, change or remove themselves either.
    name: 'centreTeachers/{centreUid}_{teacherUid}',
    target: {
      doc: `centreTeachers/${UID.centers}_${UID.teacher}`,
      collection: 'centreTeachers',
      data: { enterprise_id: UID.centers, teacher_id: UID.teacher, name: 'T', email: 't@example.test', added_at: at, added_by: UID.centers, via: 'id' },
      update: { via: 'email' },
    },
  },
  {
    name: 'centreInvites/{centreUid}_{hash}',
    target: {
      doc: `centreInvites/${UID.centers}_0123456789abcdef0123456789abcdef`,
      collection: 'centreInvites',
      data: { enterprise_id: UID.centers, centre_name: 'Noor Academy', email: 'teacher@example.test', status: 'pending', teacher_uid: UID.teacher, created_at: at, decided_at: null },
      update: { status: 'accepted' },
    },
  },
  {
    // Names the student: a blocked student may not lift their own block.
    name: 'centreBlocks/{centreUid}_{studentUid}',
    target: {
      doc: `centreBlocks/${UID.centers}_${UID.owner}`,
      collection: 'centreBlocks',
      data: { enterprise_id: UID.centers, student_id: UID.owner, blocked_at: at, blocked_by: UID.centers },
      update: { blocked_at: null },
    },
  },
];

describeServerOnly(env, TARGETS);
