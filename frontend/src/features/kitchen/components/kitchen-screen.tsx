import { Alert, Badge, Box, Button, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import {
  acceptedAt,
  kitchenTime,
  kitchenTimerLevel,
  nextKitchenStep,
  pickLanguage,
  textIn,
  UNDO_WINDOW_SECONDS,
  type KitchenStep,
  type OrderView,
} from '@shop/contracts/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuUndo2, LuVolume2 } from 'react-icons/lu';
import { useOptionsText } from '@/components/orders/chosen-options';
import { ErrorMessage } from '@/components/ui/error-message';
import { PageTitle } from '@/components/ui/page-title';
import { SectionSpinner } from '@/components/ui/spinner-overlay';
import { toaster } from '@/components/ui/toaster';
import { errorText } from '@/lib/errors';
import { formatSlotTime } from '@/lib/format';
import {
  enableOrderSound,
  orderAlerts,
  playNewOrderBeep,
  prepareOrderSound,
  useOrderAlerts,
} from '@/stores/order-alerts';
import { kitchenQuery, useKitchenTap, useUndoKitchenStep } from '../api/kitchen';
import { useNow } from '../hooks/use-now';

/** The kitchen's last tap, which can be undone for UNDO_WINDOW_SECONDS. */
type LastTap = { orderId: string; number: number; step: KitchenStep; tappedAt: number };

const levelColour = { ok: 'green', amber: 'orange', red: 'red' } as const;

/**
 * /dashboard/kitchen (staff, a tablet on the wall; docs/kitchen.md "Kitchen screen and ready board"): the accepted
 * and preparing orders as cards, soonest promised first, each with its lines, options, the customer's comment and a
 * timer since it was accepted (amber at KITCHEN_AMBER_MINUTES, red at KITCHEN_RED_MINUTES). A tap moves the card on
 * (preparing, then ready or ready for the rider); the last tap can be undone for UNDO_WINDOW_SECONDS. Live over
 * /ws (every order message refreshes the cards); a card new on the screen chimes (the orders screen's sound).
 */
export function KitchenScreen() {
  const { t, i18n } = useTranslation(['kitchen', 'orders']);
  const lng = i18n.resolvedLanguage;
  const cards = useQuery(kitchenQuery());
  const tap = useKitchenTap();
  const undo = useUndoKitchenStep();
  const [last, setLast] = useState<LastTap | null>(null);
  const now = useNow(1_000);
  const { muted, sound } = useOrderAlerts();
  useNewCardChime(cards.data);

  const onTap = (order: OrderView) => {
    const step = nextKitchenStep(order);
    if (!step || tap.isPending) return;
    tap.mutate(
      { orderId: order._id, step },
      {
        onSuccess: () => setLast({ orderId: order._id, number: order.orderID, step, tappedAt: Date.now() }),
        onError: (error) => toaster.create({ type: 'error', title: errorText(error, lng) }),
      },
    );
  };
  const undoLeft = last ? Math.ceil(UNDO_WINDOW_SECONDS - (now - last.tappedAt) / 1000) : 0;
  const onUndo = () => {
    if (!last) return;
    undo.mutate(
      { orderId: last.orderId, step: last.step },
      {
        onSuccess: () => {
          toaster.create({ type: 'info', title: t('undone', { number: last.number }) });
          setLast(null);
        },
        onError: (error) => {
          toaster.create({ type: 'error', title: errorText(error, lng) });
          setLast(null);
        },
      },
    );
  };

  return (
    <PageTitle title={t('title')}>
      <Stack gap="4" pb="24">
        {!muted && sound === 'blocked' && (
          <Alert.Root status="warning" alignItems="center">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>{t('orders:staff.sound_blocked')}</Alert.Title>
            </Alert.Content>
            <Button size="sm" colorPalette="brand" onClick={enableOrderSound}>
              <LuVolume2 /> {t('orders:staff.sound_enable')}
            </Button>
          </Alert.Root>
        )}
        {cards.isPending && <SectionSpinner />}
        {cards.isError && <ErrorMessage error={cards.error} onRetry={() => void cards.refetch()} />}
        {cards.data && cards.data.length === 0 && <Text color="fg.muted">{t('empty')}</Text>}
        {cards.data && cards.data.length > 0 && (
          <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2, xl: 3 }} gap="4">
            {cards.data.map((order) => (
              <KitchenCard
                key={order._id}
                order={order}
                now={now}
                onTap={() => onTap(order)}
                busy={tap.isPending}
              />
            ))}
          </SimpleGrid>
        )}
      </Stack>
      {last && undoLeft > 0 && (
        <HStack
          role="status"
          position="fixed"
          insetInline="4"
          bottom="4"
          zIndex="docked"
          justify="space-between"
          gap="3"
          bg="gray.900"
          color="white"
          borderRadius="md"
          px="4"
          py="3"
          shadow="lg"
        >
          <Text fontWeight="semibold">{t(`done.${last.step}`, { number: last.number })}</Text>
          <Button
            size="lg"
            colorPalette="yellow"
            onClick={onUndo}
            loading={undo.isPending}
            aria-label={t('undo_label', { number: last.number })}
          >
            <LuUndo2 /> {t('undo')} ({undoLeft} s)
          </Button>
        </HStack>
      )}
    </PageTitle>
  );
}

