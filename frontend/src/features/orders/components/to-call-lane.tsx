import { Badge, Button, HStack, Link, NativeSelect, Stack, Table, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import {
  cancelReasons,
  displayPhone,
  normalizePhone,
  type CancelReason,
  type OrderView,
} from '@shop/contracts/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuCheck, LuPhone, LuX } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router';
import { Amount } from '@/components/ui/amount';
import { ErrorMessage } from '@/components/ui/error-message';
import { SectionCard } from '@/components/ui/section-card';
import { formatDateTime } from '@/lib/format';
import { trustQueries, useCancelFromLane, useConfirmCall } from '../api/trust';
import { clientName } from '../order-view';

/** The `tel:` link of a number (its canonical +213… form when it is one). */
export const telLink = (phone: string): string => `tel:${normalizePhone(phone) ?? phone.replace(/\s+/g, '')}`;

/**
 * Staff: the orders waiting for a confirmation call (docs/phone-and-trust.md), longest waiting first. Each has a call
 * button (tel:), "Confirmed" (the order goes on as usual) and a cancellation with its reason; one still waiting at
 * its reminder is marked late.
 */
export function ToCallLane() {
  const { t } = useTranslation('trust');
  const lane = useQuery(trustQueries.toCall());
  const orders = lane.data ?? [];

  return (
    <section aria-labelledby="to-call-lane-title">
      <SectionCard
        title={
          <span id="to-call-lane-title">
            {t('lane.title')}{' '}
            <Badge colorPalette={orders.length > 0 ? 'orange' : 'gray'}>{orders.length}</Badge>
          </span>
        }
      >
        {orders.length === 0 ? (
          <Text color="fg.muted" fontSize="sm">
            {t('lane.empty')}
          </Text>
        ) : (
          <Table.ScrollArea>
            <Table.Root size="sm" aria-labelledby="to-call-lane-title">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>{t('lane.number')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('lane.client')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('lane.why')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('lane.total')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('lane.actions')}</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {orders.map((order) => (
                  <ToCallRow key={order._id} order={order} />
                ))}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
        )}
      </SectionCard>
    </section>
  );
}

function ToCallRow({ order }: { order: OrderView }) {
  const { t, i18n } = useTranslation('trust');
  const confirm = useConfirmCall();
  const cancel = useCancelFromLane();
  const [reason, setReason] = useState<CancelReason>('no_show');
  const call = order.call;
  const number = `#${order.orderID}`;
  return (
    <Table.Row>
      <Table.Cell>
        <Link asChild color="brand.fg" fontWeight="semibold">
          <RouterLink to={`/dashboard/orders/${encodeURIComponent(order._id)}`}>
            <bdi dir="ltr">{number}</bdi>
          </RouterLink>
        </Link>
      </Table.Cell>
      <Table.Cell>
        <Stack gap="0">
          <Text>
            <bdi>{clientName(order, '—')}</bdi>
          </Text>
          {order.phone_number && (
            <Text fontSize="xs" color="fg.muted">
              <bdi dir="ltr">{displayPhone(normalizePhone(order.phone_number) ?? order.phone_number)}</bdi>
            </Text>
          )}
        </Stack>
      </Table.Cell>
      <Table.Cell>
        <HStack gap="1" wrap="wrap">
          {call?.reasons.map((r) => (
            <Badge key={r} colorPalette="orange" size="sm">
              {t(`reasons.${r}`)}
            </Badge>
          ))}
          {call?.remindedAt && (
            <Badge colorPalette="red" size="sm">
              {t('lane.late')}
            </Badge>
          )}
        </HStack>
        {call && (
          <Text fontSize="xs" color="fg.muted">
            {t('lane.since', { time: formatDateTime(call.heldAt, i18n.resolvedLanguage) })}
          </Text>
        )}
      </Table.Cell>
      <Table.Cell>
        <Amount value={order.total_price_with_liv} />
      </Table.Cell>
      <Table.Cell>
        <Stack gap="2">
          <HStack gap="2" wrap="wrap">
            {order.phone_number && (
              <Button asChild size="xs" variant="outline">
                <a href={telLink(order.phone_number)} aria-label={t('lane.call_label', { number })}>
                  <LuPhone aria-hidden /> {t('lane.call')}
                </a>
              </Button>
            )}
            <Button
              size="xs"
              colorPalette="green"
              aria-label={t('lane.confirm_label', { number })}
              loading={confirm.isPending}
              onClick={() => confirm.mutate(order._id)}
            >
              <LuCheck aria-hidden /> {t('lane.confirm')}
            </Button>
          </HStack>
          <HStack gap="2">
            <NativeSelect.Root size="xs" maxW="40">
              <NativeSelect.Field
                value={reason}
                onChange={(e) => setReason(e.target.value as CancelReason)}
                aria-label={t('lane.cancel_reason', { number })}
              >
                {cancelReasons.map((r) => (
                  <option key={r} value={r}>
                    {t(`cancel_reasons.${r}`)}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            <Button
              size="xs"
              variant="outline"
              colorPalette="red"
              aria-label={t('lane.cancel_label', { number })}
              loading={cancel.isPending}
              onClick={() => cancel.mutate({ orderId: order._id, reason })}
            >
              <LuX aria-hidden /> {t('lane.cancel')}
            </Button>
          </HStack>
          {confirm.isError && <ErrorMessage error={confirm.error} />}
          {cancel.isError && <ErrorMessage error={cancel.error} />}
        </Stack>
      </Table.Cell>
    </Table.Row>
  );
}
