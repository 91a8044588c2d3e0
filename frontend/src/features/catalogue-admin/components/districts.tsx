import { IconButton, Input, SimpleGrid, Stack, Table } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import type { DistrictView } from '@shop/contracts/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuCheck, LuLanguages, LuPencil, LuX } from 'react-icons/lu';
import { districtQueries } from '@/api/catalogue';
import { Amount } from '@/components/ui/amount';
import { DataTable } from '@/components/ui/data-table';
import { ErrorMessage } from '@/components/ui/error-message';
import { TextField } from '@/components/ui/form-field';
import { PageTitle } from '@/components/ui/page-title';
import { toaster } from '@/components/ui/toaster';
import {
  editQueries,
  useAddDistrict,
  useChangeDistrictPrice,
  useRemoveDistrict,
  useRenameDistrict,
} from '../api/catalogue-admin';
import { districtFormSchema, emptyDistrictForm, toTranslationsBody } from '../forms';
import { FormFooter, FramedForm } from './form-parts';
import { NamesDialog } from './names-dialog';
import { TranslatedTexts } from './translated-texts';
import { RefreshableList } from './list-parts';
import { useAdminForm } from '../hooks/use-admin-form';
import { useDeleteConfirmation } from '../hooks/use-delete-confirmation';
import { ConfirmDialog, DeleteIconButton } from './confirm-dialog';

/** /dashboard/deliveryDistricts: list, add, change the delivery price, remove. */
export function DistrictsAdmin() {
  const { t } = useTranslation('catalogue-admin');
  const districts = useQuery(districtQueries.list());
  const [editing, setEditing] = useState<{ id: string; price: string }>();
  const deletion = useDeleteConfirmation<DistrictView>(useRemoveDistrict(), (d) =>
    t('districts.deleted', { name: d.name }),
  );
  const change = useChangeDistrictPrice();
  // The names in every language, edited from the French view (the list shows them in the staff's language).
  const french = useQuery(editQueries.districts());
  const rename = useRenameDistrict();
  const [renaming, setRenaming] = useState<string>();

  const savePrice = () => {
    if (!editing || !/^\d+$/.test(editing.price.trim())) return;
    change.mutate(
      { id: editing.id, deliveryPrice: Number(editing.price.trim()) },
      {
        onSuccess: () => {
          toaster.create({ type: 'success', title: t('districts.saved') });
          setEditing(undefined);
        },
      },
    );
  };
  const priceInvalid = !!editing && !/^\d+$/.test(editing.price.trim());

  return (
    <PageTitle title={t('districts.title')} subtitle={t('districts.subtitle')}>
      <Stack gap="8">
        <DistrictForm />
        <RefreshableList query={districts}>
          {change.isError && <ErrorMessage error={change.error} />}
          <DataTable
            columns={[
              { label: t('districts.name') },
              { label: t('districts.price') },
              { label: t('common.actions'), end: true },
            ]}
            loading={districts.isPending}
            empty={districts.data?.length === 0 && { content: t('districts.empty') }}
          >
            {districts.data?.map((d) => (
              <Table.Row key={d._id} data-district-id={d._id}>
                <Table.Cell fontWeight="medium">{d.name}</Table.Cell>
                <Table.Cell>
                  {editing?.id === d._id ? (
                    <Input
                      size="sm"
                      maxW="32"
                      inputMode="numeric"
                      autoFocus
                      value={editing.price}
                      aria-invalid={priceInvalid || undefined}
                      aria-label={t('districts.price')}
                      onChange={(e) => setEditing({ id: d._id, price: e.target.value })}
                      onKeyDown={(e) => {
                        if (e.key === 'Enter') savePrice();
                        if (e.key === 'Escape') setEditing(undefined);
                      }}
                    />
                  ) : (
                    <Amount value={d.price} />
                  )}
                </Table.Cell>
                <Table.Cell textAlign="end" whiteSpace="nowrap">
                  {editing?.id === d._id ? (
                    <>
                      <IconButton
                        size="sm"
                        variant="ghost"
                        colorPalette="green"
                        aria-label={t('common.save')}
                        onClick={savePrice}
                        disabled={priceInvalid}
                        loading={change.isPending}
                      >
                        <LuCheck />
                      </IconButton>
                      <IconButton
                        size="sm"
                        variant="ghost"
                        aria-label={t('confirm.cancel')}
                        onClick={() => setEditing(undefined)}
                      >
                        <LuX />
                      </IconButton>
                    </>
                  ) : (
                    <IconButton
                      size="sm"
                      variant="ghost"
                      aria-label={t('districts.change_price')}
                      title={t('districts.change_price')}
                      onClick={() => {
                        change.reset();
                        setEditing({ id: d._id, price: String(d.price) });
                      }}
                    >
                      <LuPencil />
                    </IconButton>
                  )}
                  <IconButton
                    size="sm"
                    variant="ghost"
                    aria-label={t('districts.rename')}
                    title={t('districts.rename')}
                    disabled={!french.data?.some((f) => f._id === d._id)}
                    onClick={() => setRenaming(d._id)}
                  >
                    <LuLanguages />
                  </IconButton>
                  <DeleteIconButton onClick={() => deletion.ask(d)} />
                </Table.Cell>
              </Table.Row>
            ))}
          </DataTable>
        </RefreshableList>
      </Stack>
      <ConfirmDialog
        {...deletion.dialog}
        text={t('districts.confirm_delete', { name: deletion.toDelete?.name ?? '' })}
      />
      <NamesDialog
        item={french.data?.find((f) => f._id === renaming)}
        title={t('districts.rename')}
        nameLabel={t('districts.name')}
        nameMax={80}
        save={rename}
        onClose={() => setRenaming(undefined)}
        onSaved={() => {
          toaster.create({ type: 'success', title: t('districts.renamed') });
          setRenaming(undefined);
        }}
      />
    </PageTitle>
  );
}

function DistrictForm() {
  const { t } = useTranslation('catalogue-admin');
  const add = useAddDistrict();
  const form = useAdminForm(districtFormSchema, emptyDistrictForm);
  const {
    register,
    handleSubmit,
    reset,
    err,
    formState: { errors },
  } = form;
  const onSubmit = handleSubmit((v) =>
    add.mutate(
      {
        name: v.name.trim(),
        deliveryPrice: Number(v.price.trim()),
        translations: toTranslationsBody(v.translations),
      },
      {
        onSuccess: () => {
          toaster.create({ type: 'success', title: t('districts.added', { name: v.name.trim() }) });
          reset(emptyDistrictForm);
        },
      },
    ),
  );
  return (
    <FramedForm onSubmit={onSubmit}>
      <TranslatedTexts form={form} nameLabel={t('districts.name')} />
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <TextField
          label={t('districts.price')}
          required
          inputMode="numeric"
          {...register('price')}
          error={err(errors.price?.message)}
        />
      </SimpleGrid>
      <FormFooter label={t('districts.add')} loading={add.isPending} mutation={add} />
    </FramedForm>
  );
}
