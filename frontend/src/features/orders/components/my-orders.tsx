import { Badge, Button, HStack, Link, Stack, Table, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { orderQueries, ORDERS_PAGE_SIZE } from '@/api/orders';
import { Amount } from '@/components/ui/amount';
import { DataTable, Pager as SharedPager } from '@/components/ui/data-table';
import { ErrorMessage } from '@/components/ui/error-message';
import { PageTitle } from '@/components/ui/page-title';
import { orderAlerts, useOrderAlerts } from '@/stores/order-alerts';
import { pageCount } from '../order-view';
import { StatusBadge } from './status-badge';
import { formatDate } from './format';

/** /myAccount/myOrders: the customer's orders, newest first (number, date, status, total), paged. */
export function MyOrders() {
  const { t, i18n } = useTranslation('orders');
  const [page, setPage] = useState(1);
  const orders = useQuery(orderQueries.mine(page));
  const pages = pageCount(orders.data?.total ?? 0, ORDERS_PAGE_SIZE);
  const { notifications } = useOrderAlerts();

  return (
    <PageTitle title={t('mine.title')} subtitle={t('mine.subtitle')}>
      <Stack gap="4">
        {notifications > 0 && (
          <HStack>
            <Badge colorPalette="brand" size="lg">
              {t('notifications')} <span data-testid="notifications-count">{notifications}</span>
            </Badge>
            <Button size="xs" variant="ghost" onClick={() => orderAlerts.resetNotifications()}>
              {t('mark_read')}
            </Button>
          </HStack>
        )}
        {orders.isError && <ErrorMessage error={orders.error} onRetry={() => void orders.refetch()} />}
        <DataTable
          columns={[
            { label: t('columns.number') },
            { label: t('columns.date') },
            { label: t('columns.status') },
            { label: t('columns.total'), end: true },
          ]}
          loading={orders.isPending}
          empty={
            orders.data &&
            orders.data.data.length === 0 && {
              content: (
                <Stack align="center" gap="3">
                  <Text>{t('mine.empty')}</Text>
                  <Button asChild size="sm" colorPalette="brand">
                    <RouterLink to="/menu">{t('mine.to_menu')}</RouterLink>
                  </Button>
                </Stack>
              ),
              testId: 'my-orders-empty',
              py: '10',
            }
          }
          minH="24"
          testId="my-orders-table"
        >
          {orders.data?.data.map((order) => (
            <Table.Row key={order._id} data-testid="my-order-row">
              <Table.Cell>
                <Link asChild color="brand.fg" fontWeight="semibold">
                  <RouterLink to={`/myAccount/myOrders/${encodeURIComponent(order._id)}`}>
                    <bdi dir="ltr">#{order.orderID}</bdi>
                  </RouterLink>
                </Link>
              </Table.Cell>
              <Table.Cell whiteSpace="nowrap">{formatDate(order.date, i18n.resolvedLanguage)}</Table.Cell>
              <Table.Cell>
                <StatusBadge status={order.status} />
              </Table.Cell>
              <Table.Cell textAlign="end">
                <Amount value={order.total_price_with_liv} />
              </Table.Cell>
            </Table.Row>
          ))}
        </DataTable>
        <Pager page={page} pages={pages} total={orders.data?.total ?? 0} onPage={setPage} />
      </Stack>
    </PageTitle>
  );
}

/** The pager under the orders tables. */
export function Pager({
  page,
  pages,
  total,
  onPage,
}: {
  page: number;
  pages: number;
  total: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation('orders');
  return (
    <SharedPager
      page={page}
      pages={pages}
      onPage={onPage}
      totalText={t('total', { count: total })}
      previousLabel={t('previous')}
      nextLabel={t('next')}
      testIdPrefix="orders"
    />
  );
}
