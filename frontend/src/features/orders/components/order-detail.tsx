import {
  Alert,
  Badge,
  Box,
  Button,
  Card,
  Heading,
  HStack,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import {
  cancelReasons,
  cartLineId,
  leftKitchenSteps,
  personName,
  chosenOf,
  pickLanguage,
  textIn,
  type CancelReason,
  type OrderStep,
  type OrderView,
} from '@shop/contracts/core';
import { lazy, Suspense, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LuHistory, LuPencil, LuPrinter } from 'react-icons/lu';
import { Link as RouterLink, Navigate } from 'react-router';
import { orderQueries } from '@/api/orders';
import { OrderLinesTable } from '@/components/orders/order-lines-table';
import { OrderTotals, TotalRow } from '@/components/orders/order-summary';
import { Amount } from '@/components/ui/amount';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ErrorMessage } from '@/components/ui/error-message';
import { PageTitle } from '@/components/ui/page-title';
import { SectionCard } from '@/components/ui/section-card';
import { SectionSpinner } from '@/components/ui/spinner-overlay';
import { toaster } from '@/components/ui/toaster';
import { ApiError } from '@/lib/api-client';
import { formatSlot, formatSlotTime } from '@/lib/format';
import { errorText } from '@/lib/errors';
import { customerMayCancel, latestConfirmedName, staffMayCancel, stepLabel } from '@/lib/order-steps';
import { useOrderAlerts, orderAlerts } from '@/stores/order-alerts';
import { DateTime } from '@/components/ui/date-time';
import { useCancelOrder, useConfirmStep } from '../api/commands';
import { clientName, footerFacts, stepChanged } from '../order-view';
import { StepTracker } from './step-tracker';
import { OrderAgain } from './order-again';
import { OrderRating } from './order-rating';
import { StatusBadge } from './status-badge';
import { CallPanel, PhoneTrustCard } from './trust-panels';
import { oneOf } from '@/lib/form-errors';

/** A cancellation's reason as the server sends it (a string): named when it is one of ours. */
const isCancelReason = oneOf(cancelReasons);

// Web Push opt-in: its own chunk, loaded on the customer's order page only.
const PushOptIn = lazy(() => import('./push-opt-in').then((m) => ({ default: m.PushOptIn })));

/**
 * Order detail of spec §2 for the customer (/myAccount/myOrders/{id}) and staff (/dashboard/orders/{id}): follows
 * the order live (the /ws messages invalidate ['orders']); 404 → /notFound; other failures retried 6 times.
 */
/** `extra`: what the route adds under the order once it is shown (the delivery's card, docs/riders.md). */
export function OrderDetail({
  orderId,
  staff = false,
  extra,
}: {
  orderId: string;
  staff?: boolean;
  extra?: ReactNode;
}) {
  const { t } = useTranslation('orders');
  const order = useQuery(orderQueries.detail(orderId));
  const backTo = staff ? '/dashboard/orders' : '/myAccount/myOrders';

  if (order.error instanceof ApiError && order.error.status === 404)
    return <Navigate to="/notFound" replace />;
  return (
    <PageTitle title={t('detail.title')} backTo={backTo} backLabel={t('detail.back')}>
      {order.isPending && <SectionSpinner />}
      {order.isError && !order.data && (
        <ErrorMessage error={order.error} onRetry={() => void order.refetch()} />
      )}
      {order.data && (
        <OrderDetailBody order={order.data} staff={staff} refetch={() => void order.refetch()} />
      )}
      {order.data && extra}
      {order.data && !staff && (
        <Suspense fallback={null}>
          <PushOptIn />
        </Suspense>
      )}
    </PageTitle>
  );
}

