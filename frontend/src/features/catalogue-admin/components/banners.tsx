import { Alert, IconButton, Image, SimpleGrid, Stack, Table } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import type { BannerView } from '@shop/contracts/core';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LuLanguages } from 'react-icons/lu';
import { bannerQueries } from '@/api/catalogue';
import { DataTable } from '@/components/ui/data-table';
import { TextField } from '@/components/ui/form-field';
import { PageTitle } from '@/components/ui/page-title';
import { toaster } from '@/components/ui/toaster';
import { reloadWithFlash } from '@/lib/page-reload';
import { editQueries, useCreateBanner, useDeleteBanner, useRenameBanner } from '../api/catalogue-admin';
import { bannerFormSchema, toBannerFormData, translationsToForm, type BannerFormValues } from '../forms';
import { FormFooter, FramedForm } from './form-parts';
import { NamesDialog } from './names-dialog';
import { TranslatedTexts } from './translated-texts';
import { ImageFileField } from './image-field';
import { RefreshableList } from './list-parts';
import { useAdminForm } from '../hooks/use-admin-form';
import { useDeleteConfirmation } from '../hooks/use-delete-confirmation';
import { ConfirmDialog, DeleteIconButton } from './confirm-dialog';

/**
 * /dashboard/banners: the creation form (spec §5, validated on blur) and the table of banners. A creation or a
 * deletion reloads the page once it succeeded (spec §4), its message shown after the reload.
 */
export function BannersAdmin() {
  const { t } = useTranslation('catalogue-admin');
  const banners = useQuery(bannerQueries.list());
  const deletion = useDeleteConfirmation<BannerView>(
    useDeleteBanner(),
    (b) => t('banners.deleted', { name: b.name }),
    undefined,
    reloadWithFlash,
  );
  const sorted = [...(banners.data ?? [])].sort((a, b) => a.order_img - b.order_img);
  // The titles in every language, edited from the French view (the list shows them in the staff's language).
  const french = useQuery(editQueries.banners());
  const rename = useRenameBanner();
  const [renaming, setRenaming] = useState<string>();

  return (
    <PageTitle title={t('banners.title')} subtitle={t('banners.subtitle')}>
      <Stack gap="8">
        <BannerForm nextPosition={sorted.length + 1} />
        <RefreshableList query={banners}>
          <DataTable
            columns={[
              { label: t('banners.order') },
              { label: t('banners.name') },
              { label: t('fields.image') },
              { label: t('common.actions'), end: true },
            ]}
            loading={banners.isPending}
            empty={banners.data && sorted.length === 0 && { content: t('banners.empty') }}
          >
            {sorted.map((b) => (
              <Table.Row key={b._id} data-banner-id={b._id}>
                <Table.Cell>{b.order_img + 1}</Table.Cell>
                <Table.Cell fontWeight="medium">{b.name}</Table.Cell>
                <Table.Cell>
                  <Image src={b.img} alt={b.name} h="14" maxW="40" objectFit="cover" borderRadius="md" />
                </Table.Cell>
                <Table.Cell textAlign="end">
                  <IconButton
                    size="sm"
                    variant="ghost"
                    aria-label={t('banners.rename')}
                    title={t('banners.rename')}
                    disabled={!french.data?.some((f) => f._id === b._id)}
                    onClick={() => setRenaming(b._id)}
                  >
                    <LuLanguages />
                  </IconButton>
                  <DeleteIconButton onClick={() => deletion.ask(b)} />
                </Table.Cell>
              </Table.Row>
            ))}
          </DataTable>
        </RefreshableList>
      </Stack>
      <ConfirmDialog
        {...deletion.dialog}
        text={t('banners.confirm_delete', { name: deletion.toDelete?.name ?? '' })}
      />
      <NamesDialog
        item={french.data?.find((f) => f._id === renaming)}
        title={t('banners.rename')}
        nameLabel={t('banners.name')}
        nameMax={120}
        save={rename}
        onClose={() => setRenaming(undefined)}
        onSaved={() => {
          toaster.create({ type: 'success', title: t('banners.renamed') });
          setRenaming(undefined);
        }}
      />
    </PageTitle>
  );
}

function BannerForm({ nextPosition }: { nextPosition: number }) {
  const { t } = useTranslation('catalogue-admin');
  const create = useCreateBanner();
  // Checked once a field is left, then on each change (like the other back-office forms); the messages' lines keep
  // their height (FieldMessage), so the one a click's blur shows moves nothing under the pointer.
  const form = useAdminForm<BannerFormValues>(bannerFormSchema, {
    name: '',
    position: '',
    file: null,
    translations: translationsToForm(undefined, ['name']),
  });
  const {
    register,
    handleSubmit,
    control,
    err,
    formState: { errors },
  } = form;

  const onSubmit = handleSubmit((values) => {
    create.mutate(
      toBannerFormData({
        name: values.name,
        position: values.position,
        file: values.file as File,
        translations: values.translations,
      }),
      { onSuccess: () => reloadWithFlash(t('banners.created')) },
    );
  });

  return (
    <FramedForm onSubmit={onSubmit}>
      {create.isError && (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Title>{t('banners.failed')}</Alert.Title>
        </Alert.Root>
      )}
      <TranslatedTexts form={form} nameLabel={t('banners.name')} />
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <TextField
          label={t('banners.order')}
          required
          inputMode="numeric"
          placeholder={String(nextPosition)}
          {...register('position')}
          error={err(errors.position?.message)}
        />
      </SimpleGrid>
      <Controller
        control={control}
        name="file"
        render={({ field, fieldState }) => (
          <ImageFileField
            label={t('fields.image')}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={fieldState.error?.message}
          />
        )}
      />
      <FormFooter label={t('banners.add')} loading={create.isPending} />
    </FramedForm>
  );
}
