// Outgoing mail as documents of the `mail` collection, the format of the Trigger Email
// extension (which sends them in production).
import { FieldValue, type Transaction } from 'firebase-admin/firestore';
import { db } from '../lib/admin';
import type { MailMessage } from '../domain/mail-templates';

function mailDoc(to: string, message: MailMessage) {
  return { to, message, created_at: FieldValue.serverTimestamp() };
}

/** Queues a mail; inside a transaction it is written only if the transaction commits. */
export async function queueMail(to: string, message: MailMessage, tx?: Transaction): Promise<void> {
  const ref = db.collection('mail').doc();
  if (tx) tx.create(ref, mailDoc(to, message));
  else await ref.create(mailDoc(to, message));
}
