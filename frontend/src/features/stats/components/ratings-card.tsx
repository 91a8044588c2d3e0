import { Card, Heading, Table, Text } from '@chakra-ui/react';
import type { StatsView } from '@shop/contracts/core';
import { useTranslation } from 'react-i18next';

/** The customers' ratings per day (the day they were given), newest first: how many and their average out of 5. */
export function RatingsCard({ ratings }: { ratings: StatsView['ratings'] }) {
  const { t, i18n } = useTranslation('stats');
  const average = new Intl.NumberFormat(i18n.resolvedLanguage, { maximumFractionDigits: 1 });
  return (
    <Card.Root>
      <Card.Body gap="3">
        <Heading as="h2" size="sm" id="stats-ratings-title">
          {t('ratings.title')}
        </Heading>
        {ratings.length === 0 ? (
          <Text color="fg.muted">{t('ratings.empty')}</Text>
        ) : (
          <Table.Root size="sm" aria-labelledby="stats-ratings-title">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{t('ratings.day')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('ratings.count')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('ratings.average')}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {[...ratings].reverse().map((r) => (
                <Table.Row key={r.day}>
                  <Table.Cell>
                    <bdi dir="ltr">{r.day}</bdi>
                  </Table.Cell>
                  <Table.Cell>{r.count}</Table.Cell>
                  <Table.Cell>
                    <bdi dir="ltr">{average.format(r.average)}</bdi>
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        )}
      </Card.Body>
    </Card.Root>
  );
}
