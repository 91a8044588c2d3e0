import { Badge, Link, Table, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { orderQueries } from '@/api/orders';
import { Amount } from '@/components/ui/amount';
import { SectionCard } from '@/components/ui/section-card';
import { formatSlot } from '@/lib/format';
import { clientName } from '../order-view';

/**
 * Staff: the orders placed for a later slot, soonest slot first (GET /api/orders/scheduled). Each leaves this lane
 * for the live list 30 minutes before its slot (the release job), and is announced as a new order then.
 */
export function ScheduledLane() {
  const { t, i18n } = useTranslation('orders');
  const lng = i18n.resolvedLanguage;
  const scheduled = useQuery(orderQueries.scheduled());
  const orders = scheduled.data ?? [];

  return (
    <section aria-labelledby="scheduled-lane-title">
      <SectionCard
        title={
          <span id="scheduled-lane-title">
            {t('scheduled.title')}{' '}
            <Badge colorPalette={orders.length > 0 ? 'purple' : 'gray'}>{orders.length}</Badge>
          </span>
        }
      >
        {orders.length === 0 ? (
          <Text color="fg.muted" fontSize="sm">
            {t('scheduled.empty')}
          </Text>
        ) : (
          <Table.ScrollArea>
            <Table.Root size="sm" aria-labelledby="scheduled-lane-title">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>{t('scheduled.slot')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('scheduled.number')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('columns.client')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('columns.type')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('scheduled.total')}</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {orders.map((order) => (
                  <Table.Row key={order._id}>
                    <Table.Cell fontWeight="semibold" whiteSpace="nowrap">
                      {order.slot && formatSlot(order.slot, lng)}
                    </Table.Cell>
                    <Table.Cell>
                      <Link asChild color="brand.fg" fontWeight="semibold">
                        <RouterLink to={`/dashboard/orders/${encodeURIComponent(order._id)}`}>
                          <bdi dir="ltr">#{order.orderID}</bdi>
                        </RouterLink>
                      </Link>
                    </Table.Cell>
                    <Table.Cell>{clientName(order, t('deleted_customer'))}</Table.Cell>
                    <Table.Cell>{t(`type.${order.type}`)}</Table.Cell>
                    <Table.Cell>
                      <Amount value={order.total_price_with_liv} />
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
        )}
      </SectionCard>
    </section>
  );
}
