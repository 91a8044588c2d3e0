import {
  Alert,
  Button,
  Card,
  Checkbox,
  Field,
  Heading,
  HStack,
  IconButton,
  Input,
  SimpleGrid,
  Stack,
  Switch,
  Table,
  Text,
  chakra,
} from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  catalogueRoutes,
  DEFAULT_SLOT_CAPACITY,
  weekdays,
  type OpeningHours,
  type OpeningHoursBody,
  type SettingsAnswer,
  type ShopInfo,
  type ShopInfoBody,
} from '@shop/contracts/core';
import { useId, useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useMessageText } from '@/lib/i18n-keys';
import { LuPlus, LuTrash2 } from 'react-icons/lu';
import { settingsQueries } from '@/api/catalogue';
import { FieldMessage } from '@/components/ui/form-field';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ErrorMessage } from '@/components/ui/error-message';
import { PageTitle } from '@/components/ui/page-title';
import { SectionSpinner } from '@/components/ui/spinner-overlay';
import { toaster } from '@/components/ui/toaster';
import { call } from '@/lib/api-client';
import {
  dayError,
  discountHelpKey,
  hoursToForm,
  shopFormSchema,
  shopToForm,
  toHoursBody,
  toShopBody,
  type HoursForm,
  type ShopFormValues,
} from '../settings-form';
import { TrustRulesCard } from './trust-rules-card';

function useSettingsCommand<V>(fn: (v: V) => Promise<unknown>) {
  const queryClient = useQueryClient();
  const { t } = useTranslation('settings-admin');
  return useMutation({
    mutationFn: fn,
    onSuccess: () => {
      toaster.create({ type: 'success', title: t('saved') });
      return queryClient.invalidateQueries({ queryKey: settingsQueries.all() });
    },
  });
}

/** /dashboard/settings: the discount flag, contact phones, e-mail, social links and opening hours. */
export function SettingsAdmin() {
  const { t } = useTranslation('settings-admin');
  const settings = useQuery(settingsQueries.get());
  if (settings.isPending) return <SectionSpinner />;
  if (settings.isError)
    return (
      <PageTitle title={t('title')}>
        <ErrorMessage error={settings.error} onRetry={() => void settings.refetch()} />
      </PageTitle>
    );
  const data = settings.data as SettingsAnswer;
  return (
    <PageTitle title={t('title')} subtitle={t('subtitle')}>
      <Stack gap="6">
        <DiscountCard enabled={data.discountsEnabled} />
        <ShopCard key={JSON.stringify(data.shop)} shop={data.shop} />
        <HoursCard
          key={JSON.stringify(data.openingHours ?? null)}
          hours={data.openingHours ?? null}
          openNow={data.openNow}
        />
        <SlotCapacityCard
          key={data.slotCapacity ?? 0}
          capacity={data.slotCapacity ?? DEFAULT_SLOT_CAPACITY}
        />
        <TrustRulesSection />
      </Stack>
    </PageTitle>
  );
}

/** The trust thresholds, read from the staff route (GET /api/settings/trust): the public settings do not carry them. */
function TrustRulesSection() {
  const trust = useQuery(settingsQueries.trust());
  if (trust.isPending) return <SectionSpinner />;
  if (trust.isError) return <ErrorMessage error={trust.error} onRetry={() => void trust.refetch()} />;
  return <TrustRulesCard key={JSON.stringify(trust.data)} rules={trust.data} />;
}

/** Orders each 15-minute slot of scheduled orders takes (PUT /api/settings/slots). */
function SlotCapacityCard({ capacity }: { capacity: number }) {
  const { t } = useTranslation('settings-admin');
  const [value, setValue] = useState(String(capacity));
  const save = useSettingsCommand((n: number) =>
    call(catalogueRoutes.setSlotCapacity, { body: { capacity: n } }),
  );
  const n = Number(value);
  const valid = Number.isInteger(n) && n >= 1 && n <= 100;
  return (
    <Card.Root>
      <Card.Body gap="3">
        <Heading size="md">{t('slots.title')}</Heading>
        <chakra.form
          onSubmit={(e) => {
            e.preventDefault();
            if (valid) save.mutate(n);
          }}
        >
          <Stack gap="3" align="start">
            {/* The message inside its Field.Root: Field.ErrorText outside one throws, and the page fell over. */}
            <Field.Root invalid={!valid} maxW="xs">
              <Field.Label>{t('slots.capacity')}</Field.Label>
              <Input
                type="number"
                min={1}
                max={100}
                inputMode="numeric"
                value={value}
                onChange={(e) => setValue(e.target.value)}
              />
              <FieldMessage error={valid ? undefined : t('slots.invalid')} />
            </Field.Root>
            <Button type="submit" colorPalette="brand" loading={save.isPending} disabled={!valid}>
              {t('slots.save')}
            </Button>
          </Stack>
        </chakra.form>
        <Text fontSize="sm" color="fg.muted">
          {t('slots.help')}
        </Text>
        {save.isError && <ErrorMessage error={save.error} />}
      </Card.Body>
    </Card.Root>
  );
}

