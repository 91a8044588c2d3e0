import { Alert, Button, HStack, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { DELIVERY_CODE_TRIES, personName } from '@shop/contracts/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { orderQueries } from '@/api/orders';
import { SectionCard } from '@/components/ui/section-card';
import { toaster } from '@/components/ui/toaster';
import { errorText } from '@/lib/errors';
import { deliveryQueries, useAssignRider, useConfirmByHand } from '../api/delivery';

/** The steps from which staff may give a delivery order to a rider ("accepted" on, until delivered). */
const assignable = new Set(['accepted', 'preparing', 'out_for_delivery']);

/**
 * The staff order screen's delivery card (docs/riders.md): who carries the order, assign or reassign it to a rider
 * on shift (each with their load), a failed delivery's reason, the wrong codes, and the hand confirmation.
 */
export function DeliveryPanel({ orderId }: { orderId: string }) {
  const { t, i18n } = useTranslation('delivery');
  const lng = i18n.resolvedLanguage;
  const order = useQuery(orderQueries.detail(orderId)).data;
  const delivery = useQuery(deliveryQueries.delivery(orderId));
  const riders = useQuery(deliveryQueries.dispatch());
  const assign = useAssignRider();
  const byHand = useConfirmByHand();
  const [riderId, setRiderId] = useState('');
  if (!order || order.type !== 'delivery') return null;
  const current = delivery.data?.rider ?? null;
  const canAssign = assignable.has(order.status);
  const onError = (error: unknown) => toaster.create({ type: 'error', title: errorText(error, lng) });
  const onAssign = () => {
    if (!riderId) return;
    assign.mutate(
      { orderId: order._id, riderId },
      {
        onSuccess: () => {
          toaster.create({ type: 'success', title: t('staff.assigned') });
          setRiderId('');
        },
        onError,
      },
    );
  };
  return (
    <SectionCard as="h3" title={t('staff.title')}>
      <Stack gap="3">
        <Text role="status">
          {current ? t('staff.carried_by', { name: personName(current.name) }) : t('staff.no_rider')}
        </Text>
        {delivery.data?.failed && (
          <Alert.Root status="warning">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>
                {t('staff.failed', { reason: t(`reasons.${delivery.data.failed.reason}`) })}
              </Alert.Title>
              {delivery.data.failed.comment && (
                <Alert.Description>{delivery.data.failed.comment}</Alert.Description>
              )}
            </Alert.Content>
          </Alert.Root>
        )}
        {canAssign && (
          <HStack gap="2" flexWrap="wrap">
            <NativeSelect.Root size="sm" maxW="sm">
              <NativeSelect.Field
                aria-label={t('staff.rider')}
                value={riderId}
                onChange={(e) => setRiderId(e.currentTarget.value)}
              >
                <option value="">{t('staff.choose')}</option>
                {(riders.data ?? []).map((r) => (
                  <option key={r.riderId} value={r.riderId} disabled={!r.onShift}>
                    {t(r.onShift ? 'staff.rider_option' : 'staff.rider_off', {
                      name: personName(r.name),
                      count: r.load,
                    })}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            <Button
              size="sm"
              colorPalette="brand"
              onClick={onAssign}
              disabled={!riderId}
              loading={assign.isPending}
            >
              {current ? t('staff.reassign') : t('staff.assign')}
            </Button>
          </HStack>
        )}
        {delivery.data && delivery.data.tries > 0 && (
          <Text color={delivery.data.locked ? 'red.fg' : 'fg.muted'}>
            {delivery.data.locked
              ? t('staff.locked', { count: DELIVERY_CODE_TRIES })
              : t('staff.tries', { count: delivery.data.tries })}
          </Text>
        )}
        {delivery.data?.pickedUp && order.status === 'out_for_delivery' && (
          <Button
            alignSelf="start"
            size="sm"
            variant="outline"
            onClick={() => byHand.mutate(order._id, { onError })}
            loading={byHand.isPending}
          >
            {t('staff.by_hand')}
          </Button>
        )}
      </Stack>
    </SectionCard>
  );
}

/** The live list's strip: each rider with their current load (those on shift first). */
export function RiderLoads() {
  const { t } = useTranslation('delivery');
  const riders = useQuery(deliveryQueries.dispatch());
  if (!riders.data || riders.data.length === 0) return null;
  return (
    <HStack as="ul" aria-label={t('staff.loads')} listStyleType="none" gap="2" flexWrap="wrap" mb="4">
      {riders.data.map((r) => (
        <Text
          as="li"
          key={r.riderId}
          px="3"
          py="1"
          borderRadius="full"
          borderWidth="1px"
          color={r.onShift ? undefined : 'fg.muted'}
        >
          {t(r.onShift ? 'staff.load' : 'staff.load_off', { name: personName(r.name), count: r.load })}
        </Text>
      ))}
    </HStack>
  );
}
