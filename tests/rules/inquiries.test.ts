// inquiries/{id} (docs/site.md 3): enterprise contacts and feedback carry strangers' addresses
// and phones, so they are server only; administrators read them through GET /admin/inquiries.
import { UID, describeServerOnly, useRulesEnvironment } from './helpers';

const env = useRulesEnvironment();

describeServerOnly(env, [
  {
    name: 'inquiries/{id}',
    target: {
      doc: 'inquiries/i-1',
      collection: 'inquiries',
      data: {
        kind: 'feedback', name: 'Test', email: `${UID.owner}@example.test`, organization: '', phone: '', message: 'The page is great',
        category: 'idea', rating: 5, uid: UID.owner, language: 'ar', status: 'new', created_at: new Date('2025-01-01T00:00:00Z'),
      },
      update: { status: 'archived' },
    },
  },
]);
