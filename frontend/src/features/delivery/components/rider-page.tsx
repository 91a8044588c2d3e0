import {
  Alert,
  Box,
  Button,
  Card,
  Field,
  Heading,
  HStack,
  Input,
  NativeSelect,
  Stack,
  Text,
  Textarea,
} from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import {
  DELIVERY_CODE_TRIES,
  deliveryFailureReasons,
  personName,
  pickLanguage,
  textIn,
  whatsAppLink,
  type DeliveryFailureReason,
  type RiderOrderView,
} from '@shop/contracts/core';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FaWhatsapp } from 'react-icons/fa';
import { LuPhone } from 'react-icons/lu';
import { Amount } from '@/components/ui/amount';
import { ErrorMessage } from '@/components/ui/error-message';
import { SectionSpinner } from '@/components/ui/spinner-overlay';
import { toaster } from '@/components/ui/toaster';
import { useDocumentTitle } from '@/components/ui/use-document-title';
import { errorText } from '@/lib/errors';
import { oneOf } from '@/lib/form-errors';
import { deliveryQueries, useDeliver, useFailDelivery, usePickUp } from '../api/delivery';

/**
 * /rider (docs/riders.md "The rider's page"): made for a phone held in one hand. The orders given to the signed-in
 * rider, in the order to deliver, live over /ws (an order reassigned or cancelled leaves at once); each with the
 * customer's first name, call and WhatsApp buttons, district, address, comment, the items count and the amount to
 * collect in large type; "Picked up", then "Delivered" with the customer's code, or "Not delivered" with a reason.
 * `shift`: the shift's start and end (the riders' cash part), above the list.
 */
export function RiderPage({ shift }: { shift?: ReactNode }) {
  const { t } = useTranslation('delivery');
  useDocumentTitle(t('rider.title'));
  const orders = useQuery(deliveryQueries.riderOrders());
  return (
    <Box maxW="md" mx="auto" px="3" py="4">
      <Heading as="h1" size="xl" mb="3">
        {t('rider.title')}
      </Heading>
      {shift}
      {orders.isPending && <SectionSpinner />}
      {orders.isError && <ErrorMessage error={orders.error} onRetry={() => void orders.refetch()} />}
      {orders.data && orders.data.length === 0 && <Text color="fg.muted">{t('rider.empty')}</Text>}
      {orders.data && orders.data.length > 0 && (
        <Stack as="ul" listStyleType="none" gap="4" aria-label={t('rider.list')}>
          {orders.data.map((order) => (
            <RiderOrderCard key={order.orderId} order={order} />
          ))}
        </Stack>
      )}
    </Box>
  );
}

const isReason = oneOf(deliveryFailureReasons);

function RiderOrderCard({ order }: { order: RiderOrderView }) {
  const { t, i18n } = useTranslation('delivery');
  const lng = i18n.resolvedLanguage;
  const name = personName(order.firstName);
  const district = order.district
    ? textIn({ name: order.district, translations: order.districtTranslations }, 'name', pickLanguage(lng))
    : null;
  return (
    <Card.Root as="li" variant="outline" aria-label={t('rider.order', { number: order.orderID })}>
      <Card.Body gap="3" p="4">
        <HStack justify="space-between" align="baseline">
          <Heading as="h2" size="lg">
            {t('rider.order_title', { number: order.orderID, name })}
          </Heading>
          <Text color="fg.muted">{t('rider.items', { count: order.itemsCount })}</Text>
        </HStack>
        <Box>
          <Text fontSize="sm" color="fg.muted">
            {t('rider.to_collect')}
          </Text>
          <Amount value={order.amount} fontSize="4xl" fontWeight="bold" aria-label={t('rider.amount')} />
        </Box>
        {order.phone && (
          <HStack gap="2">
            <Button asChild flex="1" size="lg" colorPalette="brand">
              <a href={`tel:${order.phone}`} aria-label={t('rider.call', { name })}>
                <LuPhone aria-hidden /> {t('rider.call_short')}
              </a>
            </Button>
            <Button asChild flex="1" size="lg" colorPalette="green" variant="outline">
              <a
                href={whatsAppLink(order.phone, t('rider.whatsapp_text', { number: order.orderID }))}
                target="_blank"
                rel="noreferrer"
                aria-label={t('rider.whatsapp', { name })}
              >
                <FaWhatsapp aria-hidden /> WhatsApp
              </a>
            </Button>
          </HStack>
        )}
        <Stack gap="1">
          {district && <Text fontWeight="semibold">{district}</Text>}
          {order.address && <Text>{order.address}</Text>}
          {order.comment && (
            <Text color="fg.muted">
              {t('rider.comment')} {order.comment}
            </Text>
          )}
        </Stack>
        <RiderActions order={order} />
      </Card.Body>
    </Card.Root>
  );
}

