// /admin/awards (administrators; docs/awards.md "Web"): the badge definitions (built-in and
// custom: create, edit, retire, delete) and the certificates (look up by credential id or the
// newest; revoke). The tab and the looked-up id are in the address (?tab=certificates&code=).
// Test ids: admin-awards, admin-awards-tabs (-badges, -certificates), and those of the panels.
import { FormattedMessage } from 'react-intl';
import { AdminPage } from '@/components/admin/admin-page';
import { StatusTabs } from '@/components/admin/status-tabs';
import { useSearchParamPatch } from '@/lib/use-search-param-patch';
import { AdminCertificatesPanel } from '../components/admin-certificates-panel';
import { BadgeDefinitionsPanel } from '../components/badge-definitions-panel';

const TABS = ['badges', 'certificates'] as const;
type Tab = (typeof TABS)[number];

export default function AdminAwardsRoute() {
  const [params, setParam] = useSearchParamPatch();
  const tab: Tab = params.get('tab') === 'certificates' ? 'certificates' : 'badges';
  const code = params.get('code')?.trim() || null;

  return (
    <AdminPage testId="admin-awards" title={<FormattedMessage id="awards.admin.title" />} description={<FormattedMessage id="awards.admin.description" />}>
      <StatusTabs statuses={TABS} value={tab} onChange={(next) => setParam({ tab: next === 'badges' ? null : next, code: null })} labelId="awards.admin.tab" testId="admin-awards-tabs">
        {tab === 'badges' ? <BadgeDefinitionsPanel /> : <AdminCertificatesPanel key={code ?? ''} code={code} onCode={(next) => setParam({ code: next })} />}
      </StatusTabs>
    </AdminPage>
  );
}
