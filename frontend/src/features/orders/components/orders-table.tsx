import { Link, Table } from '@chakra-ui/react';
import { isFinishedStatus, isLate, type OrderStatus, type OrderView } from '@shop/contracts/core';
import type { ComponentProps, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ORDERS_PAGE_SIZE, type OrderList } from '@/api/orders';
import { Amount } from '@/components/ui/amount';
import { DataTable, Pager, type DataTableColumn } from '@/components/ui/data-table';
import { QueryErrorMessage } from '@/components/ui/error-message';
import { formatDateTime, formatSlotTime } from '@/lib/format';
import { pageCount } from '../order-view';
import { StatusBadge } from './status-badge';

type OrdersQuery = {
  data?: OrderList;
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
};

/**
 * A page of orders (the customer's or the staff's): its number linking to `detailPath`, its date, the `extra`
 * columns of the caller, its status and total, one row each; the pager under it.
 */
export function OrdersTable({
  orders,
  page,
  onPage,
  detailPath,
  extra,
  empty,
  byPromise = false,
}: {
  orders: OrdersQuery;
  page: number;
  onPage: (page: number) => void;
  detailPath: (orderId: string) => string;
  extra?: { columns: DataTableColumn[]; cells: (order: OrderView) => ReactNode };
  empty: Exclude<ComponentProps<typeof DataTable>['empty'], false | undefined>;
  /** Staff: the page in promised-time order (placement time without a promise), late ones in red (docs/kitchen.md). */
  byPromise?: boolean;
}) {
  const { t, i18n } = useTranslation('orders');
  const total = orders.data?.total ?? 0;
  const now = new Date();
  const promiseOf = (o: OrderView) => Date.parse(o.promisedAt ?? o.date);
  const rows = byPromise
    ? [...(orders.data?.data ?? [])].sort((a, b) => promiseOf(a) - promiseOf(b))
    : (orders.data?.data ?? []);
  return (
    <>
      <QueryErrorMessage query={orders} />
      <DataTable
        columns={[
          { label: t('columns.number') },
          { label: t('columns.date') },
          ...(byPromise ? [{ label: t('columns.promised') }] : []),
          ...(extra?.columns ?? []),
          { label: t('columns.status') },
          { label: t('columns.total'), end: true },
        ]}
        loading={orders.isPending}
        empty={orders.data && orders.data.data.length === 0 && empty}
        minH="24"
      >
        {rows.map((order) => (
          <Table.Row key={order._id}>
            <Table.Cell>
              <Link asChild color="brand.fg" fontWeight="semibold">
                <RouterLink to={detailPath(order._id)}>
                  <bdi dir="ltr">#{order.orderID}</bdi>
                </RouterLink>
              </Link>
            </Table.Cell>
            <Table.Cell whiteSpace="nowrap">{formatDateTime(order.date, i18n.resolvedLanguage)}</Table.Cell>
            {byPromise && <PromisedCell order={order} now={now} />}
            {extra?.cells(order)}
            <Table.Cell>
              <StatusBadge status={order.status} />
            </Table.Cell>
            <Table.Cell textAlign="end">
              <Amount value={order.total_price_with_liv} />
            </Table.Cell>
          </Table.Row>
        ))}
      </DataTable>
      <Pager
        page={page}
        pages={pageCount(total, ORDERS_PAGE_SIZE)}
        onPage={onPage}
        totalText={t('total', { count: total })}
        previousLabel={t('previous')}
        nextLabel={t('next')}
      />
    </>
  );
}

/** The promised time; red with "late" once it is past and the order not finished. */
function PromisedCell({ order, now }: { order: OrderView; now: Date }) {
  const { t, i18n } = useTranslation('orders');
  if (!order.promisedAt) return <Table.Cell>—</Table.Cell>;
  const late = isLate(order.promisedAt, isFinishedStatus(order.status as OrderStatus), now);
  return (
    <Table.Cell
      whiteSpace="nowrap"
      color={late ? 'red.600' : undefined}
      fontWeight={late ? 'bold' : undefined}
    >
      <bdi dir="ltr">{formatSlotTime(order.promisedAt, i18n.resolvedLanguage)}</bdi>
      {late && <> · {t('late')}</>}
    </Table.Cell>
  );
}