function OrderDetailBody({
  order,
  staff,
  refetch,
}: {
  order: OrderView;
  staff: boolean;
  refetch: () => void;
}) {
  const { t, i18n } = useTranslation('orders');
  const lng = i18n.resolvedLanguage;
  const language = pickLanguage(lng);
  const confirm = useConfirmStep();
  const cancel = useCancelOrder();
  const [confirmingCancel, setConfirmingCancel] = useState(false);
  const [reason, setReason] = useState<CancelReason>('other');
  const [notification, setNotification] = useState<string>();
  const { notifications } = useOrderAlerts();

  // 'Command {step}' when the latest confirmed step changes while the page is open (spec §4).
  const latest = order.cancelled ? 'cancelled' : latestConfirmedName(order.states);
  const previous = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (stepChanged(previous.current, latest) && latest)
      setNotification(latest === 'cancelled' ? t('status.cancelled') : stepLabel(latest, lng));
    previous.current = latest;
  }, [latest, lng, t]);

  const onError = (error: unknown) => toaster.create({ type: 'error', title: errorText(error, lng) });

  const onStep = (step: string) =>
    confirm.mutate({ orderId: order._id, state: step as OrderStep }, { onError, onSettled: refetch });
  const busyStep = confirm.isPending ? confirm.variables.state : undefined;

  // Runs once the in-app confirmation dialog is confirmed (like every other confirmation of the shop).
  const onCancel = () =>
    cancel.mutate(
      { orderId: order._id, reason: staff ? reason : 'customer' },
      {
        onSuccess: () => toaster.create({ type: 'success', title: t('detail.cancelled_toast') }),
        onError,
        onSettled: () => {
          setConfirmingCancel(false);
          refetch();
        },
      },
    );
  const cancelling = cancel.isPending;

  const facts = footerFacts(order);
  const mayCancel = staff ? staffMayCancel(order) : customerMayCancel(order);
  const yesNo = (v: boolean) => (v ? t('yes') : t('no'));

  return (
    <Stack gap="6">
      <HStack justify="space-between" wrap="wrap" gap="3">
        <HStack gap="3">
          <Heading as="h2" size="lg">
            {t('detail.number')} <bdi dir="ltr">#{order.orderID}</bdi>
          </Heading>
          <StatusBadge status={order.status} />
          <Badge variant="outline">{t(`type.${order.type}`)}</Badge>
          {order.channel && order.channel !== 'online' && (
            <Badge colorPalette="blue">
              {t(`channel.${order.channel}`)}
              {staff &&
                order.takenBy?.name &&
                ` · ${t('detail.taken_by', { name: personName(order.takenBy.name) })}`}
            </Badge>
          )}
        </HStack>
        {staff ? (
          <HStack gap="2">
            {/* Staff amend an order until it leaves the kitchen (docs/phone-and-trust.md). */}
            {!order.cancelled && !(leftKitchenSteps as readonly string[]).includes(order.status) && (
              <Button asChild size="sm" variant="outline">
                <RouterLink to={`/dashboard/orders/${encodeURIComponent(order._id)}/amend`}>
                  <LuPencil aria-hidden /> {t('detail.amend')}
                </RouterLink>
              </Button>
            )}
            <Button asChild size="sm" variant="outline">
              <RouterLink to={`/dashboard/orders/${encodeURIComponent(order._id)}/history`}>
                <LuHistory aria-hidden /> {t('detail.history')}
              </RouterLink>
            </Button>
            <Button asChild size="sm" variant="outline">
              <RouterLink to={`/dashboard/orders/${encodeURIComponent(order._id)}/ticket`}>
                <LuPrinter aria-hidden /> {t('detail.ticket')}
              </RouterLink>
            </Button>
          </HStack>
        ) : (
          notifications > 0 && (
            <Badge
              colorPalette="brand"
              onClick={() => orderAlerts.getState().resetNotifications()}
              cursor="pointer"
            >
              {t('notifications')} <span>{notifications}</span>
            </Badge>
          )
        )}
      </HStack>

      {notification && (
        <Alert.Root status="info">
          <Alert.Indicator />
          <Alert.Title>{t('notification', { step: notification })}</Alert.Title>
        </Alert.Root>
      )}
      {order.amended && (
        <Alert.Root status="info">
          <Alert.Indicator />
          <Alert.Title>
            <bdi>{t('detail.amended', { reason: order.amended.reason })}</bdi>
          </Alert.Title>
        </Alert.Root>
      )}
      {staff && <CallPanel order={order} />}
      {order.cancelled && (
        <Alert.Root status="warning">
          <Alert.Indicator />
          <Alert.Title>
            {t('detail.cancelled', {
              reason: isCancelReason(order.cancelled.reason)
                ? t(`reasons.${order.cancelled.reason}`)
                : order.cancelled.reason,
            })}
          </Alert.Title>
        </Alert.Root>
      )}

      <Card.Root variant="outline">
        <Card.Body>
          {staff && !order.cancelled && (
            <Text fontSize="sm" color="fg.muted" mb="2">
              {t('detail.click_step')}
            </Text>
          )}
          <StepTracker order={order} onStep={staff ? onStep : undefined} busyStep={busyStep} />
        </Card.Body>
      </Card.Root>

      {staff && order.phone_number && <PhoneTrustCard phone={order.phone_number} />}
      <SectionCard as="h3" title={t('detail.coordinates')}>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="2" fontSize="sm">
          {/* Customer-typed text (often Latin in an Arabic page): isolated, its own direction from its content. */}
          <Fact label={t('detail.recipient')}>
            <bdi>{clientName(order, t('deleted_customer'))}</bdi>
          </Fact>
          <Fact label={t('detail.phone')}>
            <bdi dir="ltr">{order.phone_number ?? '—'}</bdi>
          </Fact>
          {order.type === 'delivery' && (
            <Fact label={t('detail.district')}>
              <bdi>
                {order.quartier === null
                  ? '—'
                  : textIn(
                      { name: order.quartier, translations: order.quartierTranslations },
                      'name',
                      language,
                    )}
              </bdi>
            </Fact>
          )}
          {order.type === 'delivery' && (
            <Fact label={t('detail.address')}>
              <bdi>{order.address ?? '—'}</bdi>
            </Fact>
          )}
          <Fact label={t('detail.comment')}>
            <bdi>{order.comment || '—'}</bdi>
          </Fact>
          <Fact label={t('detail.date')}>
            <DateTime iso={order.date} lng={lng} />
          </Fact>
          <Fact label={t('detail.slot')}>
            <bdi>{order.slot ? formatSlot(order.slot, lng) : t('detail.asap')}</bdi>
          </Fact>
          {order.promisedAt && (
            <Fact label={t('detail.promised')}>
              <bdi dir="ltr">{formatSlotTime(order.promisedAt, lng)}</bdi>
            </Fact>
          )}
        </SimpleGrid>
      </SectionCard>

      <Box overflowX="auto" borderWidth="1px" borderRadius="md">
        <OrderLinesTable
          lines={order.description.map(({ _id, product, options, ...prices }) => ({
            id: cartLineId(_id, chosenOf(options)),
            ...product,
            // The names the order kept in the reader's language, French where it kept none.
            name: textIn(product, 'name', language),
            options,
            ...prices,
          }))}
        />
      </Box>

      <Card.Root variant="subtle">
        <Card.Body>
          <OrderTotals toPayLabel={t('detail.to_pay')} total={order.total_price_with_liv} fontSize="sm">
            <TotalRow label={t('detail.points_used')}>
              <Text>
                {yesNo(facts.pointsUsed)}
                {facts.pointsUsed && order.points > 0 && (
                  <>
                    {' '}
                    (<bdi dir="ltr">−{order.points}</bdi>)
                  </>
                )}
              </Text>
            </TotalRow>
            <TotalRow label={t('detail.promo_applied')}>
              <Text>
                {yesNo(facts.promoApplied)}
                {facts.promoApplied && (
                  <>
                    {' '}
                    (
                    <bdi dir="ltr">
                      {order.promo_code} −{order.promo_code_pourcentage ?? 0}%
                    </bdi>
                    )
                  </>
                )}
              </Text>
            </TotalRow>
            {order.type === 'delivery' && (
              <TotalRow label={t('detail.delivery_price')}>
                <Amount value={order.liv_price} />
              </TotalRow>
            )}
          </OrderTotals>
        </Card.Body>
      </Card.Root>

      <OrderRating order={order} staff={staff} />
      {!staff && <OrderAgain order={order} />}

      {mayCancel && (
        <HStack gap="3" wrap="wrap">
          {staff && (
            <NativeSelect.Root size="sm" maxW="xs">
              <NativeSelect.Field
                value={reason}
                onChange={(e) => setReason(e.target.value as CancelReason)}
                aria-label={t('detail.cancel_reason')}
              >
                {cancelReasons.map((r) => (
                  <option key={r} value={r}>
                    {t(`reasons.${r}`)}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          )}
          <Button
            colorPalette="red"
            variant="outline"
            onClick={() => setConfirmingCancel(true)}
            loading={cancelling}
          >
            {t('detail.cancel')}
          </Button>
        </HStack>
      )}
      <ConfirmDialog
        open={confirmingCancel}
        title={t('detail.cancel')}
        text={t('detail.cancel_confirm')}
        cancelLabel={t('detail.cancel_keep')}
        confirmLabel={t('detail.cancel_yes')}
        onCancel={() => setConfirmingCancel(false)}
        onConfirm={onCancel}
        loading={cancelling}
      />
    </Stack>
  );
}

/** A label and its value; the value is a group named by the label (what a screen reader and a test find). */
function Fact({ label, children }: { label: string; children: ReactNode }) {
  const id = useId();
  return (
    <HStack gap="2" align="start">
      <Text id={id} color="fg.muted" minW="28">
        {label}
      </Text>
      <Text role="group" aria-labelledby={id} fontWeight="medium">
        {children}
      </Text>
    </HStack>
  );
}
