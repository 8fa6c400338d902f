// POST /contact/enterprise (no login) -> 201 { message }.
import type { EnterpriseContact } from '@shared/schemas/inquiry';
import { apiRequest } from '@/lib/api-client';

export const SEND_ENTERPRISE_CONTACT_FAILED = { id: 'contact.enterprise.form.failed', defaultMessage: 'Your message could not be sent.' };

export async function sendEnterpriseContact(body: EnterpriseContact): Promise<void> {
  await apiRequest('POST', '/contact/enterprise', { body, anonymous: true });
}
