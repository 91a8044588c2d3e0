import { Box, Flex, IconButton, Stack } from '@chakra-ui/react';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink as RouterNavLink, Outlet } from 'react-router';
import { SectionSpinner } from '@/components/ui/spinner-overlay';
import { useSession } from '@/stores/session';
import { sectionsFor } from '../sections';

/** The back-office shell: the left icon rail and the content area (routes are guarded by the router). */
export function DashboardLayout() {
  const { t } = useTranslation('dashboard');
  const session = useSession();
  const sections = sectionsFor(session);
  return (
    <Flex minH="calc(100dvh - 10rem)" align="stretch">
      <Box
        as="nav"
        aria-label={t('rail_label')}
        borderInlineEndWidth="1px"
        bg="bg.subtle"
        py="4"
        px="2"
        flexShrink={0}
        position="sticky"
        top="0"
      >
        <Stack as="ul" listStyleType="none" gap="2" align="center">
          {sections.map(({ key, to, labelKey, icon: Icon }) => (
            <li key={key}>
              <IconButton
                asChild
                variant="ghost"
                size="lg"
                aria-label={t(labelKey)}
                title={t(labelKey)}
                css={{ '&[aria-current=page]': { color: 'brand.fg', bg: 'brand.subtle' } }}
              >
                <RouterNavLink to={to}>
                  <Icon aria-hidden />
                </RouterNavLink>
              </IconButton>
            </li>
          ))}
        </Stack>
      </Box>
      <Box flex="1" minW="0" position="relative">
        <Suspense fallback={<SectionSpinner />}>
          <Outlet />
        </Suspense>
      </Box>
    </Flex>
  );
}
