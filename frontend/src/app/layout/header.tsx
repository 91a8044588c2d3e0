import { Box, Container, Flex, Float, Circle, HStack, IconButton, Image, Link } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { LuMenu, LuShoppingCart, LuUser } from 'react-icons/lu';
import { Link as RouterLink, NavLink as RouterNavLink } from 'react-router';
import { settingsQueries } from '@/api/catalogue';
import { useCart } from '@/stores/cart';
import { useSession } from '@/stores/session';
import { navLinksFor, profileHref } from './nav-links';
import { PhoneLinks } from './phone-links';
import { PromoCarousel } from './promo-carousel';
import { SocialLinks } from './social-links';

// Busy mode's banner: its own small chunk, fetched only while a pause or a delay is set (docs/kitchen.md).
const BusyBanner = lazy(() => import('./busy-banner').then((m) => ({ default: m.BusyBanner })));

/** Header: promo carousel, a contact strip (social links, two phones) and the navbar (spec §2). */
export function Header({ onOpenMenu, onOpenCart }: { onOpenMenu: () => void; onOpenCart: () => void }) {
  const { t } = useTranslation('layout');
  const { data: settings } = useQuery(settingsQueries.get());
  const { totalItems } = useCart();
  const { isLogin, isStaff } = useSession();
  const links = navLinksFor({ isLogin, isStaff });
  const shop = settings?.shop ?? undefined;

  return (
    <Box as="header" position="sticky" top="0" zIndex="sticky" bg="bg" boxShadow="sm">
      <PromoCarousel />
      {(settings?.kitchen?.pausedUntil || settings?.kitchen?.delay) && (
        <Suspense fallback={null}>
          <BusyBanner kitchen={settings.kitchen} />
        </Suspense>
      )}
      {shop && (
        <Box bg="brand.950" color="white" fontSize="xs">
          <Container maxW="7xl" px={{ base: '3', md: '6' }}>
            <Flex justify="space-between" align="center" minH="8" gap="2">
              <SocialLinks social={shop.social} />
              <PhoneLinks phones={shop.phones} />
            </Flex>
          </Container>
        </Box>
      )}
      <Container maxW="7xl" px={{ base: '3', md: '6' }} as="nav" aria-label={t('nav.label')}>
        <Flex h={{ base: '14', md: '16' }} align="center" gap={{ base: '2', md: '6' }}>
          <IconButton variant="ghost" aria-label={t('open_menu')} onClick={onOpenMenu}>
            <LuMenu />
          </IconButton>
          <Link asChild _hover={{ textDecoration: 'none' }} display="inline-flex" alignItems="center" gap="2">
            <RouterLink to="/" aria-label={t('logo_alt')}>
              <Image src="/images/logo.svg" alt={t('brand')} h={{ base: '9', md: '11' }} w="auto" />
            </RouterLink>
          </Link>

          <HStack
            as="ul"
            listStyleType="none"
            gap="1"
            display={{ base: 'none', md: 'flex' }}
            flex="1"
            justify="center"
          >
            {links.map((link) => (
              <li key={link.to}>
                <Link
                  asChild
                  px="3"
                  py="2"
                  borderRadius="md"
                  fontWeight="medium"
                  color="fg"
                  _hover={{ bg: 'brand.subtle', textDecoration: 'none' }}
                  css={{ '&[aria-current=page]': { color: 'brand.fg', bg: 'brand.subtle' } }}
                >
                  <RouterNavLink to={link.to} end={link.end}>
                    {t(link.labelKey)}
                  </RouterNavLink>
                </Link>
              </li>
            ))}
          </HStack>

          <HStack gap="1" marginStart="auto">
            <IconButton asChild variant="ghost" aria-label={t('profile')}>
              <RouterLink to={profileHref(isLogin)}>
                <LuUser />
              </RouterLink>
            </IconButton>
            <Box position="relative">
              <IconButton
                variant="ghost"
                aria-label={t('cart_count', { count: totalItems })}
                onClick={onOpenCart}
              >
                <LuShoppingCart />
              </IconButton>
              {totalItems > 0 && (
                <Float placement="top-end" offset="2">
                  <Circle
                    size="5"
                    bg="brand.solid"
                    color="white"
                    fontSize="2xs"
                    fontWeight="bold"
                    aria-hidden
                  >
                    {totalItems > 99 ? '99+' : totalItems}
                  </Circle>
                </Float>
              )}
            </Box>
          </HStack>
        </Flex>
      </Container>
    </Box>
  );
}
