import type { ParseKeys } from 'i18next';
import type { IconType } from 'react-icons';
import {
  LuBadgePercent,
  LuBike,
  LuChartColumn,
  LuChefHat,
  LuTimer,
  LuFolderTree,
  LuImages,
  LuMapPin,
  LuMonitor,
  LuReceipt,
  LuSettings,
  LuUsers,
  LuUtensils,
} from 'react-icons/lu';

// The back-office sections of the left icon rail (spec §2: orders, products, categories, promo, delivery
// districts, banners, users, screen). Each section adds ONE entry here when its screens arrive, in that order.
export type DashboardSection = {
  key: string;
  /** Route of the section's first screen. */
  to: string;
  /** Key of the `dashboard` namespace (sections.*). */
  labelKey: ParseKeys<'dashboard'>;
  icon: IconType;
  /** Spec §6: only admins manage users. */
  adminOnly?: boolean;
};

export const dashboardSections: DashboardSection[] = [
  { key: 'orders', to: '/dashboard/orders', labelKey: 'sections.orders', icon: LuReceipt },
  { key: 'kitchen', to: '/dashboard/kitchen', labelKey: 'sections.kitchen', icon: LuChefHat },
  { key: 'busy', to: '/dashboard/busy', labelKey: 'sections.busy', icon: LuTimer },
  { key: 'riders', to: '/dashboard/riders', labelKey: 'sections.riders', icon: LuBike },
  { key: 'products', to: '/dashboard/myProducts', labelKey: 'sections.products', icon: LuUtensils },
  { key: 'categories', to: '/dashboard/categories', labelKey: 'sections.categories', icon: LuFolderTree },
  { key: 'promo', to: '/dashboard/promo', labelKey: 'sections.promo', icon: LuBadgePercent },
  { key: 'districts', to: '/dashboard/deliveryDistricts', labelKey: 'sections.districts', icon: LuMapPin },
  { key: 'banners', to: '/dashboard/banners', labelKey: 'sections.banners', icon: LuImages },
  { key: 'users', to: '/dashboard/users', labelKey: 'sections.users', icon: LuUsers, adminOnly: true },
  { key: 'screen', to: '/dashboard/screen', labelKey: 'sections.screen', icon: LuMonitor },
  { key: 'settings', to: '/dashboard/settings', labelKey: 'sections.settings', icon: LuSettings },
  { key: 'stats', to: '/dashboard/stats', labelKey: 'sections.stats', icon: LuChartColumn },
];

/** The sections a staff member sees. */
export const sectionsFor = ({ isAdmin }: { isAdmin: boolean }, sections = dashboardSections) =>
  sections.filter((s) => !s.adminOnly || isAdmin);

/** Where /dashboard leads: the first available section, or nothing (the permission message). */
export const firstSectionPath = (session: { isAdmin: boolean }, sections = dashboardSections) =>
  sectionsFor(session, sections)[0]?.to;
