import { Badge, Button, HStack, NativeSelect, SimpleGrid, Stack, Table, Field } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { promoQueries } from '@/api/catalogue';
import { DataTable } from '@/components/ui/data-table';
import { ErrorMessage } from '@/components/ui/error-message';
import { TextField } from '@/components/ui/form-field';
import { PageTitle } from '@/components/ui/page-title';
import { toaster } from '@/components/ui/toaster';
import { dateLocale } from '@/lib/format';
import { useCreatePromo, useSetPromoActive } from '../api/catalogue-admin';
import {
  defaultPromoStart,
  promoFormSchema,
  promoTiming,
  splitDuration,
  toPromoBody,
  type PromoFormValues,
  type PromoTiming,
} from '../forms';
import { useAdminForm } from '../hooks/use-admin-form';
import { FormFooter, FramedForm } from './form-parts';
import { RefreshableList } from './list-parts';

function useNow(everyMs = 30_000) {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const id = setInterval(() => setNow(new Date()), everyMs);
    return () => clearInterval(id);
  }, [everyMs]);
  return now;
}

/** /dashboard/promo: promo codes with their remaining time (or 'expired'), creation, activate and deactivate. */
export function PromosAdmin() {
  const { t, i18n } = useTranslation('catalogue-admin');
  const promos = useQuery(promoQueries.staffList());
  const setActive = useSetPromoActive();
  const now = useNow();
  const dateTime = new Intl.DateTimeFormat(dateLocale(i18n.resolvedLanguage), {
    dateStyle: 'short',
    timeStyle: 'short',
  });

  const timingText = (timing: PromoTiming) => {
    if (timing.state === 'expired') return t('promos.expired');
    const d = splitDuration(timing.ms);
    const left = [
      d.days ? t('promos.days', { count: d.days }) : '',
      d.hours ? t('promos.hours', { count: d.hours }) : '',
      t('promos.minutes', { count: d.minutes }),
    ]
      .filter(Boolean)
      .join(' ');
    return t(timing.state === 'upcoming' ? 'promos.starts_in' : 'promos.remaining', { time: left });
  };

  const toggle = (code: string, active: boolean) =>
    setActive.mutate(
      { code, active },
      {
        onSuccess: () =>
          toaster.create({
            type: 'success',
            title: t(active ? 'promos.activated' : 'promos.deactivated', { code }),
          }),
      },
    );

  return (
    <PageTitle title={t('promos.title')} subtitle={t('promos.subtitle')}>
      <Stack gap="8">
        <PromoForm />
        <RefreshableList query={promos}>
          {setActive.isError && <ErrorMessage error={setActive.error} />}
          <DataTable
            columns={[
              { label: t('promos.code') },
              { label: t('promos.percentage') },
              { label: t('promos.start') },
              { label: t('promos.end') },
              { label: t('promos.time') },
              { label: t('promos.state') },
              { label: t('common.actions'), end: true },
            ]}
            loading={promos.isPending}
            empty={promos.data?.length === 0 && { content: t('promos.empty') }}
          >
            {promos.data?.map((p) => {
              const timing = promoTiming(p, now);
              return (
                <Table.Row key={p.promo_code} data-promo-code={p.promo_code}>
                  <Table.Cell fontWeight="semibold">
                    <bdi dir="ltr">{p.promo_code}</bdi>
                  </Table.Cell>
                  <Table.Cell>
                    <bdi dir="ltr">{p.pourcentage}%</bdi>
                  </Table.Cell>
                  <Table.Cell whiteSpace="nowrap">{dateTime.format(new Date(p.startsAt))}</Table.Cell>
                  <Table.Cell whiteSpace="nowrap">{dateTime.format(new Date(p.endsAt))}</Table.Cell>
                  <Table.Cell color={timing.state === 'expired' ? 'fg.muted' : undefined}>
                    {timingText(timing)}
                  </Table.Cell>
                  <Table.Cell>
                    <Badge colorPalette={p.active ? 'green' : 'gray'}>
                      {p.active ? t('promos.active') : t('promos.inactive')}
                    </Badge>
                  </Table.Cell>
                  <Table.Cell textAlign="end" whiteSpace="nowrap">
                    <HStack gap="1" justify="end">
                      <Button
                        size="xs"
                        variant="outline"
                        colorPalette="green"
                        disabled={timing.state === 'expired' || p.enabled}
                        onClick={() => toggle(p.promo_code, true)}
                      >
                        {t('promos.activate')}
                      </Button>
                      <Button
                        size="xs"
                        variant="outline"
                        disabled={timing.state === 'expired' || !p.enabled}
                        onClick={() => toggle(p.promo_code, false)}
                      >
                        {t('promos.deactivate')}
                      </Button>
                    </HStack>
                  </Table.Cell>
                </Table.Row>
              );
            })}
          </DataTable>
        </RefreshableList>
      </Stack>
    </PageTitle>
  );
}

function PromoForm() {
  const { t } = useTranslation('catalogue-admin');
  const create = useCreatePromo();
  const fresh = (): PromoFormValues => ({
    code: '',
    percentage: '',
    duration: '24',
    unit: 'hours',
    ...defaultPromoStart(new Date()),
  });
  const {
    register,
    handleSubmit,
    reset,
    err,
    formState: { errors },
  } = useAdminForm(promoFormSchema, fresh());

  const onSubmit = handleSubmit((values) => {
    const body = toPromoBody(values);
    create.mutate(body, {
      onSuccess: () => {
        toaster.create({ type: 'success', title: t('promos.created', { code: body.code }) });
        reset(fresh());
      },
    });
  });

  return (
    <FramedForm onSubmit={onSubmit}>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <TextField
          label={t('promos.code')}
          required
          {...register('code')}
          error={err(errors.code?.message)}
          dir="ltr"
        />
        <TextField
          label={t('promos.percentage')}
          required
          inputMode="numeric"
          {...register('percentage')}
          error={err(errors.percentage?.message)}
        />
        <TextField
          label={t('promos.start_date')}
          required
          type="date"
          {...register('startDate')}
          error={err(errors.startDate?.message)}
        />
        <TextField
          label={t('promos.start_time')}
          required
          type="time"
          {...register('startTime')}
          error={err(errors.startTime?.message)}
        />
        <TextField
          label={t('promos.duration')}
          required
          inputMode="numeric"
          {...register('duration')}
          error={err(errors.duration?.message)}
        />
        <Field.Root>
          <Field.Label>{t('promos.unit')}</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field {...register('unit')}>
              <option value="hours">{t('promos.unit_hours')}</option>
              <option value="days">{t('promos.unit_days')}</option>
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
      </SimpleGrid>
      <FormFooter label={t('promos.add')} loading={create.isPending} mutation={create} />
    </FramedForm>
  );
}
