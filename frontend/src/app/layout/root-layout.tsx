import { Box, chakra, Flex, Progress } from '@chakra-ui/react';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration, useLocation, useNavigation } from 'react-router';
import { ErrorBoundary } from '@/components/ui/error-boundary';
import { SectionSpinner } from '@/components/ui/spinner-overlay';
import { CartDrawer } from '@/features/cart';
import { useRealtime } from '@/features/realtime';
import { useSession } from '@/stores/session';
import { Footer } from './footer';
import { Header } from './header';
import { SideDrawer } from './side-drawer';

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
      {navigation.state === 'loading' && (
        <Progress.Root
          value={null}
          size="xs"
          colorPalette="brand"
          position="fixed"
          top="0"
          insetInline="0"
          zIndex="toast"
          aria-label={t('loading_page')}
        >
          <Progress.Track>
            <Progress.Range />
          </Progress.Track>
        </Progress.Root>
      )}
      <Box as="main" id="main" flex="1" position="relative" tabIndex={-1} _focus={{ outline: 'none' }}>
        <ErrorBoundary key={pathname}>
          <Suspense fallback={<SectionSpinner />}>
            <Outlet />
          </Suspense>
        </ErrorBoundary>
      </Box>
      <Footer />
      <SideDrawer open={menuOpen} onClose={() => setMenuOpen(false)} />
      <CartDrawer open={cartOpen} onClose={() => setCartOpen(false)} />
      <ScrollRestoration />
    </Flex>
  );
}
