import { Badge, Button, HStack, NativeSelect, Stack, Table, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { orderStatusFilters, type OrderStatusFilter } from '@shop/contracts/core';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LuPhone } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router';
import { orderQueries, ORDERS_PAGE_SIZE } from '@/api/orders';
import { RefreshButton, SearchBox } from '@/components/ui/data-table';
import { PageTitle } from '@/components/ui/page-title';
import { orderAlerts, useOrderAlerts } from '@/stores/order-alerts';
import { clientName } from '../order-view';
import { OrderAlertControls } from './order-alert-controls';
import { OrdersTable } from './orders-table';
import { ScheduledLane } from './scheduled-lane';
import { ToCallLane } from './to-call-lane';
import { SoldOutPanel } from './sold-out-panel';

/**
 * /dashboard/orders (staff): new-orders counter, data table with a search box and a refresh icon, status filter
 * all / finish / unfinish. New orders arrive live (the /ws newOrder message refreshes ['orders'], beeps and shows
 * a browser notification: OrderAlertControls).
 */
/** `extra`: what the route adds above the list (the riders' load, docs/riders.md). */
export function StaffOrders({ extra }: { extra?: ReactNode } = {}) {
  const { t } = useTranslation('orders');
  const [search, setSearch] = useState('');
  const [q, setQ] = useState('');
  const [status, setStatus] = useState<OrderStatusFilter>('all');
  const [page, setPage] = useState(1);
  const { newOrders } = useOrderAlerts();
  useEffect(() => {
    const id = setTimeout(() => {
      setQ(search.trim());
      setPage(1);
    }, 300);
    return () => clearTimeout(id);
  }, [search]);
  const orders = useQuery(orderQueries.list({ status, q, page, limit: ORDERS_PAGE_SIZE }));
  const newCount = useQuery(orderQueries.newCount());
  const count = newCount.data ?? newOrders;

  return (
    <PageTitle title={t('staff.title')} subtitle={t('staff.subtitle')}>
      <Stack gap="4">
        {extra}
        <HStack gap="3" wrap="wrap">
          <Badge colorPalette={count > 0 ? 'brand' : 'gray'} size="lg" px="3" py="1">
            {t('staff.new_orders')} <span>{count}</span>
          </Badge>
          {newOrders > 0 && (
            <Badge
              colorPalette="green"
              cursor="pointer"
              onClick={() => orderAlerts.getState().resetNewOrders()}
              title={t('mark_read')}
            >
              +{newOrders}
            </Badge>
          )}
          <OrderAlertControls />
          {/* Staff take an order by phone or at the counter (docs/phone-and-trust.md). */}
          <Button asChild size="sm" colorPalette="brand" marginStart="auto">
            <RouterLink to="/dashboard/orders/new">
              <LuPhone aria-hidden /> {t('staff.take_order')}
            </RouterLink>
          </Button>
        </HStack>
        <HStack gap="2" wrap="wrap">
          <SearchBox value={search} onChange={setSearch} label={t('staff.search')} />
          <NativeSelect.Root maxW="48">
            <NativeSelect.Field
              value={status}
              onChange={(e) => {
                setStatus(e.target.value as OrderStatusFilter);
                setPage(1);
              }}
              aria-label={t('staff.filter')}
            >
              {orderStatusFilters.map((f) => (
                <option key={f} value={f}>
                  {t(`filters.${f}`)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <RefreshButton
            label={t('staff.refresh')}
            onRefresh={() => {
              void orders.refetch();
              void newCount.refetch();
            }}
            loading={orders.isFetching}
          />
        </HStack>
        {/* Orders waiting for a confirmation call (docs/phone-and-trust.md). */}
        <ToCallLane />
        <OrdersTable
          orders={orders}
          page={page}
          onPage={setPage}
          detailPath={(id) => `/dashboard/orders/${encodeURIComponent(id)}`}
          byPromise
          extra={{
            columns: [{ label: t('columns.client') }, { label: t('columns.type') }],
            cells: (order) => (
              <>
                <Table.Cell>
                  <Stack gap="0">
                    <Text>{clientName(order, t('deleted_customer'))}</Text>
                    {order.phone_number && (
                      <Text fontSize="xs" color="fg.muted">
                        <bdi dir="ltr">{order.phone_number}</bdi>
                      </Text>
                    )}
                  </Stack>
                </Table.Cell>
                <Table.Cell>
                  {t(`type.${order.type}`)}
                  {order.channel && order.channel !== 'online' && (
                    <Badge ms="2" size="sm">
                      {t(`channel.${order.channel}`)}
                    </Badge>
                  )}
                </Table.Cell>
              </>
            ),
          }}
          empty={{ content: t('staff.empty') }}
        />
        <ScheduledLane />
        <SoldOutPanel />
      </Stack>
    </PageTitle>
  );
}
