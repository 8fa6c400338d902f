// POST /contact/enterprise (no login): a training centre asks about Sparks. A filled honeypot
// is answered like a success with nothing stored or counted; otherwise one message per hour
// window is counted against both the client address and the e-mail, in one step.
import { INQUIRIES } from '../../shared/constants';
import type { EnterpriseContact } from '../../shared/schemas/inquiry';
import { contactLimitKeys, enterpriseFields, isBot } from '../../domain/inquiries/inquiry-fields';
import { consumeLimits } from '../rate-limits';
import { createInquiry } from './create-inquiry';

const HOURLY = { limit: INQUIRIES.perHour, windowMs: 60 * 60 * 1000 };

export async function submitEnterpriseContact(input: EnterpriseContact, clientAddress: string): Promise<void> {
  if (isBot(input)) return;
  const keys = contactLimitKeys(clientAddress, input.email);
  await consumeLimits([{ key: keys.address, rule: HOURLY }, { key: keys.email, rule: HOURLY }], 'inquiry/rate-limited');
  await createInquiry(enterpriseFields(input));
}