function RiderActions({ order }: { order: RiderOrderView }) {
  const { t, i18n } = useTranslation('delivery');
  const lng = i18n.resolvedLanguage;
  const pickUp = usePickUp();
  const deliver = useDeliver();
  const fail = useFailDelivery();
  const [code, setCode] = useState('');
  const [failing, setFailing] = useState(false);
  const [reason, setReason] = useState<DeliveryFailureReason>('no_answer');
  const [comment, setComment] = useState('');
  const onError = (error: unknown) => toaster.create({ type: 'error', title: errorText(error, lng) });

  if (!order.pickedUp)
    return (
      <Button
        size="xl"
        colorPalette="brand"
        onClick={() => pickUp.mutate(order.orderId, { onError })}
        loading={pickUp.isPending}
      >
        {t('rider.picked_up')}
      </Button>
    );

  const left = DELIVERY_CODE_TRIES - order.tries;
  return (
    <Stack gap="3">
      {order.locked ? (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>{t('rider.locked')}</Alert.Title>
        </Alert.Root>
      ) : (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            deliver.mutate(
              { orderId: order.orderId, code },
              {
                onSuccess: () => toaster.create({ type: 'success', title: t('rider.delivered_done') }),
                onError: (error) => {
                  setCode('');
                  onError(error);
                },
              },
            );
          }}
        >
          <Stack gap="2">
            <Field.Root>
              <Field.Label>{t('rider.code')}</Field.Label>
              <Input
                value={code}
                onChange={(e) => setCode(e.currentTarget.value.replace(/\D/g, '').slice(0, 4))}
                inputMode="numeric"
                autoComplete="one-time-code"
                dir="ltr"
                size="xl"
                fontSize="2xl"
                letterSpacing="0.3em"
              />
              {order.tries > 0 && (
                <Field.HelperText role="status">{t('rider.tries_left', { count: left })}</Field.HelperText>
              )}
            </Field.Root>
            <Button
              type="submit"
              size="xl"
              colorPalette="green"
              disabled={code.length !== 4}
              loading={deliver.isPending}
            >
              {t('rider.delivered')}
            </Button>
          </Stack>
        </form>
      )}
      {!failing ? (
        <Button size="lg" variant="outline" colorPalette="red" onClick={() => setFailing(true)}>
          {t('rider.not_delivered')}
        </Button>
      ) : (
        <Stack gap="2" borderWidth="1px" borderRadius="md" p="3">
          <Field.Root>
            <Field.Label>{t('rider.reason')}</Field.Label>
            <NativeSelect.Root size="lg">
              <NativeSelect.Field
                value={reason}
                onChange={(e) => {
                  const value = e.currentTarget.value;
                  if (isReason(value)) setReason(value);
                }}
              >
                {deliveryFailureReasons.map((r) => (
                  <option key={r} value={r}>
                    {t(`reasons.${r}`)}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          <Field.Root>
            <Field.Label>{t('rider.failure_comment')}</Field.Label>
            <Textarea value={comment} maxLength={500} onChange={(e) => setComment(e.currentTarget.value)} />
          </Field.Root>
          <HStack>
            <Button variant="ghost" onClick={() => setFailing(false)}>
              {t('rider.back')}
            </Button>
            <Button
              flex="1"
              colorPalette="red"
              loading={fail.isPending}
              onClick={() => fail.mutate({ orderId: order.orderId, reason, comment }, { onError })}
            >
              {t('rider.confirm_not_delivered')}
            </Button>
          </HStack>
        </Stack>
      )}
    </Stack>
  );
}
