// The area's eight screens as tab-like links; an administrator's chosen centre rides along.
// Test ids: centre-nav, centre-nav-{overview,classes,courses,teachers,students,wallet,analytics,settings}.
import { LuBookOpen, LuChartColumn, LuGraduationCap, LuLayoutDashboard, LuSchool, LuSettings, LuUsers, LuWallet } from 'react-icons/lu';
import { TabLinks, type TabLink } from '@/components/ui/tab-links';
import { withCentre } from '../lib/centre-param';

const SCREENS = [
  { path: 'overview', icon: LuLayoutDashboard },
  { path: 'classes', icon: LuSchool },
  { path: 'courses', icon: LuBookOpen },
  { path: 'teachers', icon: LuGraduationCap },
  { path: 'students', icon: LuUsers },
  { path: 'wallet', icon: LuWallet },
  { path: 'analytics', icon: LuChartColumn },
  { path: 'settings', icon: LuSettings },
] as const;

export function CentreNav({ enterprise }: { enterprise: string | undefined }) {
  const links: TabLink[] = SCREENS.map(({ path, icon }) => ({
    to: withCentre(`/training-centre/${path}`, enterprise),
    id: `centres.layout.nav.${path}`,
    icon,
    testId: `centre-nav-${path}`,
  }));
  return <TabLinks labelId="centres.layout.nav.label" links={links} testId="centre-nav" />;
}
