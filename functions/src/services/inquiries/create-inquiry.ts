// Stores a new inquiry, then tells every administrator (a notification each) and the support
// address when the house has one (SUPPORT_EMAIL). The notification's id comes from the
// inquiry's, so it is written once per administrator.
import { FieldValue } from 'firebase-admin/firestore';
import { db } from '../../lib/admin';
import { inquiryMail } from '../../domain/inquiries/inquiry-mail';
import type { InquiryFields } from '../../domain/inquiries/inquiry-fields';
import { appUrl } from '../invitations-mail';
import { queueMail } from '../mail';
import { notifyMany } from '../notifications/notify';
import { inquiriesCol } from './inquiries-col';

/** Administrators told at most (the house has a handful). */
const MAX_ADMINS = 1000;

async function administratorIds(): Promise<string[]> {
  const snap = await db.collection('users').where('user_type', '==', 'administrator').select().limit(MAX_ADMINS).get();
  return snap.docs.map((doc) => doc.id);
}

export async function createInquiry(fields: InquiryFields): Promise<string> {
  const ref = inquiriesCol().doc();
  await ref.create({ ...fields, created_at: FieldValue.serverTimestamp() });
  await notifyMany(await administratorIds(), {
    kind: 'inquiry_received',
    sourceId: ref.id,
    params: { kind: fields.kind, name: fields.name },
    link: '/admin/inquiries',
  });
  const support = (process.env.SUPPORT_EMAIL ?? '').trim();
  if (support) await queueMail(support, inquiryMail(fields, appUrl()));
  return ref.id;
}
