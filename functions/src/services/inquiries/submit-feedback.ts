// POST /feedback (verified users): what the user thinks of a page, counted per user per hour.
import { INQUIRIES } from '../../shared/constants';
import type { Caller } from '../../lib/auth-context';
import { db } from '../../lib/admin';
import type { Feedback } from '../../shared/schemas/inquiry';
import { feedbackFields, feedbackLimitKey } from '../../domain/inquiries/inquiry-fields';
import { displayName } from '../courses/enrollments';
import { consumeLimits } from '../rate-limits';
import { createInquiry } from './create-inquiry';

const HOURLY = { limit: INQUIRIES.perHour, windowMs: 60 * 60 * 1000 };

export async function submitFeedback(who: Caller, input: Feedback): Promise<void> {
  await consumeLimits([{ key: feedbackLimitKey(who.uid), rule: HOURLY }], 'inquiry/rate-limited');
  const profile = await db.collection('users').doc(who.uid).get();
  const email = who.email || (typeof profile.get('email_address') === 'string' ? String(profile.get('email_address')) : '');
  const name = displayName(profile.data(), '') || email.split('@')[0] || who.uid;
  await createInquiry(feedbackFields(input, { uid: who.uid, name, email }));
}
