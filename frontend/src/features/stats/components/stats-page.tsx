import {
  Box,
  Card,
  Heading,
  HStack,
  IconButton,
  SimpleGrid,
  Stack,
  Stat,
  Table,
  Text,
} from '@chakra-ui/react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { catalogueReadRoutes, localDayHour } from '@shop/contracts/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LuRefreshCw } from 'react-icons/lu';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  Legend,
  Line,
  LineChart,
  Pie,
  PieChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { Amount } from '@/components/ui/amount';
import { ErrorMessage } from '@/components/ui/error-message';
import { PageTitle } from '@/components/ui/page-title';
import { SectionSpinner } from '@/components/ui/spinner-overlay';
import { call } from '@/lib/api-client';
import { formatAmount } from '@shop/contracts/core';
import { dateLocale } from '@/lib/format';
import { RatingsCard } from './ratings-card';
import { RidersCard } from './riders-card';
import { formatConversion, fullHours, percentOf, PERIOD_DAYS, periodDays, periodTotals } from '../stats';

const statsQuery = () =>
  queryOptions({
    queryKey: ['stats'] as const,
    queryFn: () => call(catalogueReadRoutes.stats).then((r) => r.data),
  });

const ORANGE = '#dd6b20';
const TEAL = '#319795';
const GRAY = '#a0aec0';
const PURPLE = '#805ad5';

function ChartCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card.Root>
      <Card.Body gap="3">
        <Heading size="sm">{title}</Heading>
        {/* Charts read left to right in every language (dates, hours, amounts). */}
        <Box h="64" dir="ltr">
          {children}
        </Box>
      </Card.Body>
    </Card.Root>
  );
}

