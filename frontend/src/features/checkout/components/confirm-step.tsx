import {
  Alert,
  Box,
  Button,
  Field,
  HStack,
  Image,
  Input,
  SimpleGrid,
  Stack,
  Switch,
  Table,
  Text,
} from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { portionText, type OrderType, type UserView } from '@shop/contracts';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { districtQueries } from '@/api/catalogue';
import { orderQueries } from '@/api/orders';
import { userQueries } from '@/api/users';
import { LinePriceCells, OrderTotals, TotalRow } from '@/components/orders/order-summary';
import { Amount } from '@/components/ui/amount';
import { InlineAlert } from '@/components/ui/inline-alert';
import { SectionCard } from '@/components/ui/section-card';
import { toaster } from '@/components/ui/toaster';
import { errorText } from '@/lib/errors';
import { usePricedCart } from '@/hooks/use-priced-cart';
import type { CartLine } from '@/stores/cart';
import { applyPromo, placeOrder, removePromo, spendBonusPoints, startCheckout } from '../api/checkout';
import {
  cartLines,
  checkoutSignature,
  confirmationTotals,
  newIdempotencyKey,
  pointsInputError,
  promoFeedbackOf,
  toDeliveryBody,
  type DeliveryValues,
  type PromoFeedback,
} from '../checkout-form';

const NO_LINES: CartLine[] = [];

