import { Button, Card, chakra, Field, Heading, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { DEFAULT_PREP_MINUTES, kitchenAt, MAX_KITCHEN_MINUTES } from '@shop/contracts/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { settingsQueries } from '@/api/catalogue';
import { ErrorMessage } from '@/components/ui/error-message';
import { FieldMessage } from '@/components/ui/form-field';
import { PageTitle } from '@/components/ui/page-title';
import { SectionSpinner } from '@/components/ui/spinner-overlay';
import { formatSlotTime } from '@/lib/format';
import { usePauseOrders, useResumeOrders, useSetDefaultPrep, useSetDelay } from '../api/busy';

const quick = [15, 30, 45, 60];

/** A whole number of minutes in [min, MAX_KITCHEN_MINUTES], or null. */
const minutesOf = (value: string, min: number): number | null => {
  const n = Number(value);
  return value.trim() !== '' && Number.isInteger(n) && n >= min && n <= MAX_KITCHEN_MINUTES ? n : null;
};

function MinutesForm({
  label,
  action,
  min,
  initial,
  pending,
  onSubmit,
}: {
  label: string;
  action: string;
  min: number;
  initial: string;
  pending: boolean;
  onSubmit: (minutes: number) => void;
}) {
  const { t } = useTranslation('busy');
  const [value, setValue] = useState(initial);
  const minutes = minutesOf(value, min);
  return (
    <chakra.form
      onSubmit={(e) => {
        e.preventDefault();
        if (minutes !== null) onSubmit(minutes);
      }}
    >
      <HStack align="end" gap="3" wrap="wrap">
        <Field.Root invalid={minutes === null} maxW="xs">
          <Field.Label>{label}</Field.Label>
          <Input
            type="number"
            inputMode="numeric"
            min={min}
            max={MAX_KITCHEN_MINUTES}
            value={value}
            onChange={(e) => setValue(e.target.value)}
          />
          <FieldMessage
            error={minutes === null ? t('invalid', { min, max: MAX_KITCHEN_MINUTES }) : undefined}
          />
        </Field.Root>
        <Button type="submit" colorPalette="brand" loading={pending} disabled={minutes === null} mb="6">
          {action}
        </Button>
      </HStack>
    </chakra.form>
  );
}

/** /dashboard/busy: pause new orders, add a delay to every promised time, the default preparation time. */
export function BusyMode() {
  const { t, i18n } = useTranslation('busy');
  const settings = useQuery(settingsQueries.get());
  const pause = usePauseOrders();
  const resume = useResumeOrders();
  const delay = useSetDelay();
  const prep = useSetDefaultPrep();
  if (settings.isPending) return <SectionSpinner />;
  if (settings.isError)
    return (
      <PageTitle title={t('title')}>
        <ErrorMessage error={settings.error} onRetry={() => void settings.refetch()} />
      </PageTitle>
    );
  const kitchen = settings.data.kitchen;
  const now = kitchenAt(kitchen, new Date());
  const time = (iso: string) => formatSlotTime(iso, i18n.language);
  return (
    <PageTitle title={t('title')} subtitle={t('subtitle')}>
      <Stack gap="6">
        <Card.Root>
          <Card.Body gap="3">
            <Heading size="md">{t('pause.title')}</Heading>
            <Text role="status">
              {now.pausedUntil ? t('pause.on', { time: time(now.pausedUntil) }) : t('pause.off')}
            </Text>
            <HStack gap="2" wrap="wrap">
              {quick.map((m) => (
                <Button
                  key={m}
                  variant="outline"
                  loading={pause.isPending && pause.variables === m}
                  onClick={() => pause.mutate(m)}
                >
                  {t('pause.for', { minutes: m })}
                </Button>
              ))}
              {now.pausedUntil && (
                <Button colorPalette="green" loading={resume.isPending} onClick={() => resume.mutate()}>
                  {t('pause.resume')}
                </Button>
              )}
            </HStack>
            <MinutesForm
              label={t('pause.minutes')}
              action={t('pause.submit')}
              min={1}
              initial="30"
              pending={pause.isPending}
              onSubmit={(m) => pause.mutate(m)}
            />
            <Text fontSize="sm" color="fg.muted">
              {t('pause.help')}
            </Text>
            {(pause.isError || resume.isError) && <ErrorMessage error={pause.error ?? resume.error} />}
          </Card.Body>
        </Card.Root>

        <Card.Root>
          <Card.Body gap="3">
            <Heading size="md">{t('delay.title')}</Heading>
            <Text role="status">
              {now.delayMinutes > 0 ? t('delay.on', { minutes: now.delayMinutes }) : t('delay.off')}
            </Text>
            <MinutesForm
              key={now.delayMinutes}
              label={t('delay.minutes')}
              action={t('delay.submit')}
              min={0}
              initial={String(now.delayMinutes || 15)}
              pending={delay.isPending}
              onSubmit={(m) => delay.mutate(m)}
            />
            <Text fontSize="sm" color="fg.muted">
              {t('delay.help')}
            </Text>
            {delay.isError && <ErrorMessage error={delay.error} />}
          </Card.Body>
        </Card.Root>

        <Card.Root>
          <Card.Body gap="3">
            <Heading size="md">{t('prep.title')}</Heading>
            <MinutesForm
              key={kitchen?.defaultPrepMinutes ?? DEFAULT_PREP_MINUTES}
              label={t('prep.minutes')}
              action={t('prep.submit')}
              min={1}
              initial={String(kitchen?.defaultPrepMinutes ?? DEFAULT_PREP_MINUTES)}
              pending={prep.isPending}
              onSubmit={(m) => prep.mutate(m)}
            />
            <Text fontSize="sm" color="fg.muted">
              {t('prep.help')}
            </Text>
            {prep.isError && <ErrorMessage error={prep.error} />}
          </Card.Body>
        </Card.Root>
      </Stack>
    </PageTitle>
  );
}
