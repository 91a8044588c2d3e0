import {
  Box,
  Button,
  Field,
  HStack,
  Input,
  Link,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  chakra,
} from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { screenBoxKeys } from '@shop/contracts/core';
import { useEffect, useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LuExternalLink, LuPlus } from 'react-icons/lu';
import { categoryQueries } from '@/api/catalogue';
import { ErrorMessage } from '@/components/ui/error-message';
import { PageTitle } from '@/components/ui/page-title';
import { SectionSpinner } from '@/components/ui/spinner-overlay';
import { toaster } from '@/components/ui/toaster';
import { ApiError } from '@/lib/api-client';
import { screenAdminQueries, useSaveScreen } from '../api/screens';
import {
  boxField,
  emptyScreenForm,
  isSavedScreen,
  normaliseScreenId,
  screenToForm,
  toScreenBody,
  type ScreenFormValues,
} from '../screen-form';

/** /dashboard/screen: choose a screen, set its box title, top text and boxes 1.1, 1.2, 2.1, 2.2. */
export function ScreenAdmin() {
  const { t } = useTranslation('screen');
  const screens = useQuery(screenAdminQueries.list());
  const [selected, setSelected] = useState<string>();
  const [newId, setNewId] = useState('');
  const ids = [
    ...new Set([...(screens.data ?? []).map((s) => s._id), ...(selected ? [selected] : [])]),
  ].sort();
  useEffect(() => {
    if (!selected && screens.data?.[0]) setSelected(screens.data[0]._id);
  }, [selected, screens.data]);

  return (
    <PageTitle title={t('admin.title')} subtitle={t('admin.subtitle')}>
      <Stack gap="6">
        {screens.isError && <ErrorMessage error={screens.error} onRetry={() => void screens.refetch()} />}
        <HStack gap="3" wrap="wrap" align="end">
          <Field.Root maxW="xs">
            <Field.Label>{t('admin.screen')}</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field
                value={selected ?? ''}
                onChange={(e) => setSelected(e.target.value || undefined)}
              >
                <option value="">{t('admin.choose')}</option>
                {ids.map((id) => (
                  <option key={id} value={id}>
                    {id}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          <chakra.form
            display="flex"
            gap="2"
            onSubmit={(e) => {
              e.preventDefault();
              const id = normaliseScreenId(newId);
              if (id) {
                setSelected(id);
                setNewId('');
              }
            }}
          >
            <Input
              value={newId}
              onChange={(e) => setNewId(e.target.value)}
              placeholder={t('admin.new_placeholder')}
              aria-label={t('admin.new_placeholder')}
              maxW="56"
            />
            <Button type="submit" variant="outline">
              <LuPlus aria-hidden /> {t('admin.new')}
            </Button>
          </chakra.form>
        </HStack>
        {selected ? (
          <ScreenEditor key={selected} screenId={selected} saved={isSavedScreen(screens.data, selected)} />
        ) : (
          <Text color="fg.muted">{t('admin.none')}</Text>
        )}
      </Stack>
    </PageTitle>
  );
}

/** `saved`: the screen exists; a new one starts empty, with no GET /api/screens/:id (a 404) before its first save. */
function ScreenEditor({ screenId, saved }: { screenId: string; saved: boolean }) {
  const { t } = useTranslation('screen');
  const screen = useQuery({ ...screenAdminQueries.detail(screenId), enabled: saved });
  const notFound = screen.error instanceof ApiError && screen.error.status === 404;
  if (saved && screen.isPending) return <SectionSpinner />;
  if (screen.isError && !notFound)
    return <ErrorMessage error={screen.error} onRetry={() => void screen.refetch()} />;
  const initial = screen.data
    ? screenToForm({ title: screen.data.title, topText: screen.data.topText, boxes: screen.data.content })
    : emptyScreenForm();
  return (
    <Stack gap="4">
      <Link href={`/screen/${encodeURIComponent(screenId)}`} target="_blank" rel="noopener" color="brand.fg">
        <LuExternalLink aria-hidden /> {t('admin.open')}
      </Link>
      <ScreenForm screenId={screenId} initial={initial} />
    </Stack>
  );
}

function ScreenForm({ screenId, initial }: { screenId: string; initial: ScreenFormValues }) {
  const { t } = useTranslation('screen');
  const products = useQuery(screenAdminQueries.products());
  const categories = useQuery(categoryQueries.list());
  const save = useSaveScreen({ onSaved: () => toaster.create({ type: 'success', title: t('admin.saved') }) });
  const { register, handleSubmit, control, watch, setValue } = useForm<ScreenFormValues>({
    defaultValues: initial,
  });

  const onSubmit = handleSubmit((values) => save.mutate({ id: screenId, body: toScreenBody(values) }));
  // Each box is a group named « Case 1.1 »…: its two selects are found in it by their own names.
  const boxLabelId = useId();

  return (
    <chakra.form onSubmit={onSubmit} noValidate>
      <Stack gap="5" maxW="3xl">
        <Field.Root>
          <Field.Label>{t('admin.box_title')}</Field.Label>
          <Input {...register('title')} maxLength={80} />
        </Field.Root>
        <Field.Root>
          <Field.Label>{t('admin.top_text')}</Field.Label>
          <Textarea {...register('topText')} maxLength={300} rows={2} />
        </Field.Root>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          {screenBoxKeys.map((key) => {
            const f = boxField(key);
            const kind = watch(`boxes.${f}.kind`);
            const idKey = key.replace('.', '-');
            return (
              <Box
                key={key}
                role="group"
                aria-labelledby={`${boxLabelId}-${idKey}`}
                borderWidth="1px"
                borderRadius="md"
                p="4"
              >
                <Text id={`${boxLabelId}-${idKey}`} fontWeight="semibold" mb="2">
                  {t('admin.box', { key })}
                </Text>
                <Stack gap="2">
                  <NativeSelect.Root size="sm">
                    <NativeSelect.Field
                      {...register(`boxes.${f}.kind`, { onChange: () => setValue(`boxes.${f}.id`, '') })}
                      aria-label={t('admin.kind')}
                    >
                      <option value="">{t('admin.kind_empty')}</option>
                      <option value="product">{t('admin.kind_product')}</option>
                      <option value="category">{t('admin.kind_category')}</option>
                    </NativeSelect.Field>
                    <NativeSelect.Indicator />
                  </NativeSelect.Root>
                  {kind && (
                    <Controller
                      control={control}
                      name={`boxes.${f}.id`}
                      render={({ field }) => (
                        <NativeSelect.Root size="sm">
                          <NativeSelect.Field
                            {...field}
                            aria-label={t(kind === 'product' ? 'admin.kind_product' : 'admin.kind_category')}
                          >
                            <option value="">{t('admin.choose_item')}</option>
                            {kind === 'product'
                              ? products.data?.map((p) => (
                                  <option key={p._id} value={p._id}>
                                    {p.name} ({p.size.value} {p.size.unit})
                                  </option>
                                ))
                              : categories.data?.map((c) => (
                                  <option key={c._id} value={c._id}>
                                    {c.name}
                                  </option>
                                ))}
                          </NativeSelect.Field>
                          <NativeSelect.Indicator />
                        </NativeSelect.Root>
                      )}
                    />
                  )}
                </Stack>
              </Box>
            );
          })}
        </SimpleGrid>
        {save.isError && <ErrorMessage error={save.error} />}
        <HStack>
          <Button type="submit" colorPalette="brand" loading={save.isPending}>
            {t('admin.save')}
          </Button>
        </HStack>
      </Stack>
    </chakra.form>
  );
}
