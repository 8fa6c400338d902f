// Server-only collections (mail, otps, passwordResets, rateLimits) and an unknown collection:
// no client reads or writes them, whoever they are; only functions (admin SDK) do.
import { UID, describeServerOnly, useRulesEnvironment, type Target } from './helpers';

const env = useRulesEnvironment();

const at = new Date('2025-01-01T00:00:00Z');
const TARGETS: Array<{ name: string; target: Target }> = [
  {
    name: 'mail/{id}',
    target: {
      doc: 'mail/m-1',
      collection: 'mail',
      data: { to: `${UID.owner}@example.test`, message: { subject: 'Code', text: '123456', html: '<b>123456</b>' }, created_at: at },
      update: { to: 'attacker@example.test' },
    },
  },
  {
    // Keyed by the owner's uid: not even the owner reads their own code.
    name: 'otps/{uid}',
    target: {
      doc: `otps/${UID.owner}`,
      collection: 'otps',
      data: { hash: 'h', salt: 's', expires_at: at, attempts: 0, sent_at: at },
      update: { attempts: 0 },
    },
  },
  {
    name: 'passwordResets/{sha256(token)}',
    target: {
      doc: 'passwordResets/9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08',
      collection: 'passwordResets',
      data: { uid: UID.owner, expires_at: at, used_at: null },
      update: { used_at: null, uid: UID.stranger },
    },
  },
  {
    name: 'rateLimits/{key}',
    target: {
      doc: `rateLimits/otp:${UID.owner}`,
      collection: 'rateLimits',
      data: { count: 5, window_start: at },
      update: { count: 0 },
    },
  },
  {
    name: 'an unknown collection (default deny)',
    target: {
      doc: `secrets/${UID.owner}`,
      collection: 'secrets',
      data: { value: 'x' },
      update: { value: 'y' },
    },
  },
  {
    name: 'an unknown nested collection (default deny)',
    target: {
      doc: `anything/${UID.owner}/at/all`,
      collection: `anything/${UID.owner}/at`,
      data: { value: 'x' },
      update: { value: 'y' },
    },
  },
];

describeServerOnly(env, TARGETS);
