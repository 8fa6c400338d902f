// Who a welcome grant belongs to: one grant per mailbox, so deleting an account and signing up
// again with the same address (or a plus-tagged or dotted Gmail spelling of it) gets nothing new.
import { createHash } from 'node:crypto';

const GMAIL_DOMAINS = new Set(['gmail.com', 'googlemail.com']);

/** The mailbox an address delivers to, as far as it is cheap to know. */
export function canonicalMailbox(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  if (at <= 0) return address;
  let local = address.slice(0, at);
  let domain = address.slice(at + 1);
  // Most providers deliver user+tag@ to user@.
  const plus = local.indexOf('+');
  if (plus > 0) local = local.slice(0, plus);
  if (GMAIL_DOMAINS.has(domain)) {
    local = local.replaceAll('.', '');
    domain = 'gmail.com';
  }
  return `${local}@${domain}`;
}

/** The id of the welcomeGrants document of an address's mailbox (no address stored in clear). */
export function welcomeGrantKey(email: string): string {
  return createHash('sha256').update(`welcome:${canonicalMailbox(email)}`).digest('hex').slice(0, 40);
}

/** The ledger operation id of an account's welcome grant: one per uid. */
export const welcomeOperationId = (uid: string): string => `welcome:${uid}`;