/** /dashboard/stats: orders and revenue per day, top products, orders by hour, delivery vs on-site, promo use. */
export function StatsPage() {
  const { t, i18n } = useTranslation('stats');
  const stats = useQuery(statsQuery());
  if (stats.isPending) return <SectionSpinner />;
  if (stats.isError)
    return (
      <PageTitle title={t('title')}>
        <ErrorMessage error={stats.error} onRetry={() => void stats.refetch()} />
      </PageTitle>
    );
  const s = stats.data;
  // One period for the charts and for visits, orders and the conversion: the last 30 Oran days.
  const days = periodDays(s.days, localDayHour(new Date()).day);
  const period = periodTotals(days);
  const types = [
    { name: t('delivery'), value: s.byType.delivery },
    { name: t('on_site'), value: s.byType.on_site },
  ];
  const promoShare = [
    { name: t('with_promo'), value: s.promos.ordersWithPromo },
    { name: t('without_promo'), value: s.promos.ordersWithoutPromo },
  ];
  const amountTick = (v: number) => `${Math.round(v / 1000)}k`;
  const percent = (value: number | null) =>
    formatConversion(value, dateLocale(i18n.resolvedLanguage), t('no_conversion'));

  return (
    <PageTitle title={t('title')} subtitle={t('subtitle')}>
      <Stack gap="5">
        <HStack justify="end">
          <IconButton
            variant="outline"
            aria-label={t('refresh')}
            title={t('refresh')}
            onClick={() => void stats.refetch()}
            loading={stats.isFetching}
          >
            <LuRefreshCw />
          </IconButton>
        </HStack>
        <Heading as="h2" size="sm" id="stats-all-time">
          {t('all_time')}
        </Heading>
        <SimpleGrid columns={{ base: 1, sm: 3 }} gap="4" role="group" aria-labelledby="stats-all-time">
          <Stat.Root borderWidth="1px" borderRadius="md" p="4">
            <Stat.Label>{t('orders')}</Stat.Label>
            <Stat.ValueText>{s.totals.orders}</Stat.ValueText>
          </Stat.Root>
          <Stat.Root borderWidth="1px" borderRadius="md" p="4">
            <Stat.Label>{t('revenue')}</Stat.Label>
            <Stat.ValueText>
              <Amount value={s.totals.revenue} />
            </Stat.ValueText>
          </Stat.Root>
          <Stat.Root borderWidth="1px" borderRadius="md" p="4">
            <Stat.Label>{t('cancelled')}</Stat.Label>
            <Stat.ValueText>{s.totals.cancelled}</Stat.ValueText>
          </Stat.Root>
        </SimpleGrid>
        {/* Visits (customers only: staff browsers and the TV board are not counted), orders and their ratio over the
            same days, so the conversion is the two numbers beside it. */}
        <Heading as="h2" size="sm" id="stats-period">
          {t('period', { days: PERIOD_DAYS })}
        </Heading>
        <SimpleGrid columns={{ base: 1, sm: 3 }} gap="4" role="group" aria-labelledby="stats-period">
          <Stat.Root borderWidth="1px" borderRadius="md" p="4">
            <Stat.Label>{t('visits')}</Stat.Label>
            <Stat.ValueText>{period.visits}</Stat.ValueText>
          </Stat.Root>
          <Stat.Root borderWidth="1px" borderRadius="md" p="4">
            <Stat.Label>{t('orders')}</Stat.Label>
            <Stat.ValueText>{period.orders}</Stat.ValueText>
          </Stat.Root>
          <Stat.Root borderWidth="1px" borderRadius="md" p="4">
            <Stat.Label>{t('conversion')}</Stat.Label>
            <Stat.ValueText>{percent(period.conversion)}</Stat.ValueText>
            {/* A <dd> of its own: a <dl> holds only dt/dd groups (Chakra draws the help text as a span). */}
            <Stat.HelpText asChild>
              <dd>{t('conversion_hint')}</dd>
            </Stat.HelpText>
          </Stat.Root>
        </SimpleGrid>
        {s.totals.orders === 0 && <Text color="fg.muted">{t('empty')}</Text>}
        <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
          <ChartCard title={t('per_day')}>
            <ResponsiveContainer>
              <LineChart data={days}>
                <CartesianGrid strokeDasharray="3 3" />
                <XAxis dataKey="label" fontSize={12} />
                <YAxis yAxisId="orders" allowDecimals={false} fontSize={12} />
                <YAxis yAxisId="revenue" orientation="right" tickFormatter={amountTick} fontSize={12} />
                <Tooltip
                  formatter={(v, name) => (name === t('revenue') ? formatAmount(Number(v)) : String(v))}
                />
                <Legend />
                <Line yAxisId="orders" type="monotone" dataKey="orders" name={t('orders')} stroke={ORANGE} />
                <Line yAxisId="revenue" type="monotone" dataKey="revenue" name={t('revenue')} stroke={TEAL} />
              </LineChart>
            </ResponsiveContainer>
          </ChartCard>
          <ChartCard title={t('by_hour')}>
            <ResponsiveContainer>
              <BarChart data={fullHours(s.byHour)}>
                <CartesianGrid strokeDasharray="3 3" />
                <XAxis dataKey="hour" fontSize={11} interval={1} />
                <YAxis allowDecimals={false} fontSize={12} />
                <Tooltip />
                <Bar dataKey="orders" name={t('orders')} fill={ORANGE} />
              </BarChart>
            </ResponsiveContainer>
          </ChartCard>
          <ChartCard title={t('top_products')}>
            <ResponsiveContainer>
              <BarChart data={s.topProducts} layout="vertical" margin={{ left: 40 }}>
                <CartesianGrid strokeDasharray="3 3" />
                <XAxis type="number" allowDecimals={false} fontSize={12} />
                <YAxis type="category" dataKey="name" width={110} fontSize={12} />
                <Tooltip />
                <Bar dataKey="quantity" name={t('quantity')} fill={TEAL} />
              </BarChart>
            </ResponsiveContainer>
          </ChartCard>
          <ChartCard title={t('by_type')}>
            <ResponsiveContainer>
              <PieChart>
                <Pie data={types} dataKey="value" nameKey="name" outerRadius="80%" label>
                  <Cell fill={ORANGE} />
                  <Cell fill={TEAL} />
                </Pie>
                <Tooltip />
                <Legend />
              </PieChart>
            </ResponsiveContainer>
          </ChartCard>
        </SimpleGrid>
        <Card.Root>
          <Card.Body gap="3">
            <Heading size="sm" id="stats-visits-title">
              {t('visits_per_day')}
            </Heading>
            <Box h="56" dir="ltr">
              <ResponsiveContainer>
                <LineChart data={days}>
                  <CartesianGrid strokeDasharray="3 3" />
                  <XAxis dataKey="label" fontSize={12} />
                  <YAxis allowDecimals={false} fontSize={12} />
                  <Tooltip />
                  <Legend />
                  <Line type="monotone" dataKey="visits" name={t('visits')} stroke={PURPLE} />
                  <Line type="monotone" dataKey="orders" name={t('orders')} stroke={ORANGE} />
                </LineChart>
              </ResponsiveContainer>
            </Box>
            <Table.Root size="sm" aria-labelledby="stats-visits-title">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>{t('day')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('visits')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('orders')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('conversion')}</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {days
                  .slice(-7)
                  .reverse()
                  .map((d) => (
                    <Table.Row key={d.day}>
                      <Table.Cell>
                        <bdi dir="ltr">{d.label}</bdi>
                      </Table.Cell>
                      <Table.Cell>{d.visits}</Table.Cell>
                      <Table.Cell>{d.orders}</Table.Cell>
                      <Table.Cell>
                        <bdi dir="ltr">{percent(d.conversion)}</bdi>
                      </Table.Cell>
                    </Table.Row>
                  ))}
              </Table.Body>
            </Table.Root>
          </Card.Body>
        </Card.Root>
        <Card.Root>
          <Card.Body gap="3">
            <Heading size="sm">{t('promos')}</Heading>
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
              <Box h="56" dir="ltr">
                <ResponsiveContainer>
                  <PieChart>
                    <Pie data={promoShare} dataKey="value" nameKey="name" innerRadius="50%" outerRadius="80%">
                      <Cell fill={ORANGE} />
                      <Cell fill={GRAY} />
                    </Pie>
                    <Tooltip />
                    <Legend />
                  </PieChart>
                </ResponsiveContainer>
              </Box>
              <Stack gap="2">
                <Text>
                  {t('promo_share', {
                    percent: percentOf(
                      s.promos.ordersWithPromo,
                      s.promos.ordersWithPromo + s.promos.ordersWithoutPromo,
                    ),
                  })}
                </Text>
                <Text>
                  {t('discount_total')} <Amount value={s.promos.discountTotal} fontWeight="bold" />
                </Text>
                <Table.Root size="sm">
                  <Table.Header>
                    <Table.Row>
                      <Table.ColumnHeader>{t('code')}</Table.ColumnHeader>
                      <Table.ColumnHeader>{t('orders')}</Table.ColumnHeader>
                      <Table.ColumnHeader>{t('discount')}</Table.ColumnHeader>
                    </Table.Row>
                  </Table.Header>
                  <Table.Body>
                    {s.promos.byCode.map((p) => (
                      <Table.Row key={p.code}>
                        <Table.Cell>
                          <bdi dir="ltr">{p.code}</bdi>
                        </Table.Cell>
                        <Table.Cell>{p.orders}</Table.Cell>
                        <Table.Cell>
                          <Amount value={p.discount} />
                        </Table.Cell>
                      </Table.Row>
                    ))}
                  </Table.Body>
                </Table.Root>
              </Stack>
            </SimpleGrid>
          </Card.Body>
        </Card.Root>
        <RatingsCard ratings={s.ratings ?? []} />
        <RidersCard />
      </Stack>
    </PageTitle>
  );
}
