import { describe, expect, it } from 'vitest';
import { LuShoppingBag, LuUsers } from 'react-icons/lu';
import { dashboardSections, firstSectionPath, sectionsFor, type DashboardSection } from './sections';

describe('dashboard rail', () => {
  it('shows users to admins only', () => {
    expect(sectionsFor({ isAdmin: true }).map((s) => s.key)).toContain('users');
    expect(sectionsFor({ isAdmin: false }).map((s) => s.key)).not.toContain('users');
  });
  it('/dashboard goes to the first available entry', () => {
    const sections: DashboardSection[] = [
      { key: 'orders', to: '/dashboard/orders', labelKey: 'sections.orders', icon: LuShoppingBag },
      { key: 'users', to: '/dashboard/users', labelKey: 'sections.users', icon: LuUsers, adminOnly: true },
    ];
    expect(firstSectionPath({ isAdmin: false }, sections)).toBe('/dashboard/orders');
    expect(firstSectionPath({ isAdmin: true }, dashboardSections)).toBe('/dashboard/orders');
    expect(firstSectionPath({ isAdmin: false }, dashboardSections)).toBe('/dashboard/orders');
    expect(firstSectionPath({ isAdmin: false }, [])).toBeUndefined();
  });
});
