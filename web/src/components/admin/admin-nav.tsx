// The administrator dashboard's sections as a row of tab-like links (each is its own route).
// Test ids: admin-nav, admin-nav-products, admin-nav-courses, admin-nav-commissions, admin-nav-payouts,
// admin-nav-blogs, admin-nav-inquiries, admin-nav-awards.
import { LuAward, LuBanknote, LuClipboardCheck, LuGraduationCap, LuInbox, LuNewspaper, LuPercent } from 'react-icons/lu';
import { TabLinks, type TabLink } from '@/components/ui/tab-links';

const SECTIONS: TabLink[] = [
  { to: '/admin/products', id: 'admin.nav.products', icon: LuClipboardCheck, testId: 'admin-nav-products' },
  { to: '/admin/courses', id: 'admin.nav.courses', icon: LuGraduationCap, testId: 'admin-nav-courses' },
  { to: '/admin/commissions', id: 'admin.nav.commissions', icon: LuPercent, testId: 'admin-nav-commissions' },
  { to: '/admin/payouts', id: 'admin.nav.payouts', icon: LuBanknote, testId: 'admin-nav-payouts' },
  { to: '/admin/blogs', id: 'admin.nav.blogs', icon: LuNewspaper, testId: 'admin-nav-blogs' },
  { to: '/admin/inquiries', id: 'admin.nav.inquiries', icon: LuInbox, testId: 'admin-nav-inquiries' },
  { to: '/admin/awards', id: 'admin.nav.awards', icon: LuAward, testId: 'admin-nav-awards' },
];

export function AdminNav() {
  return <TabLinks labelId="admin.nav.label" links={SECTIONS} testId="admin-nav" />;
}
