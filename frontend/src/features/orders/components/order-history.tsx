import { Badge, Box, Code, HStack, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { cancelReasons, formatAmount, personName, roles, type OrderHistoryEntry } from '@shop/contracts/core';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { orderQueries } from '@/api/orders';
import { useOptionsText } from '@/components/orders/chosen-options';
import { Amount } from '@/components/ui/amount';
import { ErrorMessage } from '@/components/ui/error-message';
import { PageTitle } from '@/components/ui/page-title';
import { SectionSpinner } from '@/components/ui/spinner-overlay';
import { ApiError } from '@/lib/api-client';
import { oneOf } from '@/lib/form-errors';
import { formatSlot } from '@/lib/format';
import { stepLabel } from '@/lib/order-steps';
import { DateTime } from '@/components/ui/date-time';
import { StatusBadge } from './status-badge';
import type ordersTexts from '@/locales/fr/orders.json';

// The history's texts come from the server as strings: each is named by its typed key when it is one of these,
// else shown as it came (an event type the client does not name yet).
const isCancelReason = oneOf(cancelReasons);
const isRole = oneOf(roles);
const isNamedEvent = oneOf<keyof (typeof ordersTexts)['events']>([
  'CheckoutStarted',
  'PromoApplied',
  'PromoRemoved',
  'BonusPointsUsed',
  'OrderPlaced',
  'OrderStepConfirmed',
  'OrderCancelled',
  'ScheduledOrderReleased',
  'OrderRated',
  'RatingAnswered',
  'OrderStepUndone',
  'OrderReadyForPickup',
  'OrderAmended',
]);

/** An amendment's totals before and after, and its reason (docs/phone-and-trust.md). */
const amendedText = (data: Record<string, unknown>): string => {
  const total = (side: unknown) =>
    formatAmount((side as { totals?: { total?: number } } | undefined)?.totals?.total ?? 0);
  return `${total(data.before)} → ${total(data.after)} — ${String(data.reason ?? '')}`;
};

/** /dashboard/orders/{id}/history: every event — what, when, who, and the order as it was after it (expandable). */
export function OrderHistory({ orderId }: { orderId: string }) {
  const { t } = useTranslation('orders');
  const history = useQuery(orderQueries.history(orderId));
  if (history.error instanceof ApiError && history.error.status === 404)
    return <Navigate to="/notFound" replace />;
  return (
    <PageTitle
      title={t('history.title')}
      backTo={`/dashboard/orders/${encodeURIComponent(orderId)}`}
      backLabel={t('history.back')}
    >
      {history.isPending && <SectionSpinner />}
      {history.isError && <ErrorMessage error={history.error} onRetry={() => void history.refetch()} />}
      {history.data && (
        <Stack as="ol" listStyleType="none" gap="3">
          {history.data.map((entry) => (
            <HistoryItem key={entry.revision} entry={entry} />
          ))}
          {history.data.length === 0 && <Text color="fg.muted">{t('history.empty')}</Text>}
        </Stack>
      )}
    </PageTitle>
  );
}

function HistoryItem({ entry }: { entry: OrderHistoryEntry }) {
  const { t, i18n } = useTranslation('orders');
  const optionsText = useOptionsText();
  const lng = i18n.resolvedLanguage;
  const data = (entry.data ?? {}) as Record<string, unknown>;
  const detail =
    (entry.type === 'OrderStepConfirmed' || entry.type === 'OrderStepUndone') && typeof data.step === 'string'
      ? stepLabel(data.step, lng)
      : entry.type === 'OrderCancelled' && typeof data.reason === 'string'
        ? isCancelReason(data.reason)
          ? t(`reasons.${data.reason}`)
          : data.reason
        : entry.type === 'PromoApplied' && typeof data.code === 'string'
          ? `${data.code} −${String(data.percentage ?? '')}%`
          : entry.type === 'OrderAmended'
            ? amendedText(data)
            : entry.type === 'BonusPointsUsed'
              ? String(data.points ?? '')
              : typeof data.slot === 'string' // OrderPlaced for a slot, ScheduledOrderReleased
                ? t('history.slot', { when: formatSlot(data.slot, lng) })
                : '';
  // The server names the actor (users read model); no name: an erased account, or the system.
  const person = entry.actor.name
    ? personName(entry.actor.name)
    : entry.actor.accountDeleted
      ? t('history.deleted_account')
      : null;
  const role = !entry.actor.role
    ? null
    : isRole(entry.actor.role)
      ? t(`roles.${entry.actor.role}`)
      : entry.actor.role;
  const who = person ? [role, person].filter(Boolean).join(' · ') : t('history.system');
  return (
    <Box as="li" borderWidth="1px" borderRadius="md" p="3" data-type={entry.type}>
      <details>
        <Box as="summary" cursor="pointer">
          <HStack display="inline-flex" gap="3" wrap="wrap">
            <Text as="span" fontWeight="semibold">
              {isNamedEvent(entry.type) ? t(`events.${entry.type}`) : entry.type}
            </Text>
            {detail && <Badge>{detail}</Badge>}
            <Text as="span" fontSize="sm" color="fg.muted">
              <DateTime iso={entry.at} lng={lng} />
            </Text>
            <Text as="span" fontSize="sm" color="fg.muted">
              {who}
            </Text>
          </HStack>
        </Box>
        <Stack gap="2" mt="3" fontSize="sm">
          {entry.order ? (
            <Stack gap="1">
              <HStack gap="2">
                <Text>{t('history.after')}</Text>
                <StatusBadge status={entry.order.status} />
                <Amount value={entry.order.total_price_with_liv} fontWeight="semibold" />
              </HStack>
              <Text color="fg.muted">
                {entry.order.states
                  .filter((s) => s.confirmed)
                  .map((s) => stepLabel(s.name, lng))
                  .join(' → ')}
              </Text>
              <Text color="fg.muted">
                {entry.order.description
                  .map((l) =>
                    [`${l.quantity} × ${l.product.name}`, optionsText(l.options)].filter(Boolean).join(' — '),
                  )
                  .join(', ')}
              </Text>
            </Stack>
          ) : (
            <Text color="fg.muted">{t('history.checkout')}</Text>
          )}
          <Code as="pre" p="2" whiteSpace="pre-wrap" dir="ltr" fontSize="xs" display="block">
            {JSON.stringify(entry.data, null, 2)}
          </Code>
        </Stack>
      </details>
    </Box>
  );
}