function DiscountCard({ enabled }: { enabled: boolean }) {
  const { t } = useTranslation('settings-admin');
  const save = useSettingsCommand((on: boolean) =>
    call(catalogueRoutes.setDiscounts, { body: { enabled: on } }),
  );
  const on = save.isPending ? save.variables : enabled;
  return (
    <Card.Root>
      <Card.Body gap="3">
        <Heading size="md">{t('discounts.title')}</Heading>
        <Switch.Root
          checked={on}
          disabled={save.isPending}
          onCheckedChange={(e) => save.mutate(e.checked)}
          colorPalette="brand"
        >
          <Switch.HiddenInput />
          <Switch.Control />
          <Switch.Label>{t('discounts.label')}</Switch.Label>
        </Switch.Root>
        <Text fontSize="sm" color="fg.muted">
          {t(discountHelpKey(on))}
        </Text>
        {save.isError && <ErrorMessage error={save.error} />}
      </Card.Body>
    </Card.Root>
  );
}

function ShopCard({ shop }: { shop: ShopInfo | null }) {
  const { t } = useTranslation('settings-admin');
  const save = useSettingsCommand((body: ShopInfoBody) => call(catalogueRoutes.setShopInfo, { body }));
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<ShopFormValues>({
    resolver: zodResolver(shopFormSchema),
    mode: 'onTouched',
    defaultValues: shopToForm(shop),
  });
  const phones = useFieldArray({ control, name: 'phones' });
  const err = useMessageText('settings-admin');
  const field = (
    name: 'email' | 'salesPointName' | 'address' | 'city' | 'facebook' | 'instagram' | 'tiktok',
    ltr = false,
  ) => (
    <Field.Root invalid={!!errors[name]}>
      <Field.Label>{t(`shop.${name}`)}</Field.Label>
      <Input {...register(name)} dir={ltr ? 'ltr' : undefined} />
      <FieldMessage error={err(errors[name]?.message)} />
    </Field.Root>
  );
  return (
    <Card.Root>
      <Card.Body>
        <chakra.form onSubmit={handleSubmit((v) => save.mutate(toShopBody(v)))} noValidate>
          <Stack gap="4">
            <Heading size="md">{t('shop.title')}</Heading>
            <Stack gap="2">
              <Text fontWeight="medium" fontSize="sm">
                {t('shop.phones')}
              </Text>
              {phones.fields.map((f, i) => (
                <Field.Root key={f.id} invalid={!!errors.phones?.[i]?.value}>
                  <HStack w="full">
                    <Input
                      {...register(`phones.${i}.value`)}
                      dir="ltr"
                      inputMode="tel"
                      aria-label={t('shop.phone', { n: i + 1 })}
                    />
                    <IconButton
                      variant="ghost"
                      aria-label={t('shop.remove_phone')}
                      disabled={phones.fields.length <= 1}
                      onClick={() => phones.remove(i)}
                    >
                      <LuTrash2 />
                    </IconButton>
                  </HStack>
                  <FieldMessage error={err(errors.phones?.[i]?.value?.message)} />
                </Field.Root>
              ))}
              {phones.fields.length < 4 && (
                <Button
                  size="sm"
                  variant="outline"
                  alignSelf="start"
                  onClick={() => phones.append({ value: '' })}
                >
                  <LuPlus aria-hidden /> {t('shop.add_phone')}
                </Button>
              )}
            </Stack>
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
              {field('email', true)}
              {field('salesPointName')}
              {field('address')}
              {field('city')}
              {field('facebook', true)}
              {field('instagram', true)}
              {field('tiktok', true)}
            </SimpleGrid>
            {save.isError && <ErrorMessage error={save.error} />}
            <Button type="submit" colorPalette="brand" alignSelf="start" loading={save.isPending}>
              {t('save')}
            </Button>
          </Stack>
        </chakra.form>
      </Card.Body>
    </Card.Root>
  );
}

