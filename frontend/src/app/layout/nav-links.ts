import type { ParseKeys } from 'i18next';
import type { IconType } from 'react-icons';
import { LuHouse, LuLayoutDashboard, LuLogIn, LuLogOut, LuMail, LuReceipt, LuUtensils } from 'react-icons/lu';

// Navbar and side-drawer links (spec §2): a visitor gets login; a logged-in user 'my account' and logout;
// admin and moderator also the dashboard. 'My orders' replaces 'my account' (spec §2 navbar); the profile icon
// still leads to the profile. (Its test id stays 'nav-account': the account area link.)
export type NavLink = { to: string; labelKey: ParseKeys<'layout'>; icon: IconType; end?: boolean };

export const navLinks: NavLink[] = [
  { to: '/', labelKey: 'nav.home', icon: LuHouse, end: true },
  { to: '/menu', labelKey: 'nav.menu', icon: LuUtensils },
  { to: '/contact', labelKey: 'nav.contact', icon: LuMail },
  { to: '/authentication/login', labelKey: 'nav.login', icon: LuLogIn },
];

export function navLinksFor({ isLogin, isStaff }: { isLogin: boolean; isStaff: boolean }): NavLink[] {
  if (!isLogin) return navLinks;
  return [
    ...navLinks.slice(0, 3),
    { to: '/myAccount/myOrders', labelKey: 'nav.my_orders', icon: LuReceipt },
    ...(isStaff
      ? [{ to: '/dashboard', labelKey: 'nav.dashboard', icon: LuLayoutDashboard } satisfies NavLink]
      : []),
    { to: '/authentication/logout', labelKey: 'nav.logout', icon: LuLogOut },
  ];
}

/** The profile icon of the navbar: the profile when logged in, else the login screen. */
export const profileHref = (isLogin: boolean) => (isLogin ? '/myAccount/myProfile' : '/authentication/login');

/** tel: href of a displayed phone number ('0550 12 34 56' → 'tel:0550123456'). */
export const telHref = (phone: string) => `tel:${phone.replace(/[^+\d]/g, '')}`;
