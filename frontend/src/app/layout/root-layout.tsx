import { Box, chakra, Flex } from '@chakra-ui/react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration, useLocation, useNavigation } from 'react-router';
import { ErrorBoundary } from '@/components/ui/error-boundary';
import { SectionSpinner } from '@/components/ui/spinner-overlay';
import { useRealtime } from '@/features/realtime';
import { useSession } from '@/stores/session';
import { Footer } from './footer';
import { Header } from './header';
import { PageLoadingBar } from './page-loading-bar';

// The drawers' code (and Chakra's dialog, focus trap and scroll lock) is fetched after the first paint, not with the
// page; they mount closed once it is there, as before (a drawer mounted already open, on the first click, closed
// itself at once in the cart e2e test under load: cause not found).
const SideDrawer = lazy(() => import('./side-drawer').then((m) => ({ default: m.SideDrawer })));
const CartDrawer = lazy(() => import('@/features/cart').then((m) => ({ default: m.CartDrawer })));

/** The page frame of every public route: header, main content, footer, side drawer and cart drawer. */
export function RootLayout() {
  const { t } = useTranslation('layout');
  const [menuOpen, setMenuOpen] = useState(false);
  const [cartOpen, setCartOpen] = useState(false);
  const { pathname } = useLocation();
  const navigation = useNavigation();
  const { currentUser } = useSession();
  useRealtime(currentUser?._id);

  return (
    <Flex direction="column" minH="100dvh">
      <chakra.a
        href="#main"
        position="absolute"
        insetStart="2"
        top="-20"
        zIndex="skipLink"
        bg="bg"
        px="3"
        py="2"
        borderRadius="md"
        _focus={{ top: '2' }}
      >
        {t('skip_to_content')}
      </chakra.a>
      <Header onOpenMenu={() => setMenuOpen(true)} onOpenCart={() => setCartOpen(true)} />
      {navigation.state === 'loading' && <PageLoadingBar label={t('loading_page')} />}
      <Box as="main" id="main" flex="1" position="relative" tabIndex={-1} _focus={{ outline: 'none' }}>
        <ErrorBoundary key={pathname}>
          <Suspense fallback={<SectionSpinner />}>
            <Outlet />
          </Suspense>
        </ErrorBoundary>
      </Box>
      <Footer />
      <Suspense fallback={null}>
        <SideDrawer open={menuOpen} onClose={() => setMenuOpen(false)} />
        <CartDrawer open={cartOpen} onClose={() => setCartOpen(false)} />
      </Suspense>
      <ScrollRestoration />
    </Flex>
  );
}
