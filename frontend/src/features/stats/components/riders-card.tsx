import { Card, Heading, Table, Text } from '@chakra-ui/react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { riderReadRoutes } from '@shop/contracts/core';
import { useTranslation } from 'react-i18next';
import { ErrorMessage } from '@/components/ui/error-message';
import { call } from '@/lib/api-client';

// The riders' numbers on the stats page (docs/riders.md "Shifts and cash"): deliveries per rider and the average
// minutes from "Picked up" to "Delivered". Its own read (GET /api/riders/stats), under the 'stats' key.
const riderStatsQuery = () =>
  queryOptions({
    queryKey: ['stats', 'riders'] as const,
    queryFn: () => call(riderReadRoutes.stats).then((r) => r.data),
  });

export function RidersCard() {
  const { t } = useTranslation('riders');
  const stats = useQuery(riderStatsQuery());
  return (
    <Card.Root>
      <Card.Body gap="3">
        <Heading as="h2" size="sm" id="stats-riders-title">
          {t('stats.title')}
        </Heading>
        {stats.isError ? (
          <ErrorMessage error={stats.error} onRetry={() => void stats.refetch()} />
        ) : !stats.data ? null : stats.data.length === 0 ? (
          <Text color="fg.muted">{t('stats.empty')}</Text>
        ) : (
          <Table.Root size="sm" aria-labelledby="stats-riders-title">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{t('stats.rider')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('stats.deliveries')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('stats.average')}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {stats.data.map((r) => (
                <Table.Row key={r.riderId}>
                  <Table.Cell>{r.riderName ?? t('unknown_rider')}</Table.Cell>
                  <Table.Cell>{r.deliveries}</Table.Cell>
                  <Table.Cell>{r.averageMinutes ?? '—'}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        )}
      </Card.Body>
    </Card.Root>
  );
}
