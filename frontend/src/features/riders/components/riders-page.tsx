import {
  Badge,
  Box,
  Button,
  Card,
  chakra,
  Field,
  Heading,
  HStack,
  Input,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { MAX_HANDOVER, type RiderShiftView } from '@shop/contracts/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Amount } from '@/components/ui/amount';
import { ErrorMessage } from '@/components/ui/error-message';
import { FieldMessage } from '@/components/ui/form-field';
import { PageTitle } from '@/components/ui/page-title';
import { SectionSpinner } from '@/components/ui/spinner-overlay';
import { toaster } from '@/components/ui/toaster';
import { errorText } from '@/lib/errors';
import { formatDateTime } from '@/lib/format';
import { riderQueries, useEndRiderShift, useRecordHandover } from '../api/riders';

/** A whole amount of DA in [0, MAX_HANDOVER], or null. */
const amountOf = (value: string): number | null => {
  const n = Number(value.replace(/\s/g, ''));
  return value.trim() !== '' && Number.isInteger(n) && n >= 0 && n <= MAX_HANDOVER ? n : null;
};

function HandoverForm({ shift }: { shift: RiderShiftView }) {
  const { t, i18n } = useTranslation('riders');
  const [value, setValue] = useState(String(shift.cashInHand));
  const record = useRecordHandover();
  const amount = amountOf(value);
  const name = shift.riderName ?? t('unknown_rider');
  return (
    <chakra.form
      onSubmit={(e) => {
        e.preventDefault();
        if (amount === null) return;
        record.mutate(
          { riderId: shift.riderId, shiftId: shift.shiftId, handedOver: amount },
          {
            onSuccess: () => toaster.create({ type: 'success', title: t('handover.saved', { name }) }),
            onError: (error) =>
              toaster.create({ type: 'error', title: errorText(error, i18n.resolvedLanguage) }),
          },
        );
      }}
    >
      <HStack align="end" gap="3" wrap="wrap">
        <Field.Root invalid={amount === null} maxW="xs">
          <Field.Label>{t('handover.amount', { name })}</Field.Label>
          <Input
            type="number"
            inputMode="numeric"
            min={0}
            value={value}
            onChange={(e) => setValue(e.target.value)}
          />
          <FieldMessage error={amount === null ? t('handover.invalid') : undefined} />
        </Field.Root>
        <Button
          type="submit"
          colorPalette="orange"
          loading={record.isPending}
          disabled={amount === null}
          mb="6"
        >
          {t('handover.record')}
        </Button>
      </HStack>
    </chakra.form>
  );
}

function ShiftCard({ shift }: { shift: RiderShiftView }) {
  const { t, i18n } = useTranslation('riders');
  const endShift = useEndRiderShift();
  const lng = i18n.resolvedLanguage;
  const name = shift.riderName ?? t('unknown_rider');
  const status = shift.handover ? 'settled' : shift.endedAt ? 'to_settle' : 'on_shift';
  const headingId = `shift-${shift.shiftId}`;
  return (
    <Card.Root as="section" aria-labelledby={headingId}>
      <Card.Body gap="3">
        <HStack justify="space-between" wrap="wrap">
          <Heading as="h2" size="md" id={headingId}>
            {name}
          </Heading>
          <Badge colorPalette={status === 'on_shift' ? 'green' : status === 'to_settle' ? 'orange' : 'gray'}>
            {t(`status.${status}`)}
          </Badge>
        </HStack>
        <Text color="fg.muted">
          {t('shift.times', {
            start: formatDateTime(shift.startedAt, lng),
            end: shift.endedAt ? formatDateTime(shift.endedAt, lng) : '…',
          })}
        </Text>
        <dl>
          <HStack gap="6" wrap="wrap">
            <Box>
              <Text as="dt" color="fg.muted">
                {t('shift.deliveries')}
              </Text>
              <Text as="dd" fontWeight="bold">
                {shift.handover ? shift.handover.orderIds.length : shift.orders.length}
              </Text>
            </Box>
            <Box>
              <Text as="dt" color="fg.muted">
                {t('shift.expected')}
              </Text>
              <Box as="dd" fontWeight="bold">
                <Amount value={shift.handover ? shift.handover.expected : shift.cashInHand} />
              </Box>
            </Box>
            {shift.handover ? (
              <>
                <Box>
                  <Text as="dt" color="fg.muted">
                    {t('shift.handed_over')}
                  </Text>
                  <Box as="dd" fontWeight="bold">
                    <Amount value={shift.handover.handedOver} />
                  </Box>
                </Box>
                <Box>
                  <Text as="dt" color="fg.muted">
                    {t('shift.difference')}
                  </Text>
                  <Box
                    as="dd"
                    fontWeight="bold"
                    color={shift.handover.difference < 0 ? 'red.fg' : undefined}
                    dir="ltr"
                  >
                    {shift.handover.difference > 0 ? '+' : shift.handover.difference < 0 ? '−' : ''}
                    <Amount value={Math.abs(shift.handover.difference)} />
                  </Box>
                </Box>
              </>
            ) : null}
          </HStack>
        </dl>
        {shift.orders.length > 0 ? (
          <details>
            <summary>{t('shift.orders_behind', { count: shift.orders.length })}</summary>
            <Stack as="ul" gap="1" mt="2" ps="4">
              {shift.orders.map((o) => (
                <HStack as="li" key={o.orderId} gap="3">
                  <Text>{t('shift.order_number', { number: o.orderNumber ?? '—' })}</Text>
                  <Amount value={o.total} />
                  <Text color="fg.muted">{formatDateTime(o.deliveredAt, lng)}</Text>
                </HStack>
              ))}
            </Stack>
          </details>
        ) : null}
        {status === 'on_shift' ? (
          <Button
            alignSelf="start"
            variant="outline"
            loading={endShift.isPending}
            onClick={() =>
              endShift.mutate(shift.riderId, {
                onError: (error) => toaster.create({ type: 'error', title: errorText(error, lng) }),
              })
            }
          >
            {t('shift.end', { name })}
          </Button>
        ) : null}
        {status === 'to_settle' ? <HandoverForm shift={shift} /> : null}
      </Card.Body>
    </Card.Root>
  );
}

/** /dashboard/riders: today's shifts and the open balances, with the handover form of each ended shift. */
export function RidersPage() {
  const { t } = useTranslation('riders');
  const shifts = useQuery(riderQueries.shifts());
  if (shifts.isPending) return <SectionSpinner />;
  return (
    <PageTitle title={t('title')}>
      {shifts.isError ? (
        <ErrorMessage error={shifts.error} onRetry={() => void shifts.refetch()} />
      ) : shifts.data.length === 0 ? (
        <Text color="fg.muted">{t('empty')}</Text>
      ) : (
        <Stack gap="4">
          {shifts.data.map((shift) => (
            <ShiftCard key={shift.shiftId} shift={shift} />
          ))}
        </Stack>
      )}
    </PageTitle>
  );
}
