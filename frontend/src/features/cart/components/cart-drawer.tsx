import { Alert, Box, Button, Drawer, EmptyState, HStack, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { SHOP_TIME_ZONE, type SettingsAnswer } from '@shop/contracts/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LuShoppingCart } from 'react-icons/lu';
import { settingsQueries } from '@/api/catalogue';
import { slotQueries } from '@/api/slots';
import { Amount } from '@/components/ui/amount';
import { DrawerFrame } from '@/components/ui/drawer-frame';
import { dateLocale } from '@/lib/format';
import { usePricedCart } from '@/hooks/use-priced-cart';
import { useCart } from '@/stores/cart';
import { useCheckout } from '../hooks/use-checkout';
import { CartLine } from './cart-line';

export type CartDrawerProps = {
  open: boolean;
  onClose: () => void;
};

/**
 * The cart drawer of spec §2/§4: lines, total in DA, 'Manger sur place' and 'Livrez-moi'. It stays mounted (the
 * layout holds it), so only its header (the stored cart's count) is there while closed: the priced body reads one
 * product per line, which is done only while the drawer is open.
 */
export function CartDrawer({ open, onClose }: CartDrawerProps) {
  const { t } = useTranslation('cart');
  const { totalItems } = useCart();

  return (
    <DrawerFrame open={open} onClose={onClose} placement="end" size="sm" closeLabel={t('close')}>
      <Drawer.Header>
        <Stack gap="0">
          <Drawer.Title>{t('title')}</Drawer.Title>
          <Text fontSize="sm" color="gray.500">
            {t('count', { count: totalItems })}
          </Text>
        </Stack>
      </Drawer.Header>
      {open && <PricedCart onClose={onClose} />}
    </DrawerFrame>
  );
}

/**
 * Lines, total and order buttons. While the cart holds unavailable lines (deleted or unpublished products) the order
 * buttons are disabled, with the reason and one button removing them: the customer sees what will be ordered before
 * leaving the cart, rather than lines silently dropped at the checkout (the server refuses them anyway). A line whose
 * choices changed is not removed by it: the line itself offers to choose again or to keep it without them.
 */
function PricedCart({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('cart');
  const totalId = useId();
  const { lines, total, hasUnavailable, hasGone, isEmpty, removeUnavailable, dropRemoved } = usePricedCart();
  const checkout = useCheckout({ onDone: onClose });
  const { closed, later } = useOrderingClosed();
  // Closed now: ordering stays possible for a later slot (chosen at checkout) while one is free.
  const blocked = !!closed && !later;

  return (
    <>
      <Drawer.Body>
        {isEmpty ? (
          <EmptyState.Root size="sm">
            <EmptyState.Content>
              <EmptyState.Indicator>
                <LuShoppingCart />
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
          >
            {lines.map((line) => (
              <CartLine key={line.id} item={line} onDrop={() => dropRemoved(line)} onLeave={onClose} />
            ))}
          </Box>
        )}
      </Drawer.Body>
      <Drawer.Footer flexDirection="column" alignItems="stretch" gap="3" borderTopWidth="1px">
        <HStack justify="space-between" fontSize="lg" fontWeight="bold">
          <Text id={totalId}>{t('total')}</Text>
          <Amount role="group" aria-labelledby={totalId} value={total} />
        </HStack>
        {hasUnavailable && !hasGone && (
          <Alert.Root status="warning">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>{t('changedChoicesNote')}</Alert.Title>
            </Alert.Content>
          </Alert.Root>
        )}
        {hasGone && (
          <Alert.Root status="warning">
            <Alert.Indicator />
            <Alert.Content gap="2">
              <Alert.Title>
                {lines.some((l) => l.soldOut) ? t('soldOutNote') : t('unavailableNote')}
              </Alert.Title>
              <Button size="xs" variant="outline" alignSelf="start" onClick={removeUnavailable}>
                {t('removeUnavailable')}
              </Button>
            </Alert.Content>
          </Alert.Root>
        )}
        {closed && (
          <Alert.Root status="warning">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>{closed}</Alert.Title>
              {later && <Alert.Description>{t('closedOrderLater')}</Alert.Description>}
            </Alert.Content>
          </Alert.Root>
        )}
        <HStack gap="3">
          <Button
            flex="1"
            disabled={blocked || hasUnavailable}
            variant="outline"
            colorPalette="orange"
            onClick={() => checkout('onSite')}
          >
            {t('eatOnSite')}
          </Button>
          <Button
            flex="1"
            colorPalette="orange"
            disabled={blocked || hasUnavailable}
            onClick={() => checkout('delivery')}
          >
            {t('deliverMe')}
          </Button>
        </HStack>
      </Drawer.Footer>
    </>
  );
}

/**
 * Outside opening hours (GET /api/settings openNow false): the text saying when ordering opens again (else null),
 * and whether a later slot is free (GET /api/slots, read only while closed).
 */
function useOrderingClosed(): { closed: string | null; later: boolean } {
  const { t, i18n } = useTranslation('cart');
  const settings = useQuery(settingsQueries.get());
  const answer = settings.data as Partial<SettingsAnswer> | undefined;
  const isClosed = answer?.openNow === false;
  const slots = useQuery({ ...slotQueries.list(), enabled: isClosed });
  const later = !!slots.data?.slots.some((s) => !s.full);
  return { closed: isClosed ? closedText(answer, t, i18n.resolvedLanguage) : null, later };
}

function closedText(
  answer: Partial<SettingsAnswer> | undefined,
  t: TFunction<'cart'>,
  lng: string | undefined,
): string {
  if (!answer?.nextOpening) return t('closed');
  const when = new Intl.DateTimeFormat(dateLocale(lng), {
    weekday: 'long',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: SHOP_TIME_ZONE,
  }).format(new Date(answer.nextOpening));
  return t('closedUntil', { when });
}