/** Starts one checkout per (type, lines); StrictMode's double effects and re-renders reuse the same start. */
function useCheckoutOrder(type: OrderType, items: CartLine[]) {
  const lines = cartLines(items);
  const signature = checkoutSignature(type, lines);
  const starts = useRef(new Map<string, Promise<string>>());
  const [attempt, setAttempt] = useState(0);
  const [result, setResult] = useState<{ signature: string; orderId?: string; error?: unknown }>();
  useEffect(() => {
    if (lines.length === 0) return; // the cart was just emptied by the placement: nothing to start
    let active = true;
    let start = starts.current.get(signature);
    if (!start) {
      start = startCheckout({ type, lines });
      starts.current.set(signature, start);
      start.catch(() => starts.current.delete(signature));
    }
    start.then(
      (orderId) => active && setResult({ signature, orderId }),
      (error: unknown) => active && setResult({ signature, error }),
    );
    return () => {
      active = false;
    };
    // `lines` is described by `signature`.
  }, [signature, attempt]);
  const current = result?.signature === signature ? result : undefined;
  return { orderId: current?.orderId, error: current?.error, retry: () => setAttempt((a) => a + 1) };
}

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
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const cart = usePricedCart();
  // Started once every product is known and all can be ordered (the server would refuse the others: 409).
  const orderable = !cart.pending && !cart.hasUnavailable;
  const { orderId, error: startError, retry } = useCheckoutOrder(type, orderable ? cart.items : NO_LINES);
  const districts = useQuery({ ...districtQueries.list(), enabled: type === 'delivery' });
  // The balance rides on the current-user query, which a 'users' change message refetches when it moves.
  const balance = useQuery(userQueries.me(user._id)).data?.points;
  // The order read model only knows placed orders: the lines are priced like the server does and like the cart
  // (lib/cart-pricing), from the catalogue's current final prices; PlaceOrder answers the final totals.
  const lines = cart.lines.map((l) => ({ ...l, price: l.listPrice }));

  const [promo, setPromo] = useState<{ code: string; percentage: number } | null>(null);
  const [promoInput, setPromoInput] = useState('');
  const [promoFeedback, setPromoFeedback] = useState<PromoFeedback>();
  const [promoBusy, setPromoBusy] = useState(false);
  const [usePoints, setUsePoints] = useState(false);
  const [pointsInput, setPointsInput] = useState('');
  const [points, setPoints] = useState(0);
  const [pointsError, setPointsError] = useState<string>();
  const [pointsBusy, setPointsBusy] = useState(false);
  const [submitError, setSubmitError] = useState<string>();
  const [submitting, setSubmitting] = useState(false);
  const idempotency = useRef<{ orderId: string; key: string }>(undefined);

  // A new checkout (other type or lines) starts without promo nor points.
  useEffect(() => {
    setPromo(null);
    setPromoFeedback(undefined);
    setPoints(0);
    setUsePoints(false);
  }, [orderId]);

  const district = districts.data?.find((d) => d._id === delivery?.districtId);
  const deliveryPrice = type === 'delivery' ? (district?.price ?? 0) : 0;
  const totals = confirmationTotals({
    lines,
    promoPercentage: promo?.percentage ?? null,
    points,
    deliveryPrice,
  });

  const onApplyPromo = async () => {
    if (!orderId || !promoInput.trim()) return;
    setPromoBusy(true);
    setPromoFeedback(undefined);
    try {
      const answer = await applyPromo(orderId, promoInput.trim());
      const applied = {
        code: answer.promo_code ?? promoInput.trim().toUpperCase(),
        percentage: answer.pourcentage ?? 0,
      };
      setPromo(applied);
      setPromoFeedback({ kind: 'applied', ...applied });
    } catch (error) {
      setPromoFeedback(promoFeedbackOf(error));
    } finally {
      setPromoBusy(false);
    }
  };
  const onRemovePromo = async () => {
    if (!orderId) return;
    setPromoBusy(true);
    try {
      await removePromo(orderId);
      setPromo(null);
      setPromoFeedback(undefined);
      setPromoInput('');
    } catch (error) {
      setPromoFeedback(promoFeedbackOf(error));
    } finally {
      setPromoBusy(false);
    }
  };
  const sendPoints = async (value: number) => {
    if (!orderId) return;
    setPointsBusy(true);
    setPointsError(undefined);
    try {
      await spendBonusPoints(orderId, value);
      setPoints(value);
    } catch (error) {
      setPointsError(errorText(error, lng));
    } finally {
      setPointsBusy(false);
    }
  };
  const onTogglePoints = (checked: boolean) => {
    setUsePoints(checked);
    if (!checked && points > 0) void sendPoints(0);
    if (!checked) setPointsError(undefined);
  };
  const onApplyPoints = () => {
    const invalid = pointsInputError(pointsInput, balance);
    if (invalid) {
      setPointsError(t(`errors.${invalid}`));
      return;
    }
    void sendPoints(Number(pointsInput));
  };

  const onSubmit = async () => {
    if (!orderId || submitting) return;
    if (idempotency.current?.orderId !== orderId) idempotency.current = { orderId, key: newIdempotencyKey() };
    setSubmitting(true);
    setSubmitError(undefined);
    try {
      const placed = await placeOrder(orderId, toDeliveryBody(type, delivery, user), idempotency.current.key);
      onPlaced();
      toaster.create({ type: 'success', title: t('submitted') });
      void queryClient.invalidateQueries({ queryKey: orderQueries.all() });
      navigate(`/myAccount/myOrders/${encodeURIComponent(placed._id)}`, { replace: true });
      cart.emptyCart();
    } catch (error) {
      setSubmitError(errorText(error, lng));
      setSubmitting(false);
    }
  };

  if (cart.hasUnavailable)
    return (
      <Alert.Root status="warning" data-testid="checkout-unavailable">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{t('unavailable_lines')}</Alert.Title>
        </Alert.Content>
        <Button
          size="sm"
          variant="outline"
          onClick={cart.removeUnavailable}
          data-testid="checkout-remove-unavailable"
        >
          {t('remove_unavailable')}
        </Button>
      </Alert.Root>
    );
  if (startError)
    return (
      <Alert.Root status="error" data-testid="checkout-error">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{errorText(startError, lng)}</Alert.Title>
        </Alert.Content>
        <Button size="sm" variant="outline" onClick={retry}>
          {t('retry')}
        </Button>
      </Alert.Root>
    );

  const promoMessage =
    promoFeedback?.kind === 'applied'
      ? t('promo.applied', { name: promoFeedback.code, per: promoFeedback.percentage })
      : promoFeedback
        ? t(`promo.${promoFeedback.kind}`)
        : undefined;

  return (
    <Stack gap="6" data-testid="order-confirmation">
      <SectionCard title={t('confirm.items')}>
        <Box overflowX="auto">
          <Table.Root size="sm">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{t('columns.product')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('columns.portion')}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{t('columns.price')}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{t('columns.quantity')}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{t('columns.total')}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {lines.map((l) => (
                <Table.Row key={l.id} data-testid="confirm-line">
                  <Table.Cell>
                    <HStack gap="3">
                      {l.img && <Image src={l.img} alt="" boxSize="10" objectFit="cover" borderRadius="md" />}
                      <Text fontWeight="medium">{l.name}</Text>
                    </HStack>
                  </Table.Cell>
                  <Table.Cell data-testid="confirm-line-portion">
                    {l.size && <bdi dir="ltr">{portionText(l.size)}</bdi>}
                  </Table.Cell>
                  <LinePriceCells line={l} />
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Box>
      </SectionCard>

      <SimpleGrid columns={{ base: 1, md: 2 }} gap="6">
        <SectionCard title={t('confirm.delivery')}>
          {type === 'delivery' && delivery ? (
            <Stack gap="1" fontSize="sm" data-testid="confirm-delivery">
              <Text>
                {t('common:labelled', { label: t('fields.recipient') })}{' '}
                <bdi data-testid="confirm-recipient">{delivery.recipient}</bdi>
              </Text>
              <Text>
                {t('common:labelled', { label: t('fields.phone') })} <bdi dir="ltr">{delivery.phone}</bdi>
              </Text>
              <Text>
                {t('common:labelled', { label: t('fields.district') })}{' '}
                <bdi>{district?.name ?? delivery.districtId}</bdi>
              </Text>
              <Text>
                {t('common:labelled', { label: t('fields.address') })}{' '}
                <bdi data-testid="confirm-address">{delivery.address}</bdi>
              </Text>
              {delivery.comment.trim() && (
                <Text>
                  {t('common:labelled', { label: t('fields.comment') })}{' '}
                  <bdi data-testid="confirm-comment">{delivery.comment}</bdi>
                </Text>
              )}
              <Button size="xs" variant="ghost" alignSelf="start" onClick={onBack}>
                {t('edit')}
              </Button>
            </Stack>
          ) : (
            <Text fontSize="sm" data-testid="confirm-delivery">
              {t('confirm.on_site')}
            </Text>
          )}
        </SectionCard>
        <SectionCard title={t('confirm.payment')}>
          <Text fontSize="sm" data-testid="confirm-payment">
            {type === 'delivery' ? t('confirm.pay_on_delivery') : t('confirm.pay_on_site')}
          </Text>
        </SectionCard>
      </SimpleGrid>

      <SimpleGrid columns={{ base: 1, md: 2 }} gap="6">
        <SectionCard title={t('confirm.points')}>
          <Stack gap="3">
            {balance !== undefined && (
              <Text fontSize="sm" data-testid="points-balance">
                {t('points.balance')} <bdi dir="ltr">{balance}</bdi>
              </Text>
            )}
            <Switch.Root
              checked={usePoints}
              onCheckedChange={(e) => onTogglePoints(e.checked)}
              colorPalette="brand"
              disabled={!orderId || (!usePoints && balance !== undefined && balance <= 0)}
              data-testid="use-points"
            >
              <Switch.HiddenInput />
              <Switch.Control />
              <Switch.Label>{t('points.toggle')}</Switch.Label>
            </Switch.Root>
            {usePoints && (
              <Field.Root invalid={!!pointsError}>
                <Field.Label>{t('points.how_many')}</Field.Label>
                <HStack>
                  <Input
                    type="number"
                    min={0}
                    max={balance === undefined ? undefined : Math.max(0, balance)}
                    inputMode="numeric"
                    dir="ltr"
                    maxW="32"
                    value={pointsInput}
                    onChange={(e) => setPointsInput(e.target.value)}
                    data-testid="points-input"
                  />
                  <Button
                    variant="outline"
                    onClick={onApplyPoints}
                    loading={pointsBusy}
                    data-testid="points-apply"
                  >
                    {t('apply')}
                  </Button>
                </HStack>
                <Field.HelperText>{t('points.rule')}</Field.HelperText>
                <Field.ErrorText data-testid="points-error">{pointsError}</Field.ErrorText>
              </Field.Root>
            )}
          </Stack>
        </SectionCard>
        <SectionCard title={t('confirm.promo')}>
          <Stack gap="2">
            <HStack>
              <Input
                value={promoInput}
                onChange={(e) => setPromoInput(e.target.value)}
                onKeyDown={(e) => {
                  if (e.key === 'Enter') void onApplyPromo();
                }}
                placeholder={t('promo.placeholder')}
                aria-label={t('confirm.promo')}
                disabled={!!promo}
                dir="ltr"
                textTransform="uppercase"
                data-testid="promo-input"
              />
              {promo ? (
                <Button
                  variant="outline"
                  onClick={onRemovePromo}
                  loading={promoBusy}
                  data-testid="promo-remove"
                >
                  {t('promo.remove')}
                </Button>
              ) : (
                <Button
                  variant="outline"
                  onClick={onApplyPromo}
                  loading={promoBusy}
                  disabled={!orderId || !promoInput.trim()}
                  data-testid="promo-apply"
                >
                  {t('apply')}
                </Button>
              )}
            </HStack>
            {promoMessage && (
              <Text
                fontSize="sm"
                color={promoFeedback?.kind === 'applied' ? 'green.600' : 'red.600'}
                role={promoFeedback?.kind === 'applied' ? 'status' : 'alert'}
                data-testid="promo-message"
              >
                {promoMessage}
              </Text>
            )}
          </Stack>
        </SectionCard>
      </SimpleGrid>

      <SectionCard title={t('confirm.totals')}>
        <OrderTotals toPayLabel={t('totals.to_pay')} total={totals.total} testId="confirm-totals">
          <SignedTotal label={t('totals.items')} value={totals.items} testId="total-items" />
          {totals.promoDiscount > 0 && (
            <SignedTotal label={t('totals.promo')} value={-totals.promoDiscount} testId="total-promo" />
          )}
          {totals.points > 0 && (
            <SignedTotal label={t('totals.points')} value={-totals.points} testId="total-points" />
          )}
          {type === 'delivery' && (
            <SignedTotal label={t('totals.delivery')} value={totals.delivery} testId="total-delivery" />
          )}
        </OrderTotals>
      </SectionCard>

      {submitError && (
        <InlineAlert status="error" testId="order-submit-error">
          {submitError}
        </InlineAlert>
      )}
      {startError === undefined && !orderId && (
        <Text fontSize="sm" color="fg.muted">
          {t('confirm.preparing')}
        </Text>
      )}
      <HStack gap="3" justify="space-between" wrap="wrap">
        <Button variant="outline" onClick={onBack} disabled={submitting}>
          {t('back')}
        </Button>
        <Button
          colorPalette="brand"
          size="lg"
          onClick={onSubmit}
          loading={submitting}
          disabled={!orderId}
          data-testid="order-submit"
        >
          {t('submit')}
        </Button>
      </HStack>
    </Stack>
  );
}

function SignedTotal({ label, value, testId }: { label: string; value: number; testId: string }) {
  return (
    <TotalRow label={label}>
      <Box data-testid={testId}>
        {value < 0 ? (
          <bdi dir="ltr">
            − <Amount value={-value} />
          </bdi>
        ) : (
          <Amount value={value} />
        )}
      </Box>
    </TotalRow>
  );
}
