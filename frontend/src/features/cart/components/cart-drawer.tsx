import { Alert, Box, Button, Drawer, EmptyState, HStack, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import type { SettingsAnswer } from '@shop/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { FiShoppingCart } from 'react-icons/fi';
import { settingsQueries } from '@/api/catalogue';
import { Amount } from '@/components/ui/amount';
import { DrawerFrame } from '@/components/ui/drawer-frame';
import { dateLocale } from '@/lib/format';
import { useCheckout } from '../hooks/use-checkout';
import { usePricedCart } from '../hooks/use-priced-cart';
import { CartLine } from './cart-line';

export type CartDrawerProps = {
  open: boolean;
  onClose: () => void;
};

/** The cart drawer of spec §2/§4: lines, total in DA, 'Manger sur place' and 'Livrez-moi'. */
export function CartDrawer({ open, onClose }: CartDrawerProps) {
  const { t } = useTranslation('cart');
  const { lines, total, hasUnavailable, isEmpty, totalItems } = usePricedCart();
  const checkout = useCheckout({ onDone: onClose });
  const closed = useOrderingClosed();

  return (
    <DrawerFrame
      open={open}
      onClose={onClose}
      placement="end"
      size="sm"
      closeLabel={t('close')}
      testId="cart-drawer"
    >
      <Drawer.Header>
        <Stack gap="0">
          <Drawer.Title>{t('title')}</Drawer.Title>
          <Text fontSize="sm" color="gray.500" data-testid="cart-drawer-count">
            {t('count', { count: totalItems })}
          </Text>
        </Stack>
      </Drawer.Header>
      <Drawer.Body>
        {isEmpty ? (
          <EmptyState.Root data-testid="cart-empty" size="sm">
            <EmptyState.Content>
              <EmptyState.Indicator>
                <FiShoppingCart />
              </EmptyState.Indicator>
              <EmptyState.Title>{t('empty')}</EmptyState.Title>
              <EmptyState.Description>{t('emptyHint')}</EmptyState.Description>
              <Button asChild size="sm" colorPalette="orange" variant="outline" onClick={onClose}>
                <Link to="/menu">{t('browseMenu')}</Link>
              </Button>
            </EmptyState.Content>
          </EmptyState.Root>
        ) : (
          // Spec §9: the list is at most 164 px high, 328 px from 768 px wide; it scrolls beyond.
          <Box
            as="ul"
            listStyleType="none"
            m="0"
            p="0"
            maxH={{ base: '164px', md: '328px' }}
            overflowY="auto"
            data-testid="cart-lines"
          >
            {lines.map((line) => (
              <CartLine key={line.id} item={line} />
            ))}
          </Box>
        )}
      </Drawer.Body>
      <Drawer.Footer flexDirection="column" alignItems="stretch" gap="3" borderTopWidth="1px">
        <HStack justify="space-between" fontSize="lg" fontWeight="bold">
          <Text>{t('total')}</Text>
          <Amount data-testid="cart-total" value={total} />
        </HStack>
        {hasUnavailable && (
          <Text fontSize="sm" color="fg.muted" data-testid="cart-unavailable-note">
            {t('unavailableNote')}
          </Text>
        )}
        {closed && (
          <Alert.Root status="warning" data-testid="cart-closed">
            <Alert.Indicator />
            <Alert.Title>{closed}</Alert.Title>
          </Alert.Root>
        )}
        <HStack gap="3">
          <Button
            flex="1"
            disabled={!!closed}
            variant="outline"
            colorPalette="orange"
            data-testid="order-on-site"
            onClick={() => checkout('onSite')}
          >
            {t('eatOnSite')}
          </Button>
          <Button
            flex="1"
            colorPalette="orange"
            disabled={!!closed}
            data-testid="order-delivery"
            onClick={() => checkout('delivery')}
          >
            {t('deliverMe')}
          </Button>
        </HStack>
      </Drawer.Footer>
    </DrawerFrame>
  );
}

/** Outside opening hours (GET /api/settings openNow false): the text saying when ordering opens again, else null. */
function useOrderingClosed(): string | null {
  const { t, i18n } = useTranslation('cart');
  const settings = useQuery(settingsQueries.get());
  const answer = settings.data as Partial<SettingsAnswer> | undefined;
  if (!answer || answer.openNow !== false) return null;
  if (!answer.nextOpening) return t('closed');
  const when = new Intl.DateTimeFormat(dateLocale(i18n.resolvedLanguage), {
    weekday: 'long',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'Africa/Algiers',
  }).format(new Date(answer.nextOpening));
  return t('closedUntil', { when });
}