function HoursCard({ hours, openNow }: { hours: OpeningHours | null; openNow: boolean }) {
  const { t } = useTranslation('settings-admin');
  const [form, setForm] = useState<HoursForm>(() => hoursToForm(hours));
  const save = useSettingsCommand((body: OpeningHoursBody) =>
    call(catalogueRoutes.setOpeningHours, { body }),
  );
  // No hours any more: always open again (DELETE), after a confirmation.
  const clear = useSettingsCommand(() => call(catalogueRoutes.clearOpeningHours));
  const [confirmClear, setConfirmClear] = useState(false);
  const titleId = useId();
  const invalid = weekdays.some((d) => dayError(form[d]));
  const set = (d: (typeof weekdays)[number], patch: Partial<HoursForm[typeof d]>) =>
    setForm((f) => ({ ...f, [d]: { ...f[d], ...patch } }));
  return (
    // A region named by its title: the page has several Save buttons.
    <Card.Root as="section" aria-labelledby={titleId}>
      <Card.Body gap="4">
        <HStack justify="space-between" wrap="wrap">
          <Heading size="md" id={titleId}>
            {t('hours.title')}
          </Heading>
          <Text fontSize="sm" color={openNow ? 'green.700' : 'red.600'}>
            {openNow ? t('hours.open_now') : t('hours.closed_now')}
          </Text>
        </HStack>
        {!hours && (
          <Alert.Root status="info">
            <Alert.Indicator />
            <Alert.Title>{t('hours.none')}</Alert.Title>
          </Alert.Root>
        )}
        <Text fontSize="sm" color="fg.muted">
          {t('hours.help')}
        </Text>
        <Table.Root size="sm">
          <Table.Body>
            {weekdays.map((d) => {
              const error = dayError(form[d]);
              return (
                <Table.Row key={d}>
                  <Table.Cell fontWeight="medium">{t(`days.${d}`)}</Table.Cell>
                  <Table.Cell>
                    <Checkbox.Root
                      checked={form[d].closed}
                      onCheckedChange={(e) => set(d, { closed: !!e.checked })}
                    >
                      <Checkbox.HiddenInput />
                      <Checkbox.Control />
                      <Checkbox.Label>{t('hours.closed')}</Checkbox.Label>
                    </Checkbox.Root>
                  </Table.Cell>
                  <Table.Cell>
                    <Checkbox.Root
                      checked={form[d].allDay}
                      disabled={form[d].closed}
                      onCheckedChange={(e) => set(d, { allDay: !!e.checked })}
                    >
                      <Checkbox.HiddenInput />
                      <Checkbox.Control />
                      <Checkbox.Label>{t('hours.all_day')}</Checkbox.Label>
                    </Checkbox.Root>
                  </Table.Cell>
                  {(['open', 'close'] as const).map((edge) => (
                    <Table.Cell key={edge}>
                      <Input
                        type="time"
                        size="sm"
                        value={form[d][edge]}
                        disabled={form[d].closed || form[d].allDay}
                        onChange={(e) => set(d, { [edge]: e.target.value })}
                        aria-label={t(`hours.${edge}`)}
                      />
                    </Table.Cell>
                  ))}
                  <Table.Cell color="red.600" fontSize="sm">
                    {error ? t(error) : null}
                  </Table.Cell>
                </Table.Row>
              );
            })}
          </Table.Body>
        </Table.Root>
        {save.isError && <ErrorMessage error={save.error} />}
        <HStack gap="3" wrap="wrap">
          <Button
            colorPalette="brand"
            disabled={invalid}
            loading={save.isPending}
            onClick={() => save.mutate(toHoursBody(form))}
          >
            {t('save')}
          </Button>
          {hours && (
            <Button variant="outline" colorPalette="red" onClick={() => setConfirmClear(true)}>
              {t('hours.clear')}
            </Button>
          )}
        </HStack>
      </Card.Body>
      <ConfirmDialog
        open={confirmClear}
        title={t('hours.clear')}
        text={t('hours.clear_text')}
        cancelLabel={t('hours.cancel')}
        confirmLabel={t('hours.clear')}
        onCancel={() => {
          clear.reset();
          setConfirmClear(false);
        }}
        onConfirm={() => clear.mutate(undefined, { onSuccess: () => setConfirmClear(false) })}
        loading={clear.isPending}
        error={clear.error}
      />
    </Card.Root>
  );
}
