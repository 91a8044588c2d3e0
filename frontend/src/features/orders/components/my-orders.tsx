import { Badge, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { orderQueries } from '@/api/orders';
import { PageTitle } from '@/components/ui/page-title';
import { orderAlerts, useOrderAlerts } from '@/stores/order-alerts';
import { OrdersTable } from './orders-table';

/** /myAccount/myOrders: the customer's orders, newest first (number, date, status, total), paged. */
export function MyOrders() {
  const { t } = useTranslation('orders');
  const [page, setPage] = useState(1);
  const orders = useQuery(orderQueries.mine(page));
  const { notifications } = useOrderAlerts();

  return (
    <PageTitle title={t('mine.title')} subtitle={t('mine.subtitle')}>
      <Stack gap="4">
        {notifications > 0 && (
          <HStack>
            <Badge colorPalette="brand" size="lg">
              {t('notifications')} <span>{notifications}</span>
            </Badge>
            <Button size="xs" variant="ghost" onClick={() => orderAlerts.getState().resetNotifications()}>
              {t('mark_read')}
            </Button>
          </HStack>
        )}
        <OrdersTable
          orders={orders}
          page={page}
          onPage={setPage}
          detailPath={(id) => `/myAccount/myOrders/${encodeURIComponent(id)}`}
          empty={{
            content: (
              <Stack align="center" gap="3">
                <Text>{t('mine.empty')}</Text>
                <Button asChild size="sm" colorPalette="brand">
                  <RouterLink to="/menu">{t('mine.to_menu')}</RouterLink>
                </Button>
              </Stack>
            ),
            py: '10',
          }}
        />
      </Stack>
    </PageTitle>
  );
}
