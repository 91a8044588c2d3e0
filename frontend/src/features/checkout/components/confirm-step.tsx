import { Alert, Button, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import type { OrderType, UserView } from '@shop/contracts/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { districtQueries, settingsQueries } from '@/api/catalogue';
import { userQueries } from '@/api/users';
import { ChangedChoices } from '@/components/cart/changed-choices';
import { InlineAlert } from '@/components/ui/inline-alert';
import { errorText } from '@/lib/errors';
import { usePricedCart } from '@/hooks/use-priced-cart';
import type { CartLine } from '@/stores/cart';
import { useCheckoutOrder } from '../api/use-checkout-order';
import { confirmationTotals, type DeliveryValues } from '../checkout-form';
import { useConfirmOrder } from '../hooks/use-confirm-order';
import { ConfirmDelivery } from './confirm-delivery';
import { ConfirmLines } from './confirm-lines';
import { ConfirmTotals } from './confirm-totals';
import { PointsSection } from './points-section';
import { PromoSection } from './promo-section';
import { SlotSection, type SlotChoice } from './slot-section';

const NO_LINES: CartLine[] = [];

/** Step (b): the order as the server priced it, delivery, payment, bonus points, promo code, totals; submit. */
export function ConfirmStep({
  type,
  user,
  delivery,
  onBack,
  onPlaced,
}: {
  type: OrderType;
  user: UserView;
  delivery?: DeliveryValues;
  onBack: () => void;
  onPlaced: () => void;
}) {
  const { t, i18n } = useTranslation('checkout');
  const lng = i18n.resolvedLanguage;
  const cart = usePricedCart();
  // Started once every product is known and all can be ordered (the server would refuse the others: 409).
  const orderable = !cart.pending && !cart.hasUnavailable;
  const { orderId, error: startError, retry } = useCheckoutOrder(type, orderable ? cart.items : NO_LINES);
  const districts = useQuery({ ...districtQueries.list(), enabled: type === 'delivery' });
  // The balance rides on the current-user query, which a 'users' change message refetches when it moves.
  const balance = useQuery(userQueries.me(user._id)).data?.points;
  // Closed now (GET /api/settings openNow false): only a slot inside the opening hours can be ordered.
  const closed =
    (useQuery(settingsQueries.get()).data as { openNow?: boolean } | undefined)?.openNow === false;
  const [when, setWhen] = useState<SlotChoice>({ mode: 'asap', slot: null });
  const choice: SlotChoice = closed && when.mode === 'asap' ? { mode: 'later', slot: null } : when;
  const slot = choice.mode === 'later' ? choice.slot : null;
  const { promo, points, submit } = useConfirmOrder({
    orderId,
    type,
    user,
    delivery,
    slot,
    balance,
    onPlaced,
    emptyCart: cart.emptyCart,
  });
  // The order read model only knows placed orders: the lines are priced like the server does and like the cart
  // (lib/cart-pricing), from the catalogue's current final prices; PlaceOrder answers the final totals.
  const lines = cart.lines.map((l) => ({ ...l, price: l.listPrice }));

  const district = districts.data?.find((d) => d._id === delivery?.districtId);
  const totals = confirmationTotals({
    lines,
    promoPercentage: promo.applied?.percentage ?? null,
    points: points.spent,
    deliveryPrice: type === 'delivery' ? (district?.price ?? 0) : 0,
  });

  if (cart.hasUnavailable)
    return (
      <Stack gap="4">
        {cart.hasGone && (
          <Alert.Root status="warning">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>{t('unavailable_lines')}</Alert.Title>
            </Alert.Content>
            <Button size="sm" variant="outline" onClick={cart.removeUnavailable}>
              {t('remove_unavailable')}
            </Button>
          </Alert.Root>
        )}
        {/* Lines whose choices changed keep their product: each says what went and how to go on. */}
        {cart.lines.some((l) => l.unavailableReason) && (
          <Alert.Root status="warning">
            <Alert.Indicator />
            <Alert.Content gap="3">
              <Alert.Title>{t('changed_choices_lines')}</Alert.Title>
              <Stack as="ul" listStyleType="none" m="0" p="0" gap="3">
                {cart.lines
                  .filter((l) => l.unavailableReason)
                  .map((l) => (
                    <Stack as="li" key={l.id} gap="1">
                      <Text fontWeight="semibold">
                        <bdi>{l.name ?? l.id}</bdi>
                      </Text>
                      <ChangedChoices line={l} onDrop={() => cart.dropRemoved(l)} />
                    </Stack>
                  ))}
              </Stack>
            </Alert.Content>
          </Alert.Root>
        )}
      </Stack>
    );
  if (startError)
    return (
      <Alert.Root status="error">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{errorText(startError, lng)}</Alert.Title>
        </Alert.Content>
        <Button size="sm" variant="outline" onClick={retry}>
          {t('retry')}
        </Button>
      </Alert.Root>
    );

  return (
    <Stack gap="6">
      <ConfirmLines lines={lines} />
      <ConfirmDelivery type={type} delivery={delivery} districtName={district?.name} onBack={onBack} />
      <SlotSection choice={choice} onChange={setWhen} closed={closed} />
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="6">
        <PointsSection points={points} balance={balance} ready={!!orderId} />
        <PromoSection promo={promo} ready={!!orderId} />
      </SimpleGrid>
      <ConfirmTotals type={type} totals={totals} />

      {submit.error && <InlineAlert status="error">{submit.error}</InlineAlert>}
      {startError === undefined && !orderId && (
        <Text fontSize="sm" color="fg.muted">
          {t('confirm.preparing')}
        </Text>
      )}
      <HStack gap="3" justify="space-between" wrap="wrap">
        <Button variant="outline" onClick={onBack} disabled={submit.busy}>
          {t('back')}
        </Button>
        <Button
          colorPalette="brand"
          size="lg"
          onClick={submit.run}
          loading={submit.busy}
          disabled={!orderId || (choice.mode === 'later' && !slot)}
        >
          {t('submit')}
        </Button>
      </HStack>
    </Stack>
  );
}
