import { Drawer, Link, Separator, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';
import { NavLink as RouterNavLink } from 'react-router';
import { settingsQueries } from '@/api/catalogue';
import { DrawerFrame } from '@/components/ui/drawer-frame';
import { sectionsFor } from '@/features/dashboard';
import { useSession } from '@/stores/session';
import { LanguageSelect } from './language-select';
import { navLinksFor, type NavLink } from './nav-links';
import { PhoneLinks } from './phone-links';
import { SocialLinks } from './social-links';

/** A link of the drawer: the navbar's, or a back-office section's (labelled from `dashboard`). */
type DrawerLink = Omit<NavLink, 'labelKey'> & { labelKey: ParseKeys<['layout', 'dashboard']> };

/** Side drawer: the navbar links, the language selector, phones and social links (spec §2). */
export function SideDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const session = useSession();
  const { isStaff } = session;
  // Staff links are labelled from the `dashboard` namespace: loaded (lib/i18n) before the drawer renders.
  const { t } = useTranslation(isStaff ? ['layout', 'dashboard'] : 'layout');
  const { data: settings } = useQuery(settingsQueries.get());
  const shop = settings?.shop ?? undefined;
  const links = navLinksFor({ isLogin: session.isLogin, isStaff });
  // Staff also get the back-office sections (labels of the `dashboard` namespace).
  const dashboardLinks: DrawerLink[] = isStaff
    ? sectionsFor(session).map((s) => ({
        to: s.to,
        labelKey: `dashboard:${s.labelKey}`,
        icon: s.icon,
      }))
    : [];
  const renderLink = ({ to, labelKey, icon: Icon, end }: DrawerLink) => (
    <Link
      key={to}
      asChild
      px="3"
      py="2.5"
      borderRadius="md"
      gap="3"
      fontWeight="medium"
      color="fg"
      _hover={{ bg: 'brand.subtle', textDecoration: 'none' }}
      css={{ '&[aria-current=page]': { color: 'brand.fg', bg: 'brand.subtle' } }}
    >
      <RouterNavLink to={to} end={end} onClick={onClose}>
        <Icon aria-hidden />
        {t(labelKey)}
      </RouterNavLink>
    </Link>
  );
  return (
    <DrawerFrame open={open} onClose={onClose} placement="start" size="xs" closeLabel={t('close')}>
      <Drawer.Header>
        <Drawer.Title color="brand.fg" fontWeight="black">
          {t('brand')}
        </Drawer.Title>
      </Drawer.Header>
      <Drawer.Body>
        <Stack as="nav" aria-label={t('nav.label')} gap="1">
          {links.map(renderLink)}
        </Stack>
        {dashboardLinks.length > 0 && (
          <>
            <Separator my="5" />
            <Stack as="nav" aria-label={t('dashboard_links')} gap="1">
              <Text fontWeight="semibold" fontSize="sm" color="fg.muted" px="3">
                {t('dashboard_links')}
              </Text>
              {dashboardLinks.map(renderLink)}
            </Stack>
          </>
        )}
        <Separator my="5" />
        <LanguageSelect id="drawer-language-select" />
        {shop && (
          <>
            <Separator my="5" />
            <Stack gap="3" fontSize="sm">
              <Text fontWeight="semibold">{t('contact_us')}</Text>
              <PhoneLinks phones={shop.phones} />
              <SocialLinks social={shop.social} size="sm" variant="outline" />
            </Stack>
          </>
        )}
      </Drawer.Body>
    </DrawerFrame>
  );
}
