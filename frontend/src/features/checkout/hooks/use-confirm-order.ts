import type { OrderType, UserView } from '@shop/contracts/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toaster } from '@/components/ui/toaster';
import { errorText } from '@/lib/errors';
import { usePlaceOrder, useApplyPromo, useRemovePromo, useSpendPoints } from '../api/checkout';
import {
  newIdempotencyKey,
  pointsInputError,
  promoFeedbackOf,
  toDeliveryBody,
  type DeliveryValues,
  type PromoFeedback,
} from '../checkout-form';

/**
 * What the customer chooses on the confirmation of a started checkout (`orderId`): promo code, bonus points, and
 * placing the order. Each is a mutation of the checkout's api; a new checkout starts without promo nor points.
 */
export function useConfirmOrder({
  orderId,
  type,
  user,
  delivery,
  slot,
  balance,
  onPlaced,
  emptyCart,
}: {
  orderId: string | undefined;
  type: OrderType;
  user: UserView;
  delivery?: DeliveryValues;
  /** Start of the chosen slot; null = as soon as possible. */
  slot: string | null;
  balance: number | undefined;
  /** Runs once the order is placed, before the page moves to it and the cart is emptied. */
  onPlaced: () => void;
  emptyCart: () => void;
}) {
  const { t, i18n } = useTranslation('checkout');
  const lng = i18n.resolvedLanguage;
  const navigate = useNavigate();
  const applyPromo = useApplyPromo();
  const removePromo = useRemovePromo();
  const spendPoints = useSpendPoints();
  const place = usePlaceOrder();

  const [promo, setPromo] = useState<{ code: string; percentage: number } | null>(null);
  const [promoInput, setPromoInput] = useState('');
  const [promoFeedback, setPromoFeedback] = useState<PromoFeedback>();
  const [usePoints, setUsePoints] = useState(false);
  const [pointsInput, setPointsInput] = useState('');
  const [points, setPoints] = useState(0);
  const [pointsError, setPointsError] = useState<string>();
  const idempotency = useRef<{ orderId: string; key: string }>(undefined);

  useEffect(() => {
    setPromo(null);
    setPromoFeedback(undefined);
    setPoints(0);
    setUsePoints(false);
  }, [orderId]);

  const onApplyPromo = () => {
    const code = promoInput.trim();
    if (!orderId || !code) return;
    setPromoFeedback(undefined);
    applyPromo.mutate(
      { orderId, code },
      {
        onSuccess: (answer) => {
          const applied = {
            code: answer.promo_code ?? code.toUpperCase(),
            percentage: answer.pourcentage ?? 0,
          };
          setPromo(applied);
          setPromoFeedback({ kind: 'applied', ...applied });
        },
        onError: (error) => setPromoFeedback(promoFeedbackOf(error)),
      },
    );
  };
  const onRemovePromo = () => {
    if (!orderId) return;
    removePromo.mutate(orderId, {
      onSuccess: () => {
        setPromo(null);
        setPromoFeedback(undefined);
        setPromoInput('');
      },
      onError: (error) => setPromoFeedback(promoFeedbackOf(error)),
    });
  };

  const sendPoints = (value: number) => {
    if (!orderId) return;
    setPointsError(undefined);
    spendPoints.mutate(
      { orderId, points: value },
      { onSuccess: () => setPoints(value), onError: (error) => setPointsError(errorText(error, lng)) },
    );
  };
  const onTogglePoints = (checked: boolean) => {
    setUsePoints(checked);
    if (!checked && points > 0) sendPoints(0);
    if (!checked) setPointsError(undefined);
  };
  const onApplyPoints = () => {
    const invalid = pointsInputError(pointsInput, balance);
    if (invalid) {
      setPointsError(t(`errors.${invalid}`));
      return;
    }
    sendPoints(Number(pointsInput));
  };

  const onSubmit = () => {
    if (!orderId || place.isPending) return;
    if (idempotency.current?.orderId !== orderId) idempotency.current = { orderId, key: newIdempotencyKey() };
    place.mutate(
      {
        orderId,
        delivery: toDeliveryBody(type, delivery, user),
        slot,
        idempotencyKey: idempotency.current.key,
      },
      {
        onSuccess: (placed) => {
          onPlaced();
          toaster.create({ type: 'success', title: t('submitted') });
          navigate(`/myAccount/myOrders/${encodeURIComponent(placed._id)}`, { replace: true });
          emptyCart();
        },
      },
    );
  };

  return {
    promo: {
      applied: promo,
      input: promoInput,
      setInput: setPromoInput,
      feedback: promoFeedback,
      busy: applyPromo.isPending || removePromo.isPending,
      apply: onApplyPromo,
      remove: onRemovePromo,
    },
    points: {
      spent: points,
      on: usePoints,
      toggle: onTogglePoints,
      input: pointsInput,
      setInput: setPointsInput,
      error: pointsError,
      busy: spendPoints.isPending,
      apply: onApplyPoints,
    },
    submit: {
      run: onSubmit,
      // Stays busy once placed: the page is leaving for the order.
      busy: place.isPending || place.isSuccess,
      error: place.error ? errorText(place.error, lng) : undefined,
    },
  };
}

export type ConfirmOrder = ReturnType<typeof useConfirmOrder>;
