import { Box, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LuPrinter } from 'react-icons/lu';
import { Link as RouterLink, Navigate } from 'react-router';
import { cartLineId, chosenOf } from '@shop/contracts/core';
import { orderQueries } from '@/api/orders';
import { ChosenOptions } from '@/components/orders/chosen-options';
import { Amount } from '@/components/ui/amount';
import { ErrorMessage } from '@/components/ui/error-message';
import { SectionSpinner } from '@/components/ui/spinner-overlay';
import { ApiError } from '@/lib/api-client';
import { DateTime } from '@/components/ui/date-time';
import { formatSlot } from '@/lib/format';
import { clientName } from '../order-view';

// Print CSS: only the ticket is printed, in black on white, big text, no page chrome.
const PRINT_CSS = `
@media print {
  body * { visibility: hidden !important; }
  .kitchen-ticket, .kitchen-ticket * { visibility: visible !important; color: #000 !important; }
  .kitchen-ticket { position: absolute; inset-inline-start: 0; top: 0; width: 100%; border: none !important; }
  .no-print { display: none !important; }
  @page { margin: 8mm; }
}`;

/** /dashboard/orders/{id}/ticket: a printable kitchen ticket (lines and quantities, comment), window.print. */
export function OrderTicket({ orderId }: { orderId: string }) {
  const { t, i18n } = useTranslation('orders');
  const order = useQuery(orderQueries.detail(orderId));
  if (order.error instanceof ApiError && order.error.status === 404)
    return <Navigate to="/notFound" replace />;
  if (order.isPending) return <SectionSpinner />;
  if (!order.data) return <ErrorMessage error={order.error} onRetry={() => void order.refetch()} />;
  const o = order.data;
  return (
    <Box p={{ base: '4', md: '8' }}>
      <style>{PRINT_CSS}</style>
      <HStack className="no-print" gap="3" mb="6">
        <Button asChild variant="outline">
          <RouterLink to={`/dashboard/orders/${encodeURIComponent(orderId)}`}>{t('ticket.back')}</RouterLink>
        </Button>
        <Button colorPalette="brand" onClick={() => window.print()}>
          <LuPrinter aria-hidden /> {t('ticket.print')}
        </Button>
      </HStack>
      <Stack
        className="kitchen-ticket"
        maxW="lg"
        borderWidth="2px"
        borderStyle="dashed"
        p="6"
        gap="4"
        fontSize="2xl"
      >
        <Heading as="h1" size="4xl" textAlign="center">
          <bdi dir="ltr">#{o.orderID}</bdi>
        </Heading>
        <Text textAlign="center" fontWeight="bold" textTransform="uppercase">
          {t(`type.${o.type}`)}
        </Text>
        <Text textAlign="center" fontSize="lg">
          <DateTime iso={o.date} lng={i18n.resolvedLanguage} />
        </Text>
        {o.slot && (
          <Text textAlign="center" fontWeight="black">
            {t('detail.slot')} {formatSlot(o.slot, i18n.resolvedLanguage)}
          </Text>
        )}
        <Box borderTopWidth="2px" borderColor="black" />
        <Stack as="ul" listStyleType="none" gap="2">
          {o.description.map((l) => (
            <HStack as="li" key={cartLineId(l._id, chosenOf(l.options))} align="baseline" gap="3">
              <Text fontWeight="black" minW="14">
                <bdi dir="ltr">{l.quantity} ×</bdi>
              </Text>
              <Text fontWeight="bold">
                {l.product.name}{' '}
                <Text as="span" fontWeight="normal">
                  ({l.product.size.value} {l.product.size.unit})
                </Text>
                <ChosenOptions as="span" display="block" options={l.options} fontSize="xl" color="black" />
              </Text>
            </HStack>
          ))}
        </Stack>
        <Box borderTopWidth="2px" borderColor="black" />
        {o.comment && (
          <Box>
            <Text fontSize="lg" fontWeight="bold">
              {t('detail.comment')}
            </Text>
            <Text>{o.comment}</Text>
          </Box>
        )}
        <Text fontSize="lg">
          {clientName(o, t('deleted_customer'))} · <bdi dir="ltr">{o.phone_number ?? ''}</bdi>
        </Text>
        {o.type === 'delivery' && (
          <Text fontSize="lg">
            {o.quartier ?? ''} — {o.address ?? ''}
          </Text>
        )}
        <HStack justify="space-between" fontWeight="bold">
          <Text>{t('detail.to_pay')}</Text>
          <Amount value={o.total_price_with_liv} />
        </HStack>
      </Stack>
    </Box>
  );
}