function KitchenCard({
  order,
  now,
  onTap,
  busy,
}: {
  order: OrderView;
  now: number;
  onTap: () => void;
  busy: boolean;
}) {
  const { t, i18n } = useTranslation('kitchen');
  const lng = i18n.resolvedLanguage;
  const language = pickLanguage(lng);
  const optionsText = useOptionsText();
  const step = nextKitchenStep(order);
  const accepted = acceptedAt(order);
  const minutes = accepted ? Math.max(0, Math.floor((now - Date.parse(accepted)) / 60_000)) : 0;
  const level = kitchenTimerLevel(minutes);
  const promised = (order as OrderView & { promisedAt?: string | null }).promisedAt;
  const headingId = `kitchen-card-${order._id}`;
  return (
    <Box
      as="li"
      aria-labelledby={headingId}
      data-level={level}
      borderWidth="3px"
      borderColor={`${levelColour[level]}.500`}
      borderRadius="lg"
      p="4"
      cursor={step ? 'pointer' : undefined}
      onClick={step ? onTap : undefined}
    >
      <Stack gap="3">
        <HStack justify="space-between" wrap="wrap" gap="2">
          <Text id={headingId} as="h2" fontSize="2xl" fontWeight="bold">
            {t('number', { number: order.orderID })}
          </Text>
          <Badge size="lg" colorPalette={order.type === 'delivery' ? 'blue' : 'purple'}>
            {t(`type.${order.type}`)}
          </Badge>
        </HStack>
        <HStack justify="space-between" wrap="wrap" gap="2" fontSize="sm">
          <Text>
            {promised
              ? t('promised', { time: formatSlotTime(promised, lng) })
              : t('placed', { time: formatSlotTime(kitchenTime(order), lng) })}
          </Text>
          <Badge size="lg" colorPalette={levelColour[level]} variant="solid">
            {t('since_accepted', { minutes })} · {t(`timer.${level}`)}
          </Badge>
        </HStack>
        <Text fontWeight="semibold">
          {order.status === 'accepted' ? t('status.accepted') : t('status.preparing')}
        </Text>
        <Stack as="ul" listStyleType="none" gap="1" fontSize="lg">
          {order.description.map((line, i) => {
            const options = optionsText(line.options);
            return (
              <li key={`${line._id}-${i}`}>
                <Text as="span" fontWeight="bold">
                  {line.quantity} ×{' '}
                </Text>
                <bdi>{textIn(line.product, 'name', language)}</bdi>
                {options && (
                  <Text fontSize="md" color="fg.muted">
                    <bdi>{options}</bdi>
                  </Text>
                )}
              </li>
            );
          })}
        </Stack>
        {order.comment && (
          <Text bg="yellow.100" color="gray.900" p="2" borderRadius="md">
            {t('comment', { comment: order.comment })}
          </Text>
        )}
        {step && (
          <Button
            size="xl"
            colorPalette="brand"
            disabled={busy}
            aria-label={t('tap_label', { number: order.orderID, action: t(`next.${step}`) })}
            onClick={(e) => {
              e.stopPropagation();
              onTap();
            }}
          >
            {t(`next.${step}`)}
          </Button>
        )}
      </Stack>
    </Box>
  );
}

/** A card new on the screen (an order just accepted) chimes, unless the sound is muted; the first load does not. */
function useNewCardChime(cards: readonly OrderView[] | undefined) {
  const seen = useRef<Set<string> | null>(null);
  useEffect(() => prepareOrderSound(), []);
  useEffect(() => {
    if (!cards) return;
    const ids = new Set(cards.map((c) => c._id));
    const before = seen.current;
    seen.current = ids;
    if (!before) return;
    const arrived = [...ids].some((id) => !before.has(id));
    if (arrived && !orderAlerts.getState().muted) playNewOrderBeep();
  }, [cards]);
}
