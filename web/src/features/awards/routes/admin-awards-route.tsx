// /admin/awards (administrators; docs/awards.md "Web"): the badge definitions (built-in and
// custom: create, edit, retire, delete) and the certificates (look up by credential id or the
// newest; revoke). The tab and the looked-up id are in the address (?tab=certificates&code=).
// Test ids: admin-awards, admin-awards-tabs (-badges, -certificates), and those of the panels.
import { FormattedMessage } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { AdminPage } from '@/components/admin/admin-page';
import { StatusTabs } from '@/components/admin/status-tabs';
import { AdminCertificatesPanel } from '../components/admin-certificates-panel';
import { BadgeDefinitionsPanel } from '../components/badge-definitions-panel';

const TABS = ['badges', 'certificates'] as const;
type Tab = (typeof TABS)[number];

export default function AdminAwardsRoute() {
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get('tab') === 'certificates' ? 'certificates' : 'badges';
  const code = params.get('code')?.trim() || null;

  const setParam = (changes: Record<string, string | null>) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [key, value] of Object.entries(changes)) {
        if (value === null) next.delete(key);
        else next.set(key, value);
      }
      return next;
    });

  return (
    <AdminPage testId="admin-awards" title={<FormattedMessage id="awards.admin.title" />} description={<FormattedMessage id="awards.admin.description" />}>
      <StatusTabs statuses={TABS} value={tab} onChange={(next) => setParam({ tab: next === 'badges' ? null : next, code: null })} labelId="awards.admin.tab" testId="admin-awards-tabs">
        {tab === 'badges' ? <BadgeDefinitionsPanel /> : <AdminCertificatesPanel key={code ?? ''} code={code} onCode={(next) => setParam({ code: next })} />}
      </StatusTabs>
    </AdminPage>
  );
}
