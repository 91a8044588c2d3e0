import { Button, Card, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Amount } from '@/components/ui/amount';
import { ErrorMessage } from '@/components/ui/error-message';
import { toaster } from '@/components/ui/toaster';
import { errorText } from '@/lib/errors';
import { formatDateTime } from '@/lib/format';
import { riderQueries, useEndShift, useStartShift } from '../api/riders';

/** The rider's "start / end my shift" card, with the cash they hold for the shift (the /rider page). */
export function MyShift() {
  const { t, i18n } = useTranslation('riders');
  const shift = useQuery(riderQueries.myShift());
  const start = useStartShift();
  const end = useEndShift();
  const onError = (error: unknown) =>
    toaster.create({ type: 'error', title: errorText(error, i18n.resolvedLanguage) });
  if (shift.isError) return <ErrorMessage error={shift.error} onRetry={() => void shift.refetch()} />;
  const current = shift.data ?? null;
  const open = current !== null && current.endedAt === null;
  return (
    <Card.Root mb="4">
      <Card.Body gap="3">
        <Heading as="h2" size="md">
          {t('my_shift.title')}
        </Heading>
        {open ? (
          <Stack gap="1">
            <Text>
              {t('my_shift.since', { time: formatDateTime(current.startedAt, i18n.resolvedLanguage) })}
            </Text>
            <HStack gap="2" wrap="wrap">
              <Text>{t('my_shift.cash_in_hand')}</Text>
              <Amount value={current.cashInHand} fontSize="2xl" fontWeight="bold" />
            </HStack>
            <Text color="fg.muted">{t('my_shift.orders', { count: current.orders.length })}</Text>
          </Stack>
        ) : (
          <Text color="fg.muted">{t('my_shift.off')}</Text>
        )}
        {open ? (
          <Button
            size="lg"
            colorPalette="red"
            variant="outline"
            loading={end.isPending || shift.isPending}
            onClick={() => end.mutate(undefined, { onError })}
          >
            {t('my_shift.end')}
          </Button>
        ) : (
          <Button
            size="lg"
            colorPalette="green"
            loading={start.isPending || shift.isPending}
            onClick={() => start.mutate(undefined, { onError })}
          >
            {t('my_shift.start')}
          </Button>
        )}
      </Card.Body>
    </Card.Root>
  );
}
