import { Alert, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import {
  chosenOf,
  leftKitchenSteps,
  MAX_AMEND_REASON,
  optionsText,
  pickLanguage,
  textIn,
  type OrderView,
} from '@shop/contracts/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { orderQueries } from '@/api/orders';
import { ErrorMessage } from '@/components/ui/error-message';
import { TextAreaField } from '@/components/ui/form-field';
import { PageTitle } from '@/components/ui/page-title';
import { SectionCard } from '@/components/ui/section-card';
import { SectionSpinner } from '@/components/ui/spinner-overlay';
import { SubmitButton } from '@/components/ui/submit-button';
import { toaster } from '@/components/ui/toaster';
import { ApiError } from '@/lib/api-client';
import { errorText } from '@/lib/errors';
import { useAmendOrder } from '../api/commands';
import { phoneOrderQueries } from '../api/queries';
import { LineEditor, type EditedLine } from './line-editor';

/** Whether staff may still change the order: placed and not out of the kitchen (the server decides it again). */
export const amendable = (order: Pick<OrderView, 'status' | 'cancelled'>) =>
  !order.cancelled && !(leftKitchenSteps as readonly string[]).includes(order.status);

/** /dashboard/orders/{id}/amend: staff change the lines and quantities of an order, with the reason told to the customer. */
export function AmendOrder({ orderId }: { orderId: string }) {
  const { t } = useTranslation('phone-orders');
  const order = useQuery(orderQueries.detail(orderId));
  if (order.error instanceof ApiError && order.error.status === 404)
    return <Navigate to="/notFound" replace />;
  return (
    <PageTitle
      title={t('amend.title')}
      backTo={`/dashboard/orders/${encodeURIComponent(orderId)}`}
      backLabel={t('amend.back')}
    >
      {order.isPending && <SectionSpinner />}
      {order.isError && !order.data && (
        <ErrorMessage error={order.error} onRetry={() => void order.refetch()} />
      )}
      {order.data && <AmendForm key={order.data._id} order={order.data} />}
    </PageTitle>
  );
}

function AmendForm({ order }: { order: OrderView }) {
  const { t, i18n } = useTranslation('phone-orders');
  const lng = i18n.resolvedLanguage;
  const language = pickLanguage(lng);
  const navigate = useNavigate();
  const amend = useAmendOrder();
  const products = useQuery(phoneOrderQueries.products(language));
  const [lines, setLines] = useState<EditedLine[]>(() =>
    order.description.map((l) => ({
      productId: l._id,
      name: textIn(l.product, 'name', language),
      options: chosenOf(l.options),
      optionsText: optionsText(l.options, language),
      quantity: l.quantity,
      unitPrice: l.unitPrice,
    })),
  );
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});

  if (!amendable(order))
    return (
      <Alert.Root status="warning">
        <Alert.Indicator />
        <Alert.Title>{t('amend.closed')}</Alert.Title>
      </Alert.Root>
    );

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const found: Record<string, string> = {};
    if (!reason.trim()) found.reason = t('errors.reason_required');
    if (lines.length === 0) found.lines = t('errors.lines_required');
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    amend.mutate(
      {
        orderId: order._id,
        body: {
          lines: lines.map((l) => ({ productId: l.productId, quantity: l.quantity, options: l.options })),
          reason: reason.trim(),
        },
      },
      {
        onSuccess: () => {
          toaster.create({ type: 'success', title: t('amend.done') });
          void navigate(`/dashboard/orders/${encodeURIComponent(order._id)}`);
        },
        onError: (error) => toaster.create({ type: 'error', title: errorText(error, lng) }),
      },
    );
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('amend.title')}>
      <Stack gap="5">
        <SectionCard title={t('amend.order', { number: order.orderID })}>
          <LineEditor lines={lines} onChange={setLines} products={products.data ?? []} />
          {errors.lines && (
            <Text color="red.600" fontSize="sm" role="alert">
              {errors.lines}
            </Text>
          )}
        </SectionCard>
        <TextAreaField
          label={t('amend.reason')}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          length={reason.length}
          max={MAX_AMEND_REASON}
          error={errors.reason}
          required
        />
        <SubmitButton alignSelf="start" loading={amend.isPending}>
          {t('amend.submit')}
        </SubmitButton>
      </Stack>
    </form>
  );
}
